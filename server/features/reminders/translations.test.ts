/**
 * A template's texts per language (issue 5/6): given in `translations`, kept through the API, checked
 * like the English ones, and used for a client of that language — the built-in text of the language
 * where the template gives none. Also the migration that moves untouched old default texts to the new.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/dates';
import { CATALOG, translator } from '../../../shared/i18n/catalog';
import { DOCUMENT_LANGUAGES } from '../../../shared/i18n/languages';
import { builtInFlowText } from '../../../shared/reminder-texts';
import {
  FLOW_TEXT_KEYS,
  previewText,
  REMINDER_VARIABLES,
  renderReminderText,
} from '../../../shared/reminders';
import { type Agent, createTestApp, type TestApp } from '../../../test/app';
import { createTestClient, createTestInvoice, createTestUser } from '../../../test/factories';
import { migrationStatements } from '../../../test/migrations';
import { reminderFlowTemplates } from '../../db/schema';
import { defaultTemplateValues } from './default-template';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Gentle',
  isDefault: false,
  dueDateReminderEnabled: true,
  firstReminderDaysAfter: 1,
  firstReminderText: '{greeting} Own English first text for {invoiceNumber}.',
  secondReminderDaysAfter: 10,
  finalReminderDaysAfter: 20,
  ...over,
});

const GERMAN_FIRST =
  '{greeting}\n\ndie Rechnung {invoiceNumber} ist seit {daysOverdue} Tagen offen. Eigener Text.';

describe('template translations through the API', () => {
  it('round-trips, drops blank texts, and an update without them keeps them', async () => {
    const { agent } = await createTestUser(t.app);
    const created = await agent.post(
      '/api/reminder-flow-templates',
      valid({
        translations: {
          de: { firstReminderText: GERMAN_FIRST, finalReminderText: '   ' },
          fr: { secondReminderText: null },
          nl: { finalReminderText: 'Laatste herinnering voor {invoiceNumber} uiterlijk {newDeadline}.' },
        },
      }),
    );
    expect(created.statusCode).toBe(201);
    const tpl = created.json();
    expect(tpl.translations).toEqual({
      de: { firstReminderText: GERMAN_FIRST },
      nl: { finalReminderText: 'Laatste herinnering voor {invoiceNumber} uiterlijk {newDeadline}.' },
    });
    expect((await agent.get(`/api/reminder-flow-templates/${tpl.id}`)).json().translations).toEqual(
      tpl.translations,
    );

    // A form that does not know translations (SPEC's) leaves them as they are.
    const kept = await agent.put(`/api/reminder-flow-templates/${tpl.id}`, valid({ name: 'Renamed' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().translations).toEqual(tpl.translations);

    const replaced = await agent.put(
      `/api/reminder-flow-templates/${tpl.id}`,
      valid({ translations: { it: { dueDateReminderText: 'Promemoria {invoiceNumber}' } } }),
    );
    expect(replaced.json().translations).toEqual({
      it: { dueDateReminderText: 'Promemoria {invoiceNumber}' },
    });
    const cleared = await agent.put(`/api/reminder-flow-templates/${tpl.id}`, valid({ translations: {} }));
    expect(cleared.json().translations).toEqual({});
  });

  it.each([
    [{ en: { firstReminderText: 'x' } }, /only be given for de, fr, es, it, nl/],
    [{ pt: { firstReminderText: 'x' } }, /only be given for de, fr, es, it, nl/],
    [{ de: { subject: 'x' } }, /German texts may only be dueDateReminderText, firstReminderText/],
    [
      { de: { firstReminderText: 'x'.repeat(2001) } },
      /German first reminder text must be at most 2000 characters/,
    ],
    [
      { fr: { finalReminderText: 'Bonjour {nomClient}' } },
      /French final notice text uses unknown variable \{nomClient\}/,
    ],
    [{ de: 'Hallo' }, /German texts must be an object/],
    ['de', /Translations must be an object/],
  ])('rejects %j with a clear message', async (translations, message) => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.post('/api/reminder-flow-templates', valid({ translations }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(message);
  });
});

/** A client of `language` with an invoice two days overdue that follows the user's default template. */
async function overdueInvoice(agent: Agent, language: 'de' | 'fr' | 'en') {
  const client = await createTestClient(agent, { language, contactName: 'Anna Weber' });
  const today = todayIn('Europe/Berlin');
  return createTestInvoice(agent, {
    clientId: client.id,
    status: 'sent',
    issueDate: addDays(today, -30),
    dueDate: addDays(today, -2),
    lineItems: [{ description: 'Consulting', quantity: 1, rate: '100.00' }],
  });
}

