import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
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

function toInput(template: ReminderFlowTemplate): TemplateInput {
  return {
    name: template.name,
    description: template.description ?? '',
    isDefault: template.isDefault,
    dueDateReminderEnabled: template.dueDateReminderEnabled,
    dueDateReminderText: template.dueDateReminderText ?? '',
    firstReminderDaysAfter: template.firstReminderDaysAfter,
    firstReminderText: template.firstReminderText ?? '',
    secondReminderDaysAfter: template.secondReminderDaysAfter,
    secondReminderText: template.secondReminderText ?? '',
    finalReminderDaysAfter: template.finalReminderDaysAfter,
    finalReminderText: template.finalReminderText ?? '',
    translations: template.translations,
  };
}

const VARIABLES = REMINDER_VARIABLES.map((v) => `{${v}}`).join(' ');

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
  const { t } = useLingui();
  const form = useForm<TemplateInput>({
    resolver: zodResolver(templateInputSchema),
    defaultValues: template ? toInput(template) : EMPTY,
  });
  const { errors } = form.formState;
  const dueEnabled = form.watch('dueDateReminderEnabled');
  const name = template?.name;
  const variables = VARIABLES;
  // The variables' names, written as a template writes them: placeholders of the hints below.
  const greeting = '{greeting}';
  const newDeadline = '{newDeadline}';
  const days = NEW_DEADLINE_DAYS;

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
    textLabel: string,
    placeholder: string,
  ) => (
    <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[9rem_1fr]">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <NumberField
        register={form.register}
        name={days}
        label={t`Days after due date`}
        error={errors[days as keyof typeof errors]?.message as string}
        min={1}
      />
      <FormField label={textLabel} error={errors[text as keyof typeof errors]?.message as string}>
        {(field) => <Textarea {...field} rows={3} placeholder={placeholder} {...form.register(text)} />}
      </FormField>
    </fieldset>
  );

  return (
    <Card data-testid="template-form">
      <CardHeader>
        <CardTitle>{name !== undefined ? t`Edit ${name}` : t`New Template`}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t`Name`} error={errors.name?.message}>
              {(field) => <Input {...field} {...form.register('name')} />}
            </FormField>
            <FormField label={t`Description`} error={errors.description?.message}>
              {(field) => <Input {...field} {...form.register('description')} />}
            </FormField>
          </div>
          {toggle('isDefault', t`Default template for new invoices`)}
          <fieldset className="grid gap-3 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">
              <Trans>Due date reminder</Trans>
            </legend>
            {toggle('dueDateReminderEnabled', t`Send a reminder on the due date`)}
            {dueEnabled && (
              <FormField label={t`Due date reminder text`} error={errors.dueDateReminderText?.message}>
                {(field) => (
                  <Textarea
                    {...field}
                    rows={3}
                    placeholder={t`A friendly note on the due date`}
                    {...form.register('dueDateReminderText')}
                  />
                )}
              </FormField>
            )}
          </fieldset>
          {step(
            'firstReminderDaysAfter',
            'firstReminderText',
            t`First reminder`,
            t`First reminder text`,
            t`A polite follow-up`,
          )}
          {step(
            'secondReminderDaysAfter',
            'secondReminderText',
            t`Second reminder`,
            t`Second reminder text`,
            t`A firmer follow-up`,
          )}
          {step(
            'finalReminderDaysAfter',
            'finalReminderText',
            t`Final notice`,
            t`Final notice text`,
            t`The last notice before escalation`,
          )}
          <p className="text-xs text-muted-foreground">
            <Trans>Variables: {variables}. Empty texts use the default wording.</Trans>
          </p>
          <p className="text-xs text-muted-foreground">
            <Trans>
              {greeting} opens the email with the client's contact name in the client's language ("Dear Anna
              Weber,"), or neutrally ("Hello,") when the client has none. {newDeadline} is the date {days}{' '}
              days after the reminder goes out.
            </Trans>
          </p>
          <TemplateTranslations form={form} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? (
                <Trans>Saving...</Trans>
              ) : template ? (
                <Trans>Update Template</Trans>
              ) : (
                <Trans>Create Template</Trans>
              )}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
