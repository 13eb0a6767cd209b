import { describe, expect, it } from 'vitest';
import { decide, type PlannedStep, planSteps, type StepInvoice, templateSteps, upcomingSteps } from './steps';

const template = {
  dueDateReminderEnabled: true,
  firstReminderDaysAfter: 3,
  secondReminderDaysAfter: 7,
  finalReminderDaysAfter: 14,
};
const invoice = (over: Partial<StepInvoice> = {}): StepInvoice => ({
  dueDate: '2026-03-02',
  status: 'sent',
  sendReminders: true,
  ...over,
});

/** Runs the worker's decision every `stepMinutes` from `from` to `to`, recording what it sends. */
function simulate(opts: {
  steps: PlannedStep[];
  from: Date;
  to: Date;
  stepMinutes?: number;
  invoiceAt?: (now: Date) => StepInvoice | null;
}) {
  const recorded = new Set<string>();
  const sent: { key: string; at: Date }[] = [];
  const skipped: string[] = [];
  const stepMs = (opts.stepMinutes ?? 15) * 60_000;
  for (let t = opts.from.getTime(); t <= opts.to.getTime(); t += stepMs) {
    const now = new Date(t);
    const d = decide({
      invoice: opts.invoiceAt ? opts.invoiceAt(now) : invoice(),
      steps: opts.steps,
      recorded,
      now,
    });
    if (!d) continue;
    for (const s of d.skip) {
      recorded.add(s.key);
      skipped.push(s.key);
    }
    recorded.add(d.send.key);
    sent.push({ key: d.send.key, at: now });
  }
  return { sent, skipped };
}

describe('each template step on its day at 09:00 local', () => {
  it.each([
    ['UTC', ['2026-03-02T09:00', '2026-03-05T09:00', '2026-03-09T09:00', '2026-03-16T09:00']],
    // Berlin switches to summer time on 2026-03-29; all of these are still winter time (UTC+1).
    ['Europe/Berlin', ['2026-03-02T08:00', '2026-03-05T08:00', '2026-03-09T08:00', '2026-03-16T08:00']],
    // New York switches on 2026-03-08: due and first are EST (UTC-5), second and final EDT (UTC-4).
    ['America/New_York', ['2026-03-02T14:00', '2026-03-05T14:00', '2026-03-09T13:00', '2026-03-16T13:00']],
    ['Asia/Tokyo', ['2026-03-02T00:00', '2026-03-05T00:00', '2026-03-09T00:00', '2026-03-16T00:00']],
  ])('%s', (tz, expected) => {
    const steps = templateSteps('2026-03-02', template, tz);
    expect(steps.map((s) => s.key)).toEqual(['due', 'first', 'second', 'final']);
    expect(steps.map((s) => s.date)).toEqual(['2026-03-02', '2026-03-05', '2026-03-09', '2026-03-16']);
    expect(steps.map((s) => s.at.toISOString().slice(0, 16))).toEqual(expected);

    // A clock moving every 15 minutes sends each step at the first tick at or after 09:00 local.
    const { sent, skipped } = simulate({
      steps,
      from: new Date('2026-02-28T00:00:00Z'),
      to: new Date('2026-03-20T00:00:00Z'),
    });
    expect(skipped).toEqual([]);
    expect(sent.map((s) => s.key)).toEqual(['due', 'first', 'second', 'final']);
    expect(sent.map((s) => s.at.toISOString().slice(0, 16))).toEqual(expected);
  });

  it('never sends before 09:00 local: 08:45 Tokyo on the due date sends nothing', () => {
    const steps = templateSteps('2026-03-02', template, 'Asia/Tokyo');
    const before = new Date('2026-03-01T23:45:00Z'); // 08:45 in Tokyo
    expect(decide({ invoice: invoice(), steps, recorded: new Set(), now: before })).toBeNull();
    const at = new Date('2026-03-02T00:00:00Z');
    expect(decide({ invoice: invoice(), steps, recorded: new Set(), now: at })?.send.key).toBe('due');
  });

  it('leaves out the due-date note when the template disables it', () => {
    const steps = templateSteps('2026-03-02', { ...template, dueDateReminderEnabled: false }, 'UTC');
    expect(steps.map((s) => s.key)).toEqual(['first', 'second', 'final']);
  });
});

