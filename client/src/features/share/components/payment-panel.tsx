import { formatMoney } from '@shared/currency';
import { formatDocumentDate } from '@shared/dates';
import type { Translator } from '@shared/i18n/catalog';
import { canDo } from '@shared/invoice-lifecycle';
import type { PaymentQrCode, PublicInvoice } from '@shared/public-invoice';
import { Download, ExternalLink, FileCode2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Still something to pay: the document has a Pay link and the server sends QR codes only then. */
export function isOpen(invoice: Pick<PublicInvoice, 'status' | 'totals'>): boolean {
  return canDo({ status: invoice.status, ...invoice.totals }, 'recordPayment');
}

/**
 * The server draws the code as SVG markup; as an image it cannot run script, and CSP allows data: images.
 * Its caption is the page's, in the page's language, by the kind of code.
 */
function QrCode({ code, i18n: { t } }: { code: PaymentQrCode; i18n: Translator }) {
  const label = code.kind === 'swiss' ? t('page.qr.swiss') : t('page.qr.epc');
  return (
    <figure className="grid justify-items-center gap-2" data-testid={`qr-${code.kind}`}>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.svg)}`}
        alt={label}
        width={224}
        height={224}
        className="size-56 rounded-md border bg-white p-3"
      />
      {/* The image's alt text already says this to screen readers. */}
      <figcaption className="max-w-56 text-center text-sm text-muted-foreground" aria-hidden="true">
        {label}
      </figcaption>
    </figure>
  );
}

/** Where "Download e-invoice (XML)" points; null when none is ready. */
export function publicEInvoiceUrl(invoice: Pick<PublicInvoice, 'eInvoice'>): string | null {
  return invoice.eInvoice?.ready ? invoice.eInvoice.url : null;
}

/** How to pay: balance and due date, the Pay now link, scan-to-pay codes, the PDF and the e-invoice. */
export function PaymentPanel({ invoice, i18n }: { invoice: PublicInvoice; i18n: Translator }) {
  const { t, locale } = i18n;
  const open = isOpen(invoice);
  const eInvoiceUrl = publicEInvoiceUrl(invoice);
  const payUrl = invoice.payment?.payUrl;
  const bankRows = invoice.payment?.information ?? [];
  return (
    <section
      id="pay"
      aria-labelledby="pay-title"
      className="grid scroll-mt-6 gap-5 rounded-lg border bg-card p-5 shadow-xs"
    >
      <h2 id="pay-title" className="text-lg font-semibold">
        {open ? t('page.payTitle') : t('page.yourCopy')}
      </h2>
      {open && (
        <dl className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{t('page.balanceDue')}</dt>
          <dd className="text-3xl font-bold tabular-nums" data-testid="public-balance-due">
            {formatMoney(invoice.totals.balanceDue, invoice.currency, locale)}
          </dd>
          <dt className="sr-only">{t('page.dueDate')}</dt>
          <dd className={invoice.status === 'overdue' ? 'text-sm font-medium text-red-700' : 'text-sm'}>
            {t(invoice.status === 'overdue' ? 'page.wasDue' : 'page.due', {
              date: formatDocumentDate(invoice.dueDate ?? invoice.issueDate, locale),
            })}
          </dd>
        </dl>
      )}
      {open && payUrl && (
        <Button asChild size="lg" className="h-12 w-full text-base">
          <a href={payUrl} target="_blank" rel="noopener noreferrer">
            {t('page.payNow')}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> {t('page.opensInNewTab')}</span>
          </a>
        </Button>
      )}
      {invoice.qrCodes.map((code) => (
        <QrCode key={code.kind} code={code} i18n={i18n} />
      ))}
      {open && bankRows.length > 0 && (
        <p className="text-sm text-muted-foreground">{t('page.bankTransfer', { number: invoice.number })}</p>
      )}
      <Button asChild variant="outline" className="w-full">
        <a href={invoice.pdfUrl}>
          <Download aria-hidden="true" /> {t('page.downloadPdf')}
        </a>
      </Button>
      {eInvoiceUrl && (
        <Button asChild variant="outline" className="w-full">
          <a href={eInvoiceUrl}>
            <FileCode2 aria-hidden="true" /> {t('page.downloadEInvoice')}
          </a>
        </Button>
      )}
    </section>
  );
}
