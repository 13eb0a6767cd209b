/**
 * When an invoice's reminders go out: pure functions of the invoice, its flow template or schedule,
 * the owner's time zone and `now` (no database, no clock), shared by the worker and the API.
 */
import { addDays } from '../../../shared/dates';
import { statusAllows } from '../../../shared/invoice-lifecycle';
import { sendMoment } from '../../lib/send-moment';

export interface StepTemplate {
  dueDateReminderEnabled: boolean;
  firstReminderDaysAfter: number;
  secondReminderDaysAfter: number;
  finalReminderDaysAfter: number;
}

export interface StepSchedule {
  id: number;
  intervalDays: number;
  maxReminders: number;
  /** YYYY-MM-DD */
  startDate: string;
  isActive: boolean;
}

export interface StepInvoice {
  /** YYYY-MM-DD */
  dueDate: string;
  status: string;
  sendReminders: boolean;
  /** When it became sent; a moment ago means its invoice email may still be on its way. */
  sentAt?: Date | null;
}

export type StepType = 'due' | 'first' | 'second' | 'final' | 'scheduled';

export interface PlannedStep {
  /** Unique per invoice; the database refuses a second reminder with the same key. */
  key: string;
  type: StepType;
  /** Position in the plan (0-based); for schedules, k in startDate + k·intervalDays. */
  index: number;
  /** Calendar date in the user's time zone (YYYY-MM-DD). */
  date: string;
  /** 09:00 on `date` in the user's time zone. */
  at: Date;
}

/**
 * An invoice that became sent less than this long ago gets no automatic reminder yet: Create & Send
 * is two requests (the invoice, then its email), and a tick between them must not remind first
 * (issue #22 item 13). A `sentAt` after `now` (a tick that started just before) waits too.
 */
export const SETTLING_MS = 60_000;

/**
 * Only invoices whose status allows reminding (the lifecycle table: sent or overdue) with reminders on
 * are reminded about; drafts, paid, void or deleted ones never.
 */
export function remindersApply(invoice: StepInvoice | null | undefined): boolean {
  if (!invoice) return false;
  return statusAllows(invoice.status, 'remind') && invoice.sendReminders;
}

/** The flow template's steps: the due-date note (when enabled), then first, second, final after the due date. */
export function templateSteps(dueDate: string, template: StepTemplate, timeZone: string): PlannedStep[] {
  const defs: [StepType, number][] = [
    ['first', template.firstReminderDaysAfter],
    ['second', template.secondReminderDaysAfter],
    ['final', template.finalReminderDaysAfter],
  ];
  if (template.dueDateReminderEnabled) defs.unshift(['due', 0]);
  return sortByTime(
    defs.map(([type, days], index) => {
      const date = addDays(dueDate, days);
      return { key: type, type, index, date, at: sendMoment(date, timeZone) };
    }),
  );
}

/**
 * A schedule's steps: startDate + k·intervalDays for k < maxReminders. Every frequency counts in
 * days (monthly is the 30-day preset), so the interval the user sees is exactly what happens.
 */
export function scheduleSteps(schedule: StepSchedule, timeZone: string): PlannedStep[] {
  if (!schedule.isActive) return [];
  const steps: PlannedStep[] = [];
  for (let k = 0; k < schedule.maxReminders; k++) {
    const date = addDays(schedule.startDate, k * schedule.intervalDays);
    steps.push({
      key: `schedule:${schedule.id}:${k}`,
      type: 'scheduled',
      index: k,
      date,
      at: sendMoment(date, timeZone),
    });
  }
  return steps;
}

/** A schedule, when the invoice has one, replaces the template (an inactive schedule pauses reminders). */
export function planSteps(input: {
  invoice: StepInvoice;
  template: StepTemplate;
  schedule?: StepSchedule | null;
  timeZone: string;
}): PlannedStep[] {
  if (input.schedule) return scheduleSteps(input.schedule, input.timeZone);
  return templateSteps(input.invoice.dueDate, input.template, input.timeZone);
}

export interface Decision {
  /** The one step due now: the most advanced step that is due. */
  send: PlannedStep;
  /** Earlier due steps never recorded (missed during downtime): recorded as skipped, never sent. */
  skip: PlannedStep[];
  /** Why `skip` were not sent, when it is not simply that a later step was due. */
  skipNote?: string;
  /**
   * Set when `send` must not go out after all, and why: a reminder already went out today (at most
   * one automatic reminder per invoice per calendar day in the owner's time zone), or Duely emailed
   * the invoice on the step's day or later. The step is then recorded as skipped with this reason,
   * and the plan moves on to its next step.
   */
  blocked?: string;
}

const REMINDED_TODAY = 'a reminder went out today';
/** Why a step was not sent: Duely emailed the invoice on its day or later, and that email is the notice. */
export const EMAILED_TODAY = 'the invoice was emailed today';

/**
 * What to do at `now`. Only the most advanced due step may go out, and only if it was never
 * recorded; the earlier due steps that were missed are skipped, so a late start never sends a burst.
 * `remindedToday`: a reminder (automatic or manual, not the invoice email) already went out on the
 * owner's calendar day of `now`. `emailedOn`: the owner's date of the latest invoice email Duely
 * sent; the steps of that day and before are covered by it, so they are all skipped and reminders
 * go on with the first step after that day. An invoice marked sent without an email from Duely has
 * no `emailedOn` and keeps the catch-up rule.
 */
export function decide(input: {
  invoice: StepInvoice | null | undefined;
  steps: PlannedStep[];
  recorded: ReadonlySet<string>;
  now: Date;
  emailReminders?: boolean;
  remindedToday?: boolean;
  emailedOn?: string;
}): Decision | null {
  const { invoice, now } = input;
  if (!remindersApply(invoice) || input.emailReminders === false) return null;
  if (invoice?.sentAt && now.getTime() - invoice.sentAt.getTime() < SETTLING_MS) return null;
  const due = input.steps.filter((s) => s.at.getTime() <= now.getTime());
  const latest = due.at(-1);
  if (!latest || input.recorded.has(latest.key)) return null;
  const skip = due.slice(0, -1).filter((s) => !input.recorded.has(s.key));
  if (input.emailedOn && latest.date <= input.emailedOn) {
    return { send: latest, skip, skipNote: EMAILED_TODAY, blocked: EMAILED_TODAY };
  }
  return input.remindedToday ? { send: latest, skip, blocked: REMINDED_TODAY } : { send: latest, skip };
}

/**
 * The steps still to come (not recorded, and not passed over by a later due step), earliest first.
 * `quietThrough`: no step dated on or before that day is to come — the owner's today when a
 * reminder already went out today, the day Duely emailed the invoice (decide).
 */
export function upcomingSteps(
  steps: PlannedStep[],
  recorded: ReadonlySet<string>,
  now: Date,
  quietThrough?: string,
): PlannedStep[] {
  const quiet = (s: PlannedStep) => quietThrough !== undefined && s.date <= quietThrough;
  const due = steps.filter((s) => s.at.getTime() <= now.getTime());
  const latest = due.at(-1);
  const next = latest && !recorded.has(latest.key) && !quiet(latest) ? [latest] : [];
  return [
    ...next,
    ...steps.filter((s) => s.at.getTime() > now.getTime() && !recorded.has(s.key) && !quiet(s)),
  ];
}

function sortByTime(steps: PlannedStep[]): PlannedStep[] {
  return [...steps].sort((a, b) => a.at.getTime() - b.at.getTime() || a.index - b.index);
}
