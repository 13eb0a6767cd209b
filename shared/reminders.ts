import { z } from 'zod';
import { dateInputSchema } from './date-input';
import { attachEInvoiceSchema, E_INVOICE_FORMATS, eInvoiceProblemSchema } from './e-invoice';
import { en } from './i18n/errors/en';
import { englishMessage } from './i18n/errors/english';
import { fill } from './i18n/errors/values';
import { DOCUMENT_LANGUAGES, type DocumentLanguage, LANGUAGE_NAMES } from './i18n/languages';

/**
 * The variables a reminder text may use; each is filled from the invoice being reminded about.
 * {greeting} is the opening in the invoice's language ("Dear Anna Weber," or, without a contact name,
 * "Hello,"); {newDeadline} the date a final notice asks payment by (NEW_DEADLINE_DAYS from today).
 */
export const REMINDER_VARIABLES = [
  'greeting',
  'clientName',
  'invoiceNumber',
  'amount',
  'balanceDue',
  'amountPaid',
  'creditedAmount',
  'currency',
  'dueDate',
  'daysOverdue',
  'newDeadline',
  'companyName',
] as const;
export type ReminderVariable = (typeof REMINDER_VARIABLES)[number];
export type ReminderVariables = Record<ReminderVariable, string>;

/** The final notice's new deadline ({newDeadline}): this many days from the day it is written. */
export const NEW_DEADLINE_DAYS = 7;

const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Names written in braces that are not reminder variables, e.g. ["clientname"] for "{clientname}". */
export function unknownVariables(text: string): string[] {
  const known = new Set<string>(REMINDER_VARIABLES);
  const unknown = new Set<string>();
  for (const [, name] of text.matchAll(VARIABLE)) if (!known.has(name)) unknown.add(name);
  return [...unknown];
}

/** Fills every known {variable}; anything else in braces is left as written. */
export function renderReminderText(text: string, values: ReminderVariables): string {
  return text.replace(VARIABLE, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name as ReminderVariable] : match,
  );
}

// ── Reminder history ────────────────────────────────────────────────────────────────────────

export const REMINDER_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/**
 * first/second/final: the flow template's steps; due: the due-date note; scheduled: a step of a
 * per-invoice schedule; manual: "Send Reminder". The invoice email itself is stored as first (SPEC §4).
 */
export const REMINDER_TYPES = ['first', 'second', 'final', 'manual', 'due', 'scheduled'] as const;

/** SPEC §2 history labels: 1st Reminder, 2nd Reminder, Final Notice, otherwise Reminder. */
export function reminderTypeLabel(type: string): string {
  if (type === 'first') return '1st Reminder';
  if (type === 'second') return '2nd Reminder';
  if (type === 'final') return 'Final Notice';
  return 'Reminder';
}

/** The invoice email itself, stored in the history beside the reminders (as type first, SPEC §4). */
export const isInvoiceEmail = (stepKey: string) => stepKey.startsWith('invoice:');

/**
 * A history entry's title: the invoice email reads "Invoice sent" once delivered ("Invoice email"
 * while queued or failed), never as a reminder; reminders keep SPEC §2's labels.
 */
export function reminderHistoryTitle(entry: {
  stepKey: string;
  reminderType: string;
  status: string;
}): string {
  if (isInvoiceEmail(entry.stepKey)) return entry.status === 'sent' ? 'Invoice sent' : 'Invoice email';
  return reminderTypeLabel(entry.reminderType);
}

/** What a reminder was, in a few words ("Due-date note", "Sent by you", …); null for the invoice email. */
export function reminderKindLabel(stepKey: string, type: string): string | null {
  if (isInvoiceEmail(stepKey)) return null;
  if (stepKey.startsWith('manual:')) return 'Sent by you';
  if (stepKey.startsWith('schedule:')) return 'Scheduled reminder';
  if (type === 'due') return 'Due-date note';
  return 'Automatic reminder';
}