/** The message Send Reminder writes now (the email-draft route answers exactly what the email says). */
async function reminderText(agent: Agent, invoiceId: number): Promise<string> {
  const draft = await agent.get(`/api/invoices/${invoiceId}/email-draft?kind=reminder`);
  expect(draft.statusCode).toBe(200);
  return draft.json().message as string;
}

describe('a reminder to a client of another language', () => {
  it("uses the template's text in the client's language, else that language's built-in text", async () => {
    const { agent } = await createTestUser(t.app);
    const [template] = (await agent.get('/api/reminder-flow-templates')).json();
    const saved = await agent.put(`/api/reminder-flow-templates/${template.id}`, {
      ...template,
      translations: { de: { firstReminderText: GERMAN_FIRST } },
    });
    expect(saved.statusCode).toBe(200);

    const german = await overdueInvoice(agent, 'de');
    const text = await reminderText(agent, german.id);
    expect(text).toBe(
      `Guten Tag Anna Weber,\n\ndie Rechnung ${german.invoiceNumber} ist seit 2 Tagen offen. Eigener Text.`,
    );

    // No French text in the template: the built-in French one, never the English.
    const french = await overdueInvoice(agent, 'fr');
    const frText = await reminderText(agent, french.id);
    expect(frText).toContain('Bonjour Anna Weber,');
    expect(frText).toContain('Sauf erreur de notre part');

    const english = await overdueInvoice(agent, 'en');
    expect(await reminderText(agent, english.id)).toContain('According to our records');
  });
});

describe('the built-in texts', () => {
  it('fill the same way as reminder texts and as ICU messages, in every language', () => {
    const values = Object.fromEntries(REMINDER_VARIABLES.map((v) => [v, `<${v}>`])) as Record<
      (typeof REMINDER_VARIABLES)[number],
      string
    >;
    for (const language of DOCUMENT_LANGUAGES) {
      const t = translator(language, 'en-GB');
      for (const key of FLOW_TEXT_KEYS) {
        const text = builtInFlowText(language, key);
        expect(renderReminderText(text, values)).not.toMatch(/\{/);
        expect(text).not.toMatch(/URGENT|collections|Inkasso|recouvrement/i);
      }
      for (const key of [
        'reminders.due',
        'reminders.first',
        'reminders.final',
        'email.invoice.body',
      ] as const) {
        expect(t.t(key, values), `${language} ${key}`).toBe(
          renderReminderText(CATALOG[language][key], values),
        );
      }
      // The final notice names the new deadline.
      expect(builtInFlowText(language, 'finalReminderText')).toContain('{newDeadline}');
    }
    // A template card previews the step's words, not its greeting.
    const preview = previewText(defaultTemplateValues().firstReminderText);
    expect(preview).toMatch(/^According to our records, invoice \{invoiceNumber\}.*\.\.\.$/);
    expect(preview).toHaveLength(63);
  });
});

describe('migration 0011', () => {
  it('gives untouched old default texts the new ones and leaves edited texts alone', async () => {
    const { user } = await createTestUser(t.app);
    const old = {
      dueDateReminderText:
        'Hi {clientName}, a friendly reminder that invoice {invoiceNumber} for {amount} is due today ({dueDate}). Thank you for your business! — {companyName}',
      firstReminderText:
        'Hi {clientName}, invoice {invoiceNumber} for {amount} was due on {dueDate} and is now {daysOverdue} days overdue. Could you let us know when we can expect payment? — {companyName}',
      secondReminderText:
        'URGENT: Hi {clientName}, invoice {invoiceNumber} for {amount} is now {daysOverdue} days overdue. Please arrange payment as soon as possible. — {companyName}',
      finalReminderText: 'FINAL NOTICE, edited by its user: {invoiceNumber}',
    };
    const [row] = await t.database.db
      .insert(reminderFlowTemplates)
      .values({ userId: user.id, name: 'Old', isDefault: false, ...old })
      .returning();
    for (const statement of migrationStatements(11)) await t.database.db.execute(sql.raw(statement));

    const [after] = await t.database.db
      .select()
      .from(reminderFlowTemplates)
      .where(eq(reminderFlowTemplates.id, row.id));
    const d = defaultTemplateValues();
    expect(after.dueDateReminderText).toBe(d.dueDateReminderText);
    expect(after.firstReminderText).toBe(d.firstReminderText);
    expect(after.secondReminderText).toBe(d.secondReminderText);
    expect(after.finalReminderText).toBe(old.finalReminderText);
  });
});
