/**
 * Who an email to the client speaks to (issue 5/6): the invoice's language, frozen with it when
 * issued, and its client's contact person as the client record names them now (a contact changes
 * hands; the greeting should name today's).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type DocumentLanguage, languageOf } from '../../../shared/i18n/languages';
import type { Tx } from '../../db/client';
import { clients } from '../../db/schema';
import type { InvoiceRow } from '../invoices/repository';

/** Who an email to the client speaks to: in the document's language, greeting its contact when it names one. */
export interface Recipient {
  language: DocumentLanguage;
  contactName: string | null;
}

export async function recipientOf(
  tx: Tx,
  invoice: Pick<InvoiceRow, 'userId' | 'clientId'> & { language: string | null },
): Promise<Recipient> {
  const language = languageOf(invoice.language);
  if (invoice.clientId === null) return { language, contactName: null };
  const [client] = await tx
    .select({ contactName: clients.contactName })
    .from(clients)
    .where(and(eq(clients.id, invoice.clientId), eq(clients.userId, invoice.userId)));
  return { language, contactName: client?.contactName?.trim() || null };
}

/** The contact names of these invoices' clients in one read (the worker's batch), by client id. */
export async function contactNames(
  tx: Tx,
  invoices: Pick<InvoiceRow, 'userId' | 'clientId'>[],
): Promise<Map<number, string | null>> {
  const ids = [...new Set(invoices.flatMap((i) => (i.clientId === null ? [] : [i.clientId])))];
  if (ids.length === 0) return new Map();
  const owners = new Map(invoices.map((i) => [i.clientId, i.userId]));
  const rows = await tx
    .select({ id: clients.id, userId: clients.userId, contactName: clients.contactName })
    .from(clients)
    .where(inArray(clients.id, ids));
  return new Map(
    rows.filter((c) => owners.get(c.id) === c.userId).map((c) => [c.id, c.contactName?.trim() || null]),
  );
}
