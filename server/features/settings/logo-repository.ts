import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companyLogos } from '../../db/schema';

export type LogoRow = typeof companyLogos.$inferSelect;
export type LogoInfo = Omit<LogoRow, 'userId' | 'data'>;

const info = {
  contentType: companyLogos.contentType,
  width: companyLogos.width,
  height: companyLogos.height,
  updatedAt: companyLogos.updatedAt,
};

/** The logo's type, size and date, without its bytes. */
export async function findLogoInfo(tx: Tx, userId: string): Promise<LogoInfo | undefined> {
  const [row] = await tx.select(info).from(companyLogos).where(eq(companyLogos.userId, userId));
  return row;
}

export async function findLogo(tx: Tx, userId: string): Promise<LogoRow | undefined> {
  const [row] = await tx.select().from(companyLogos).where(eq(companyLogos.userId, userId));
  return row;
}

/** The logos of several accounts in one read (the reminder worker's batch), by user id. */
export async function findLogos(tx: Tx, userIds: string[]): Promise<Map<string, LogoRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(companyLogos)
    .where(inArray(companyLogos.userId, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** Replaces the user's logo (one per user). */
export async function upsertLogo(tx: Tx, userId: string, logo: Omit<LogoRow, 'userId'>): Promise<LogoInfo> {
  const [row] = await tx
    .insert(companyLogos)
    .values({ ...logo, userId })
    .onConflictDoUpdate({ target: companyLogos.userId, set: logo })
    .returning(info);
  return row;
}

export async function deleteLogo(tx: Tx, userId: string): Promise<void> {
  await tx.delete(companyLogos).where(eq(companyLogos.userId, userId));
}
