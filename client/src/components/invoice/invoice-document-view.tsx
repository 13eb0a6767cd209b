import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { formatDocumentDate } from '@shared/dates';
import type { Document } from '@shared/document';
import { voidMark } from '@shared/document-build';
import type { Translator } from '@shared/i18n/catalog';
import {
  documentTranslator,
  formatQuantity,
  KIND_WORDS,
  labelled,
  linesDifferInTax,
  lineTaxText,
  paymentTermsText,
  sellerLegalLines,
  serviceFact,
  speaksOfVat,
} from '@shared/invoice-document';
import { bankFieldKey } from '@shared/payment-information';
import { DocumentTotals } from './document-totals';

/**
 * What the on-screen document reads of the one `Document` (shared/document.ts): the print-only
 * fields (page size, scan-to-pay, logo bytes) aside, so the client's page can pass its answer too.
 * With `voided` it carries the PDF's void mark, with `creditNotes` the PDF's credit note rows.
 */
export type DocumentView = Pick<
  Document,
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'currency'
  | 'lines'
  | 'totals'
  | 'taxBreakdown'
  | 'service'
  | 'paymentTermsDays'
  | 'projectDescription'
  | 'notes'
> &
  Partial<
    Pick<Document, 'voided' | 'creditNotes' | 'locale' | 'language' | 'kind' | 'refersTo' | 'buyerReference'>
  > &
  Pick<Document, 'title'> & {
    /** The parties as printed: the address in lines (its parts are the e-invoice's). */
    seller: Omit<Document['seller'], 'postalAddress'> & Partial<Pick<Document['seller'], 'postalAddress'>>;
    buyer: Omit<Document['buyer'], 'postalAddress'>;
    payment: Pick<NonNullable<Document['payment']>, 'instructions' | 'information'> | null;
  };

/** The locale a document without one (an old answer) is written in. */
const FALLBACK_LOCALE = 'en-US';

function Lines({ values, className }: { values: (string | null | undefined)[]; className?: string }) {
  return (
    <>
      {values
        .filter((v): v is string => Boolean(v?.trim()))
        .map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two address lines may read the same
          <p key={i} className={`whitespace-pre-line ${className ?? ''}`}>
            {v}
          </p>
        ))}
    </>
  );
}

/**
 * The invoice as a document, the same content as its PDF (SPEC §2 Invoice Preview): the owner's
 * preview and the client's page (`/i/{token}`) both draw it, in the document's language and locale
 * (issue 5/6) while the app around it speaks the interface's language (the logo's text alternative,
 * which is no printed word, too). `payments` adds Amount Paid, Credited
 * (once credit notes took something off) and Balance Due under the total; `headingLevel` 2 is for a
 * page whose h1 sits above the document.
 */
