/**
 * Every email a client receives speaks the invoice's language (issue 5/6): the invoice email, each
 * reminder, the receipt, the credit note email and the recurring invoice email, for each of the six
 * languages — that language's words, none of another's — greeting the client's contact by name where
 * there is one, dates and money in the document's locale.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/currency';
import { addDays, formatDocumentDate, todayIn } from '../../../shared/dates';
import type { MessageKey } from '../../../shared/i18n/catalog';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../../shared/i18n/languages';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import {
  createTestClient,
  createTestCreditNote,
  createTestInvoice,
  createTestUser,
  recordTestPayment,
  saveTestSettings,
} from '../../../test/factories';
import { invoiceMailOf } from '../../../test/invoice-mail';
import { expectLanguage } from '../../../test/languages';
import { creditNotes, invoices, settings } from '../../db/schema';
import { buildCreditNoteMail } from '../document-mail/credit-note-mail';
import { composeInvoiceMail } from '../document-mail/deferred-invoice-mail';
import { composeReceipt } from '../document-mail/receipt';
import type { MailKind } from './wording';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'Europe/Berlin';
const today = () => todayIn(ZONE);

/** A German company with everything an email can show: VAT ID, tax number, instructions, a payment link. */
async function company() {
  const { agent, user } = await createTestUser(t.app);
  await saveTestSettings(agent, {
    companyName: 'Muster GmbH',
    email: 'billing@muster.example',
    country: 'DE',
    paymentInstructions: 'IBAN DE89 3704 0044 0532 0130 00',
    paymentLinkUrl: 'https://pay.example.com/{invoiceNumber}',
  });
  await t.database.db
    .update(settings)
    .set({ vatId: 'DE123456789', taxId: '12/345/67890' })
    .where(eq(settings.userId, user.id));
  return { agent, user };
}

/** A sent invoice of €1,190.00 for a client of `language`, due `dueIn` days from today. */
async function invoiceFor(
  agent: Agent,
  language: DocumentLanguage,
  { contactName = null as string | null, salutation = 'none', dueIn = 14 } = {},
) {
  const client = await createTestClient(agent, { language, contactName, salutation, name: 'Initech' });
  const created = await createTestInvoice(agent, {
    clientId: client.id,
    status: 'sent',
    issueDate: addDays(today(), dueIn - 14),
    dueDate: addDays(today(), dueIn),
    serviceDate: addDays(today(), dueIn - 15),
    lineItems: [{ description: 'Consulting', quantity: 10, rate: '100.00' }],
  });
  return created;
}

async function mailOf(userId: string, invoiceId: number, kind: MailKind) {
  const mail = await invoiceMailOf(t.database.db, userId, invoiceId, kind);
  return `${mail.subject}\n${mail.text}\n${mail.html}`;
}

/** What every email about the invoice says around its message. */
const INVOICE_FACTS: MessageKey[] = [
  'email.fact.invoice',
  'email.fact.amount',
  'email.fact.balanceDue',
  'email.fact.dueDate',
  'email.fact.serviceDate',
  'email.button.payNow',
  'email.button.viewAndPay',
  'email.link.payOnline',
  'email.link.viewAndPay',
  'email.attached.pdf',
  'email.amounts.full',
  'email.paymentInstructions',
  'email.footer.vatId',
  'email.footer.taxNumber',
];

/** The locale a German company's documents of each language follow (shared/i18n/languages.ts documentLocale). */
const LOCALES: Record<DocumentLanguage, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
};

