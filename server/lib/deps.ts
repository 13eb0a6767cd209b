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
 * What a feature does when another changes something it follows. The feature that makes the change
 * calls the hook and never imports the one that reacts, so imports between feature folders keep one
 * direction (docs/ARCHITECTURE.md, "Boundaries"). Each feature's hooks sit under its name, so a call
 * reads as who answers it (`deps.hooks.reminders.invoiceReopened(…)`): the answers are in
 * `server/features/<name>/hooks.ts`, connected in server/wiring.ts (`featureHooks`, checked by
 * server/wiring.test.ts).
 */
export interface Hooks {
  /** Answered by server/features/reminders/hooks.ts. */
  reminders: ReminderHooks;
}

/** What the reminders feature does on other features' changes (server/features/reminders/hooks.ts). */
export interface ReminderHooks {
  /**
   * A paid invoice became open again (a payment was deleted), in the transaction holding its row.
   * Called by invoices/lifecycle.ts deletePayment.
   */
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
