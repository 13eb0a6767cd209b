import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { Mailer } from '../mail/outbox';

/** What operations need from the outside world; routes pass `app.deps`, tests build their own. */
export interface Deps {
  db: Db;
  mailer: Mailer;
  config: Config;
  hooks: Hooks;
}

/**
 * What a feature does when another changes something it follows, connected in server/wiring.ts:
 * the feature that makes the change calls the hook and never imports the one that reacts, so
 * imports between feature folders keep one direction (docs/ARCHITECTURE.md, "Boundaries").
 */
export interface Hooks {
  /** A paid invoice became open again (a payment was deleted), in the transaction holding its row. */
  invoiceReopened(tx: Tx, invoice: ReopenedInvoice, now: Date): Promise<void>;
}

/** What the reactions to a reopened invoice read of it. */
export interface ReopenedInvoice {
  id: number;
  userId: string;
  dueDate: string;
  sendReminders: boolean;
  reminderFlowTemplateId: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
