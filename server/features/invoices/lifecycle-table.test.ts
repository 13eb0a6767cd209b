/**
 * The server's reading of the lifecycle table (shared/invoice-lifecycle.ts): a stored row asks
 * `invoiceCan`, SQL filters ask `statusesAllowing`, and both give the table's answer.
 */
import { describe, expect, it } from 'vitest';
import {
  INVOICE_ACTIONS,
  issuedInvoiceMessage,
  statusAllows,
  statusesAllowing,
} from '../../../shared/invoice-lifecycle';
import { invoiceCan } from './status';

const row = (status: string, over: Partial<{ amountPaid: string; creditedAmount: string }> = {}) => ({
  status,
  total: '119.00',
  amountPaid: '0.00',
  creditedAmount: '0.00',
  ...over,
});

describe('the lifecycle table on the server', () => {
  it('only a draft is edited or deleted; every issued status refuses both', () => {
    for (const status of ['draft', 'sent', 'overdue', 'paid', 'void']) {
      const draft = status === 'draft';
      expect(invoiceCan(row(status), 'edit'), status).toBe(draft);
      expect(invoiceCan(row(status), 'delete'), status).toBe(draft);
    }
  });

  it('reminders go to sent and overdue invoices only, in TypeScript and in the SQL filter', () => {
    expect(statusesAllowing('remind')).toEqual(['sent', 'overdue']);
    expect(['draft', 'paid', 'void'].some((status) => statusAllows(status, 'remind'))).toBe(false);
  });

  it('reads the figures of a row: a payment stops void and correct, a balance credited to 0 stops credit', () => {
    expect(invoiceCan(row('sent'), 'void')).toBe(true);
    expect(invoiceCan(row('sent', { amountPaid: '0.01' }), 'void')).toBe(false);
    expect(invoiceCan(row('sent', { amountPaid: '0.01' }), 'correct')).toBe(false);
    expect(invoiceCan(row('sent', { amountPaid: '19.00', creditedAmount: '100.00' }), 'credit')).toBe(false);
    expect(invoiceCan(row('sent', { amountPaid: '19.00', creditedAmount: '99.99' }), 'credit')).toBe(true);
  });

  it('with nothing paid and money due, a row can do exactly what its status allows', () => {
    for (const status of ['draft', 'sent', 'overdue', 'paid', 'void']) {
      for (const action of INVOICE_ACTIONS) {
        expect(invoiceCan(row(status), action), `${status} ${action}`).toBe(statusAllows(status, action));
      }
    }
  });

  it('names the invoice in the answer to a change of an issued one', () => {
    expect(issuedInvoiceMessage('INV-1003')).toBe(
      'INV-1003 has been issued and can no longer be changed. Correct it with a credit note.',
    );
  });
});
