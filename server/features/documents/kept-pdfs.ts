/**
 * Kept PDFs (docs/decisions/029-kept-pdfs-and-batched-claims.md): an issued invoice's or a credit
 * note's rendered bytes, reused until something it prints changes. Triggers (drizzle/0013) move the
 * versions of the invoice, the credit note and the account in the transaction of any change that
 * prints, and a kept PDF is served only while all three equal the versions it was rendered at, read
 * in the same statement. The versions are read BEFORE the document is loaded for a render, so what is
 * kept is never older than the versions it is kept under: at worst it is newer, and never served.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EInvoiceFormat } from '../../../shared/e-invoice';
import type { Tx } from '../../db/client';
import { creditNotes, documentPdfs, invoices, users } from '../../db/schema';

/**
 * The renderer's layout: a change to what server/pdf draws for the same document bumps it, so PDFs
 * kept by an older layout are drawn anew.
 */
export const PDF_LAYOUT = '2026-11-27';

/**
 * What a kept file is: the document's PDF, or the XML of one of its e-invoice formats (drizzle/0017),
 * kept under the same versions: the XML prints from the same document as the PDF.
 */
export type KeptFormat = 'pdf' | XmlFormat;

/** The e-invoice formats that are an XML file (Factur-X is a PDF that carries one). */
export type XmlFormat = Exclude<EInvoiceFormat, 'facturx'>;

export interface KeptPdf {
  pdf: Buffer;
  fileName: string;
}

/** A kept PDF with the versions it was rendered at (the finds answer only current ones). */
export interface KeptPdfAt extends KeptPdf {
  at: Omit<PdfVersions, 'keepable'>;
}

/**
 * Whether a kept PDF prints `versions`: a document read after `versions` were read (a send's, which
 * renders what it read) takes the kept PDF only when it was rendered at exactly those versions.
 */
export function keptAt(kept: KeptPdfAt | undefined, versions: PdfVersions): KeptPdf | undefined {
  const { at } = kept ?? {};
  const same =
    at?.invoiceVersion === versions.invoiceVersion &&
    at.creditNoteVersion === versions.creditNoteVersion &&
    at.accountVersion === versions.accountVersion;
  return same && kept ? { pdf: kept.pdf, fileName: kept.fileName } : undefined;
}

/** The versions a render is kept under, read before its document is loaded. */
export interface PdfVersions {
  invoiceVersion: number;
  creditNoteVersion: number | null;
  accountVersion: number;
  /**
   * Whether the document may be kept: an issued invoice printing the parties frozen on it (a draft,
   * or an invoice issued before snapshots existed, follows today's settings), or any credit note.
   */
  keepable: boolean;
}

const keptColumns = {
  invoiceId: documentPdfs.invoiceId,
  pdf: documentPdfs.pdf,
  fileName: documentPdfs.fileName,
  invoiceVersion: documentPdfs.invoiceVersion,
  creditNoteVersion: documentPdfs.creditNoteVersion,
  accountVersion: documentPdfs.accountVersion,
};

function keptOf(row: {
  pdf: Buffer;
  fileName: string;
  invoiceVersion: number;
  creditNoteVersion: number | null;
  accountVersion: number;
}): KeptPdfAt {
  const { pdf, fileName, invoiceVersion, creditNoteVersion, accountVersion } = row;
  return { pdf, fileName, at: { invoiceVersion, creditNoteVersion, accountVersion } };
}

/** Rows whose invoice and account are still at the versions they were rendered at. */
const currentInvoiceAndAccount = and(
  eq(documentPdfs.invoiceVersion, invoices.documentVersion),
  eq(documentPdfs.accountVersion, users.documentsVersion),
  eq(documentPdfs.layout, PDF_LAYOUT),
);

