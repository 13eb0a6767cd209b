import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestUser } from '../../../test/factories';
import { fieldErrors } from '../../../test/field-errors';
import { defaultTemplateValues } from './default-template';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Gentle',
  description: 'For regular clients',
  isDefault: false,
  dueDateReminderEnabled: false,
  dueDateReminderText: '',
  firstReminderDaysAfter: 5,
  firstReminderText: 'Hi {clientName}, {invoiceNumber} ({amount} {currency}) was due {dueDate}.',
  secondReminderDaysAfter: 10,
  secondReminderText: '{daysOverdue} days late. — {companyName}',
  finalReminderDaysAfter: 20,
  finalReminderText: 'Final: {invoiceNumber}',
  ...over,
});

describe('reminder flow templates', () => {
  it('a new user starts with one default template holding the default texts', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.get('/api/reminder-flow-templates');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    const d = defaultTemplateValues();
    expect(list[0]).toMatchObject({
      name: 'Default Flow',
      isDefault: true,
      dueDateReminderEnabled: true,
      firstReminderDaysAfter: 3,
      secondReminderDaysAfter: 7,
      finalReminderDaysAfter: 14,
      dueDateReminderText: d.dueDateReminderText,
      finalReminderText: d.finalReminderText,
    });
    // Courteous (issue 5/6): no URGENT, no collections; the final notice names a new deadline.
    for (const text of [
      d.dueDateReminderText,
      d.firstReminderText,
      d.secondReminderText,
      d.finalReminderText,
    ]) {
      expect(text).toMatch(/^\{greeting\}/);
      expect(text).not.toMatch(/URGENT|collections/i);
    }
    expect(list[0].finalReminderText).toContain('by {newDeadline} at the latest');
    expect(list[0].translations).toEqual({});
  });

  it('creates, reads and updates a template; empty texts are stored as null', async () => {
    const { agent } = await createTestUser(t.app);
    const created = await agent.post('/api/reminder-flow-templates', valid());
    expect(created.statusCode).toBe(201);
    const tpl = created.json();
    expect(tpl).toMatchObject({ name: 'Gentle', isDefault: false, dueDateReminderText: null });
    expect((await agent.get(`/api/reminder-flow-templates/${tpl.id}`)).json().name).toBe('Gentle');

    const updated = await agent.put(
      `/api/reminder-flow-templates/${tpl.id}`,
      valid({ name: 'Firm', firstReminderDaysAfter: 2 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Firm', firstReminderDaysAfter: 2 });
  });

  it('making a template default clears the flag on the others', async () => {
    const { agent } = await createTestUser(t.app);
    const a = (
      await agent.post('/api/reminder-flow-templates', valid({ name: 'A', isDefault: true }))
    ).json();
    let list = (await agent.get('/api/reminder-flow-templates')).json();
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: number }) => x.id)).toEqual([
      a.id,
    ]);

    const b = (await agent.post('/api/reminder-flow-templates', valid({ name: 'B' }))).json();
    await agent.put(`/api/reminder-flow-templates/${b.id}`, valid({ name: 'B', isDefault: true }));
    list = (await agent.get('/api/reminder-flow-templates')).json();
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: number }) => x.id)).toEqual([
      b.id,
    ]);
    // The default is listed first.
    expect(list[0].id).toBe(b.id);
  });

  it('many concurrent "make default" calls still leave exactly one default', async () => {
    const { agent } = await createTestUser(t.app);
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        agent.post('/api/reminder-flow-templates', valid({ name: `T${i}`, isDefault: true })),
      ),
    );
    expect(made.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const list = (await agent.get('/api/reminder-flow-templates')).json();
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault)).toHaveLength(1);
  });

  it('deleting the default promotes the oldest remaining template; the last one can go too', async () => {
    const { agent } = await createTestUser(t.app);
    const [original] = (await agent.get('/api/reminder-flow-templates')).json();
    const other = (await agent.post('/api/reminder-flow-templates', valid({ name: 'Other' }))).json();
    const del = await agent.delete(`/api/reminder-flow-templates/${original.id}`);
    expect(del.statusCode).toBe(200);
    let list = (await agent.get('/api/reminder-flow-templates')).json();
    expect(list).toEqual([expect.objectContaining({ id: other.id, isDefault: true })]);
    expect((await agent.delete(`/api/reminder-flow-templates/${other.id}`)).statusCode).toBe(200);
    list = (await agent.get('/api/reminder-flow-templates')).json();
    expect(list).toEqual([]);
    // The next template created becomes the default even when not asked.
    const next = (await agent.post('/api/reminder-flow-templates', valid({ name: 'Fresh' }))).json();
    expect(next.isDefault).toBe(true);
  });

  it.each([
    ['name', { name: '   ' }, 'Name is required'],
    ['firstReminderDaysAfter', { firstReminderDaysAfter: 0 }, 'First reminder must be at least 1 day'],
    [
      'firstReminderDaysAfter',
      { firstReminderDaysAfter: 1.5 },
      'First reminder must be a whole number of days',
    ],
    [
      'secondReminderDaysAfter',
      { secondReminderDaysAfter: 5 },
      'The second reminder must come later than the first reminder',
    ],
    [
      'finalReminderDaysAfter',
      { finalReminderDaysAfter: 9 },
      'The final notice must come later than the second reminder',
    ],
  ])('rejects a bad %s with a clear message', async (path, change, message) => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.post('/api/reminder-flow-templates', valid(change));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.body)[path]).toBe(message);
  });

  it('rejects an unknown variable, naming it', async () => {
    const { agent } = await createTestUser(t.app);
    const res = await agent.post(
      '/api/reminder-flow-templates',
      valid({ firstReminderText: 'Dear {client_name}, pay {amount}' }),
    );
    expect(res.statusCode).toBe(400);
    const msg = fieldErrors(res.body).firstReminderText;
    expect(msg).toContain('{client_name}');
    expect(msg).toContain('{clientName}');
    const [tpl] = (await agent.get('/api/reminder-flow-templates')).json();
    const put = await agent.put(
      `/api/reminder-flow-templates/${tpl.id}`,
      valid({ finalReminderText: '{Amount}' }),
    );
    expect(put.statusCode).toBe(400);
    expect(fieldErrors(put.body).finalReminderText).toContain('{Amount}');
  });

  it("another user's template answers 404 and is never changed", async () => {
    const owner = await createTestUser(t.app);
    const intruder = await createTestUser(t.app);
    const [tpl] = (await owner.agent.get('/api/reminder-flow-templates')).json();
    const url = `/api/reminder-flow-templates/${tpl.id}`;
    expect((await intruder.agent.get(url)).statusCode).toBe(404);
    expect((await intruder.agent.put(url, valid({ name: 'Hijacked' }))).statusCode).toBe(404);
    expect((await intruder.agent.delete(url)).statusCode).toBe(404);
    expect((await owner.agent.get(url)).json().name).toBe('Default Flow');
    expect(
      (await intruder.agent.get('/api/reminder-flow-templates')).json().map((x: { id: number }) => x.id),
    ).not.toContain(tpl.id);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reminder-flow-templates' });
    expect(res.statusCode).toBe(401);
  });
});
