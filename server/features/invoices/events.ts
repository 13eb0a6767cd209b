import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/deps';

type PaidHandler = (deps: Deps, userId: string, invoiceId: number) => Promise<void>;

/**
 * What other features do when an invoice changes, without the invoices feature knowing them
 * (e.g. the payment receipt email registers itself in onPaid).
 */
export const invoiceEvents = { onPaid: [] as PaidHandler[] };

/** Runs every onPaid handler after the status change committed; a failing handler is logged, never rethrown. */
export async function emitInvoicePaid(
  deps: Deps,
  userId: string,
  invoiceId: number,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  for (const handler of invoiceEvents.onPaid) {
    try {
      await handler(deps, userId, invoiceId);
    } catch (err) {
      log?.error({ err, invoiceId }, 'invoice paid handler failed');
    }
  }
}
