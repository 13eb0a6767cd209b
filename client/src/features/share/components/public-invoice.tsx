import { formatMoney } from '@shared/currency';
import { formatDocumentDate } from '@shared/dates';
import type { Translator } from '@shared/i18n/catalog';
import type { PublicInvoice } from '@shared/public-invoice';
import { Ban, CheckCircle2 } from 'lucide-react';
import { type CreditNoteLabels, CreditNoteLinks } from '@/components/invoice/credit-note-links';
import { InvoiceDocumentView } from '@/components/invoice/invoice-document-view';
import { InvoiceStatusBadges, type StatusBadgeLabels } from '@/components/ui/invoice-status-badges';
import { usePageTranslator } from '../utils/page-language';
import { usePageMeta } from '../utils/use-page-meta';
import { isOpen, PaymentPanel } from './payment-panel';

function Settled({ icon: Icon, tone, children }: { icon: typeof Ban; tone: string; children: string }) {
  return (
    <p className={`flex items-center gap-3 rounded-lg border p-4 text-base font-semibold ${tone}`}>
      <Icon className="size-6 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/** The status badges in the page's language (a draft is never shown here). */
function statusLabels({ t }: Translator): StatusBadgeLabels {
  return {
    Pending: t('page.status.sent'),
    Overdue: t('page.status.overdue'),
    Paid: t('page.status.paid'),
    Void: t('page.status.void'),
    'Partially Paid': t('page.status.partiallyPaid'),
    'Partly Credited': t('page.status.partlyCredited'),
  };
}

/** The credit notes' list in the page's language, dates and amounts in its locale. */
function creditNoteLabels({ t, locale }: Translator): CreditNoteLabels {
  return {
    heading: t('page.creditNotes'),
    item: (number) => t('document.creditNoteRow', { number }),
    download: t('page.downloadPdf'),
    downloadOf: (number) => t('page.creditNotePdf', { number }),
    locale,
  };
}

/**
 * The client's page behind a private link (`/i/{token}`): the invoice as its PDF shows it, with
 * what was paid, credited and is still due, how to pay, and the credit notes issued against it. Nothing here leads into the owner's account.
 * It speaks the invoice's language, dates and amounts in its locale (issue 5/6).
 */
export function PublicInvoiceView({ invoice }: { invoice: PublicInvoice }) {
  const i18n = usePageTranslator(invoice.language, invoice.locale);
  const { t, locale } = i18n;
  usePageMeta(t('page.title', { number: invoice.number, company: invoice.seller.name }), i18n.language);
  const open = isOpen(invoice);
  const balance = formatMoney(invoice.totals.balanceDue, invoice.currency, locale);
  return (
    <div className="min-h-dvh bg-slate-50">
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div className="min-w-0">
            <p className="text-sm font-medium break-words text-muted-foreground">
              {t('page.from', { company: invoice.seller.name })}
            </p>
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {t('page.heading', { number: invoice.number })}
            </h1>
          </div>
          <InvoiceStatusBadges
            invoice={{ status: invoice.status, ...invoice.totals }}
            labels={statusLabels(i18n)}
          />
        </header>

        {invoice.status === 'paid' && (
          <Settled icon={CheckCircle2} tone="border-emerald-200 bg-emerald-50 text-emerald-900">
            {t('page.paid')}
          </Settled>
        )}
        {invoice.status === 'void' && (
          <Settled icon={Ban} tone="border-slate-300 bg-slate-100 text-slate-900">
            {invoice.voided
              ? t('page.cancelledBy', {
                  creditNote: invoice.voided.creditNoteNumber,
                  date: formatDocumentDate(invoice.voided.date.slice(0, 10), locale),
                })
              : t('page.voided')}
          </Settled>
        )}
        {open && (
          // On narrow screens the payment panel sits below the document: say what is due, and jump there.
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4 lg:hidden">
            <p className="grid">
              <span className="text-sm text-muted-foreground">{t('page.balanceDue')}</span>
              <span className="text-xl font-bold tabular-nums">{balance}</span>
            </p>
            <a
              href="#pay"
              className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {t('page.howToPay')}
            </a>
          </div>
        )}

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <InvoiceDocumentView
            // This page says "cancelled" above the document and lists the credit notes beside it.
            document={{ ...invoice, voided: undefined, creditNotes: undefined }}
            logoUrl={invoice.logoUrl}
            payments
            headingLevel={2}
          />
          <div className="grid gap-6 lg:sticky lg:top-6">
            <PaymentPanel invoice={invoice} i18n={i18n} />
            <CreditNoteLinks
              notes={invoice.creditNotes}
              currency={invoice.currency}
              headingLevel={2}
              className="p-5"
              labels={creditNoteLabels(i18n)}
            />
          </div>
        </div>
      </main>
    </div>
  );
}
