/** The one "company ready" check of docs/decisions/017, in TypeScript and in SQL side by side. */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isCompanyReady } from '../../../shared/company-setup';
import type { Tx } from '../../db/client';
import { settings } from '../../db/schema';
import { unprocessable } from '../../lib/app-error';
import { getSettings } from './repository';

export async function companyReady(tx: Tx, userId: string): Promise<boolean> {
  return isCompanyReady(await getSettings(tx, userId));
}

/** Answers 422 before anything is written when the account may not email its clients yet. */
export async function assertCompanyReady(tx: Tx, userId: string): Promise<void> {
  if (!(await companyReady(tx, userId))) throw unprocessable('company_not_ready');
}

/** True for rows whose owner (`userId`, a column or value) has a company name and email, as isCompanyReady. */
export function companyReadySql(userId: PgColumn | SQL | string): SQL {
  return sql`exists (select 1 from ${settings} where ${settings.userId} = ${userId}
    and btrim(coalesce(${settings.companyName}, '')) <> ''
    and btrim(coalesce(${settings.email}, '')) <> '')`;
}
