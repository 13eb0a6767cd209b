import { describe, expect, it } from 'vitest';
import { DECIMAL_COMMA } from './csv';
import {
  amountIn,
  changeLine,
  percentOf,
  REPORT_CSV_COLUMNS,
  REPORT_CSV_HEADER,
  rateText,
  reportCsv,
  reportQuerySchema,
  reportStatusLabel,
  vatRowLabel,
} from './reports';

describe('changeLine', () => {
  it('shows the percent change of amounts against last month', () => {
    expect(changeLine(112, 100, 'percent', 'month')).toBe('+12% from last month');
    expect(changeLine(95, 100, 'percent', 'month')).toBe('-5% from last month');
    expect(changeLine(100, 100, 'percent', 'period')).toBe('0% from previous period');
  });

  it('shows the difference of counts', () => {
    expect(changeLine(5, 2, 'count', 'month')).toBe('+3 from last month');
    expect(changeLine(1, 4, 'count', 'period')).toBe('-3 from previous period');
  });

  it('shows a dash when the earlier period has nothing to compare with', () => {
    expect(changeLine(250, 0, 'percent', 'month')).toBe('—');
    expect(changeLine(3, 0, 'count', 'month')).toBe('—');
  });
});

describe('percentOf and amountIn', () => {
  it('rounds shares and survives an empty total', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('reads one currency out of a per-currency list', () => {
    const amounts = [
      { currency: 'EUR', amount: '10.50' },
      { currency: 'USD', amount: '3.00' },
    ];
    expect(amountIn(amounts, 'USD')).toBe(3);
    expect(amountIn(amounts, 'GBP')).toBe(0);
  });
});

describe('reportQuerySchema', () => {
  it('defaults to the overview of all invoices and reads empty dates as unset', () => {
    expect(reportQuerySchema.parse({ startDate: '', endDate: '' })).toEqual({
      reportType: 'overview',
      status: 'all',
      startDate: undefined,
      endDate: undefined,
    });
  });
});

describe('reportCsv', () => {
  it('writes the SPEC columns with Currency beside Amount, then paid, balance due and type, then net, tax, service date and VAT ID: plain numbers, labels and neutralised formulas', () => {
    const csv = reportCsv([
      {
        id: 1,
        type: 'Invoice',
        invoiceNumber: 'INV-1000',
        clientName: '=HYPERLINK("x")',
        amount: '1190.00',
        amountPaid: '400.00',
        balanceDue: '790.00',
        currency: 'EUR',
        status: 'sent',
        issueDate: '2026-03-01',
        dueDate: '2026-03-31',
        net: '1000.00',
        tax: '190.00',
        serviceDate: '2026-02-01/2026-02-28',
        clientVatId: 'DE129273398',
      },
      {
        id: 1,
        type: 'Credit note',
        invoiceNumber: 'CN-1',
        clientName: 'Müller, Schmidt & Co',
        amount: '-69.00',
        amountPaid: '0.00',
        balanceDue: '0.00',
        currency: 'EUR',
        status: 'issued',
        issueDate: '2026-03-05',
        dueDate: null,
        net: '-60.00',
        tax: '-9.00',
        serviceDate: '2026-01-15',
        clientVatId: null,
      },
      {
        id: 2,
        type: 'Invoice',
        invoiceNumber: 'INV-1001',
        clientName: 'Müller, Schmidt & Co',
        amount: '50.00',
        amountPaid: '0.00',
        balanceDue: '50.00',
        currency: 'USD',
        status: 'overdue',
        issueDate: '2026-01-01',
        dueDate: '2026-01-31',
        net: '50.00',
        tax: '0.00',
        serviceDate: '2026-01-01',
        clientVatId: null,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFInvoice Number,Client,Amount,Currency,Status,Issue Date,Due Date,Amount Paid,Balance Due,Type,Net,Tax,Service Date,Client VAT ID',
      `INV-1000,"'=HYPERLINK(""x"")",1190.00,EUR,Pending,2026-03-01,2026-03-31,400.00,790.00,Invoice,1000.00,190.00,2026-02-01/2026-02-28,DE129273398`,
      // A credit note: its number, negative amounts that stay numbers (never neutralised), no due date.
      'CN-1,"Müller, Schmidt & Co",-69.00,EUR,Issued,2026-03-05,,0.00,0.00,Credit note,-60.00,-9.00,2026-01-15,',
      'INV-1001,"Müller, Schmidt & Co",50.00,USD,Overdue,2026-01-01,2026-01-31,0.00,50.00,Invoice,50.00,0.00,2026-01-01,',
      '',
    ]);
  });
});

describe('reportCsv in other words and dialects', () => {
  const row = {
    id: 1,
    type: 'Credit note',
    invoiceNumber: 'CN-1',
    clientName: 'Zoë; Søn',
    amount: '-1234.50',
    amountPaid: '0.00',
    balanceDue: '0.00',
    currency: 'EUR',
    status: 'issued',
    issueDate: '2026-03-05',
    dueDate: null,
    net: '-1037.39',
    tax: '-197.11',
    serviceDate: '2026-01-15',
    clientVatId: 'FR11123456782',
  } as const;

  it('writes the column names, statuses and types it is given, with the dialect’s separator and decimal mark', () => {
    const words = {
      columns: Object.fromEntries(REPORT_CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<
        (typeof REPORT_CSV_COLUMNS)[number],
        string
      >,
      status: (r: { status: string }) => `status:${r.status}`,
      type: (type: string) => `type:${type}`,
    };
    expect(reportCsv([row], words, DECIMAL_COMMA).split('\r\n')).toEqual([
      '\uFEFFINVOICENUMBER;CLIENT;AMOUNT;CURRENCY;STATUS;ISSUEDATE;DUEDATE;AMOUNTPAID;BALANCEDUE;TYPE;NET;TAX;SERVICEDATE;CLIENTVATID',
      'CN-1;"Zoë; Søn";-1234,50;EUR;status:issued;2026-03-05;;0,00;0,00;type:Credit note;-1037,39;-197,11;2026-01-15;FR11123456782',
      '',
    ]);
  });

  it('names the columns in English by default, as REPORT_CSV_HEADER lists them', () => {
    expect(reportCsv([]).split('\r\n')[0]).toBe(`\uFEFF${REPORT_CSV_HEADER.join(',')}`);
  });
});

describe('reportStatusLabel', () => {
  it('labels invoices as SPEC §4 does, void included, and a credit note as issued', () => {
    expect(reportStatusLabel({ type: 'Invoice', status: 'sent' })).toBe('Pending');
    expect(reportStatusLabel({ type: 'Invoice', status: 'void' })).toBe('Void');
    expect(reportStatusLabel({ type: 'Credit note', status: 'issued' })).toBe('Issued');
  });
});

describe('vatRowLabel', () => {
  it('names a charged rate as invoices print it, without trailing zeros', () => {
    expect(vatRowLabel({ category: 'S', rate: '19.00' })).toBe('VAT 19 %');
    expect(vatRowLabel({ category: 'S', rate: '5.50' })).toBe('VAT 5.5 %');
    expect(rateText('10.00')).toBe('10');
    expect(rateText('2.10')).toBe('2.1');
    expect(rateText('20')).toBe('20');
  });

  it('names every other category by its label', () => {
    expect(vatRowLabel({ category: 'E', rate: '0.00' })).toBe('Exempt from VAT');
    expect(vatRowLabel({ category: 'AE', rate: '0.00' })).toBe('Reverse charge');
    expect(vatRowLabel({ category: 'O', rate: '0.00' })).toBe('Not subject to VAT');
    expect(vatRowLabel({ category: 'Z', rate: '0.00' })).toBe('Zero rated');
  });
});
