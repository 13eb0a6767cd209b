/**
 * The seller and buyer a document prints, and freezing them at issue (decision 024). A draft prints
 * the current company settings and client; the moment an invoice is issued (or a credit note is
 * made) they are copied onto it, with the logo of the day, so later changes to Settings or the client
 * never change an issued document (GoBD: an issued invoice is a record; §14(4) UStG names what it
 * carries). Reads settings, clients and logos only, so the invoices feature can call it at issue.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DocumentBuyer, DocumentSeller } from '../../../shared/document';
import { sellerFrom } from '../../../shared/document-build';
import type { Tx } from '../../db/client';
import { clients, documentLogos } from '../../db/schema';
import { findLogo } from '../settings/logo-repository';
import { getSettings, type SettingsValues } from '../settings/repository';

/** What an issued document keeps of its parties: the invoices and credit_notes snapshot columns. */
export interface FrozenParties {
  sellerSnapshot: DocumentSeller;
  buyerSnapshot: DocumentBuyer;
  logoSnapshotId: number | null;
}

/** The seller a document prints, from company settings (the pure rule is shared/document-build.ts). */
export function sellerFromSettings(s: SettingsValues): DocumentSeller {
  return sellerFrom(s);
}

/**
 * The buyer as the invoice names it (its client name and email) with the client's phone, address
 * (region included), country, VAT ID and Peppol ID. A client deleted since has none of them: its country is then
 * unknown, which prints as the seller's.
 */
export async function currentBuyer(
  tx: Tx,
  userId: string,
  invoice: { clientId: number | null; clientName: string; clientEmail: string },
): Promise<DocumentBuyer> {
  const [client] =
    invoice.clientId === null
      ? []
      : await tx
          .select({
            phone: clients.phone,
            address: clients.address,
            postalCode: clients.postalCode,
            city: clients.city,
            region: clients.region,
            country: clients.country,
            vatId: clients.vatId,
            peppolId: clients.peppolId,
          })
          .from(clients)
          .where(and(eq(clients.id, invoice.clientId), eq(clients.userId, userId)));
  return {
    name: invoice.clientName,
    email: invoice.clientEmail,
    phone: client?.phone ?? null,
    address: client?.address ?? null,
    postalCode: client?.postalCode ?? null,
    city: client?.city ?? null,
    region: client?.region ?? null,
    ...(client ? { country: client.country } : {}),
    vatId: client?.vatId ?? null,
    // The Peppol ID saved with the client; without one, the e-invoice derives it from the frozen VAT
    // ID and the invoice's own buyer reference, which an issued invoice keeps too.
    peppolId: client?.peppolId ?? null,
  };
}

/**
 * The current logo kept as a document logo: stored once per content, so every document issued with
 * the same logo points at one row. Null when the company has no logo.
 */
export async function freezeLogo(tx: Tx, userId: string): Promise<number | null> {
  const logo = await findLogo(tx, userId);
  if (!logo) return null;
  const sha256 = createHash('sha256').update(logo.data).digest('hex');
  const values = { userId, sha256, contentType: logo.contentType, width: logo.width, height: logo.height };
  await tx
    .insert(documentLogos)
    .values({ ...values, data: logo.data })
    .onConflictDoNothing({ target: [documentLogos.userId, documentLogos.sha256] });
  const [row] = await tx
    .select({ id: documentLogos.id })
    .from(documentLogos)
    .where(and(eq(documentLogos.userId, userId), eq(documentLogos.sha256, sha256)));
  return row.id;
}

/** The parties as they stand now, ready to be written onto a document being issued. */
export async function freezeParties(
  tx: Tx,
  userId: string,
  invoice: { clientId: number | null; clientName: string; clientEmail: string },
): Promise<FrozenParties> {
  return {
    sellerSnapshot: sellerFromSettings(await getSettings(tx, userId)),
    buyerSnapshot: await currentBuyer(tx, userId, invoice),
    logoSnapshotId: await freezeLogo(tx, userId),
  };
}
