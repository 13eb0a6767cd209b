import { describe, expect, it } from 'vitest';
import { allowedActions, isOpen } from './allowed-actions';

describe('allowedActions', () => {
  it('lets a draft be edited, sent, paid, duplicated, printed and deleted, never voided', () => {
    expect(allowedActions({ status: 'draft', amountPaid: '0.00' })).toEqual([
      'edit',
      'send',
      'recordPayment',
      'duplicate',
      'pdf',
      'delete',
    ]);
  });

  it('adds Void to sent and overdue invoices without payments', () => {
    for (const status of ['sent', 'overdue']) {
      expect(allowedActions({ status, amountPaid: '0.00' })).toEqual([
        'edit',
        'send',
        'recordPayment',
        'void',
        'duplicate',
        'pdf',
        'delete',
      ]);
    }
  });

  it('once part is paid, only payments change the invoice', () => {
    expect(allowedActions({ status: 'overdue', amountPaid: '0.01' })).toEqual([
      'recordPayment',
      'duplicate',
      'pdf',
      'delete',
    ]);
  });

  it('paid and void invoices are final', () => {
    expect(allowedActions({ status: 'paid', amountPaid: '100.00' })).toEqual(['duplicate', 'pdf', 'delete']);
    expect(allowedActions({ status: 'void', amountPaid: '0.00' })).toEqual(['duplicate', 'pdf', 'delete']);
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
