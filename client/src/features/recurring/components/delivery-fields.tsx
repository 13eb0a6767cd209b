import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { NumberField } from '@/components/ui/number-field';
import { RadioOption } from './radio-option';
import type { RecurringForm } from './recurring-form';

/**
 * What happens on each issue date (send or draft), and when each invoice is due. `offerPdfAlone`: the
 * client receives an XML e-invoice the invoices cannot carry yet (the server said so) — or the
 * profile already sends the PDF alone —, so sending them with the PDF alone is offered (issue 2/7
 * item 12).
 */
export function DeliveryFields({ form, offerPdfAlone }: { form: RecurringForm; offerPdfAlone?: boolean }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const [sendMode, attachEInvoice] = useWatch({
    control: form.control,
    name: ['sendMode', 'attachEInvoice'],
  });
  const offered = sendMode === 'send' && (offerPdfAlone || attachEInvoice === false);
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>On each issue date</Trans>
        </legend>
        <RadioOption
          label={t`Send automatically`}
          description={t`The invoice is created as sent and emailed to the client with its link, like Create & Send.`}
          value="send"
          {...form.register('sendMode')}
        />
        {offered && (
          <label className="ml-6 flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={attachEInvoice === false}
              onChange={(e) => form.setValue('attachEInvoice', !e.target.checked, { shouldDirty: true })}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">
                <Trans>Send the PDF without the e-invoice</Trans>
              </span>
              <span className="text-xs text-muted-foreground">
                <Trans>
                  Each invoice is emailed with the PDF alone; its history records that you chose so.
                </Trans>
              </span>
            </span>
          </label>
        )}
        <RadioOption
          label={t`Create as draft for review`}
          description={t`The invoice waits as a draft; you get one email listing the drafts to review and send.`}
          value="draft"
          {...form.register('sendMode')}
        />
      </fieldset>
      <NumberField
        register={form.register}
        name="paymentTermsDays"
        label={t`Payment terms (days)`}
        error={errors.paymentTermsDays?.message}
        hint={t`Each invoice is due this many days after its issue date.`}
        className="content-start"
        min={0}
        max={365}
      />
    </div>
  );
}
