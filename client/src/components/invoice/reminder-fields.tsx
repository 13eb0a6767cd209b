import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const form = anyForm as unknown as UseFormReturn<ReminderFormValues>;
  const switchId = React.useId();
  const templates = useReminderFlowTemplates(open);
  const list = templates.data ?? [];
  const enabled = form.watch('sendReminders');

  return (
    <Section title={t`Payment Reminders`}>
      <Controller
        control={form.control}
        name="sendReminders"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id={switchId} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
            <Label htmlFor={switchId}>
              <Trans>Send automatic payment reminders</Trans>
            </Label>
          </div>
        )}
      />
      {enabled && (
        <FormField
          label={t`Reminder Flow`}
          hint={
            list.length === 0 && !templates.isLoading ? (
              <Trans>
                No reminder flow templates yet.{' '}
                <Link className="text-primary underline" to="/reminders">
                  Create one on the Reminders page
                </Link>
              </Trans>
            ) : (
              t`Which sequence of reminders this invoice follows once it is sent.`
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
                    <SelectItem value={DEFAULT_FLOW}>
                      <Trans>Use my default flow</Trans>
                    </SelectItem>
                    {list.map(({ id, name, isDefault }) => (
                      <SelectItem key={id} value={String(id)}>
                        {isDefault ? t`${name} (Default)` : name}
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
