import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { speak } from '../../../../../test/client-i18n';
import {
  countFor,
  DEFAULT_SORTING,
  type InvoiceSection,
  invoiceSections,
  SECTION_WORDS,
  toggleSort,
} from './invoice-list-options';

/** A section's words as the interface shows them in the active language. */
const shown = ({ title, empty, ...rest }: InvoiceSection) => ({
  title: i18n._(title),
  empty: i18n._(empty),
  ...rest,
});

const counts = { draft: 3, notYetDue: 52, overdue: 4, paid: 2, void: 1 };

describe('invoice list options', () => {
  afterEach(() => speak('en'));

  it('counts each status choice from the per-status counts', () => {
    expect(countFor('all', counts)).toBe(62);
    // Pending is awaiting payment: not yet due and overdue alike.
    expect(countFor('pending', counts)).toBe(56);
    expect(countFor('notYetDue', counts)).toBe(52);
    expect(countFor('overdue', counts)).toBe(4);
    expect(countFor('draft', counts)).toBe(3);
  });

  it('shows Pending and Paid always, Draft and Void when there are some, or the one filtered table', () => {
    expect(invoiceSections('all').map((s) => [i18n._(s.title), s.status, Boolean(s.optional)])).toEqual([
      ['Pending Invoices', 'pending', false],
      ['Draft Invoices', 'draft', true],
      ['Paid Invoices', 'paid', false],
      ['Void Invoices', 'void', true],
    ]);
    expect(invoiceSections('overdue').map(shown)).toEqual([
      { title: 'Overdue Invoices', status: 'overdue', empty: 'No overdue invoices.' },
    ]);
    expect(invoiceSections('pending').map(shown)).toEqual([
      { title: 'Pending Invoices', status: 'pending', empty: 'No pending invoices.' },
    ]);
    expect(invoiceSections('notYetDue').map(shown)).toEqual([
      { title: 'Invoices Not Yet Due', status: 'notYetDue', empty: 'No invoices not yet due.' },
    ]);
  });

  it('says what a search found nothing in, with the search', () => {
    expect(i18n._(SECTION_WORDS.pending.noMatch('Acme'))).toBe('No pending invoices match “Acme”.');
    speak('de');
    expect(i18n._(SECTION_WORDS.pending.noMatch('Acme'))).toBe(
      'Keine offenen Rechnungen zu „Acme“ gefunden.',
    );
  });

  it("names each table in the user's language", () => {
    speak('de');
    expect(invoiceSections('all').map((s) => i18n._(s.title))).toEqual([
      'Offene Rechnungen',
      'Rechnungsentwürfe',
      'Bezahlte Rechnungen',
      'Stornierte Rechnungen',
    ]);
    expect(invoiceSections('notYetDue').map(shown)).toEqual([
      {
        title: 'Noch nicht fällige Rechnungen',
        status: 'notYetDue',
        empty: 'Keine noch nicht fälligen Rechnungen.',
      },
    ]);
  });

  it('turns the sorted column around and starts another one in its first order', () => {
    expect(toggleSort(DEFAULT_SORTING, 'createdAt')).toEqual({ sort: 'createdAt', order: 'asc' });
    expect(toggleSort(DEFAULT_SORTING, 'clientName')).toEqual({ sort: 'clientName', order: 'asc' });
    expect(toggleSort({ sort: 'total', order: 'asc' }, 'total')).toEqual({ sort: 'total', order: 'desc' });
  });
});