describe.each(DOCUMENT_LANGUAGES)('the emails to a client writing %s', (language) => {
  it('the invoice email and every reminder: subject, text, facts, buttons and footer', async () => {
    const { agent, user } = await company();
    const invoice = await invoiceFor(agent, language);
    const locale = LOCALES[language];
    const money = formatMoney('1000.00', 'EUR', locale);
    const dueDate = formatDocumentDate(invoice.dueDate, locale);

    const invoiceMail = await mailOf(user.id, invoice.id, 'invoice');
    expectLanguage(invoiceMail, language, [
      'email.subject.invoice',
      'email.invoice.body',
      'email.greeting.neutral',
      ...INVOICE_FACTS,
    ]);
    expect(invoiceMail).toContain(money);
    expect(invoiceMail).toContain(dueDate);
    if (language === 'de') expect(invoiceMail).toContain('1.000,00\u00a0€');

    const steps: [MailKind, MessageKey, MessageKey][] = [
      ['due', 'reminders.due', 'email.subject.reminder'],
      ['first', 'reminders.first', 'email.subject.reminder'],
      ['second', 'reminders.second', 'email.subject.reminder'],
      ['final', 'reminders.final', 'email.subject.final'],
    ];
    for (const [kind, text, subject] of steps) {
      const mail = await mailOf(user.id, invoice.id, kind);
      expectLanguage(mail, language, [subject, text, 'email.greeting.neutral', ...INVOICE_FACTS]);
    }
    // The final notice names a new deadline, a week from today, as the document writes dates.
    expect(await mailOf(user.id, invoice.id, 'final')).toContain(
      formatDocumentDate(addDays(today(), 7), locale),
    );
    // Before the due date a scheduled or manual reminder is the friendly "upcoming" note.
    for (const kind of ['scheduled', 'manual'] as const) {
      const mail = await mailOf(user.id, invoice.id, kind);
      expectLanguage(mail, language, ['email.subject.reminder', 'reminders.upcoming', ...INVOICE_FACTS]);
    }
  });

  it('a scheduled and a manual reminder of an overdue invoice use the stage it reached', async () => {
    const { agent, user } = await company();
    const invoice = await invoiceFor(agent, language, { dueIn: -8, contactName: 'Anna Weber' });
    for (const kind of ['scheduled', 'manual'] as const) {
      const mail = await mailOf(user.id, invoice.id, kind);
      expectLanguage(mail, language, ['reminders.second', 'email.greeting.named', 'email.subject.reminder']);
      expect(mail).toContain('Anna Weber');
    }
  });

  it('the receipt, the credit note email and the recurring invoice email', async () => {
    const { agent, user } = await company();
    const invoice = await invoiceFor(agent, language, { contactName: 'Anna Weber' });
    const db = t.database.db;

    const payment = await recordTestPayment(db, {
      userId: user.id,
      invoiceId: invoice.id,
      amount: '400.00',
      paidOn: today(),
    });
    const receipt = (await composeReceipt(
      { db, appUrl: 'https://duely.example' },
      { userId: user.id, invoiceId: invoice.id, paymentId: payment.id, balanceAfter: '600.00' },
    ))!;
    expectLanguage(`${receipt.subject}\n${receipt.text}\n${receipt.html}`, language, [
      'email.subject.receipt',
      'email.greeting.named',
      'email.receipt.thanks',
      'email.receipt.balance',
      'email.receipt.attached',
      'email.closing',
      'email.footer.vatId',
    ]);
    expect(receipt.text).toContain('Anna Weber');

    const note = await createTestCreditNote(db, { userId: user.id, invoiceId: invoice.id, rate: '100.00' });
    // A credit note speaks its invoice's language (issuing it copies the language).
    await db.update(creditNotes).set({ language }).where(eq(creditNotes.id, note.id));
    const credit = (await buildCreditNoteMail(t.app.deps, user.id, note.id))!.mail;
    expectLanguage(`${credit.subject}\n${credit.text}\n${credit.html}`, language, [
      'email.subject.creditNote',
      'email.greeting.named',
      'email.creditNote.body',
      'email.creditNote.reason',
      'email.fact.creditNote',
      'email.fact.amountCredited',
      'email.fact.serviceDate',
      'email.closing',
    ]);

    // The recurring invoice email is composed by the worker from the invoice alone.
    await db
      .update(invoices)
      .set({ shareToken: `tok-${invoice.id}` })
      .where(eq(invoices.id, invoice.id));
    const recurring = (await composeInvoiceMail(
      { db, appUrl: 'https://duely.example' },
      { userId: user.id, invoiceId: invoice.id },
    ))!;
    expectLanguage(`${recurring.subject}\n${recurring.text}\n${recurring.html}`, language, [
      'email.subject.invoice',
      'email.invoice.body',
      'email.greeting.named',
      'email.fact.amountPaid',
      'email.fact.credited',
      'email.amounts.reduced',
      'email.amounts.paidAndCredited',
      'email.button.viewAndPay',
    ]);
  });
});