/** The kept PDFs of these invoices (each with its owner) that are still current, by invoice id. */
export async function findKeptInvoicePdfs(
  tx: Tx,
  documents: { userId: string; invoiceId: number }[],
  format: KeptFormat = 'pdf',
): Promise<Map<number, KeptPdfAt>> {
  if (documents.length === 0) return new Map();
  const owners = new Map(documents.map((d) => [d.invoiceId, d.userId]));
  const rows = await tx
    .select({ ...keptColumns, userId: invoices.userId })
    .from(documentPdfs)
    .innerJoin(invoices, eq(invoices.id, documentPdfs.invoiceId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(
      and(
        inArray(documentPdfs.invoiceId, [...owners.keys()]),
        isNull(documentPdfs.creditNoteId),
        eq(documentPdfs.format, format),
        eq(documentPdfs.userId, invoices.userId),
        currentInvoiceAndAccount,
      ),
    );
  return new Map(
    rows.filter((r) => owners.get(r.invoiceId) === r.userId).map((r) => [r.invoiceId, keptOf(r)]),
  );
}

export async function findKeptInvoicePdf(
  tx: Tx,
  userId: string,
  invoiceId: number,
  format: KeptFormat = 'pdf',
): Promise<KeptPdfAt | undefined> {
  return (await findKeptInvoicePdfs(tx, [{ userId, invoiceId }], format)).get(invoiceId);
}

export async function findKeptCreditNotePdf(
  tx: Tx,
  userId: string,
  creditNoteId: number,
): Promise<KeptPdfAt | undefined> {
  const [row] = await tx
    .select(keptColumns)
    .from(documentPdfs)
    .innerJoin(creditNotes, eq(creditNotes.id, documentPdfs.creditNoteId))
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(
      and(
        eq(documentPdfs.creditNoteId, creditNoteId),
        eq(documentPdfs.format, 'pdf'),
        eq(creditNotes.userId, userId),
        eq(documentPdfs.creditNoteVersion, creditNotes.documentVersion),
        currentInvoiceAndAccount,
      ),
    );
  return row && keptOf(row);
}

/** The invoice's versions now; undefined for another user's. */
export async function invoicePdfVersions(
  tx: Tx,
  userId: string,
  invoiceId: number,
): Promise<PdfVersions | undefined> {
  const [row] = await tx
    .select({
      invoiceVersion: invoices.documentVersion,
      accountVersion: users.documentsVersion,
      keepable: sql<boolean>`${invoices.status} <> 'draft' and ${invoices.sellerSnapshot} is not null and ${invoices.buyerSnapshot} is not null`,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  return row && { ...row, keepable: Boolean(row.keepable), creditNoteVersion: null };
}

/** The credit note's versions now (its invoice's too: it prints the invoice's number and dates). */
export async function creditNotePdfVersions(
  tx: Tx,
  userId: string,
  creditNoteId: number,
): Promise<PdfVersions | undefined> {
  const [row] = await tx
    .select({
      invoiceVersion: invoices.documentVersion,
      creditNoteVersion: creditNotes.documentVersion,
      accountVersion: users.documentsVersion,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.userId, userId)));
  return row && { ...row, keepable: true };
}

/**
 * Keeps a rendered PDF under the versions read before its document was loaded. A row kept under
 * versions that have moved on since is never served (the finds compare them), and the next keep
 * replaces it; an older render never replaces a newer one.
 */
export async function keepPdf(
  tx: Tx,
  document: { userId: string; invoiceId: number; creditNoteId?: number },
  versions: PdfVersions,
  file: KeptPdf,
  format: KeptFormat = 'pdf',
): Promise<void> {
  if (!versions.keepable) return;
  const values = {
    format,
    userId: document.userId,
    invoiceId: document.invoiceId,
    creditNoteId: document.creditNoteId ?? null,
    invoiceVersion: versions.invoiceVersion,
    creditNoteVersion: versions.creditNoteVersion,
    accountVersion: versions.accountVersion,
    layout: PDF_LAYOUT,
    fileName: file.fileName,
    pdf: file.pdf,
    createdAt: new Date(),
  };
  const { userId: _u, ...set } = values;
  const notOlder = and(
    sql`${documentPdfs.invoiceVersion} <= excluded.invoice_version`,
    sql`coalesce(${documentPdfs.creditNoteVersion}, 0) <= coalesce(excluded.credit_note_version, 0)`,
  );
  await tx
    .insert(documentPdfs)
    .values(values)
    .onConflictDoUpdate(
      document.creditNoteId === undefined
        ? {
            target: [documentPdfs.invoiceId, documentPdfs.format],
            targetWhere: sql`credit_note_id is null`,
            set,
            setWhere: notOlder,
          }
        : { target: [documentPdfs.creditNoteId, documentPdfs.format], set, setWhere: notOlder },
    );
}
