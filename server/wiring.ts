/**
 * How the parts are connected, in one place read at start: the outbox learns from the invoice
 * lifecycle whether an email bound to an invoice is still wanted, tells the reminder history what
 * became of each email, and composes deferred messages (the payment receipt) with the composers of
 * the features that queue them. Every process that sends mail (the web app, `npm run worker`, tests,
 * benchmarks) builds its mailer here, and its operations' Deps with the hooks by which one feature
 * reacts to another's changes without the two importing each other.
 */
import type { Config } from './config';
import type { Db } from './db/client';
import { composeCreditNote } from './features/document-mail/credit-note-mail';
import { composeInvoiceMail, INVOICE_MAIL_KIND } from './features/document-mail/deferred-invoice-mail';
import { composeReceipt } from './features/document-mail/receipt';
import { invoiceMailWanted } from './features/invoices/mail-wanted';
import { RECEIPT_KIND } from './features/invoices/payments-repository';
import { CREDIT_NOTE_KIND, creditNoteMailWanted } from './features/notifications/credit-note-mail';
import { recordMailOutcome } from './features/reminders/history';
import { hooks as reminderHooks } from './features/reminders/hooks';
import type { Deps, Hooks } from './lib/deps';
import { createMailer, type Mailer } from './mail/outbox';
import { createTransport, type Transport } from './mail/transport';

export function createAppMailer(
  db: Db,
  config: Pick<Config, 'mailFrom' | 'mailLimits' | 'smtpUrl' | 'dataDir' | 'appUrl'>,
  transport: Transport = createTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
): Mailer {
  return createMailer(db, transport, config.mailFrom, {
    limits: config.mailLimits,
    hooks: {
      // A credit note email is wanted though its invoice is void: that is what it tells the client.
      stillWanted: (tx, message) =>
        message.kind === CREDIT_NOTE_KIND
          ? creditNoteMailWanted(tx, message)
          : invoiceMailWanted(tx, message),
      onSettled: recordMailOutcome,
      composers: {
        [RECEIPT_KIND]: (payload) => composeReceipt({ db, appUrl: config.appUrl }, payload),
        [CREDIT_NOTE_KIND]: (payload) => composeCreditNote({ db }, payload),
        [INVOICE_MAIL_KIND]: (payload) => composeInvoiceMail({ db, appUrl: config.appUrl }, payload),
      },
    },
  });
}

/** Each feature's answers to the others' changes, under its name (Hooks in lib/deps.ts). */
export const featureHooks: Hooks = {
  reminders: reminderHooks,
};

/** The Deps every process hands its operations: the database, the mailer, the config and the hooks. */
export function createAppDeps(db: Db, mailer: Mailer, config: Config): Deps {
  return { db, mailer, config, hooks: featureHooks };
}