export const reminderSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  reminderType: z.string(),
  stepKey: z.string(),
  status: z.enum(REMINDER_STATUSES),
  scheduledFor: z.string().nullable(),
  sentDate: z.string().nullable(),
  /** Why a step was skipped or is deferred, in words ("a reminder went out today"); null otherwise. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;

/**
 * What the sender may change for one email before it goes (issue #22 item 16): the subject (one
 * line), the message (the template's text, filled in) and one address copied on it. Left out, the
 * template's wording is used and nobody is copied.
 */
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 5000;
export const emailEditsSchema = z.object({
  subject: z
    .string({ error: en.subject_must_be_text })
    .trim()
    .min(1, en.subject_required)
    .max(EMAIL_SUBJECT_MAX, fill(en.subject_too_long, { maximum: EMAIL_SUBJECT_MAX }))
    .refine((s) => !/[\r\n]/.test(s), en.subject_multiline)
    .optional(),
  message: z
    .string({ error: en.message_must_be_text })
    .trim()
    .min(1, en.message_required)
    .max(EMAIL_MESSAGE_MAX, fill(en.message_too_long, { maximum: EMAIL_MESSAGE_MAX }))
    .optional(),
  cc: z
    .string({ error: en.cc_must_be_text })
    .trim()
    .max(254, en.cc_too_long)
    .pipe(z.email(en.cc_invalid))
    .optional(),
});
export type EmailEdits = z.infer<typeof emailEditsSchema>;

/**
 * POST /api/invoices/{id}/send: the email as reviewed, and whether the client's XML e-invoice goes
 * beside the PDF (issue 2/7 item 12; shared/e-invoice.ts `attachEInvoiceSchema`).
 */
export const sendInvoiceInputSchema = emailEditsSchema.extend({
  attachEInvoice: attachEInvoiceSchema.optional(),
});
export type SendInvoiceInput = z.infer<typeof sendInvoiceInputSchema>;

/** `attachEInvoice` applies to the invoice email (`first`); a reminder carries the PDF alone. */
export const sendReminderInputSchema = sendInvoiceInputSchema.extend({
  reminderType: z.enum(['first', 'manual'], { error: en.reminder_type_invalid }),
});

