/** The company logo in Settings: uploaded once, printed on the PDF, the preview, the client's page and the emails. */
import type { CompanyLogo } from '../../../shared/company-logo';
import type { Db } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { prepareLogo } from './logo-decode';
import * as repo from './logo-repository';

export function toCompanyLogo(info: repo.LogoInfo): CompanyLogo {
  return {
    contentType: info.contentType as CompanyLogo['contentType'],
    width: info.width,
    height: info.height,
    updatedAt: info.updatedAt.toISOString(),
  };
}

/** The stored logo's description, or null when there is none. */
export async function getLogoInfo(db: Db, userId: string): Promise<CompanyLogo | null> {
  const info = await repo.findLogoInfo(db, userId);
  return info ? toCompanyLogo(info) : null;
}

/**
 * Checks the uploaded bytes and stores them scaled down to what a document needs (logo-decode.ts);
 * nothing is saved when refused. A logo stored before that rule is printed as it is.
 */
export async function saveLogo(
  { db }: Deps,
  userId: string,
  body: unknown,
  now = new Date(),
): Promise<CompanyLogo> {
  const stored = await prepareLogo(body);
  const saved = await repo.upsertLogo(db, userId, { ...stored, updatedAt: now });
  return toCompanyLogo(saved);
}

/** The logo's bytes and type, for the owner's pages, the client's page, the PDF and the emails. */
export async function getLogo(
  db: Db,
  userId: string,
): Promise<{ contentType: string; data: Buffer } | undefined> {
  const row = await repo.findLogo(db, userId);
  return row && { contentType: row.contentType, data: row.data };
}

export function removeLogo({ db }: Deps, userId: string): Promise<void> {
  return repo.deleteLogo(db, userId);
}
