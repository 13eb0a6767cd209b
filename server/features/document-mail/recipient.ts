/**
 * Who an email to the client speaks to (issue 5/6): the invoice's language, frozen with it when
 * issued, and its client's contact person — name and salutation — as the client record names them
 * now (a contact changes hands; the greeting should name today's). Neither is printed on the
 * document, so neither is part of the buyer an issued invoice freezes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type DocumentLanguage, languageOf } from '../../../shared/i18n/languages';
import { type Contact, contactOf } from '../../../shared/salutation';
import type { Tx } from '../../db/client';
import { clients } from '../../db/schema';
import type { InvoiceRow } from '../invoices/repository';

/** Who an email to the client speaks to: in the document's language, greeting its contact when it names one. */
export interface Recipient {
  language: DocumentLanguage;
  contact: Contact | null;
}

const contactColumns = { contactName: clients.contactName, salutation: clients.salutation };

export async function recipientOf(
  tx: Tx,
  invoice: Pick<InvoiceRow, 'userId' | 'clientId'> & { language: string | null },
): Promise<Recipient> {
  const language = languageOf(invoice.language);
  if (invoice.clientId === null) return { language, contact: null };
  const [client] = await tx
    .select(contactColumns)
    .from(clients)
    .where(and(eq(clients.id, invoice.clientId), eq(clients.userId, invoice.userId)));
  return { language, contact: client ? contactOf(client) : null };
}

/** The contacts of these invoices' clients in one read (the worker's batch), by client id. */
export async function contacts(
  tx: Tx,
  invoices: Pick<InvoiceRow, 'userId' | 'clientId'>[],
): Promise<Map<number, Contact | null>> {
  const ids = [...new Set(invoices.flatMap((i) => (i.clientId === null ? [] : [i.clientId])))];
  if (ids.length === 0) return new Map();
  const owners = new Map(invoices.map((i) => [i.clientId, i.userId]));
  const rows = await tx
    .select({ id: clients.id, userId: clients.userId, ...contactColumns })
    .from(clients)
    .where(inArray(clients.id, ids));
  return new Map(rows.filter((c) => owners.get(c.id) === c.userId).map((c) => [c.id, contactOf(c)]));
}