/** GET /api/invoices/{id}/email-draft?kind=…: the email Send (invoice) or Send Reminder (reminder) would write. */
export const emailDraftQuerySchema = z.object({
  kind: z.enum(['invoice', 'reminder'], { error: en.email_draft_kind_invalid }).default('invoice'),
});
export const emailDraftSchema = z.object({
  to: z.string(),
  subject: z.string(),
  message: z.string(),
  /**
   * The invoice email's XML e-invoice, for a client who receives one (XRechnung, Peppol), and what
   * the invoice lacks for it (empty: it goes beside the PDF); `issued`: the invoice keeps the details
   * it was issued with, so what is missing no longer reaches it. Null for a `pdf` client and reminders.
   */
  eInvoice: z
    .object({
      format: z.enum(E_INVOICE_FORMATS),
      problems: z.array(eInvoiceProblemSchema),
      issued: z.boolean(),
    })
    .nullable(),
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;
export type SendReminderInput = z.infer<typeof sendReminderInputSchema>;

export const sendReminderResponseSchema = z.object({
  message: z.string(),
  reminder: reminderSchema,
});

// ── Reminder flow templates ─────────────────────────────────────────────────────────────────

const reminderText = (label: string) =>
  z
    .string()
    .max(2000, fill(en.field_at_most_characters, { field: label, limit: 2000 }))
    .superRefine((text, ctx) => {
      const unknown = unknownVariables(text);
      if (unknown.length === 0) return;
      const values = {
        count: unknown.length,
        unknown: unknown.map((v) => `{${v}}`).join(', '),
        available: REMINDER_VARIABLES.map((v) => `{${v}}`).join(', '),
      };
      ctx.addIssue({
        code: 'custom',
        message: englishMessage('field_unknown_variables', { field: label, ...values }),
        params: { code: 'field_unknown_variables', values },
      });
    })
    .nullable()
    .optional();

/** The texts of a template that speak to the client, the ones a template may give per language. */
export const FLOW_TEXT_KEYS = [
  'dueDateReminderText',
  'firstReminderText',
  'secondReminderText',
  'finalReminderText',
] as const;
export type FlowTextKey = (typeof FLOW_TEXT_KEYS)[number];

/** The languages a template's texts may be translated into: its top-level texts are its English ones. */
export const TRANSLATED_LANGUAGES = DOCUMENT_LANGUAGES.filter(
  (l): l is Exclude<DocumentLanguage, 'en'> => l !== 'en',
);
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * A template's own texts in other languages (issue 5/6). A language or text it does not give (or
 * gives blank) uses the built-in text of that language, never the English one.
 */
export type FlowTranslations = Partial<
  Record<TranslatedLanguage, Partial<Record<FlowTextKey, string | null>>>
>;

const FLOW_TEXT_LABELS: Record<FlowTextKey, string> = {
  dueDateReminderText: 'Due-date reminder text',
  firstReminderText: 'First reminder text',
  secondReminderText: 'Second reminder text',
  finalReminderText: 'Final notice text',
};

/** "German", "French": the language as a validation message names it. */
const languageWord = (language: DocumentLanguage) => LANGUAGE_NAMES[language].split(' ')[0];

function translationTextsSchema(language: TranslatedLanguage) {
  const label = (key: FlowTextKey) => `${languageWord(language)} ${FLOW_TEXT_LABELS[key].toLowerCase()}`;
  return z.strictObject(
    {
      dueDateReminderText: reminderText(label('dueDateReminderText')),
      firstReminderText: reminderText(label('firstReminderText')),
      secondReminderText: reminderText(label('secondReminderText')),
      finalReminderText: reminderText(label('finalReminderText')),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? fill(en.translation_texts_keys_only, {
              field: languageWord(language),
              keys: FLOW_TEXT_KEYS.join(', '),
            })
          : fill(en.translation_texts_must_be_object, { field: languageWord(language) }),
    },
  );
}

/** `translations`: { de: { firstReminderText, … }, fr: {…} } — only the five other languages, only the four texts. */
export const flowTranslationsSchema = z.strictObject(
  {
    de: translationTextsSchema('de').optional(),
    fr: translationTextsSchema('fr').optional(),
    es: translationTextsSchema('es').optional(),
    it: translationTextsSchema('it').optional(),
    nl: translationTextsSchema('nl').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? fill(en.translations_languages_only, { languages: TRANSLATED_LANGUAGES.join(', ') })
        : en.translations_must_be_object,
  },
);

const translatedTextsAnswer = z.object({
  dueDateReminderText: z.string().optional(),
  firstReminderText: z.string().optional(),
  secondReminderText: z.string().optional(),
  finalReminderText: z.string().optional(),
});

const dayOffset = (label: string) =>
  z
    .number({ error: fill(en.field_must_be_days, { field: label }) })
    .int(fill(en.field_must_be_whole_days, { field: label }))
    .min(1, fill(en.field_at_least_one_day, { field: label }))
    .max(365, fill(en.field_at_most_days, { field: label, limit: 365 }));

/** SPEC §3 template fields; PRODUCT §1: "Name is required". Offsets must rise: first < second < final. */
export const templateInputSchema = z
  .object({
    name: z.string().trim().min(1, en.name_required).max(100, en.name_too_long),
    description: z.string().trim().max(500, en.template_description_too_long).nullable().optional(),
    isDefault: z.boolean().optional().default(false),
    dueDateReminderEnabled: z.boolean().optional().default(true),
    dueDateReminderText: reminderText('Due-date reminder text'),
    firstReminderDaysAfter: dayOffset('First reminder'),
    firstReminderText: reminderText('First reminder text'),
    secondReminderDaysAfter: dayOffset('Second reminder'),
    secondReminderText: reminderText('Second reminder text'),
    finalReminderDaysAfter: dayOffset('Final notice'),
    finalReminderText: reminderText('Final notice text'),
    /** Left out on an update, the template keeps the translations it has. */
    translations: flowTranslationsSchema.optional(),
  })
  .superRefine((t, ctx) => {
    if (t.secondReminderDaysAfter <= t.firstReminderDaysAfter) {
      ctx.addIssue({
        code: 'custom',
        path: ['secondReminderDaysAfter'],
        message: en.second_reminder_not_later,
      });
    }
    if (t.finalReminderDaysAfter <= t.secondReminderDaysAfter) {
      ctx.addIssue({
        code: 'custom',
        path: ['finalReminderDaysAfter'],
        message: en.final_notice_not_later,
      });
    }
  });
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateValues = z.output<typeof templateInputSchema>;

export const templateSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  dueDateReminderEnabled: z.boolean(),
  dueDateReminderText: z.string().nullable(),
  firstReminderDaysAfter: z.number(),
  firstReminderText: z.string().nullable(),
  secondReminderDaysAfter: z.number(),
  secondReminderText: z.string().nullable(),
  finalReminderDaysAfter: z.number(),
  finalReminderText: z.string().nullable(),
  /** The template's own texts per language; a language or text not here uses the built-in one. */
  translations: z.object({
    de: translatedTextsAnswer.optional(),
    fr: translatedTextsAnswer.optional(),
    es: translatedTextsAnswer.optional(),
    it: translatedTextsAnswer.optional(),
    nl: translatedTextsAnswer.optional(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReminderFlowTemplate = z.infer<typeof templateSchema>;

/**
 * SPEC §2: preview text on a template card is cut to 60 characters. The opening {greeting} says
 * nothing about the step, so the preview starts after it, on one line.
 */
export function previewText(text: string | null | undefined, max = 60): string {
  if (!text) return '';
  const shown = text.replace(/^\s*\{greeting\}\s*/, '').replace(/\s+/g, ' ');
  return shown.length > max ? `${shown.slice(0, max)}...` : shown;
}

// ── Per-invoice schedules ───────────────────────────────────────────────────────────────────

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
/** SPEC §5: choosing a frequency sets the interval to 1, 7 or 30 days. */
export const FREQUENCY_INTERVAL_DAYS: Record<ScheduleFrequency, number> = {
  daily: 1,
  weekly: 7,
  monthly: 30,
};
/** SPEC §9: weekly, every 7 days, up to 3 reminders. */
export const DEFAULT_SCHEDULE = { frequency: 'weekly', intervalDays: 7, maxReminders: 3 } as const;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: fill(en.field_must_be_number, { field: label }) })
    .int(fill(en.field_must_be_whole_number, { field: label }))
    .min(min, fill(en.field_between, { field: label, min, max }))
    .max(max, fill(en.field_between, { field: label, min, max }));

/** SPEC §5: frequency daily/weekly/monthly, interval 1–365 days, 1–10 reminders, a start date. */
export const scheduleInputSchema = z.object({
  frequency: z.enum(SCHEDULE_FREQUENCIES, { error: en.schedule_frequency_invalid }),
  intervalDays: wholeNumber('Interval', 1, 365),
  maxReminders: wholeNumber('Maximum reminders', 1, 10),
  startDate: dateInputSchema('Start date'),
  isActive: z.boolean().optional(),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

/** GET …/reminder-schedule answers 404 with this message when the invoice has no schedule (the form shows). */
export const NO_SCHEDULE_MESSAGE = en.reminder_schedule_not_found;

export const plannedSendSchema = z.object({
  stepKey: z.string(),
  reminderType: z.string(),
  /** The calendar date in the user's time zone (YYYY-MM-DD). */
  date: z.string(),
  /** The exact moment: 09:00 on that date in the user's time zone. */
  scheduledFor: z.string(),
});
export type PlannedSend = z.infer<typeof plannedSendSchema>;

export const scheduleSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  intervalDays: z.number(),
  maxReminders: z.number(),
  startDate: z.string(),
  nextReminderDate: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The sends still to come for this invoice, earliest first. */
  upcoming: z.array(plannedSendSchema),
});
export type ReminderSchedule = z.infer<typeof scheduleSchema>;
