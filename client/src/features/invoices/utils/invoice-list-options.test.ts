import { describe, expect, it } from 'vitest';
import { countFor, DEFAULT_SORTING, invoiceSections, toggleSort } from './invoice-list-options';

const counts = { draft: 3, notYetDue: 52, overdue: 4, paid: 2, void: 1 };

describe('invoice list options', () => {
  it('counts each status choice from the per-status counts', () => {
    expect(countFor('all', counts)).toBe(62);
    // Pending is awaiting payment: not yet due and overdue alike.
    expect(countFor('pending', counts)).toBe(56);
    expect(countFor('notYetDue', counts)).toBe(52);
    expect(countFor('overdue', counts)).toBe(4);
    expect(countFor('draft', counts)).toBe(3);
  });

  it('shows Pending and Paid always, Draft and Void when there are some, or the one filtered table', () => {
    expect(invoiceSections('all').map((s) => [s.title, s.status, Boolean(s.optional)])).toEqual([
      ['Pending Invoices', 'pending', false],
      ['Draft Invoices', 'draft', true],
      ['Paid Invoices', 'paid', false],
      ['Void Invoices', 'void', true],
    ]);
    expect(invoiceSections('overdue')).toEqual([
      { title: 'Overdue Invoices', status: 'overdue', empty: 'No overdue invoices.' },
    ]);
    expect(invoiceSections('pending')).toEqual([
      { title: 'Pending Invoices', status: 'pending', empty: 'No pending invoices.' },
    ]);
    expect(invoiceSections('notYetDue')).toEqual([
      { title: 'Invoices Not Yet Due', status: 'notYetDue', empty: 'No invoices not yet due.' },
    ]);
  });

  it('turns the sorted column around and starts another one in its first order', () => {
    expect(toggleSort(DEFAULT_SORTING, 'createdAt')).toEqual({ sort: 'createdAt', order: 'asc' });
    expect(toggleSort(DEFAULT_SORTING, 'clientName')).toEqual({ sort: 'clientName', order: 'asc' });
    expect(toggleSort({ sort: 'total', order: 'asc' }, 'total')).toEqual({ sort: 'total', order: 'desc' });
  });
});
