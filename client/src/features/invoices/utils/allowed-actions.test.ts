import { describe, expect, it } from 'vitest';
import { allowedActions, isOpen } from './allowed-actions';

describe('allowedActions', () => {
  const invoice = (status: string, amountPaid = '0.00', balanceDue = '100.00') => ({
    status,
    amountPaid,
    balanceDue,
  });

  it('lets a draft be edited, sent, paid, duplicated, printed and deleted, never voided', () => {
    expect(allowedActions(invoice('draft'))).toEqual([
      'edit',
      'send',
      'recordPayment',
      'duplicate',
      'pdf',
      'delete',
    ]);
  });

  it('an issued invoice is never edited or deleted: sent and overdue ones are sent again, paid or voided', () => {
    for (const status of ['sent', 'overdue']) {
      expect(allowedActions(invoice(status))).toEqual(['send', 'recordPayment', 'void', 'duplicate', 'pdf']);
    }
  });

  it('once part is paid, it can no longer be voided', () => {
    expect(allowedActions(invoice('overdue', '0.01', '99.99'))).toEqual([
      'send',
      'recordPayment',
      'duplicate',
      'pdf',
    ]);
  });

  it('paid and void invoices are final', () => {
    expect(allowedActions(invoice('paid', '100.00', '0.00'))).toEqual(['duplicate', 'pdf']);
    expect(allowedActions(invoice('void', '0.00', '0.00'))).toEqual(['duplicate', 'pdf']);
  });
});

describe('isOpen', () => {
  it('is false for paid and void invoices only', () => {
    expect(['draft', 'sent', 'overdue', 'paid', 'void'].map((status) => isOpen({ status }))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