describe('the greeting', () => {
  it('names the contact where the client has one, else opens neutrally, in the client’s language', async () => {
    const { agent, user } = await company();
    const cases: [DocumentLanguage, string | null, string][] = [
      ['en', 'Anna Weber', 'Dear Anna Weber,'],
      ['en', null, 'Hello,'],
      ['de', 'Anna Weber', 'Guten Tag Anna Weber,\n\nanbei erhalten Sie'],
      ['de', null, 'Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie'],
      ['fr', 'Anna Weber', 'Bonjour Anna Weber,'],
      ['fr', null, 'Madame, Monsieur,'],
      ['es', 'Anna Weber', 'Buenos días, Anna Weber:'],
      ['es', null, 'Buenos días:'],
      ['it', 'Anna Weber', 'Gentile Anna Weber,'],
      ['it', null, 'Buongiorno,'],
      ['nl', 'Anna Weber', 'Beste Anna Weber,'],
      ['nl', null, 'Geachte heer/mevrouw,'],
    ];
    for (const [language, contactName, opening] of cases) {
      const invoice = await invoiceFor(agent, language, { contactName });
      const mail = await mailOf(user.id, invoice.id, 'invoice');
      expect(mail.split('\n').slice(1).join('\n').startsWith(opening), `${language} ${contactName}`).toBe(
        true,
      );
      // Never the client's company name as a first name ("Hi Initech,").
      expect(mail).not.toContain('Initech,');
    }
  });

  it('addresses the contact by salutation and last name as each language writes it', async () => {
    const { agent, user } = await company();
    const cases: [DocumentLanguage, 'ms' | 'mr', string][] = [
      ['de', 'ms', 'Sehr geehrte Frau Weber,\n\nanbei erhalten Sie'],
      ['de', 'mr', 'Sehr geehrter Herr Weber,\n\nanbei erhalten Sie'],
      ['fr', 'ms', 'Bonjour Madame Weber,\n\nVeuillez trouver'],
      ['fr', 'mr', 'Bonjour Monsieur Weber,'],
      ['es', 'ms', 'Estimada Sra. Weber:\n\nAdjuntamos'],
      ['es', 'mr', 'Estimado Sr. Weber:'],
      ['it', 'ms', 'Gentile Sig.ra Weber,\n\nin allegato'],
      ['it', 'mr', 'Egregio Sig. Weber,'],
      ['nl', 'ms', 'Geachte mevrouw Weber,\n\nIn de bijlage'],
      ['nl', 'mr', 'Geachte heer Weber,'],
      ['en', 'ms', 'Dear Ms Weber,\n\nPlease find attached'],
      ['en', 'mr', 'Dear Mr Weber,'],
    ];
    for (const [language, salutation, opening] of cases) {
      const invoice = await invoiceFor(agent, language, { contactName: 'Anna Weber', salutation });
      const mail = await mailOf(user.id, invoice.id, 'invoice');
      expect(mail.split('\n').slice(1).join('\n').startsWith(opening), `${language} ${salutation}`).toBe(
        true,
      );
      // Never the first name after a salutation ("Guten Tag Frau Anna Weber,").
      expect(mail, `${language} ${salutation}`).not.toContain('Anna');
    }
    // A reminder opens the same way; a salutation without a contact name greets neutrally.
    const overdue = await invoiceFor(agent, 'de', {
      contactName: 'Jan van der Berg',
      salutation: 'mr',
      dueIn: -8,
    });
    expect(await mailOf(user.id, overdue.id, 'first')).toContain('Sehr geehrter Herr van der Berg,');
    const nobody = await invoiceFor(agent, 'de', { salutation: 'ms' });
    expect(await mailOf(user.id, nobody.id, 'invoice')).toContain('Sehr geehrte Damen und Herren,');
  });

  it('escapes a contact name in the HTML', async () => {
    const { agent, user } = await company();
    const invoice = await invoiceFor(agent, 'en', { contactName: '<b>Anna</b> & "Co"' });
    const mail = await mailOf(user.id, invoice.id, 'invoice');
    expect(mail).toContain('Dear <b>Anna</b> & "Co",');
    expect(mail).toContain('Dear &lt;b&gt;Anna&lt;/b&gt; &amp; &quot;Co&quot;,');
  });
});
