import { formatMoney } from '@shared/currency';
import type { Document } from '@shared/document';
import { documentTranslator, KIND_WORDS, labelled, printedTax } from '@shared/invoice-document';
import { toCents } from '@shared/money';

type Totals = Pick<Document, 'currency' | 'totals' | 'taxBreakdown'> &
  Partial<Pick<Document, 'creditNotes' | 'language' | 'locale' | 'kind'>> & {
    seller: { postalAddress?: { country: string } };
  };

/**
 * Subtotal, the tax rows as the PDF prints them (shared/invoice-document.ts printedTax: "VAT 19 % on
 * €1,200.00" with the note the law asks for beneath it, or "Tax 8.875 % on $1,000.00" where the seller
 * has no VAT), and the total; then, as the PDF prints them, what was paid, each credit note taken off
 * ("Credit note CN-2  −€69.00") and the balance still due. `payments` (the client's page) always
 * shows what was paid and due, and sums up what credit notes took off as "Credited" when it lists
 * the notes beside the document instead.
 */
export function DocumentTotals({ data, payments }: { data: Totals; payments: boolean }) {
  const { t: text } = documentTranslator({ language: data.language, locale: data.locale });
  const label = (key: Parameters<typeof text>[0]) => labelled(text(key), text);
  const money = (v: string) => formatMoney(v, data.currency, data.locale);
  const t = data.totals;
  const notes = data.creditNotes ?? [];
  const paid = payments || toCents(t.amountPaid) > 0;
  const credited = notes.length === 0 && payments && toCents(t.creditedAmount) > 0;
  const tax = printedTax(data, text);
  return (
    <dl className="grid w-full grid-cols-[1fr_auto] gap-x-6 gap-y-1 sm:ml-auto sm:w-72">
      <dt className="text-slate-600">{label('document.subtotal')}</dt>
      <dd className="text-right">{money(t.subtotal)}</dd>
      {tax.subtotalNote && (
        <dd className="col-span-2 text-xs text-slate-600" data-testid="document-tax-note">
          {tax.subtotalNote}
        </dd>
      )}
      {tax.rows.map((row) => (
        <div key={row.key} className="contents" data-testid="document-tax-row">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className="text-right">{money(row.amount)}</dd>
          {row.note && (
            <dd className="col-span-2 text-xs text-slate-600" data-testid="document-tax-note">
              {row.note}
            </dd>
          )}
        </div>
      ))}
      <div className="col-span-2 my-1 border-t" aria-hidden="true" />
      <dt className="text-base font-bold">{label(KIND_WORDS[data.kind ?? 'invoice'].total)}</dt>
      <dd className="text-right text-base font-bold">{money(t.total)}</dd>
      {paid && (
        <>
          <dt className="text-slate-600">{label('document.amountPaid')}</dt>
          <dd className="text-right">{money(t.amountPaid)}</dd>
        </>
      )}
      {notes.map((note) => (
        <div key={note.number} className="contents" data-testid="document-credit-note">
          <dt className="text-slate-600">
            {text(note.cancels ? 'document.cancellationRow' : 'document.creditNoteRow', {
              number: note.number,
            })}
          </dt>
          <dd className="text-right">−{money(note.total)}</dd>
        </div>
      ))}
      {credited && (
        <>
          <dt className="text-slate-600">{label('document.credited')}</dt>
          <dd className="text-right" data-testid="document-credited">
            {money(t.creditedAmount)}
          </dd>
        </>
      )}
      {(paid || notes.length > 0) && (
        <>
          <dt className="text-base font-bold">{label('document.balanceDue')}</dt>
          <dd className="text-right text-base font-bold">{money(t.balanceDue)}</dd>
        </>
      )}
    </dl>
  );
}
