import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createTestInvoice, createTestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const schedule = (over: Record<string, unknown> = {}) => ({
  frequency: 'weekly',
  intervalDays: 7,
  maxReminders: 3,
  startDate: '2030-01-07',
  ...over,
});

async function setup(timeZone = 'Europe/Berlin') {
  const { agent } = await createTestUser(t.app, { timeZone });
  const invoice = await createTestInvoice(agent, {
    status: 'sent',
    issueDate: '2029-12-01',
    dueDate: '2029-12-31',
  });
  return { agent, invoice, url: `/api/invoices/${invoice.id}/reminder-schedule` };
}

describe('reminder schedules', () => {
  it('answers 404 with a message while there is none, then creates, shows, edits and cancels it', async () => {
    const { agent, url } = await setup();
    const none = await agent.get(url);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This invoice has no reminder schedule yet.');

    const created = await agent.post(url, schedule());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      frequency: 'weekly',
      intervalDays: 7,
      maxReminders: 3,
      isActive: true,
    });

    const got = (await agent.get(url)).json();
    expect(got).toMatchObject({
      frequency: 'weekly',
      intervalDays: 7,
      maxReminders: 3,
      isActive: true,
      startDate: '2030-01-07',
    });
    // Upcoming sends at 09:00 Berlin (UTC+1 in January).
    expect(got.upcoming.map((u: { date: string; scheduledFor: string }) => [u.date, u.scheduledFor])).toEqual(
      [
        ['2030-01-07', '2030-01-07T08:00:00.000Z'],
        ['2030-01-14', '2030-01-14T08:00:00.000Z'],
        ['2030-01-21', '2030-01-21T08:00:00.000Z'],
      ],
    );
    expect(got.nextReminderDate).toBe('2030-01-07T08:00:00.000Z');

    const again = await agent.post(url, schedule());
    expect(again.statusCode).toBe(409);

    const edited = await agent.put(
      url,
      schedule({ frequency: 'daily', intervalDays: 1, maxReminders: 2, isActive: false }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      frequency: 'daily',
      intervalDays: 1,
      maxReminders: 2,
      isActive: false,
      upcoming: [],
    });

    expect((await agent.delete(url)).statusCode).toBe(200);
    expect((await agent.get(url)).statusCode).toBe(404);
    expect((await agent.delete(url)).statusCode).toBe(404);
    expect((await agent.put(url, schedule())).statusCode).toBe(404);
  });

  it('plans sends in the user time zone (New York, across the March clock change)', async () => {
    const { agent, url } = await setup('America/New_York');
    const res = await agent.post(
      url,
      schedule({ frequency: 'daily', intervalDays: 1, maxReminders: 3, startDate: '2030-03-09' }),
    );
    expect(res.json().upcoming.map((u: { scheduledFor: string }) => u.scheduledFor)).toEqual([
      '2030-03-09T14:00:00.000Z',
      '2030-03-10T13:00:00.000Z',
      '2030-03-11T13:00:00.000Z',
    ]);
  });

  it.each([
    ['frequency', { frequency: 'yearly' }, 'Frequency must be daily, weekly or monthly'],
    ['intervalDays', { intervalDays: 0 }, 'Interval must be between 1 and 365'],
    ['intervalDays', { intervalDays: 366 }, 'Interval must be between 1 and 365'],
    ['maxReminders', { maxReminders: 0 }, 'Maximum reminders must be between 1 and 10'],
    ['maxReminders', { maxReminders: 11 }, 'Maximum reminders must be between 1 and 10'],
    ['startDate', { startDate: '2030-02-30' }, 'Start date must be a valid date'],
    ['startDate', { startDate: '' }, 'Start date is required'],
  ])('rejects a bad %s', async (path, change, message) => {
    const { agent, url } = await setup();
    const res = await agent.post(url, schedule(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.find((e: { path: string }) => e.path === path)?.message).toBe(message);
    expect((await agent.get(url)).statusCode).toBe(404);
  });

  it('refuses a schedule for a paid invoice', async () => {
    const { agent, invoice, url } = await setup();
    expect((await agent.patch(`/api/invoices/${invoice.id}`, { status: 'paid' })).statusCode).toBe(200);
    const res = await agent.post(url, schedule());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/already paid/);
  });

  it('a void invoice lists no upcoming reminders, and gets no new schedule (the lifecycle table)', async () => {
    const { agent, invoice, url } = await setup();
    expect((await agent.post(url, schedule())).json().upcoming).toHaveLength(3);
    expect(
      (await agent.post(`/api/invoices/${invoice.id}/void`, { reason: 'Issued twice' })).statusCode,
    ).toBe(200);
    const got = (await agent.get(url)).json();
    expect(got).toMatchObject({ upcoming: [], nextReminderDate: null, isActive: true });
    const edited = await agent.put(url, schedule({ maxReminders: 5 }));
    expect(edited.json()).toMatchObject({ maxReminders: 5, upcoming: [], nextReminderDate: null });

    const other = await setup();
    await other.agent.post(`/api/invoices/${other.invoice.id}/void`, { reason: 'Issued twice' });
    const refused = await other.agent.post(other.url, schedule());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This invoice is void; it needs no reminders.');
    expect((await other.agent.get(other.url)).statusCode).toBe(404);
  });

  it('a draft lists no upcoming reminders until it is sent', async () => {
    const { agent } = await createTestUser(t.app);
    const invoice = await createTestInvoice(agent, {
      status: 'draft',
      issueDate: '2029-12-01',
      dueDate: '2029-12-31',
    });
    const url = `/api/invoices/${invoice.id}/reminder-schedule`;
    expect((await agent.post(url, schedule())).json()).toMatchObject({
      upcoming: [],
      nextReminderDate: null,
    });
    expect((await agent.patch(`/api/invoices/${invoice.id}`, { status: 'sent' })).statusCode).toBe(200);
    expect((await agent.get(url)).json().upcoming).toHaveLength(3);
  });

  it("another user's invoice answers 404 for every schedule call", async () => {
    const owner = await setup();
    const intruder = await createTestUser(t.app);
    await owner.agent.post(owner.url, schedule());
    expect((await intruder.agent.get(owner.url)).statusCode).toBe(404);
    expect((await intruder.agent.post(owner.url, schedule())).statusCode).toBe(404);
    expect((await intruder.agent.put(owner.url, schedule({ maxReminders: 9 }))).statusCode).toBe(404);
    expect((await intruder.agent.delete(owner.url)).statusCode).toBe(404);
    expect((await owner.agent.get(owner.url)).json().maxReminders).toBe(3);
    expect((await intruder.agent.get('/api/invoices/999999999/reminder-schedule')).json().message).toBe(
      'Invoice not found',
    );
  });
});
