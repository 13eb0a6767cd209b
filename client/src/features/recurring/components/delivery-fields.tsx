import { NumberField } from '@/components/ui/number-field';
import { RadioOption } from './radio-option';
import type { RecurringForm } from './recurring-form';

/** What happens on each issue date (send or draft), and when each invoice is due. */
export function DeliveryFields({ form }: { form: RecurringForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">On each issue date</legend>
        <RadioOption
          label="Send automatically"
          description="The invoice is created as sent and emailed to the client with its link, like Create & Send."
          value="send"
          {...form.register('sendMode')}
        />
        <RadioOption
          label="Create as draft for review"
          description="The invoice waits as a draft; you get one email listing the drafts to review and send."
          value="draft"
          {...form.register('sendMode')}
        />
      </fieldset>
      <NumberField
        register={form.register}
        name="paymentTermsDays"
        label="Payment terms (days)"
        error={errors.paymentTermsDays?.message}
        hint="Each invoice is due this many days after its issue date."
        className="content-start"
        min={0}
        max={365}
      />
    </div>
  );
}
