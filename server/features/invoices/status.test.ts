/**
 * The effective-status and awaiting-payment rules are written twice, in TypeScript and in SQL
 * (status.ts): both must give the same answer for the same rows, also around midnight where the owner
 * lives.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser } from '../../../test/factories';
import { invoices, users } from '../../db/schema';
import { accountTodaySql } from '../../lib/account-today';
import {
  awaitingPaymentSql,
  effectiveStatus,
  effectiveStatusIsSql,
  effectiveStatusSql,
  isAwaitingPayment,
} from './status';

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
            sqlStatus: effectiveStatusSql(accountTodaySql(now)),
            sqlToday: sql<string>`to_char(${accountTodaySql(now)}, 'YYYY-MM-DD')`,
            // The same rule as ranges of stored status and due date (the paged list's filters).
            isDraft: effectiveStatusIsSql('draft', accountTodaySql(now)),
            isSent: effectiveStatusIsSql('sent', accountTodaySql(now)),
            isOverdue: effectiveStatusIsSql('overdue', accountTodaySql(now)),
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

/** Every status a row can be stored in. */
const STORED_STATUSES = ['draft', 'sent', 'overdue', 'paid', 'void'] as const;

describe('awaiting payment: SQL and TypeScript agree', () => {
  /** One sent invoice whose stored status the test then writes directly. */
  async function oneInvoice() {
    const { agent } = await createTestUser(t.app);
    const { id } = await createTestInvoice(agent, { status: 'sent' });
    const setStatus = (status: string) =>
      t.database.db.update(invoices).set({ status }).where(eq(invoices.id, id));
    const read = async () => {
      const [row] = await t.database.db
        .select({ awaiting: awaitingPaymentSql, version: invoices.documentVersion })
        .from(invoices)
        .where(eq(invoices.id, id));
      return row;
    };
    return { setStatus, read };
  }

  it('on a row in every stored status', async () => {
    const { setStatus, read } = await oneInvoice();
    const answers: boolean[] = [];
    for (const status of STORED_STATUSES) {
      await setStatus(status);
      const { awaiting } = await read();
      expect(awaiting, status).toBe(isAwaitingPayment({ status }));
      answers.push(awaiting);
    }
    // The rule does decide something: some statuses await payment, some do not.
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });

  it('with the kept-PDF trigger (drizzle/0013), whose copy treats the statuses awaiting payment as one', async () => {
    // A migration is history: its trigger keeps its own list of the statuses that print alike.
    // Moving between two statuses awaiting payment must keep the document's version, any other
    // status change must move it.
    const { setStatus, read } = await oneInvoice();
    for (const from of STORED_STATUSES) {
      for (const to of STORED_STATUSES) {
        if (from === to) continue;
        await setStatus(from);
        const before = (await read()).version;
        await setStatus(to);
        const moved = (await read()).version !== before;
        const alike = isAwaitingPayment({ status: from }) && isAwaitingPayment({ status: to });
        expect(moved, `${from} → ${to}`).toBe(!alike);
      }
    }
  });
});
