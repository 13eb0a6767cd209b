import type { NotificationPreferences } from '@shared/settings';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

const SWITCHES: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'emailReminders',
    label: 'Email Reminders',
    description: 'Send automatic payment reminder emails to clients with unpaid invoices.',
  },
  {
    key: 'paymentNotifications',
    label: 'Payment Notifications',
    description: 'Email your client a receipt when an invoice is marked as paid.',
  },
  {
    key: 'overdueAlerts',
    label: 'Overdue Alerts',
    description: 'Get one email a day listing the invoices that became overdue.',
  },
  {
    key: 'weeklyReports',
    label: 'Weekly Reports',
    description: 'Get a summary of your invoices and payments every Monday.',
  },
];

export function NotificationPreferencesCard() {
  const stored = useNotificationPreferences();
  const save = useUpdateNotificationPreferences();
  const [draft, setDraft] = React.useState<NotificationPreferences | null>(null);
  const prefs = draft ?? stored.data;
  const id = React.useId();

  const onSave = () => {
    if (!prefs) return;
    save.mutate(prefs, {
      onSuccess: () => {
        setDraft(null);
        toast({
          title: 'Settings saved',
          description: 'Notification preferences have been updated.',
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to save notification preferences.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification Preferences</CardTitle>
        <CardDescription>Which emails Duely sends for you and to you.</CardDescription>
      </CardHeader>
      <CardContent>
        {stored.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{errorMessage(stored.error, 'Your notification preferences could not be loaded.')}</p>
            <Button variant="outline" onClick={() => stored.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="grid divide-y">
            {SWITCHES.map(({ key, label, description }) => (
              <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${key}`}>{label}</Label>
                  <p id={`${id}-${key}-description`} className="text-sm text-muted-foreground">
                    {description}
                  </p>
                </div>
                {prefs ? (
                  <Switch
                    id={`${id}-${key}`}
                    aria-describedby={`${id}-${key}-description`}
                    checked={prefs[key]}
                    onCheckedChange={(checked) => setDraft({ ...prefs, [key]: checked })}
                    disabled={save.isPending}
                  />
                ) : (
                  <Skeleton className="h-5 w-9 rounded-full" />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-end border-t pt-5">
        <Button onClick={onSave} disabled={!prefs || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </CardFooter>
    </Card>
  );
}
