import { msg } from '@lingui/core/macro';

/** SPEC §2 Guided tour: each step highlights the dashboard element carrying data-tour="{target}". */
export const TOUR_STEPS = [
  {
    target: 'create-invoice',
    title: msg`Create Your First Invoice`,
    text: msg`Start here: pick a client, add line items and send a professional invoice with its PDF in a minute.`,
  },
  {
    target: 'stats-cards',
    title: msg`Track Your Performance`,
    text: msg`Revenue, pending and overdue amounts and this month’s invoices — always up to date.`,
  },
  {
    target: 'recent-invoices',
    title: msg`Manage Your Invoices`,
    text: msg`Your five newest invoices at a glance: view one, download its PDF, send a draft, remind the client of an unpaid one or mark it paid. “View all” opens the full list.`,
  },
] as const;
