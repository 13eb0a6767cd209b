import { zodResolver } from '@hookform/resolvers/zod';
import {
  NEW_DEADLINE_DAYS,
  REMINDER_VARIABLES,
  type ReminderFlowTemplate,
  type TemplateInput,
  templateInputSchema,
} from '@shared/reminders';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NumberField } from '@/components/ui/number-field';
import { Switch } from '@/components/ui/switch';
import { TemplateTranslations } from './template-translations';

const EMPTY: TemplateInput = {
  name: '',
  description: '',
  isDefault: false,
  dueDateReminderEnabled: true,
  dueDateReminderText: '',
  firstReminderDaysAfter: 3,
  firstReminderText: '',
  secondReminderDaysAfter: 7,
  secondReminderText: '',
  finalReminderDaysAfter: 14,
  finalReminderText: '',
  translations: {},
};

function toInput(t: ReminderFlowTemplate): TemplateInput {
  return {
    name: t.name,
    description: t.description ?? '',
    isDefault: t.isDefault,
    dueDateReminderEnabled: t.dueDateReminderEnabled,
    dueDateReminderText: t.dueDateReminderText ?? '',
    firstReminderDaysAfter: t.firstReminderDaysAfter,
    firstReminderText: t.firstReminderText ?? '',
    secondReminderDaysAfter: t.secondReminderDaysAfter,
    secondReminderText: t.secondReminderText ?? '',
    finalReminderDaysAfter: t.finalReminderDaysAfter,
    finalReminderText: t.finalReminderText ?? '',
    translations: t.translations,
  };
}

const VARIABLES_HINT = `Variables: ${REMINDER_VARIABLES.map((v) => `{${v}}`).join(' ')}`;

/** The inline create/edit form of the templates manager; messages come from the shared schema. */
export function TemplateForm({
  template,
  submitting,
  onSubmit,
  onCancel,
}: {
  template?: ReminderFlowTemplate;
  submitting: boolean;
  onSubmit: (input: TemplateInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<TemplateInput>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: template ? toInput(template) : EMPTY,
  });
  const { errors } = form.formState;
  const dueEnabled = form.watch('dueDateReminderEnabled');

  const toggle = (name: 'isDefault' | 'dueDateReminderEnabled', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <div className="flex items-center gap-3">
          <Switch id={`template-${name}`} checked={Boolean(value)} onCheckedChange={onChange} />
          <Label htmlFor={`template-${name}`}>{label}</Label>
        </div>
      )}
    />
  );

  const step = (
    days: FieldPath<TemplateInput>,
    text: FieldPath<TemplateInput>,
    label: string,
    placeholder: string,
  ) => (
    <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[9rem_1fr]">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <NumberField
        register={form.register}
        name={days}
        label="Days after due date"
        error={errors[days as keyof typeof errors]?.message as string}
        min={1}
      />
      <FormField label={`${label} text`} error={errors[text as keyof typeof errors]?.message as string}>
        {(field) => <Textarea {...field} rows={3} placeholder={placeholder} {...form.register(text)} />}
      </FormField>
    </fieldset>
  );

  return (
    <Card data-testid="template-form">
      <CardHeader>
        <CardTitle>{template ? `Edit ${template.name}` : 'New Template'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" error={errors.name?.message}>
              {(field) => <Input {...field} {...form.register('name')} />}
            </FormField>
            <FormField label="Description" error={errors.description?.message}>
              {(field) => <Input {...field} {...form.register('description')} />}
            </FormField>
          </div>
          {toggle('isDefault', 'Default template for new invoices')}
          <fieldset className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">Due date reminder</legend>
            {toggle('dueDateReminderEnabled', 'Send a reminder on the due date')}
            {dueEnabled && (
              <FormField label="Due date reminder text" error={errors.dueDateReminderText?.message}>
                {(field) => (
                  <Textarea
                    {...field}
                    rows={3}
                    placeholder="A friendly note on the due date"
                    {...form.register('dueDateReminderText')}
                  />
                )}
              </FormField>
            )}
          </fieldset>
          {step('firstReminderDaysAfter', 'firstReminderText', 'First reminder', 'A polite follow-up')}
          {step('secondReminderDaysAfter', 'secondReminderText', 'Second reminder', 'A firmer follow-up')}
          {step(
            'finalReminderDaysAfter',
            'finalReminderText',
            'Final notice',
            'The last notice before escalation',
          )}
          <p className="text-xs text-muted-foreground">
            {VARIABLES_HINT}. Empty texts use the default wording.
          </p>
          <p className="text-xs text-muted-foreground">
            {'{greeting}'} opens the email with the client's contact name in the client's language ("Dear Anna
            Weber,"), or neutrally ("Hello,") when the client has none. {'{newDeadline}'} is the date{' '}
            {NEW_DEADLINE_DAYS} days after the reminder goes out.
          </p>
          <TemplateTranslations form={form} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Saving...' : template ? 'Update Template' : 'Create Template'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
