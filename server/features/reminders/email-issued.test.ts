/**
 * The invoice email and reminders of an issued invoice say what its PDF says: the payment
 * instructions and payment link frozen at issue (decision 024), and the amounts after credit notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDocumentDate, todayIn } from '../../../shared/dates';
import { renderReminderText } from '../../../shared/reminders';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import {
  createTestCreditNote,
  createTestInvoice,
  createTestUser,
  saveTestSettings,
} from '../../../test/factories';
import { invoiceMailOf } from '../../../test/invoice-mail';
import { ownerVariables } from '../document-mail/variables';
import { findInvoice } from '../invoices/repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'Europe/Berlin';
const today = () => todayIn(ZONE);
const COMPANY = {
  companyName: 'Muster GmbH',
  email: 'billing@muster.example',
  paymentInstructions: 'Transfer to the old account.',
  paymentLinkUrl: 'https://pay.example.com/{invoiceNumber}?due={balanceDue}',
};

async function invoiceOf(agent: Agent, status: 'sent' | 'draft') {
  return createTestInvoice(agent, {
    status,
    issueDate: today(),
    dueDate: addDays(today(), 14),
    lineItems: [{ description: 'Design work', quantity: 1, rate: '1000.00' }],
  });
}

/** The reminder "Send Reminder" would write now, from the invoice's document. */
const reminderMail = (userId: string, invoiceId: number) =>
  invoiceMailOf(t.database.db, userId, invoiceId, 'manual');

describe('the emails of an issued invoice', () => {
  it('quote the payment instructions and link of its issue, while a draft follows Settings', async () => {
    const { agent, user } = await createTestUser(t.app);
    await saveTestSettings(agent, COMPANY);
    const issued = await invoiceOf(agent, 'sent');
    const draft = await invoiceOf(agent, 'draft');
    await saveTestSettings(agent, {
      ...COMPANY,
      paymentInstructions: 'Transfer to the new account.',
      paymentLinkUrl: 'https://paypal.me/new/{balanceDue}',
    });

    const mail = await reminderMail(user.id, issued.id);
    expect(mail.text).toContain('Payment instructions:\nTransfer to the old account.');
    expect(mail.text).toContain(`Pay online: https://pay.example.com/${issued.invoiceNumber}?due=1000.00`);
    expect(mail.html).toContain('Transfer to the old account.');
    expect(mail.html).toContain(`https://pay.example.com/${issued.invoiceNumber}?due=1000.00`);
    for (const now of ['new account', 'paypal.me']) {
      expect(mail.text).not.toContain(now);
      expect(mail.html).not.toContain(now);
    }

    const draftMail = await reminderMail(user.id, draft.id);
    expect(draftMail.text).toContain('Transfer to the new account.');
    expect(draftMail.text).toContain('Pay online: https://paypal.me/new/1000.00');
  });

  it('state what a credit note took off an unpaid invoice, and what is still due', async () => {
    const { agent, user } = await createTestUser(t.app);
    await saveTestSettings(agent, { ...COMPANY, paymentLinkUrl: null });
    const invoice = await invoiceOf(agent, 'sent');
    await createTestCreditNote(t.database.db, { userId: user.id, invoiceId: invoice.id, rate: '400.00' });

    const mail = await reminderMail(user.id, invoice.id);
    // An English invoice of a German company writes money and dates as British English does (issue 5/6).
    const dueDate = formatDocumentDate(addDays(today(), 14), 'en-GB');
    expect(plain(mail.text)).toContain(
      `Invoice ${invoice.invoiceNumber}: €1,000.00, of which €400.00 credited; balance due €600.00, due ${dueDate}.`,
    );
    expect(mail.text).not.toContain('paid');
    expect(mail.html).toContain('Credited');
    expect(mail.html).not.toContain('Amount paid');

    const vars = ownerVariables(
      (await findInvoice(t.database.db, user.id, invoice.id))!,
      COMPANY_DE,
      today(),
    );
    expect(plain(renderReminderText('{amount} less {creditedAmount} leaves {balanceDue}.', vars))).toBe(
      '1.000,00 € less 400,00 € leaves 600,00 €.',
    );
  });
});

const COMPANY_DE = { companyName: 'Muster GmbH', country: 'DE' };
/** Amounts are written with a narrow no-break space before the € sign; plain spaces read easier here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