describe('the weeks when clocks change', () => {
  it('Europe/Berlin around 2026-03-29 keeps 09:00 local on both sides', () => {
    // Due 2026-03-26: due (Thu), first 03-29 (the switch day), second 04-02, final 04-09.
    const steps = templateSteps('2026-03-26', template, 'Europe/Berlin');
    expect(steps.map((s) => s.at.toISOString())).toEqual([
      '2026-03-26T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-04-02T07:00:00.000Z',
      '2026-04-09T07:00:00.000Z',
    ]);
    const { sent } = simulate({
      steps,
      from: new Date('2026-03-25T00:00:00Z'),
      to: new Date('2026-04-12T00:00:00Z'),
      stepMinutes: 5,
    });
    expect(sent.map((s) => s.at.toISOString())).toEqual(steps.map((s) => s.at.toISOString()));
  });

  it('America/New_York around 2026-03-08 keeps 09:00 local on both sides', () => {
    const steps = planSteps({
      invoice: invoice({ dueDate: '2026-03-05' }),
      template,
      timeZone: 'America/New_York',
    });
    expect(steps.map((s) => s.at.toISOString())).toEqual([
      '2026-03-05T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-12T13:00:00.000Z',
      '2026-03-19T13:00:00.000Z',
    ]);
  });

  it('Europe/Berlin daily schedule across the autumn change (2026-10-25)', () => {
    const steps = planSteps({
      invoice: invoice(),
      template,
      schedule: { id: 1, intervalDays: 1, maxReminders: 3, startDate: '2026-10-24', isActive: true },
      timeZone: 'Europe/Berlin',
    });
    expect(steps.map((s) => s.at.toISOString())).toEqual([
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
    ]);
  });
});

describe('catch-up after downtime', () => {
  it('after a 30-day outage sends only the most advanced step, once, and records the others as skipped', () => {
    const steps = templateSteps('2026-03-02', template, 'Europe/Berlin');
    // The worker ran until the day before the due date, then was down for 30 days.
    const before = simulate({
      steps,
      from: new Date('2026-02-20T00:00:00Z'),
      to: new Date('2026-03-01T00:00:00Z'),
    });
    expect(before.sent).toEqual([]);
    const back = new Date('2026-03-31T10:00:00Z');
    const d = decide({ invoice: invoice(), steps, recorded: new Set(), now: back });
    expect(d?.send.key).toBe('final');
    expect(d?.skip.map((s) => s.key)).toEqual(['due', 'first', 'second']);

    // Ticking on after coming back sends nothing more.
    const recorded = new Set(['due', 'first', 'second', 'final']);
    for (let h = 0; h < 24 * 10; h++) {
      const now = new Date(back.getTime() + h * 3_600_000);
      expect(decide({ invoice: invoice(), steps, recorded, now })).toBeNull();
    }
  });

  it('an outage between steps sends the latest due step and skips the one missed', () => {
    const steps = templateSteps('2026-03-02', template, 'UTC');
    const recorded = new Set(['due']);
    const d = decide({ invoice: invoice(), steps, recorded, now: new Date('2026-03-10T12:00:00Z') });
    expect(d?.send.key).toBe('second');
    expect(d?.skip.map((s) => s.key)).toEqual(['first']);
  });

  it('an invoice created already late gets one step, not a burst', () => {
    const steps = templateSteps('2026-01-10', template, 'UTC');
    const { sent, skipped } = simulate({
      steps,
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-05T00:00:00Z'),
    });
    expect(sent.map((s) => s.key)).toEqual(['final']);
    expect(skipped).toEqual(['due', 'first', 'second']);
  });
});

describe('schedules', () => {
  const schedule = { id: 42, intervalDays: 7, maxReminders: 3, startDate: '2026-03-02', isActive: true };

  it('replaces the template: startDate + k·interval for k < maxReminders', () => {
    const steps = planSteps({ invoice: invoice(), template, schedule, timeZone: 'UTC' });
    expect(steps.map((s) => [s.key, s.date])).toEqual([
      ['schedule:42:0', '2026-03-02'],
      ['schedule:42:1', '2026-03-09'],
      ['schedule:42:2', '2026-03-16'],
    ]);
  });

  it('respects max reminders however long the clock runs', () => {
    const steps = planSteps({
      invoice: invoice(),
      template,
      schedule: { ...schedule, intervalDays: 1, maxReminders: 4 },
      timeZone: 'Asia/Tokyo',
    });
    const { sent } = simulate({
      steps,
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-06-01T00:00:00Z'),
      stepMinutes: 60,
    });
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((s) => s.key)).size).toBe(4);
  });

  it('an inactive schedule sends nothing (and the template does not take over)', () => {
    const steps = planSteps({
      invoice: invoice(),
      template,
      schedule: { ...schedule, isActive: false },
      timeZone: 'UTC',
    });
    expect(steps).toEqual([]);
  });
});

describe('nothing goes out when it must not', () => {
  const steps = templateSteps('2026-03-02', template, 'UTC');
  const late = new Date('2026-03-06T12:00:00Z');

  it.each([
    ['paid', invoice({ status: 'paid' })],
    ['draft', invoice({ status: 'draft' })],
    ['reminders off', invoice({ sendReminders: false })],
    ['deleted', null],
  ])('%s', (_label, inv) => {
    expect(decide({ invoice: inv, steps, recorded: new Set(), now: late })).toBeNull();
  });

  it('the user turned emailReminders off', () => {
    expect(decide({ invoice: invoice(), steps, recorded: new Set(), now: late, emailReminders: false })).toBe(
      null,
    );
  });

  it('stops the next step once the invoice is paid', () => {
    const paidAt = new Date('2026-03-06T00:00:00Z');
    const { sent } = simulate({
      steps,
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-31T00:00:00Z'),
      invoiceAt: (now) => invoice({ status: now < paidAt ? 'overdue' : 'paid' }),
    });
    expect(sent.map((s) => s.key)).toEqual(['due', 'first']);
  });
});

