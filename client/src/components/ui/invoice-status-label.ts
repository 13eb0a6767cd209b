import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { statusLabel } from '@shared/invoice-status';

/** The badges an invoice can carry: its SPEC §4 status label, and the two shown beside it. */
export type StatusBadge = ReturnType<typeof statusLabel> | 'Partially Paid' | 'Partly Credited';

/**
 * The interface's words for an invoice's status (shared/invoice-status.ts statusLabel), for badges,
 * filters and anywhere else the app names a status: show one with `i18n._(INVOICE_STATUS_LABELS[…])`.
 */
export const INVOICE_STATUS_LABELS: Record<StatusBadge, MessageDescriptor> = {
  Draft: msg({ message: 'Draft', context: 'invoice status', comment: 'Invoice status: not yet sent' }),
  Pending: msg({
    message: 'Pending',
    context: 'invoice status',
    comment: 'Invoice status: sent and awaiting payment',
  }),
  Paid: msg({ message: 'Paid', context: 'invoice status', comment: 'Invoice status' }),
  Overdue: msg({
    message: 'Overdue',
    context: 'invoice status',
    comment: 'Invoice status: awaiting payment after its due date',
  }),
  Void: msg({
    message: 'Void',
    context: 'invoice status',
    comment: 'Invoice status: cancelled in full by a credit note',
  }),
  'Partially Paid': msg({
    message: 'Partially Paid',
    context: 'invoice status',
    comment: 'Invoice badge: part of the money received',
  }),
  'Partly Credited': msg({
    message: 'Partly Credited',
    context: 'invoice status',
    comment: 'Invoice badge: a credit note took part of the amount off, the rest is due',
  }),
};

/** The label of a stored status ("sent" reads Pending; anything unknown Draft), as a message. */
export function invoiceStatusLabel(status: string): MessageDescriptor {
  return INVOICE_STATUS_LABELS[statusLabel(status)];
}
