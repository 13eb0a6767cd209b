/**
 * The kept figures (drizzle/0012, figures.ts) always equal a full recount of the invoices and payments:
 * after a random series of creates, edits, payments and their deletions, credit notes, voids,
 * corrections, marks paid, the worker's overdue pass and deletions, through the API. The recount here
 * states the rule afresh in SQL, from the invoices and payments alone.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { fromCents } from '../../../shared/money';
import type { Agent } from '../../../test/app';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestUser } from '../../../test/factories';
import { createdFigures, invoiceFigures, revenueFigures, users } from '../../db/schema';
import { dashboardFiguresOf, keptStatusCounts } from './figures';
import { persistOverdue } from './lifecycle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small deterministic generator (mulberry32), so a failing series can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

type Rows = Record<string, unknown>[];

async function rows(query: ReturnType<typeof sql>): Promise<Rows> {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Rows }).rows) as Rows;
}

/** The kept rows and a recount from the invoices, in one shape, ordered alike. */
async function invoiceFiguresCompared(userId: string) {
  const kept = await rows(sql`
    select currency, status, due_date::text as due, invoice_count as n, total::numeric(20,2)::text as total,
      balance_due::numeric(20,2)::text as balance
    from invoice_figures where user_id = ${userId} order by 1, 2, 3`);
  const recount = await rows(sql`
    select currency, status, (case when status = 'sent' then due_date else '-infinity'::date end)::text as due,
      count(*)::int as n, sum(total)::numeric(20,2)::text as total,
      sum(case when status = 'void' then 0 else total - amount_paid - credited_amount end)::numeric(20,2)::text as balance
    from invoices where user_id = ${userId} group by 1, 2, 3 order by 1, 2, 3`);
  return { kept, recount };
}

async function revenueFiguresCompared(userId: string) {
  const kept = await rows(sql`
    select currency, month::text as month, payment_count as n, amount::numeric(20,2)::text as amount
    from revenue_figures where user_id = ${userId} order by 1, 2`);
  const recount = await rows(sql`
    select i.currency, date_trunc('month', p.paid_on)::date::text as month, count(*)::int as n,
      sum(p.amount)::numeric(20,2)::text as amount
    from payments p join invoices i on i.id = p.invoice_id
    where p.user_id = ${userId} and i.status <> 'void' group by 1, 2 order by 1, 2`);
  return { kept, recount };
}

async function createdFiguresCompared(userId: string) {
  const kept = await rows(sql`
    select currency, day::text as day, invoice_count as n from created_figures where user_id = ${userId} order by 1, 2`);
  const recount = await rows(sql`
    select currency, (created_at at time zone 'UTC')::date::text as day, count(*)::int as n
    from invoices where user_id = ${userId} and status <> 'void' group by 1, 2 order by 1, 2`);
  return { kept, recount };
}

async function expectKeptEqualsRecount(userId: string, step: string) {
  const invoicesCompared = await invoiceFiguresCompared(userId);
  expect(invoicesCompared.kept, `invoice figures after ${step}`).toEqual(invoicesCompared.recount);
  const revenueCompared = await revenueFiguresCompared(userId);
  expect(revenueCompared.kept, `revenue figures after ${step}`).toEqual(revenueCompared.recount);
  const createdCompared = await createdFiguresCompared(userId);
  expect(createdCompared.kept, `created figures after ${step}`).toEqual(createdCompared.recount);
}

