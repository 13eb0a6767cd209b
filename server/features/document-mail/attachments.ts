/**
 * What an email about a document carries, made from the one print the send read (documents/print.ts):
 * the document's PDF (the kept one, or rendered now), the client's XML e-invoice when the email is
 * the document itself (issue 4/6), and the logo the document prints, which the HTML shows inline.
 */
import { isIssued } from '../../../shared/invoice-lifecycle';
import type { Deps } from '../../lib/deps';
import {
  type ClientEInvoice,
  clientEInvoice,
  eInvoiceAttachment,
  eInvoiceNotReady,
} from '../documents/e-invoice';
import { type InvoicePrint, type Print, printPdf, printPdfs } from '../documents/print';
import { type Attachment, logoAttachments } from './layout';

/** The PDF and the logo beside it (with the files that go `beside` the PDF: its XML e-invoice). */
function withLogo(print: Print, pdf: { pdf: Buffer; fileName: string }, beside: Attachment[] = []) {
  return [
    { filename: pdf.fileName, content: pdf.pdf, contentType: 'application/pdf' },
    ...beside,
    ...logoAttachments(print.job.document),
  ];
}

/**
 * What becomes of the client's XML e-invoice in the document's own email (issue 2/7 item 12):
 * - `required`: a send by hand — it goes beside the PDF, or the send answers 422 `e_invoice_not_ready`
 *   before anything is rendered or written, naming what is missing;
 * - `when-ready`: an email queued earlier and composed by the worker (a recurring invoice's, whose
 *   readiness the generator checked when it issued it; a new credit note's) — beside the PDF when it
 *   can be written, else the PDF goes alone;
 * - `left-out`: the sender chose the PDF alone (`attachEInvoice: false`).
 */
export type EInvoiceChoice = 'required' | 'when-ready' | 'left-out';

/** What the 422 calls the document: a draft is still to be completed, an issued one keeps its details. */
function refusedAs(print: Print | InvoicePrint) {
  if (print.creditNoteId !== undefined) return 'credit_note';
  return 'invoice' in print && isIssued(print.invoice) ? 'issued_invoice' : 'invoice';
}

/**
 * The attachments of one print; with `eInvoice` (the document's own email, not a reminder or a
 * receipt) the client's XML beside the PDF as that choice says, written from the same document, and
 * the XML the client receives that did not go (`leftOut`), for the history. `limitPerUser`: a
 * request's renders count against the account's (429 past its limit).
 */
export async function printAttachments(
  deps: Pick<Deps, 'db'>,
  print: Print | InvoicePrint,
  options: { eInvoice?: EInvoiceChoice; limitPerUser?: boolean } = {},
): Promise<{ attachments: Attachment[]; leftOut: ClientEInvoice | null }> {
  const input = print.job.eInvoice;
  const wanted =
    options.eInvoice && input ? await clientEInvoice(deps.db, print.userId, print.invoiceId, input) : null;
  const ready = wanted !== null && wanted.problems.length === 0;
  if (wanted && !ready && options.eInvoice === 'required') throw eInvoiceNotReady(refusedAs(print), wanted);
  const pdf = await printPdf(deps, print, options);
  const attach = wanted && input && ready && options.eInvoice !== 'left-out';
  const files = attach ? [await eInvoiceAttachment(print.userId, input, wanted.format, options)] : [];
  return { attachments: withLogo(print, pdf, files), leftOut: attach ? null : wanted };
}

/**
 * The attachments of several invoices' reminders at once (the worker's batch), by invoice id: the
 * kept PDFs in one read, a render for each other; a PDF that failed has its error instead.
 */
export async function reminderAttachments(
  deps: Pick<Deps, 'db'>,
  prints: Print[],
): Promise<Map<number, Attachment[] | { error: unknown }>> {
  const pdfs = await printPdfs(deps, prints);
  return new Map(
    prints.map((print) => {
      const pdf = pdfs.get(print.invoiceId)!;
      return [print.invoiceId, 'error' in pdf ? pdf : withLogo(print, pdf)];
    }),
  );
}
