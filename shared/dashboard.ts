import { z } from 'zod';

/**
 * One currency's figures; amounts are decimal strings ("1234.50") and never mix currencies. Revenue
 * is money received (payments, by the date they were paid on; a credit note never is); pending and
 * overdue amounts are balances due after payments and credit notes.
 */
export const currencyStatsSchema = z.object({
  currency: z.string(),
  totalRevenue: z.string(),
  pendingInvoices: z.number(),
  pendingAmount: z.string(),
  overdueInvoices: z.number(),
  overdueAmount: z.string(),
  /** Drafts, never sent: their own figure (totals), never part of pending. */
  draftInvoices: z.number(),
  draftAmount: z.string(),
  monthlyRevenue: z.string(),
  previousMonthRevenue: z.string(),
  /** Percent change of money received this calendar month against the previous one; null without earlier revenue. */
  revenueChange: z.number().nullable(),
});
export type CurrencyStats = z.infer<typeof currencyStatsSchema>;

/**
 * GET /api/dashboard/stats. The amounts at the top level are in the company currency (`currency`);
 * counts cover every currency; `byCurrency` lists each currency present, the company currency first.
 * Pending means sent and not yet paid, overdue included (the Invoices page's Pending table, the
 * reports' Pending count); overdue is the part of it past due. Drafts are their own figure, never
 * pending. Void invoices count nowhere.
 */
export const dashboardStatsSchema = currencyStatsSchema.extend({
  monthlyInvoiceCount: z.number(),
  byCurrency: z.array(currencyStatsSchema),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Percent change from `previous` to `current` (cents), one decimal; null when there is nothing to compare with. */
export function percentChange(currentCents: number, previousCents: number): number | null {
  if (previousCents <= 0) return null;
  return Math.round(((currentCents - previousCents) / previousCents) * 1000) / 10;
}
