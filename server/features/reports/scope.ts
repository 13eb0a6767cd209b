/**
 * Which invoices a report looks at (docs/decisions/006): the user's, issued, matching the status
 * filter, and the date conditions every report query shares. Statuses come from the one rule in
 * server/features/invoices/status.ts.
 */
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportStatusFilter } from '../../../shared/reports';
import { invoices } from '../../db/schema';
import { awaitingPaymentSql, dateParam, effectiveStatusSql, hasStatusSql } from '../invoices/status';

/** Who is asking and against which day "overdue" is measured (today in the user's time zone). */
export interface Scope {
  userId: string;
  today: string;
  status: ReportStatusFilter;
  startDate?: string;
  endDate?: string;
}

const TRUE = sql`true`;

export const isPaid = sql`${invoices.status} = 'paid'`;
/** Sent and not yet paid, overdue included: the Invoices page's and the dashboard's Pending. */
export const isPending = awaitingPaymentSql;
export const isOverdue = (today: string) => hasStatusSql('overdue', dateParam(today));
export const effectiveStatus = (today: string) => effectiveStatusSql(dateParam(today));

/** A date column between start and end, both inclusive and optional. */
export function between(column: AnyPgColumn, start?: string, end?: string): SQL {
  if (start && end) return sql`${column} between ${start}::date and ${end}::date`;
  if (start) return sql`${column} >= ${start}::date`;
  if (end) return sql`${column} <= ${end}::date`;
  return TRUE;
}

/** The status filter on the invoice (a void invoice is none of paid, pending and overdue). */
function statusFilter(scope: Scope): SQL {
  const status: Record<ReportStatusFilter, SQL> = {
    all: TRUE,
    paid: isPaid,
    pending: isPending,
    overdue: isOverdue(scope.today),
  };
  return status[scope.status];
}

/**
 * Issued invoices of the user that match the status filter, void ones included: the report rows
 * list them (status void) so the books show every number issued. Drafts were never sent to anyone.
 */
export function listed(scope: Scope): SQL {
  return and(eq(invoices.userId, scope.userId), ne(invoices.status, 'draft'), statusFilter(scope)) as SQL;
}

/**
 * The invoices every figure counts: those listed, without the void ones — a void invoice is no
 * longer owed and was never paid, so it counts in no sum, count or chart.
 */
export function scoped(scope: Scope): SQL {
  return and(listed(scope), ne(invoices.status, 'void')) as SQL;
}

export const issuedInRange = (scope: Scope) => between(invoices.issueDate, scope.startDate, scope.endDate);
