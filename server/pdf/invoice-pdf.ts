import { companyDisplayName } from '../../shared/invoice-document';
import { localeForCountry } from '../../shared/locale-defaults';
import { fromCents } from '../../shared/money';
import { paymentInformationRows } from '../../shared/payment-information';
import { scanToPay } from '../../shared/payment-qr';
import type { Tx } from '../db/client';
import { findInvoice, findInvoiceForDocument, listLineItems } from '../features/invoices/repository';
import { balanceDueCents } from '../features/invoices/status';
import { findLogo } from '../features/settings/logo-repository';
import { DEFAULT_SETTINGS } from '../features/settings/repository';
import type { Deps } from '../lib/deps';
import type { InvoiceDocument } from './invoice-document';
import { pdfPool } from './pool';

/**
 * The invoice as it stood at an earlier moment: what had been paid then (a receipt's PDF shows the
 * invoice right after its own payment, issue #22 item 6).
 */
export interface AsOf {
  amountPaid: string;
}

/**
 * What the invoice prints, read from the invoice, its client (when it still exists), the company
 * settings and logo (`withLogo: false` skips reading the logo's bytes where only the text is wanted);
 * with `asOf`, the amounts paid and due as they were then.
 */
export async function loadInvoiceDocument(
  tx: Tx,
  userId: string,
  invoiceId: number,
  options: { withLogo?: boolean; asOf?: AsOf } = {},
): Promise<InvoiceDocument | undefined> {
  const row = await findInvoiceForDocument(tx, userId, invoiceId);
  if (!row) return undefined;
  const invoice = { ...row.invoice, ...options.asOf };
  const settings = row.settings ?? DEFAULT_SETTINGS;
  const lines = await listLineItems(tx, userId, invoiceId);
  const logo = options.withLogo === false ? undefined : await findLogo(tx, userId);
  const companyName = companyDisplayName(settings.companyName);
  // A void invoice owes nothing, so it carries no code either.
  const balanceDue = fromCents(balanceDueCents(invoice));
  return {
    invoiceNumber: invoice.invoiceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    taxRate: invoice.taxRate,
    total: invoice.total,
    amountPaid: invoice.amountPaid,
    balanceDue,
    projectDescription: invoice.projectDescription,
    notes: invoice.notes,
    company: {
      name: companyName,
      email: settings.email,
      phone: settings.phone,
      website: settings.website,
      address: settings.address,
      taxId: settings.taxId,
    },
    billTo: {
      name: invoice.clientName,
      email: invoice.clientEmail,
      phone: row.clientPhone,
      address: row.clientAddress,
    },
    lines: lines.map((l) => ({
      description: l.description,
      quantity: Number(l.quantity),
      unit: l.unit,
      rate: l.rate,
      amount: l.amount,
    })),
    paymentInstructions: settings.paymentInstructions,
    paymentInformation: paymentInformationRows(settings.country, settings),
    scanToPay: scanToPay({
      invoiceNumber: invoice.invoiceNumber,
      currency: invoice.currency,
      balanceDue,
      creditorName: companyName,
      iban: settings.iban,
      bic: settings.bic,
      address: settings.address,
      country: settings.country,
    }),
    pageSize: settings.country === 'US' ? 'LETTER' : 'A4',
    locale: localeForCountry(settings.country),
    logo: logo ? { data: logo.data, width: logo.width, height: logo.height } : null,
  };
}

/**
 * The invoice as a PDF, or undefined when it does not exist or belongs to someone else. Rendering runs
 * in the PDF pool's threads; with `limitPerUser` (every render a request causes) the account's
 * concurrent renders are capped (429), and a full queue answers 503 either way.
 */
export async function renderInvoicePdf(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: { limitPerUser?: boolean; asOf?: AsOf } = {},
): Promise<Buffer | undefined> {
  return (await renderInvoiceVersion(deps, userId, invoiceId, options))?.pdf;
}

/** renderInvoicePdf with the document it printed: the version of the invoice the PDF shows. */
export async function renderInvoiceVersion(
  deps: Pick<Deps, 'db'>,
  userId: string,
  invoiceId: number,
  options: { limitPerUser?: boolean; asOf?: AsOf } = {},
): Promise<{ pdf: Buffer; document: InvoiceDocument } | undefined> {
  // The ownership check answers 404 at once; the line items are read when a thread is free to print them.
  if (!(await findInvoice(deps.db, userId, invoiceId))) return undefined;
  let document: InvoiceDocument | undefined;
  const load = async () => {
    document = await loadInvoiceDocument(deps.db, userId, invoiceId, { asOf: options.asOf });
    return document;
  };
  const pdf = await pdfPool().render(load, { userId: options.limitPerUser ? userId : undefined });
  return pdf && document ? { pdf, document } : undefined;
}

/** Whether two documents print the same, the logo's bytes aside (an email attaches the logo apart). */
export function samePrint(a: InvoiceDocument, b: InvoiceDocument): boolean {
  const text = (d: InvoiceDocument) => JSON.stringify({ ...d, logo: null });
  return text(a) === text(b);
}
