import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const SWITCHES: {
  key: keyof NotificationPreferences;
  label: MessageDescriptor;
  description: MessageDescriptor;
}[] = [
  {
    key: 'emailReminders',
    label: msg`Email Reminders`,
    description: msg`Send automatic payment reminder emails to clients with unpaid invoices.`,
  },
  {
    key: 'paymentNotifications',
    label: msg`Payment Notifications`,
    description: msg`Email your client a receipt when an invoice is marked as paid.`,
  },
  {
    key: 'overdueAlerts',
    label: msg`Overdue Alerts`,
    description: msg`Get one email a day listing the invoices that became overdue.`,
  },
  {
    key: 'weeklyReports',
    label: msg`Weekly Reports`,
    description: msg`Get a summary of your invoices and payments every Monday.`,
  },
];

export function NotificationPreferencesCard() {
  const { t, i18n } = useLingui();
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
          title: t`Settings saved`,
          description: t`Notification preferences have been updated.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: t`Error`,
          description: errorMessage(error, t`Failed to save notification preferences.`),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Notification Preferences</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Which emails Duely sends for you and to you.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stored.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{errorMessage(stored.error, t`Your notification preferences could not be loaded.`)}</p>
            <Button variant="outline" onClick={() => stored.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <ul className="grid divide-y">
            {SWITCHES.map(({ key, label, description }) => (
              <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${key}`}>{i18n._(label)}</Label>
                  <p id={`${id}-${key}-description`} className="text-sm text-muted-foreground">
                    {i18n._(description)}
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
          {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save Preferences</Trans>}
        </Button>
      </CardFooter>
    </Card>
  );
}