export function InvoiceDocumentView({
  document: data,
  logoUrl,
  payments = false,
  headingLevel = 3,
}: {
  document: DocumentView;
  /** The company logo's address, printed above the company's name; null or absent without one. */
  logoUrl?: string | null;
  payments?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t: say } = useLingui();
  const locale = data.locale ?? FALLBACK_LOCALE;
  const { t } = documentTranslator({ language: data.language, locale });
  const label = (key: Parameters<Translator['t']>[0]) => labelled(t(key), t);
  const date = (d: string) => formatDocumentDate(d, locale);
  const money = (v: string) => formatMoney(v, data.currency, locale);
  const { title } = data;
  const words = KIND_WORDS[data.kind ?? 'invoice'];
  const company = data.seller;
  const companyName = company.name;
  const paymentInstructions = data.payment?.instructions;
  const paymentInformation = data.payment?.information ?? [];
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Heading = headingLevel === 2 ? 'h3' : 'h4';
  // Written as the PDF writes it, in the seller's locale.
  const mark = voidMark(data.voided, locale, t);
  const service = serviceFact(data.service, date, t);
  const terms = paymentTermsText(data.paymentTermsDays, t);
  return (
    <article
      className="grid grid-cols-1 gap-6 rounded-lg border bg-white p-5 text-sm text-slate-900 sm:p-8"
      aria-label={title}
      lang={data.language ?? 'en'}
    >
      {mark && (
        <p
          className="rounded-md border border-red-200 bg-red-50 p-3 text-base font-bold text-red-700"
          data-testid="document-void-mark"
        >
          {mark}
        </p>
      )}
      <header className="flex flex-col justify-between gap-4 sm:flex-row">
        <div>
          <Title className="text-3xl font-bold tracking-tight">{title}</Title>
          <p className="mt-1 text-slate-600">{data.number}</p>
        </div>
        <div className="min-w-0 text-left break-words sm:text-right">
          {logoUrl && (
            <img
              src={logoUrl}
              alt={say`${companyName} logo`}
              className="mb-3 max-h-14 max-w-40 object-contain sm:ml-auto"
            />
          )}
          <p className="text-base font-semibold">{company.name}</p>
          {company.legalName && <p data-testid="document-seller-legal-name">{company.legalName}</p>}
          <Lines
            className="text-slate-600"
            values={[
              ...company.addressLines,
              company.email,
              company.phone,
              company.website,
              company.vatId && `${t('document.vatId')} ${company.vatId}`,
              company.taxId && `${t('document.taxNumber')} ${company.taxId}`,
              ...sellerLegalLines(company, locale, t),
            ]}
          />
        </div>
      </header>

      <div className="grid gap-6 border-t pt-6 sm:grid-cols-2">
        <div className="min-w-0 break-words">
          <Heading className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {label(words.party)}
          </Heading>
          <p className="mt-1 font-semibold">{data.buyer.name}</p>
          <Lines
            className="text-slate-600"
            values={[
              ...data.buyer.addressLines,
              data.buyer.vatId && `${t('document.vatId')} ${data.buyer.vatId}`,
              data.buyer.email,
              data.buyer.phone,
            ]}
          />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:justify-self-end">
          <dt className="text-slate-600">{label(words.number)}</dt>
          <dd className="text-right">{data.number}</dd>
          <dt className="text-slate-600">{label('document.issueDate')}</dt>
          <dd className="text-right">{date(data.issueDate)}</dd>
          {service && (
            <>
              <dt className="text-slate-600">{labelled(service.label, t)}</dt>
              <dd className="text-right">{service.value}</dd>
            </>
          )}
          {data.dueDate && (
            <>
              <dt className="text-slate-600">{label('document.dueDate')}</dt>
              <dd className="text-right">{date(data.dueDate)}</dd>
            </>
          )}
          {data.dueDate && terms && (
            <dd className="col-span-2 text-right text-xs text-slate-600" data-testid="document-payment-terms">
              {terms}
            </dd>
          )}
          {data.buyerReference && (
            <>
              <dt className="text-slate-600">{label('document.reference')}</dt>
              <dd className="text-right break-all" data-testid="document-buyer-reference">
                {data.buyerReference}
              </dd>
            </>
          )}
          <dt className="text-slate-600">{label(words.headline.label)}</dt>
          <dd className="text-right text-base font-bold">{money(data.totals[words.headline.amount])}</dd>
        </dl>
      </div>

      {data.projectDescription && (
        <div>
          <Heading className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {label('document.project')}
          </Heading>
          <p className="mt-1 whitespace-pre-line">{data.projectDescription}</p>
        </div>
      )}

      <LineTable data={data} money={money} t={t} />

      <DocumentTotals data={{ ...data, locale }} payments={payments} />

      {data.notes && (
        <section>
          <Heading className="font-semibold">{t('document.notes')}</Heading>
          <p className="mt-1 whitespace-pre-line text-slate-600">{data.notes}</p>
        </section>
      )}
      {paymentInstructions && (
        <section>
          <Heading className="font-semibold">{t('document.paymentInstructions')}</Heading>
          <p className="mt-1 whitespace-pre-line text-slate-600">{paymentInstructions}</p>
        </section>
      )}
      {paymentInformation.length > 0 && (
        <section>
          <Heading className="font-semibold">{t('document.paymentInformation')}</Heading>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {paymentInformation.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-slate-600">
                  {labelled(row.field ? t(bankFieldKey(row.field)) : row.label, t)}
                </dt>
                <dd className="break-all">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}

/**
 * Description, Qty, Rate, Amount, with each line's VAT (or tax, where the seller has no VAT) before
 * the amount when the lines differ in it. Below the sm breakpoint each line stacks (description, then "qty × rate", the VAT and the
 * amount), so a phone never scrolls sideways; the header stays for screen readers.
 */
function LineTable({
  data,
  money,
  t,
}: {
  data: DocumentView;
  money: (v: string) => string;
  t: Translator['t'];
}) {
  const cell = 'p-2 text-right whitespace-nowrap max-sm:p-0';
  // One rate is said once, in the totals; the lines name theirs only when they differ (as the PDF),
  // with the category only on a VAT document.
  const speaksVat = speaksOfVat(data);
  const vat = linesDifferInTax(data.lines, speaksVat);
  const locale = data.locale ?? FALLBACK_LOCALE;
  return (
    <table className="w-full text-sm max-sm:block">
      <thead className="max-sm:sr-only">
        <tr className="bg-slate-100 text-slate-600">
          <th scope="col" className="p-2 text-left font-semibold">
            {t('document.description')}
          </th>
          <th scope="col" className="p-2 text-right font-semibold">
            {t('document.quantity')}
          </th>
          <th scope="col" className="p-2 text-right font-semibold">
            {t('document.unitPrice')}
          </th>
          {vat && (
            <th scope="col" className="p-2 text-right font-semibold">
              {t(speaksVat ? 'document.vat' : 'document.tax')}
            </th>
          )}
          <th scope="col" className="p-2 text-right font-semibold">
            {t('document.amount')}
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:border-t">
        {data.lines.map((line, i) => (
          <tr
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id before they are saved
            key={i}
            className={`border-b max-sm:grid max-sm:gap-x-1.5 max-sm:gap-y-1 max-sm:py-3 ${vat ? 'max-sm:grid-cols-[auto_auto_auto_1fr]' : 'max-sm:grid-cols-[auto_auto_1fr]'}`}
          >
            <td
              className={`p-2 whitespace-pre-line break-words max-sm:p-0 max-sm:font-medium ${vat ? 'max-sm:col-span-4' : 'max-sm:col-span-3'}`}
            >
              {line.description}
            </td>
            <td className={`${cell} max-sm:text-slate-600`}>
              {formatQuantity(line.quantity, line.unit, locale, t)}
            </td>
            <td className={`${cell} max-sm:text-slate-600`}>
              <span className="sm:hidden" aria-hidden="true">
                ×{' '}
              </span>
              {money(line.rate)}
            </td>
            {vat && (
              <td className={`${cell} max-sm:text-slate-600`}>{lineTaxText(line, locale, speaksVat)}</td>
            )}
            <td className={`${cell} max-sm:font-medium`}>{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