describe('kept figures', () => {
  it('equal a full recount after a random series of changes through the API', async () => {
    const seed = 20261127;
    const rnd = random(seed);
    const { agent, user } = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const today = todayIn('Europe/Berlin');
    const clients = [await createTestClient(agent), await createTestClient(agent)];
    const ids: number[] = [];
    /** A draft when there is one (edits, sends and deletions are of drafts), else any invoice. */
    const draft = async () => {
      const drafts = await rows(
        sql`select id from invoices where user_id = ${user.id} and status = 'draft' order by id`,
      );
      return drafts.length > 0 ? (rnd.pick(drafts).id as number) : rnd.pick(ids);
    };
    const ops: Record<string, (a: Agent) => Promise<{ statusCode: number; body: string } | undefined>> = {
      create: async (a) => {
        const issueDate = addDays(today, -rnd.int(0, 70));
        const res = await a.post('/api/invoices', {
          clientId: rnd.pick(clients).id,
          issueDate,
          dueDate: addDays(issueDate, rnd.int(0, 45)),
          status: rnd.pick(['draft', 'sent', 'sent'] as const),
          currency: rnd.pick(['EUR', 'EUR', 'USD'] as const),
          lineItems: [
            { description: 'Work', quantity: rnd.int(1, 5), rate: `${rnd.int(10, 400)}.${rnd.int(10, 99)}` },
          ],
        });
        if (res.statusCode === 201) ids.push(res.json().id);
        return res;
      },
      edit: async (a) => {
        const id = await draft();
        const current = (await a.get(`/api/invoices/${id}`)).json();
        return a.put(`/api/invoices/${id}`, {
          clientId: current.clientId,
          issueDate: current.issueDate,
          dueDate: addDays(current.issueDate, rnd.int(0, 30)),
          currency: rnd.pick(['EUR', 'USD'] as const),
          lineItems: [{ description: 'Changed', quantity: 1, rate: `${rnd.int(5, 900)}.00` }],
        });
      },
      pay: async (a) => {
        const id = rnd.pick(ids);
        const balance = Number((await a.get(`/api/invoices/${id}`)).json().balanceDue);
        const amount = rnd.pick([balance, Math.max(0.01, Math.round(balance * 40) / 100)]);
        return a.post(`/api/invoices/${id}/payments`, {
          amount,
          paidOn: addDays(today, -rnd.int(0, 65)),
          method: 'bank_transfer',
        });
      },
      deletePayment: async (a) => {
        const id = rnd.pick(ids);
        const list = (await a.get(`/api/invoices/${id}/payments`)).json() as { id: number }[];
        if (list.length === 0) return undefined;
        return a.delete(`/api/invoices/${id}/payments/${rnd.pick(list).id}`);
      },
      markPaid: (a) => a.patch(`/api/invoices/${rnd.pick(ids)}`, { status: 'paid' }),
      credit: async (a) => {
        const id = rnd.pick(ids);
        const balance = Number((await a.get(`/api/invoices/${id}`)).json().balanceDue);
        return a.post(`/api/invoices/${id}/credit-notes`, {
          reason: 'Returned',
          lineItems: [
            { description: 'Returned', quantity: 1, rate: (Math.max(1, balance / 3) / 1.19).toFixed(2) },
          ],
        });
      },
      void: (a) => a.post(`/api/invoices/${rnd.pick(ids)}/void`, { reason: 'Wrong client' }),
      correct: async (a) => {
        const res = await a.post(`/api/invoices/${rnd.pick(ids)}/correct`, { reason: 'Wrong amount' });
        if (res.statusCode === 201) ids.push(res.json().invoice.id);
        return res;
      },
      send: async (a) => a.patch(`/api/invoices/${await draft()}`, { status: 'sent' }),
      delete: async (a) => a.delete(`/api/invoices/${await draft()}`),
      duplicate: async (a) => {
        const res = await a.post(`/api/invoices/${rnd.pick(ids)}/duplicate`);
        if (res.statusCode === 201) ids.push(res.json().id);
        return res;
      },
      /** Spreads creation times over the last weeks (the dashboard's "this month" counts them). */
      backdate: async () => {
        const hours = rnd.int(1, 24 * 40);
        await t.database.db.execute(
          sql`update invoices set created_at = created_at - make_interval(hours => ${hours}) where id = ${rnd.pick(ids)}`,
        );
        return undefined;
      },
      overduePass: async () => {
        await persistOverdue(t.database.db, new Date());
        return undefined;
      },
    };
    const names = Object.keys(ops);
    for (let i = 0; i < 8; i++) await ops.create(agent);
    await ops.create(other.agent);
    const outcomes = new Map<string, number>();
    for (let step = 1; step <= 90; step++) {
      const name = step % 9 === 0 ? 'create' : rnd.pick(names);
      const res = await ops[name](agent);
      expect(res?.statusCode ?? 200, `${name} (seed ${seed}, step ${step}): ${res?.body}`).toBeLessThan(500);
      if (res && res.statusCode < 300) outcomes.set(name, (outcomes.get(name) ?? 0) + 1);
      if (step % 6 === 0) await expectKeptEqualsRecount(user.id, `${name}, step ${step}`);
    }
    await expectKeptEqualsRecount(user.id, 'the series');
    await expectKeptEqualsRecount(other.user.id, 'the series (the other user)');
    // The series did each kind of change at least once, so the comparison covered them all.
    for (const name of ['create', 'edit', 'pay', 'deletePayment', 'credit', 'void', 'delete', 'correct']) {
      expect(outcomes.get(name) ?? 0, `${name} succeeded at least once`).toBeGreaterThan(0);
    }

    // The counts per status read from them are the list's counts over every invoice.
    const counted = await rows(sql`
      select count(*) filter (where status = 'draft')::int as draft,
        count(*) filter (where status = 'sent' and due_date >= ${today}::date)::int as "notYetDue",
        count(*) filter (where status = 'overdue' or (status = 'sent' and due_date < ${today}::date))::int as overdue,
        count(*) filter (where status = 'paid')::int as paid, count(*) filter (where status = 'void')::int as void
      from invoices where user_id = ${user.id}`);
    expect(await keptStatusCounts(t.database.db, user.id, today)).toEqual(counted[0]);

    // The dashboard's one statement (dashboardFiguresOf) against recounts, from here on.
    const month = `${today.slice(0, 7)}-01`;
    const previousMonth = `${addDays(month, -1).slice(0, 7)}-01`;
    const dashboardAt = (since: Date) =>
      dashboardFiguresOf(t.database.db, user.id, { today, month, previousMonth, since });

    // Invoices created since any moment: the kept days after it and the invoices of its own day.
    for (const hoursAgo of [0, 5, 24 * 3 + 7, 24 * 17, 24 * 17 + 13, 24 * 45]) {
      const since = new Date(Date.now() - hoursAgo * 3_600_000);
      const direct = await rows(sql`
        select currency, count(*)::int as n from invoices
        where user_id = ${user.id} and status <> 'void' and created_at >= ${since.toISOString()}::timestamptz
        group by 1 order by 1`);
      const kept = [...(await dashboardAt(since)).created]
        .filter(([, n]) => n > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, n]) => ({ currency, n }));
      expect(kept, `created since ${since.toISOString()}`).toEqual(direct);
    }

    // It reads the same figures as the recount: revenue per currency (all time, this month and the one
    // before), counts and balances per effective status; created since, above.
    const dashboard = await dashboardAt(new Date(Date.now() - 24 * 17 * 3_600_000));
    const revenue = await rows(sql`
      select i.currency, sum(p.amount)::numeric(20,2)::text as total,
        coalesce(sum(p.amount) filter (where date_trunc('month', p.paid_on)::date = ${month}::date), 0)::numeric(20,2)::text as month,
        coalesce(sum(p.amount) filter (where date_trunc('month', p.paid_on)::date = ${previousMonth}::date), 0)::numeric(20,2)::text as previous
      from payments p join invoices i on i.id = p.invoice_id
      where p.user_id = ${user.id} and i.status <> 'void' group by 1 order by 1`);
    expect(
      [...dashboard.revenue]
        .sort((a, b) => a.currency.localeCompare(b.currency))
        .map((r) => ({
          currency: r.currency,
          total: fromCents(r.total),
          month: fromCents(r.month),
          previous: fromCents(r.previousMonth),
        })),
    ).toEqual(revenue);
    const byStatus = await rows(sql`
      select currency,
        case when status = 'sent' and due_date < ${today}::date then 'overdue' else status end as status,
        count(*)::int as count, sum(total)::numeric(20,2)::text as total,
        sum(total - amount_paid - credited_amount)::numeric(20,2)::text as "balanceDue"
      from invoices where user_id = ${user.id} and status <> 'void' group by 1, 2 order by 1, 2`);
    const merged = new Map<
      string,
      { currency: string; status: string; count: number; total: number; balanceDue: number }
    >();
    for (const r of dashboard.invoices.filter((r) => r.status !== 'void')) {
      const key = `${r.currency}|${r.status}`;
      const m = merged.get(key) ?? {
        currency: r.currency,
        status: r.status,
        count: 0,
        total: 0,
        balanceDue: 0,
      };
      merged.set(key, {
        ...m,
        count: m.count + r.count,
        total: m.total + r.total,
        balanceDue: m.balanceDue + r.balanceDue,
      });
    }
    expect(
      [...merged.values()]
        .sort((a, b) => `${a.currency}|${a.status}`.localeCompare(`${b.currency}|${b.status}`))
        .map((r) => ({ ...r, total: fromCents(r.total), balanceDue: fromCents(r.balanceDue) })),
    ).toEqual(byStatus);

    // Deleting the user takes its figures with it and leaves the other user's as they were.
    const before = await invoiceFiguresCompared(other.user.id);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    for (const table of [invoiceFigures, revenueFigures, createdFigures]) {
      expect(await t.database.db.select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    }
    expect((await invoiceFiguresCompared(other.user.id)).kept).toEqual(before.kept);
  });

  it('stay equal to a recount when one account changes many invoices at once (no lost update, no deadlock)', async () => {
    const { agent, user } = await createTestUser(t.app);
    const today = todayIn('Europe/Berlin');
    const client = await createTestClient(agent);
    const sent = [];
    for (let i = 0; i < 12; i++) {
      const res = await agent.post('/api/invoices', {
        clientId: client.id,
        issueDate: addDays(today, -30),
        dueDate: addDays(today, -(i % 3)),
        status: 'sent',
        currency: i % 2 ? 'USD' : 'EUR',
        lineItems: [{ description: 'Work', quantity: 1, rate: '100.00' }],
      });
      sent.push(res.json() as { id: number; balanceDue: string });
    }
    const answers = await Promise.all([
      ...sent.map((invoice, i) =>
        i % 4 === 3
          ? agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Sent twice' })
          : agent.post(`/api/invoices/${invoice.id}/payments`, {
              amount: i % 2 ? invoice.balanceDue : '10.00',
              paidOn: addDays(today, -(i % 40)),
              method: 'bank_transfer',
            }),
      ),
      persistOverdue(t.database.db, new Date()).then(() => ({ statusCode: 200, body: '' })),
      ...sent.slice(0, 4).map((invoice) =>
        agent.post(`/api/invoices/${invoice.id}/credit-notes`, {
          reason: 'Discount',
          lineItems: [{ description: 'Discount', quantity: 1, rate: '5.00' }],
        }),
      ),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    await expectKeptEqualsRecount(user.id, 'changes made at once');
  });
});
