/**
 * The tax content of the report rows and the VAT by rate (issue 3/6). The invoices and credit notes
 * are written to the database as the invoice features store them (lines with their own rate and
 * category, the breakdown kept on the document), so these tests read only what reports read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, type TaxCategory, toCents } from '../../../shared/money';
import { type Report, type ReportInvoiceRow, reportCsv } from '../../../shared/reports';
import type { TaxBreakdownRow } from '../../../shared/tax';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser } from '../../../test/factories';
import { clients, creditNoteLines, creditNotes, invoices, lineItems } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof createTestUser>>;

/** A line: net amount, category and rate; its tax is the group's (one line per group here). */
interface Line {
  net: string;
  category: TaxCategory;
  rate: string;
  tax: string;
}

const breakdown = (lines: Line[]): TaxBreakdownRow[] =>
  lines.map((l) => ({
    category: l.category,
    rate: l.rate,
    taxableAmount: l.net,
    taxAmount: l.tax,
    exemptionReason: l.category === 'AE' ? 'Reverse charge: VAT is owed by the recipient' : null,
  }));
const sum = (amounts: string[]) => fromCents(amounts.reduce((n, a) => n + toCents(a), 0));
const seller = {
  name: 'Seller GmbH',
  email: 'seller@example.com',
  phone: null,
  website: null,
  address: null,
};
const buyer = (name: string, vatId?: string) => ({
  name,
  email: 'buyer@example.com',
  phone: null,
  address: 'Hauptstraße 1',
  country: 'DE',
  ...(vatId === undefined ? {} : { vatId }),
});

