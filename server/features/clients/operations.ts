import { type Client, type ClientValues, formatClientCode } from '../../../shared/clients';
import { clientEInvoiceFormatOf } from '../../../shared/e-invoice';
import { languageOf } from '../../../shared/i18n/languages';
import { conflict, notFound } from '../../lib/app-error';
import { takeNext } from '../../lib/counters';
import type { Deps } from '../../lib/deps';
import { countProfilesOfClient } from '../recurring/repository';
import { getSettings } from '../settings/repository';
import { clientFields, salutationOf, storedTreatment } from './client-fields';
import * as repo from './repository';

function toClient(row: repo.ClientRow, invoiceCount = 0): Client {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    region: row.region,
    country: row.country,
    vatId: row.vatId,
    taxTreatment: storedTreatment(row.taxTreatment),
    paymentTermsDays: row.paymentTermsDays,
    buyerReference: row.buyerReference,
    eInvoiceFormat: clientEInvoiceFormatOf(row.eInvoiceFormat),
    peppolId: row.peppolId,
    language: languageOf(row.language),
    contactName: row.contactName,
    salutation: salutationOf(row.salutation),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    invoiceCount,
  };
}

export async function listClients({ db }: Deps, userId: string): Promise<Client[]> {
  return (await repo.listClients(db, userId)).map((row) => toClient(row, row.invoiceCount));
}

export async function getClient({ db }: Deps, userId: string, id: number): Promise<Client> {
  const row = await repo.findClient(db, userId, id);
  if (!row) throw notFound('client_not_found');
  return toClient(row, await repo.countInvoices(db, userId, id));
}

/**
 * The code comes from the user's 'client' counter in the same transaction, so concurrent creates never
 * share one. The company's country is the client's default and decides the derived tax treatment.
 */
export async function createClient({ db }: Deps, userId: string, input: ClientValues): Promise<Client> {
  const values = clientFields(input, await getSettings(db, userId));
  const row = await db.transaction(async (tx) => {
    const n = await takeNext(tx, userId, 'client', 1);
    return repo.insertClient(tx, { ...values, userId, clientId: formatClientCode(n) });
  });
  return toClient(row);
}

/** The stored row is locked while the fields left out of the body are taken from it. */
export async function updateClient(
  { db }: Deps,
  userId: string,
  id: number,
  input: ClientValues,
): Promise<Client> {
  const company = await getSettings(db, userId);
  const row = await db.transaction(async (tx) => {
    const stored = await repo.findClient(tx, userId, id, { lock: true });
    if (!stored) throw notFound('client_not_found');
    return repo.updateClient(tx, userId, id, clientFields(input, company, stored));
  });
  if (!row) throw notFound('client_not_found');
  return toClient(row, await repo.countInvoices(db, userId, id));
}

/**
 * A client is deleted only while nothing refers to it: no recurring profile and no invoice (any
 * status). The row is locked first, so an invoice created for it at the same moment either is
 * counted here or finds the client gone.
 */
export async function deleteClient({ db }: Deps, userId: string, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const invoiceCount = await repo.lockClientForDelete(tx, userId, id);
      if (invoiceCount === undefined) throw notFound('client_not_found');
      if ((await countProfilesOfClient(tx, userId, id)) > 0) throw conflict('client_has_recurring');
      if (invoiceCount > 0) throw conflict('client_has_invoices', { count: invoiceCount });
      if (!(await repo.deleteClient(tx, userId, id))) throw notFound('client_not_found');
    });
  } catch (err) {
    // A profile created for the client meanwhile: its foreign key refuses the delete.
    if ((err as { cause?: { code?: string } }).cause?.code === '23503')
      throw conflict('client_has_recurring');
    throw err;
  }
}
