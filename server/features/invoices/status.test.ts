/**
 * The effective-status rule is written twice, in TypeScript and in SQL (status.ts): both must give
 * the same answer for the same rows, also around midnight where the owner lives.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser } from '../../../test/factories';
import { invoices, users } from '../../db/schema';
import { effectiveStatus, effectiveStatusIsSql, effectiveStatusSql, ownerToday } from './status';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Instants just before and after midnight in each zone, on a fixed date (never the wall clock). */
const ZONES: [string, string[]][] = [
  // UTC+14: its midnight is 10:00 UTC the day before.
  ['Pacific/Kiritimati', ['2026-03-14T09:59:59Z', '2026-03-14T10:00:00Z', '2026-03-14T10:00:01Z']],
  // UTC−10 (−9 in summer): its midnight is 10:00 UTC the same day in March.
  ['America/Adak', ['2026-03-14T09:59:59Z', '2026-03-14T10:00:00Z', '2026-03-14T10:00:01Z']],
];

describe('effective status: SQL and TypeScript agree', () => {
  for (const [timeZone, instants] of ZONES) {
    it(`on the same rows around midnight in ${timeZone}`, async () => {
      const { agent, user } = await createTestUser(t.app, { timeZone });
      // Due dates on both sides of the owner's date at each instant, in every stored status.
      const day = todayIn(timeZone, new Date(instants[1]));
      const dueDates = [-2, -1, 0, 1].map((n) => addDays(day, n));
      for (const dueDate of dueDates) {
        for (const status of ['draft', 'sent'] as const) {
          await createTestInvoice(agent, { status, issueDate: addDays(dueDate, -14), dueDate });
        }
      }
      const [overdue] = await t.database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.userId, user.id))
        .limit(1);
      await t.database.db.update(invoices).set({ status: 'overdue' }).where(eq(invoices.id, overdue.id));

      for (const instant of instants) {
        const now = new Date(instant);
        const rows = await t.database.db
          .select({
            status: invoices.status,
            dueDate: invoices.dueDate,
            sqlStatus: effectiveStatusSql(ownerToday(now)),
            sqlToday: sql<string>`to_char(${ownerToday(now)}, 'YYYY-MM-DD')`,
            // The same rule as ranges of stored status and due date (the paged list's filters).
            isDraft: effectiveStatusIsSql('draft', ownerToday(now)),
            isSent: effectiveStatusIsSql('sent', ownerToday(now)),
            isOverdue: effectiveStatusIsSql('overdue', ownerToday(now)),
          })
          .from(invoices)
          .innerJoin(users, eq(users.id, invoices.userId))
          .where(eq(invoices.userId, user.id));
        const today = todayIn(timeZone, now);
        expect(rows.length).toBe(8);
        for (const row of rows) {
          expect(row.sqlToday).toBe(today);
          expect(row.sqlStatus).toBe(effectiveStatus(row.status, row.dueDate, today));
          expect([row.isDraft, row.isSent, row.isOverdue]).toEqual(
            ['draft', 'sent', 'overdue'].map((s) => s === row.sqlStatus),
          );
        }
        // The rule does decide something here: some rows read overdue, some do not.
        const overdueCount = rows.filter((r) => r.sqlStatus === 'overdue').length;
        expect(overdueCount).toBeGreaterThan(1);
        expect(overdueCount).toBeLessThan(rows.length);
      }
    });
  }
});