describe('tax content in the reports', () => {
  let owner: Owner;
  const db = () => t.database.db;

  async function client(name: string, vatId: string | null) {
    const [row] = await db()
      .insert(clients)
      .values({
        clientId: `C-${name}`,
        name,
        email: 'buyer@example.com',
        country: 'DE',
        vatId,
        userId: owner.user.id,
      })
      .returning();
    return row;
  }

  async function invoice(input: {
    number: string;
    clientId: number;
    clientName: string;
    issueDate: string;
    lines: Line[];
    status?: string;
    currency?: string;
    service?: { date: string } | { start: string; end: string };
    buyerSnapshot?: object | null;
  }) {
    const net = sum(input.lines.map((l) => l.net));
    const tax = sum(input.lines.map((l) => l.tax));
    const service = input.service ?? { date: input.issueDate };
    const [row] = await db()
      .insert(invoices)
      .values({
        userId: owner.user.id,
        invoiceNumber: input.number,
        clientId: input.clientId,
        clientName: input.clientName,
        clientEmail: 'buyer@example.com',
        issueDate: input.issueDate,
        dueDate: '2099-12-31', // never overdue, whatever day the tests run
        status: input.status ?? 'sent',
        currency: input.currency ?? 'EUR',
        subtotal: net,
        tax,
        total: sum([net, tax]),
        taxRate: new Set(input.lines.map((l) => l.rate)).size === 1 ? input.lines[0].rate : null,
        taxBreakdown: breakdown(input.lines),
        serviceDate: 'date' in service ? service.date : null,
        servicePeriodStart: 'start' in service ? service.start : null,
        servicePeriodEnd: 'end' in service ? service.end : null,
        sellerSnapshot: input.buyerSnapshot === null ? null : seller,
        buyerSnapshot: input.buyerSnapshot === undefined ? buyer(input.clientName) : input.buyerSnapshot,
      })
      .returning();
    await db()
      .insert(lineItems)
      .values(storedLines(input.lines, 'Work').map((l) => ({ ...l, invoiceId: row.id })));
    return row;
  }

  /** One stored line per figure: a single unit at the net amount, in its category and rate. */
  function storedLines(lines: Line[], description: string) {
    return lines.map((l, position) => ({
      userId: owner.user.id,
      position,
      description,
      quantity: '1',
      rate: l.net,
      amount: l.net,
      taxRate: l.rate,
      taxCategory: l.category,
    }));
  }

  async function creditNote(
    inv: typeof invoices.$inferSelect,
    number: string,
    issueDate: string,
    lines: Line[],
  ) {
    const net = sum(lines.map((l) => l.net));
    const tax = sum(lines.map((l) => l.tax));
    const [row] = await db()
      .insert(creditNotes)
      .values({
        userId: owner.user.id,
        invoiceId: inv.id,
        creditNoteNumber: number,
        issueDate,
        reason: 'Returned item',
        scope: 'partial',
        currency: inv.currency,
        subtotal: net,
        tax,
        total: sum([net, tax]),
        taxRate: lines[0].rate,
        taxBreakdown: breakdown(lines),
        sellerSnapshot: inv.sellerSnapshot ?? seller,
        buyerSnapshot: inv.buyerSnapshot ?? buyer(inv.clientName),
      })
      .returning();
    await db()
      .insert(creditNoteLines)
      .values(storedLines(lines, 'Returned item').map((l) => ({ ...l, creditNoteId: row.id })));
    return row;
  }

  const get = async <R>(url: string) => {
    const res = await owner.agent.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as R;
  };
  const rows = (query = '') => get<ReportInvoiceRow[]>(`/api/reports/invoices${query}`);
  const november = '?startDate=2026-11-01&endDate=2026-11-30';
  const S19 = (net: string, tax: string): Line => ({ net, tax, category: 'S', rate: '19.00' });
  const S7 = (net: string, tax: string): Line => ({ net, tax, category: 'S', rate: '7.00' });

  beforeAll(async () => {
    owner = await createTestUser(t.app, { withCompany: false }); // no settings saved: EUR
    const frozen = await client('Frozen GmbH', 'DE111111111');
    const legacy = await client('Legacy AG', 'ATU12345678');
    // INV-1: two rates, a service period, the buyer's VAT ID frozen at issue (since changed).
    const inv1 = await invoice({
      number: 'INV-1',
      clientId: frozen.id,
      clientName: frozen.name,
      issueDate: '2026-11-10',
      lines: [S19('1000.00', '190.00'), S7('200.00', '14.00')],
      service: { start: '2026-10-01', end: '2026-10-31' },
      buyerSnapshot: buyer(frozen.name, 'DE129273398'),
    });
    await creditNote(inv1, 'CN-1', '2026-11-25', [S7('100.00', '7.00')]);
    // INV-2: nothing frozen (issued before snapshots): the client's current VAT ID.
    await invoice({
      number: 'INV-2',
      clientId: legacy.id,
      clientName: legacy.name,
      issueDate: '2026-11-12',
      lines: [S19('500.00', '95.00')],
      service: { date: '2026-11-05' },
      buyerSnapshot: null,
    });
    // INV-3: reverse charge.
    await invoice({
      number: 'INV-3',
      clientId: legacy.id,
      clientName: legacy.name,
      issueDate: '2026-11-20',
      lines: [{ net: '300.00', tax: '0.00', category: 'AE', rate: '0.00' }],
      buyerSnapshot: buyer(legacy.name, 'ATU12345678'),
    });
    // INV-4: issued in October (an old snapshot, without a VAT ID), credited in November.
    const inv4 = await invoice({
      number: 'INV-4',
      clientId: frozen.id,
      clientName: frozen.name,
      issueDate: '2026-10-20',
      lines: [S19('100.00', '19.00')],
    });
    await creditNote(inv4, 'CN-2', '2026-11-15', [S19('50.00', '9.50')]);
    // INV-5: issued and cancelled in November: void, listed with its credit note.
    const inv5 = await invoice({
      number: 'INV-5',
      clientId: frozen.id,
      clientName: frozen.name,
      issueDate: '2026-11-03',
      lines: [S19('400.00', '76.00')],
      status: 'void',
    });
    await creditNote(inv5, 'CN-3', '2026-11-04', [S19('400.00', '76.00')]);
    // A draft (never counted) and an invoice in dollars (never added to euros).
    await invoice({
      number: 'INV-6',
      clientId: frozen.id,
      clientName: frozen.name,
      issueDate: '2026-11-11',
      lines: [S19('900.00', '171.00')],
      status: 'draft',
    });
    await invoice({
      number: 'INV-7',
      clientId: legacy.id,
      clientName: legacy.name,
      issueDate: '2026-11-18',
      lines: [S19('100.00', '19.00')],
      currency: 'USD',
    });
  });

  it('gives each row its net, tax, service date and the client VAT ID; a credit note negative, with its invoice service', async () => {
    const list = await rows();
    const row = (number: string) => list.find((r) => r.invoiceNumber === number);
    expect(row('INV-1')).toMatchObject({
      type: 'Invoice',
      amount: '1404.00',
      net: '1200.00',
      tax: '204.00',
      serviceDate: '2026-10-01/2026-10-31',
      clientVatId: 'DE129273398',
    });
    expect(row('CN-1')).toMatchObject({
      type: 'Credit note',
      amount: '-107.00',
      net: '-100.00',
      tax: '-7.00',
      serviceDate: '2026-10-01/2026-10-31',
      clientVatId: 'DE129273398',
    });
    expect(row('INV-2')).toMatchObject({ serviceDate: '2026-11-05', clientVatId: 'ATU12345678' });
    expect(row('INV-3')).toMatchObject({ net: '300.00', tax: '0.00', clientVatId: 'ATU12345678' });
    // A snapshot frozen before VAT IDs were kept prints none: the row says so too.
    expect(row('INV-4')).toMatchObject({ serviceDate: '2026-10-20', clientVatId: null });
    expect(row('INV-5')).toMatchObject({ status: 'void', net: '400.00', tax: '76.00' });
    expect(row('INV-6')).toBeUndefined();
  });

  it('exports the new columns after the earlier ones', async () => {
    const lines = reportCsv(await rows(november)).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFInvoice Number,Client,Amount,Currency,Status,Issue Date,Due Date,Amount Paid,Balance Due,Type,Net,Tax,Service Date,Client VAT ID',
    );
    expect(lines).toContain(
      'INV-1,Frozen GmbH,1404.00,EUR,Pending,2026-11-10,2099-12-31,0.00,1404.00,Invoice,1200.00,204.00,2026-10-01/2026-10-31,DE129273398',
    );
    expect(lines).toContain(
      'CN-1,Frozen GmbH,-107.00,EUR,Issued,2026-11-25,,0.00,0.00,Credit note,-100.00,-7.00,2026-10-01/2026-10-31,DE129273398',
    );
    expect(lines).toContain(
      'CN-2,Frozen GmbH,-59.50,EUR,Issued,2026-11-15,,0.00,0.00,Credit note,-50.00,-9.50,2026-10-20,',
    );
  });

  it('sums the VAT per currency, category and rate over the period, less the credit notes issued in it', async () => {
    const { vatByRate } = await get<Report>(`/api/reports${november}`);
    expect(vatByRate).toEqual([
      // INV-1 1000 + INV-2 500 + INV-5 400 − CN-2 50 − CN-3 400 (INV-4 itself was issued in October).
      { currency: 'EUR', category: 'S', rate: '19.00', taxableAmount: '1450.00', taxAmount: '275.50' },
      // INV-1 200 − CN-1 100.
      { currency: 'EUR', category: 'S', rate: '7.00', taxableAmount: '100.00', taxAmount: '7.00' },
      { currency: 'EUR', category: 'AE', rate: '0.00', taxableAmount: '300.00', taxAmount: '0.00' },
      { currency: 'USD', category: 'S', rate: '19.00', taxableAmount: '100.00', taxAmount: '19.00' },
    ]);
  });

  it('agrees with the rows it sums: the tax column of the export per currency', async () => {
    const { vatByRate = [] } = await get<Report>(`/api/reports${november}`);
    const listed = await rows(november);
    for (const currency of ['EUR', 'USD']) {
      const fromRows = sum(listed.filter((r) => r.currency === currency).map((r) => r.tax));
      const fromTable = sum(vatByRate.filter((r) => r.currency === currency).map((r) => r.taxAmount));
      expect(fromTable).toBe(fromRows);
    }
  });

  it('counts a credit note in the period it was issued in', async () => {
    const { vatByRate } = await get<Report>('/api/reports?startDate=2026-11-01&endDate=2026-11-24');
    expect(vatByRate?.find((r) => r.rate === '7.00')).toEqual({
      currency: 'EUR',
      category: 'S',
      rate: '7.00',
      taxableAmount: '200.00',
      taxAmount: '14.00',
    });
    const october = await get<Report>('/api/reports?startDate=2026-10-01&endDate=2026-10-31');
    expect(october.vatByRate).toEqual([
      { currency: 'EUR', category: 'S', rate: '19.00', taxableAmount: '100.00', taxAmount: '19.00' },
    ]);
  });

  it('is part of the overview only', async () => {
    expect((await get<Report>(`/api/reports${november}&reportType=revenue`)).vatByRate).toBeUndefined();
    const other = await createTestUser(t.app, { withCompany: false });
    const res = await other.agent.get(`/api/reports${november}`);
    expect(res.json().vatByRate).toEqual([]);
  });
});
