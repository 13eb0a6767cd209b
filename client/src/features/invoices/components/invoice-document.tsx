import { formatMoney } from '@shared/currency';
import { formatLongDate } from '@shared/dates';
import { companyDisplayName, type InvoiceDocumentData } from '@shared/invoice-document';
import { formatTaxRate, paymentInformationRows } from '@shared/payment-information';
import type { CompanySettings } from '@shared/settings';

function Lines({ values, className }: { values: (string | null | undefined)[]; className?: string }) {
  return (
    <>
      {values
        .filter((v): v is string => Boolean(v?.trim()))
        .map((v) => (
          <p key={v} className={`whitespace-pre-line ${className ?? ''}`}>
            {v}
          </p>
        ))}
    </>
  );
}

/** Lines may carry a unit ("hours"); quantities may have 2 decimals (issue #11). */
export type DocumentData = Omit<InvoiceDocumentData, 'lines'> & {
  lines: (InvoiceDocumentData['lines'][number] & { unit?: string | null })[];
};

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1.5 hours", "3", "2 pieces". */
export function formatQuantity(quantity: number, unit: string | null | undefined): string {
  const q = quantityFormat.format(quantity);
  return unit ? `${q} ${unit}` : q;
}

/** The invoice as a document, the same content as its PDF (SPEC §2 Invoice Preview). */
export function InvoiceDocument({
  data,
  settings,
}: {
  data: DocumentData;
  settings: CompanySettings | undefined;
}) {
  const money = (v: string) => formatMoney(v, data.currency);
  const payment = settings ? paymentInformationRows(settings.country, settings) : [];
  return (
    <article
      className="grid grid-cols-1 gap-6 rounded-lg border bg-white p-5 text-sm text-slate-900 sm:p-8"
      aria-label="Invoice"
    >
      <header className="flex flex-col justify-between gap-4 sm:flex-row">
        <div>
          <h3 className="text-3xl font-bold tracking-tight">INVOICE</h3>
          <p className="mt-1 text-slate-600">#{data.invoiceNumber}</p>
        </div>
        <div className="text-left sm:text-right">
          <p className="text-base font-semibold">{companyDisplayName(settings?.companyName)}</p>
          <Lines
            className="text-slate-600"
            values={[settings?.email, settings?.phone, settings?.website, settings?.address]}
          />
          {settings?.taxId && <p className="text-slate-600">Tax ID: {settings.taxId}</p>}
        </div>
      </header>

      <div className="grid gap-6 border-t pt-6 sm:grid-cols-2">
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Bill To:</h4>
          <p className="mt-1 font-semibold">{data.billTo.name}</p>
          <Lines
            className="text-slate-600"
            values={[data.billTo.email, data.billTo.phone, data.billTo.address]}
          />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:justify-self-end">
          <dt className="text-slate-600">Issue Date:</dt>
          <dd className="text-right">{formatLongDate(data.issueDate)}</dd>
          <dt className="text-slate-600">Due Date:</dt>
          <dd className="text-right">{formatLongDate(data.dueDate)}</dd>
          <dt className="text-slate-600">Amount Due:</dt>
          <dd className="text-right text-base font-bold">{money(data.total)}</dd>
        </dl>
      </div>

      {data.projectDescription && (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Project:</h4>
          <p className="mt-1 whitespace-pre-line">{data.projectDescription}</p>
        </div>
      )}

      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="bg-slate-100 text-slate-600">
              <th scope="col" className="p-2 text-left font-semibold">
                Description
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                Rate
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id before they are saved
              <tr key={i} className="border-b">
                <td className="p-2 whitespace-pre-line">{line.description}</td>
                <td className="p-2 text-right whitespace-nowrap">
                  {formatQuantity(line.quantity, line.unit)}
                </td>
                <td className="p-2 text-right whitespace-nowrap">{money(line.rate)}</td>
                <td className="p-2 text-right whitespace-nowrap">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="grid w-full grid-cols-[1fr_auto] gap-x-6 gap-y-1 sm:ml-auto sm:w-72">
        <dt className="text-slate-600">Subtotal:</dt>
        <dd className="text-right">{money(data.subtotal)}</dd>
        <dt className="text-slate-600">Tax ({formatTaxRate(data.taxRate)}%):</dt>
        <dd className="text-right">{money(data.tax)}</dd>
        <div className="col-span-2 my-1 border-t" aria-hidden="true" />
        <dt className="text-base font-bold">Total:</dt>
        <dd className="text-right text-base font-bold">{money(data.total)}</dd>
      </dl>

      {data.notes && (
        <section>
          <h4 className="font-semibold">Notes</h4>
          <p className="mt-1 whitespace-pre-line text-slate-600">{data.notes}</p>
        </section>
      )}
      {settings?.paymentInstructions && (
        <section>
          <h4 className="font-semibold">Payment Instructions</h4>
          <p className="mt-1 whitespace-pre-line text-slate-600">{settings.paymentInstructions}</p>
        </section>
      )}
      {payment.length > 0 && (
        <section>
          <h4 className="font-semibold">Payment Information</h4>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {payment.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-slate-600">{row.label}:</dt>
                <dd className="break-all">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}
