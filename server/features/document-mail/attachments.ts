/**
 * What an email about a document carries, made from the one print the send read (documents/print.ts):
 * the document's PDF (the kept one, or rendered now), the client's XML e-invoice when the email is
 * the document itself (issue 4/6), and the logo the document prints, which the HTML shows inline.
 */
import type { Deps } from '../../lib/deps';
import { type EInvoiceAttachments, eInvoiceAttachments } from '../documents/e-invoice';
import { type Print, printPdf, printPdfs } from '../documents/print';
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
 * The attachments of one print; with `eInvoice` (the document's own email, not a reminder or a
 * receipt) the client's XML beside the PDF, written from the same document, and what was withheld
 * when the document lacks something its format needs. `limitPerUser`: a request's renders count
 * against the account's (429 past its limit).
 */
export async function printAttachments(
  deps: Pick<Deps, 'db'>,
  print: Print,
  options: { eInvoice?: boolean; limitPerUser?: boolean } = {},
): Promise<{ attachments: Attachment[]; eInvoiceWithheld: EInvoiceAttachments['withheld'] }> {
  const pdf = await printPdf(deps, print, options);
  const xml =
    options.eInvoice && print.job.eInvoice
      ? await eInvoiceAttachments(deps.db, print.userId, print.invoiceId, print.job.eInvoice, options)
      : { files: [], withheld: null };
  return { attachments: withLogo(print, pdf, xml.files), eInvoiceWithheld: xml.withheld };
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
