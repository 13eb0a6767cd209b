import * as React from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useReminderFlowTemplates } from '@/api/get-reminder-flow-templates';
import { FormField } from '@/components/ui/form-field';
import { Section } from '@/components/ui/form-section';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

/** What a form with reminder settings holds (the invoice form, the recurring-invoice form). */
export interface ReminderFormValues {
  sendReminders?: boolean;
  reminderFlowTemplateId?: number | null;
}

const DEFAULT_FLOW = 'default';

/** Payment Reminders: whether this invoice gets automatic reminders, and which flow template they follow. */
export function ReminderFields<T extends ReminderFormValues>({
  form: anyForm,
  open,
}: {
  form: UseFormReturn<T, any, any>;
  open: boolean;
}) {
  // Only these two fields are touched; react-hook-form's path types cannot narrow a generic form.
  const form = anyForm as unknown as UseFormReturn<ReminderFormValues>;
  const switchId = React.useId();
  const templates = useReminderFlowTemplates(open);
  const list = templates.data ?? [];
  const enabled = form.watch('sendReminders');

  return (
    <Section title="Payment Reminders">
      <Controller
        control={form.control}
        name="sendReminders"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id={switchId} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
            <Label htmlFor={switchId}>Send automatic payment reminders</Label>
          </div>
        )}
      />
      {enabled && (
        <FormField
          label="Reminder Flow"
          hint={
            list.length === 0 && !templates.isLoading ? (
              <>
                No reminder flow templates yet.{' '}
                <Link className="text-primary underline" to="/reminders">
                  Create one on the Reminders page
                </Link>
              </>
            ) : (
              'Which sequence of reminders this invoice follows once it is sent.'
            )
          }
        >
          {(field) => (
            <Controller
              control={form.control}
              name="reminderFlowTemplateId"
              render={({ field: { value, onChange } }) => (
                <Select
                  value={value ? String(value) : DEFAULT_FLOW}
                  onValueChange={(v) => onChange(v === DEFAULT_FLOW ? null : Number(v))}
                  disabled={list.length === 0}
                >
                  <SelectTrigger {...field} className="sm:max-w-sm">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={DEFAULT_FLOW}>Use my default flow</SelectItem>
                    {list.map((t) => (
                      <SelectItem key={t.id} value={String(t.id)}>
                        {t.name}
                        {t.isDefault ? ' (Default)' : ''}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      )}
    </Section>
  );
}