describe('upcomingSteps', () => {
  it('lists the step due now and the future ones, not the ones already recorded or passed over', () => {
    const steps = templateSteps('2026-03-02', template, 'UTC');
    const now = new Date('2026-03-06T12:00:00Z');
    expect(upcomingSteps(steps, new Set(['due']), now).map((s) => s.key)).toEqual([
      'first',
      'second',
      'final',
    ]);
    expect(upcomingSteps(steps, new Set(['first']), now).map((s) => s.key)).toEqual(['second', 'final']);
  });
});

describe('at most one automatic reminder per invoice per day', () => {
  const steps = templateSteps('2026-03-02', template, 'UTC');
  const now = new Date('2026-03-09T10:00:00Z'); // the second step (7 days) is due since 09:00

  it('a due step on a day a reminder already went out is blocked, with the reason', () => {
    const recorded = new Set(['due', 'first']);
    expect(decide({ invoice: invoice(), steps, recorded, now })).toEqual({
      send: expect.objectContaining({ key: 'second' }),
      skip: [],
    });
    expect(decide({ invoice: invoice(), steps, recorded, now, remindedToday: true })).toEqual({
      send: expect.objectContaining({ key: 'second' }),
      skip: [],
      blocked: 'a reminder went out today',
    });
  });

  it('a new schedule starting on such a day starts with its next interval', () => {
    const schedule = { id: 7, intervalDays: 2, maxReminders: 3, startDate: '2026-03-09', isActive: true };
    const planned = planSteps({ invoice: invoice(), template, schedule, timeZone: 'UTC' });
    expect(upcomingSteps(planned, new Set(), now).map((s) => s.date)).toEqual([
      '2026-03-09',
      '2026-03-11',
      '2026-03-13',
    ]);
    expect(upcomingSteps(planned, new Set(), now, '2026-03-09').map((s) => s.date)).toEqual([
      '2026-03-11',
      '2026-03-13',
    ]);
    // Before 09:00 the day's step is still to come, unless a reminder already went out that day.
    const early = new Date('2026-03-09T07:00:00Z');
    expect(upcomingSteps(planned, new Set(), early, '2026-03-09').map((s) => s.date)).toEqual([
      '2026-03-11',
      '2026-03-13',
    ]);
  });
});

describe('the invoice email comes first (issue #22 item 13)', () => {
  const steps = templateSteps('2026-03-02', template, 'Europe/Berlin');
  const now = new Date('2026-03-08T10:00:00Z'); // 6 days past due: due and first are due, second tomorrow

  it('an invoice that became sent less than 60 seconds ago waits, also when it became sent after `now`', () => {
    const at = (ms: number) => invoice({ sentAt: new Date(now.getTime() + ms) });
    for (const ms of [0, -59_999, 2_000]) {
      expect(decide({ invoice: at(ms), steps, recorded: new Set(), now })).toBeNull();
    }
    expect(decide({ invoice: at(-60_000), steps, recorded: new Set(), now })?.send.key).toBe('first');
  });

  it('the steps of the day Duely emailed the invoice and before are skipped with the reason', () => {
    expect(decide({ invoice: invoice(), steps, recorded: new Set(), now, emailedOn: '2026-03-08' })).toEqual({
      send: expect.objectContaining({ key: 'first' }),
      skip: [expect.objectContaining({ key: 'due' })],
      skipNote: 'the invoice was emailed today',
      blocked: 'the invoice was emailed today',
    });
    // A step later that day (09:00 after an email at 08:00) is covered too.
    const early = decide({
      invoice: invoice(),
      steps,
      recorded: new Set(['due']),
      now: new Date('2026-03-05T08:30:00Z'),
      emailedOn: '2026-03-05',
    });
    expect(early?.blocked).toBe('the invoice was emailed today');
    // The next step after that day goes as planned; without an email, the catch-up rule holds.
    const nextDay = new Date('2026-03-09T09:00:00Z');
    const recorded = new Set(['due', 'first']);
    expect(decide({ invoice: invoice(), steps, recorded, now: nextDay, emailedOn: '2026-03-08' })).toEqual({
      send: expect.objectContaining({ key: 'second' }),
      skip: [],
    });
    expect(decide({ invoice: invoice(), steps, recorded: new Set(), now })).toEqual({
      send: expect.objectContaining({ key: 'first' }),
      skip: [expect.objectContaining({ key: 'due' })],
    });
  });

  it('no step of that day or before is to come', () => {
    expect(upcomingSteps(steps, new Set(), now, '2026-03-08').map((s) => s.key)).toEqual(['second', 'final']);
    expect(upcomingSteps(steps, new Set(), now).map((s) => s.key)).toEqual(['first', 'second', 'final']);
  });
});
