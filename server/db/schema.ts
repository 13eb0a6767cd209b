import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Registration } from '../../shared/registrations';

/**
 * A moment the row was written: the database's now() for rows written in SQL, and the app's clock for
 * rows the app inserts, so that every time the app compares with (an outbox row's next attempt, an
 * audit entry's order) comes from the one clock that also decides "now" in every query (decision 038).
 */
const writtenAt = (name: string) =>
  timestamp(name, { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());

const timestamps = {
  createdAt: writtenAt('created_at'),
  updatedAt: writtenAt('updated_at'),
};

/** Every tenant row points at its owner; deleting the user deletes the row. */
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('users_email_unique'),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The language the app speaks to this user, and its API's messages (issue 3/7): en, de, fr, es, it, nl. */
  language: text('language').notNull().default('en'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  failedLoginAttempts: integer('failed_login_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /**
   * Set by the sign-in attempt that takes the last slot: no further password is checked until the
   * ones in flight are (server/features/auth/operations.ts, docs/decisions/039).
   */
  loginHoldUntil: timestamp('login_hold_until', { withTimezone: true }),
  /** sha256 of the emailed token; the token itself is never stored. */
  passwordResetToken: text('password_reset_token'),
  passwordResetExpires: timestamp('password_reset_expires', { withTimezone: true }),
  /**
   * Moves with every new password: a session keeps the version its password was checked at, and one
   * whose version is behind is signed out (server/plugins/session.ts).
   */
  credentialVersion: integer('credential_version').notNull().default(1),
  /** Moved by a trigger when the name changes: it is printed in every hybrid PDF (documentPdfs). */
  documentsVersion: integer('documents_version').notNull().default(1),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { precision: 6, withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

/** Per-user sequences (client codes, invoice numbers): one row per (user, kind), bumped atomically. */
export const counters = pgTable(
  'counters',
  {
    userId: owner(),
    kind: text('kind').notNull(),
    nextValue: integer('next_value').notNull(),
  },
  (t) => [primaryKey({ name: 'counters_pk', columns: [t.userId, t.kind] })],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Street lines; postal code, city and country apart (PRODUCT.md §5: structured addresses). */
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    /** State, province or county where the country's addresses carry one (shared/address-format.ts). */
    region: text('region'),
    /** ISO 3166-1 alpha-2; the company's country when the client was saved without one. */
    country: text('country').notNull(),
    phone: text('phone'),
    /** The VAT identification number with its country prefix (DE123456789), checked when saved. */
    vatId: text('vat_id'),
    /** shared/tax.ts TAX_TREATMENTS: how the client's invoices are taxed by default. */
    taxTreatment: text('tax_treatment').notNull().default('domestic'),
    /** Days from issue to due date; null: the company's. */
    paymentTermsDays: integer('payment_terms_days'),
    /** BT-10: the buyer's reference (a German public buyer's Leitweg-ID); its invoices take it unless they name their own. */
    buyerReference: text('buyer_reference'),
    /** shared/e-invoice.ts CLIENT_E_INVOICE_FORMATS: `pdf` (the Factur-X hybrid) or the XML its invoice emails attach. */
    eInvoiceFormat: text('e_invoice_format').notNull().default('pdf'),
    /**
     * The Peppol participant id its Peppol invoices go to (`0204:…`, shared/peppol-id.ts), checked when
     * saved; null: the one its Leitweg-ID or VAT ID gives (shared/peppol-endpoint.ts).
     */
    peppolId: text('peppol_id'),
    /** shared/i18n/languages.ts: the language its documents, emails and page speak (issue 5/6). */
    language: text('language').notNull().default('en'),
    /** The person the emails greet ("Dear Ms Weber"); without one they open neutrally. */
    contactName: text('contact_name'),
    /** shared/salutation.ts SALUTATIONS: `ms`, `mr` or `none` — how the emails address the contact. */
    salutation: text('salutation').notNull().default('none'),
    userId: owner(),
    ...timestamps,
  },
  (t) => [uniqueIndex('clients_user_code_unique').on(t.userId, t.clientId)],
);

export const reminderFlowTemplates = pgTable(
  'reminder_flow_templates',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    name: text('name').notNull().default('Default Flow'),
    description: text('description'),
    isDefault: boolean('is_default').notNull().default(true),
    dueDateReminderEnabled: boolean('due_date_reminder_enabled').notNull().default(true),
    dueDateReminderText: text('due_date_reminder_text'),
    firstReminderDaysAfter: integer('first_reminder_days_after').notNull().default(3),
    firstReminderText: text('first_reminder_text'),
    secondReminderDaysAfter: integer('second_reminder_days_after').notNull().default(7),
    secondReminderText: text('second_reminder_text'),
    finalReminderDaysAfter: integer('final_reminder_days_after').notNull().default(14),
    finalReminderText: text('final_reminder_text'),
    /** The texts per language (shared/reminders.ts FlowTranslations); a language without its own uses the built-in. */
    translations: jsonb('translations').notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('templates_user_idx').on(t.userId),
    uniqueIndex('templates_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull(),
    /**
     * The invoice number's sort key, kept by the database: the text before the trailing digits, then
     * those digits as a number (INV-9 before INV-10). The paged list sorts and pages on these, in SQL
     * only: read into JavaScript, a number above 2^53 would lose digits.
     */
    invoiceNumberPrefix: text('invoice_number_prefix')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(invoice_number, '[0-9]+$', '')`),
    invoiceNumberSeq: bigint('invoice_number_seq', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(nullif(substring(invoice_number from '([0-9]{1,18})$'), '')::bigint, 0)`,
      ),
    /**
     * What the paged list's search reads (migration 0014): number, client name and client email,
     * lowercased and without accents (`duely_fold`), one per line, kept by the database; indexed with
     * trigrams.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`duely_fold(invoice_number || E'\n' || client_name || E'\n' || client_email)`),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    currency: text('currency').notNull().default('USD'),
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 10, scale: 2 }).notNull().default('0'),
    /** The one VAT rate all lines share, or null when they carry different ones (the lines hold theirs). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    /**
     * The VAT breakdown (EN 16931 BG-23) computed with the figures when the invoice was saved: shared/tax.ts
     * `TaxBreakdownRow[]`, one row per (category, rate), amounts as decimal strings, the exemption note.
     */
    taxBreakdown: jsonb('tax_breakdown').notNull().default([]),
    /** Why an invoice with exempt (E) lines is exempt; required then, printed as the exemption note. */
    taxExemptionReason: text('tax_exemption_reason'),
    /** BT-10: an order number or Leitweg-ID; the client's buyer reference when the invoice was saved without one. */
    buyerReference: text('buyer_reference'),
    /**
     * The language it is written in (shared/i18n/languages.ts): a draft follows its client's; issuing
     * freezes it with the snapshot, and its credit notes, reminders and receipts speak it (issue 5/6).
     */
    language: text('language').notNull().default('en'),
    /** The date of supply (§14(4) No. 6 UStG, BT-72), or the period (BG-14) — never both. */
    serviceDate: date('service_date', { mode: 'string' }),
    servicePeriodStart: date('service_period_start', { mode: 'string' }),
    servicePeriodEnd: date('service_period_end', { mode: 'string' }),
    notes: text('notes'),
    projectDescription: text('project_description'),
    sendReminders: boolean('send_reminders').notNull().default(true),
    reminderFlowTemplateId: integer('reminder_flow_template_id').references(() => reminderFlowTemplates.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The sum of the invoice's payments, kept in the transaction that records or deletes one. */
    amountPaid: numeric('amount_paid', { precision: 10, scale: 2 }).notNull().default('0'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    /** The private link's token (`/i/{token}`): random, 128+ bits, replaced when revoked (decision 014). */
    shareToken: text('share_token'),
    /** The first time someone other than the owner opened the private link. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /**
     * What credit notes have taken off the invoice (decision 024), kept in the transaction that
     * issues one under the invoice's row lock: balance due = total − amountPaid − creditedAmount.
     */
    creditedAmount: numeric('credited_amount', { precision: 10, scale: 2 }).notNull().default('0'),
    /**
     * The seller and buyer as they were when the invoice was issued (shared/document.ts
     * `DocumentSeller`, `DocumentBuyer`); null while it is a draft, which follows the current
     * settings and client. An issued invoice prints these, never the live rows (decision 024).
     */
    sellerSnapshot: jsonb('seller_snapshot'),
    buyerSnapshot: jsonb('buyer_snapshot'),
    /** The company logo as it was at issue (null: none then, or still a draft). */
    logoSnapshotId: integer('logo_snapshot_id').references((): AnyPgColumn => documentLogos.id),
    /** The recurring profile that made the invoice; deleting the profile keeps the invoice. */
    recurringInvoiceId: integer('recurring_invoice_id').references((): AnyPgColumn => recurringInvoices.id, {
      onDelete: 'set null',
    }),
    /**
     * What it prints, as a number: a trigger (drizzle/0013) moves it, in the changing transaction,
     * whenever a column that prints changes, and drops its kept PDF (documentPdfs).
     */
    documentVersion: integer('document_version').notNull().default(1),
    userId: owner(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invoices_user_number_unique').on(t.userId, t.invoiceNumber),
    // The paged list's sorts, each in its order with the ties (created_at, id) after it (migration 0014).
    index('invoices_user_status_created_idx').on(t.userId, t.status, t.createdAt, t.id),
    index('invoices_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('invoices_user_number_sort_idx').on(t.userId, t.invoiceNumberPrefix, t.invoiceNumberSeq),
    index('invoices_user_client_name_idx').on(t.userId, sql`lower(${t.clientName})`, t.createdAt, t.id),
    index('invoices_user_total_idx').on(t.userId, t.total, t.createdAt, t.id),
    index('invoices_user_balance_due_idx').on(
      t.userId,
      sql`(CASE WHEN ${t.status} = 'void' THEN 0::numeric(10,2) ELSE ${t.total} - ${t.amountPaid} - ${t.creditedAmount} END)`,
      t.createdAt,
      t.id,
    ),
    index('invoices_user_issue_date_idx').on(t.userId, t.issueDate, t.createdAt, t.id),
    index('invoices_user_due_date_idx').on(t.userId, t.dueDate, t.createdAt, t.id),
    index('invoices_user_search_idx')
      .using('gin', t.userId, t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    uniqueIndex('invoices_share_token_unique').on(t.shareToken),
    index('invoices_recurring_idx').on(t.recurringInvoiceId),
  ],
);

/**
 * The columns of a document's line, alike on invoices (`line_items`) and credit notes
 * (`credit_note_lines`): what the one Document prints for either (shared/document.ts).
 */
function documentLineColumns() {
  return {
    position: integer('position').notNull().default(0),
    description: text('description').notNull(),
    /** Up to 2 decimals (1.5 hours). */
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    /** "hours", "days", "pieces" or free text up to 20 characters. */
    unit: text('unit'),
    rate: numeric('rate', { precision: 10, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** VAT rate in percent and EN 16931 category (shared/money.ts TAX_CATEGORIES) of this line. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    taxCategory: text('tax_category').notNull(),
  };
}

export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: owner(),
    ...documentLineColumns(),
  },
  (t) => [index('line_items_invoice_idx').on(t.invoiceId)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /**
     * The complete RFC 5322 message. Built when queued (what is delivered is what was queued), or —
     * for messages whose content is expensive (a receipt with its PDF) — composed by the worker from
     * `payload` right before the first attempt and stored here.
     */
    raw: text('raw'),
    /** What a composer registered for `kind` needs to build `raw` later; null when `raw` was built at once. */
    payload: json('payload'),
    /**
     * The invoice the message belongs to (invoice email, reminder, receipt); null for account emails.
     * Deleting the invoice deletes its messages, queued or sent, as it deletes its reminder history.
     */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: writtenAt('next_attempt_at'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_user_created_idx').on(t.userId, t.createdAt),
    index('outbox_invoice_idx').on(t.invoiceId),
  ],
);

export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: owner(),
    /** Unique per invoice: the database refuses a second send of the same planned step. */
    stepKey: text('step_key').notNull(),
    reminderType: text('reminder_type').notNull(),
    status: text('status').notNull().default('pending'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    sentDate: timestamp('sent_date', { withTimezone: true }),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    /** Why a step was skipped or deferred, in words the history shows ("a reminder went out today"). */
    note: text('note'),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    uniqueIndex('reminders_invoice_step_unique').on(t.invoiceId, t.stepKey),
    index('reminders_user_idx').on(t.userId),
    index('reminders_outbox_idx').on(t.outboxId),
  ],
);

export const reminderSchedules = pgTable(
  'reminder_schedules',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    userId: owner(),
    frequency: text('frequency').notNull(),
    intervalDays: integer('interval_days').notNull().default(7),
    maxReminders: integer('max_reminders').notNull().default(3),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    nextReminderDate: timestamp('next_reminder_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('schedules_invoice_unique').on(t.invoiceId)],
);

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  userId: owner().unique('settings_user_unique'),
  companyName: text('company_name'),
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  /** Street lines; postal code and city apart. */
  address: text('address'),
  postalCode: text('postal_code'),
  city: text('city'),
  /** State, province or county where the country's addresses carry one (shared/address-format.ts). */
  region: text('region'),

  /** The registered name: a company's, or a sole trader's full name (§ 14 (4) No. 1 UStG). */
  legalName: text('legal_name'),
  /** EI, SARL, SAS, GmbH, UG … */
  legalForm: text('legal_form'),
  /** In the company currency; only where the country's companies print it (shared/registrations.ts). */
  shareCapital: numeric('share_capital', { precision: 14, scale: 2 }),
  /**
   * The company's identifiers, `{ scheme, value }` (shared/registrations.ts): one list read and written
   * with the row, so a country's register is a scheme, not a column (docs/decisions/045).
   */
  registrations: jsonb('registrations').$type<Registration[]>().notNull().default([]),
  /** The tax number (Steuernummer, EIN). */
  taxId: text('tax_id'),
  /** The VAT identification number (DE123456789). */
  vatId: text('vat_id'),
  /** `standard` or `small_business` (§19 UStG: no VAT charged, the note printed). */
  vatScheme: text('vat_scheme').notNull().default('standard'),
  /** A new client's language when its country names none of ours (shared/i18n/languages.ts). */
  documentLanguage: text('document_language').notNull().default('en'),
  /** Days from issue to due date for a new invoice, unless the client has its own. */
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  currency: text('currency').notNull().default('EUR'),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('19'),
  invoicePrefix: text('invoice_prefix').notNull().default('INV'),
  invoiceNumberStart: integer('invoice_number_start').notNull().default(1),
  paymentInstructions: text('payment_instructions'),
  country: text('country').notNull().default('DE'),
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  routingNumber: text('routing_number'),
  iban: text('iban'),
  swiftCode: text('swift_code'),
  bic: text('bic'),
  blz: text('blz'),
  sortCode: text('sort_code'),
  /** Credit notes are numbered `{creditNotePrefix}-{n}`, n from 1 per user, gapless (decision 024). */
  creditNotePrefix: text('credit_note_prefix').notNull().default('CN'),
  /** "Online payment link" with {invoiceNumber} {amount} {balanceDue} {currency} placeholders; https only. */
  paymentLinkUrl: text('payment_link_url'),
  ...timestamps,
});

/** Binary data: a Buffer in TypeScript on both drivers (PGlite answers Uint8Array, node-postgres Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : Buffer.from(value),
});

/** The company logo (Settings), one per user: a PNG or JPEG checked and measured when uploaded. */
export const companyLogos = pgTable('company_logos', {
  userId: owner().primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  updatedAt: writtenAt('updated_at'),
});

/**
 * Logos as issued documents printed them, stored once per account and content (sha256): an issued
 * invoice or credit note points at the logo of its day, so a new logo never changes it.
 */
export const documentLogos = pgTable(
  'document_logos',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: writtenAt('created_at'),
  },
  (t) => [uniqueIndex('document_logos_user_sha_unique').on(t.userId, t.sha256)],
);

/**
 * A credit note (decision 024): a document of its own that corrects an issued invoice, in whole
 * (void, correct) or in part. Numbered from its own gapless per-user series; its seller and buyer
 * are frozen when it is issued, like an issued invoice's.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    creditNoteNumber: text('credit_note_number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** `full`: cancels the whole invoice (void, correct); `partial`: credits part of it. */
    scope: text('scope').notNull(),
    currency: text('currency').notNull(),
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 10, scale: 2 }).notNull(),
    /** The one VAT rate all lines share, or null (as on invoices). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    /** The VAT breakdown, as invoices.tax_breakdown. */
    taxBreakdown: jsonb('tax_breakdown').notNull().default([]),
    /** Its invoice's language, frozen with it. */
    language: text('language').notNull().default('en'),
    sellerSnapshot: jsonb('seller_snapshot').notNull(),
    buyerSnapshot: jsonb('buyer_snapshot').notNull(),
    logoSnapshotId: integer('logo_snapshot_id').references(() => documentLogos.id),
    /** When it was last queued to the client by email; null when it never was. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** As invoices.document_version: moved by a trigger on any change but emailedAt. */
    documentVersion: integer('document_version').notNull().default(1),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    uniqueIndex('credit_notes_user_number_unique').on(t.userId, t.creditNoteNumber),
    index('credit_notes_user_created_idx').on(t.userId, t.createdAt),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * Kept PDFs (drizzle/0013, docs/decisions/029-kept-pdfs-and-batched-claims.md): the exact bytes an
 * issued invoice or a credit note rendered to (the Factur-X hybrid when it is one), served again only
 * while the invoice's, the credit note's and the account's versions are still the ones it was
 * rendered at. Drafts are never kept.
 */
export const documentPdfs = pgTable(
  'document_pdfs',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** Null for the invoice's own PDF. */
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id, { onDelete: 'cascade' }),
    invoiceVersion: integer('invoice_version').notNull(),
    creditNoteVersion: integer('credit_note_version'),
    accountVersion: integer('account_version').notNull(),
    /** The renderer's layout it was drawn with (documents/kept-pdfs.ts PDF_LAYOUT). */
    layout: text('layout').notNull(),
    fileName: text('file_name').notNull(),
    /** What the bytes are: 'pdf', or the e-invoice format of a kept XML (drizzle/0017). */
    format: text('format').notNull().default('pdf'),
    pdf: bytea('pdf').notNull(),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    uniqueIndex('document_pdfs_invoice_unique')
      .on(t.invoiceId, t.format)
      .where(sql`${t.creditNoteId} is null`),
    uniqueIndex('document_pdfs_credit_note_unique').on(t.creditNoteId, t.format),
    index('document_pdfs_user_idx').on(t.userId),
  ],
);

/** A credit note's lines: what is credited, positive amounts, taxed like the invoice's lines. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    userId: owner(),
    ...documentLineColumns(),
  },
  (t) => [index('credit_note_lines_note_idx').on(t.creditNoteId)],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: owner().primaryKey(),
  emailReminders: boolean('email_reminders').notNull().default(true),
  paymentNotifications: boolean('payment_notifications').notNull().default(true),
  overdueAlerts: boolean('overdue_alerts').notNull().default(true),
  weeklyReports: boolean('weekly_reports').notNull().default(false),
  updatedAt: writtenAt('updated_at'),
});

/** Emails to the user about a period (overdue digest per day, weekly summary per week): sent once per key. */
export const notificationSends = pgTable(
  'notification_sends',
  {
    userId: owner(),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: writtenAt('created_at'),
  },
  (t) => [primaryKey({ name: 'notification_sends_pk', columns: [t.userId, t.kind, t.periodKey] })],
);

/**
 * Secrets the instances of one deployment must share (the session secret when SESSION_SECRET is not
 * set): created once by whichever instance starts first, read by every other.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: writtenAt('created_at'),
});

/**
 * Kept figures (docs/decisions/028, drizzle/0012): per user, currency and stored status — and, for a
 * sent invoice, its due date, since it reads overdue once that has passed in the owner's zone — how many
 * invoices there are, their totals and what they still owe. Kept by triggers on `invoices` in the
 * transaction that changes them; the dashboard and the Invoices page's counts read these rows instead of
 * every invoice. `dueDate` is -infinity for every status but sent.
 */
export const invoiceFigures = pgTable(
  'invoice_figures',
  {
    userId: owner(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    total: numeric('total').notNull(),
    balanceDue: numeric('balance_due').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_figures_pk', columns: [t.userId, t.currency, t.status, t.dueDate] })],
);

/**
 * Invoices created per user, currency and UTC day, void ones left out (the dashboard's "this month"),
 * kept by triggers on `invoices` (drizzle/0012).
 */
export const createdFigures = pgTable(
  'created_figures',
  {
    userId: owner(),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    invoiceCount: integer('invoice_count').notNull(),
  },
  (t) => [primaryKey({ name: 'created_figures_pk', columns: [t.userId, t.currency, t.day] })],
);

/**
 * Money received per user, currency and calendar month (the payments' dates), on invoices that are not
 * void; kept by triggers on `payments` and `invoices` (drizzle/0012).
 */
export const revenueFigures = pgTable(
  'revenue_figures',
  {
    userId: owner(),
    currency: text('currency').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    paymentCount: integer('payment_count').notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [primaryKey({ name: 'revenue_figures_pk', columns: [t.userId, t.currency, t.month] })],
);

/** Money received for an invoice, in the invoice's currency; an invoice may be paid in parts. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    note: text('note'),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_user_paid_on_idx').on(t.userId, t.paidOn),
  ],
);

/**
 * What happened to an invoice (created, edited, sent, payment recorded or deleted, voided, viewed),
 * written in the transaction of the change. Reminders are told from the reminders table.
 */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    detail: text('detail').notNull(),
    at: writtenAt('at'),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.at)],
);

/**
 * A recurring invoice profile (issue 5/7): what each invoice it makes carries, and when. `nextN` is
 * the index (from the start date) of the next occurrence to issue and `nextIssueDate` its date, or
 * null once the profile has ended; both advance in the transaction that issues an occurrence.
 */
export const recurringInvoices = pgTable(
  'recurring_invoices',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    /** No action on delete: a client with recurring invoices is not deleted (the API answers 409). */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    currency: text('currency').notNull(),
    notes: text('notes'),
    projectDescription: text('project_description'),
    /**
     * [{ description, quantity, unit, rate, taxRate?, taxCategory? }] as entered; a line without its own
     * tax is priced with the defaults of the company and client when issued.
     */
    lineItems: jsonb('line_items').notNull(),
    /** shared/recurring-invoices.ts SERVICE_PERIODS: which service date or period each invoice carries. */
    servicePeriod: text('service_period').notNull().default('issue_date'),
    taxExemptionReason: text('tax_exemption_reason'),
    sendReminders: boolean('send_reminders').notNull().default(true),
    reminderFlowTemplateId: integer('reminder_flow_template_id').references(() => reminderFlowTemplates.id, {
      onDelete: 'set null',
    }),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    frequency: text('frequency').notNull(),
    interval: integer('interval').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    occurrences: integer('occurrences'),
    sendMode: text('send_mode').notNull(),
    backfill: boolean('backfill').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    nextN: integer('next_n').notNull(),
    nextIssueDate: date('next_issue_date', { mode: 'string' }),
    /** Occurrences issued so far ("after N invoices" counts these). */
    issuedCount: integer('issued_count').notNull().default(0),
    lastIssueDate: date('last_issue_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('recurring_user_idx').on(t.userId, t.createdAt),
    index('recurring_due_idx').on(t.nextIssueDate).where(sql`not ${t.paused}`),
    index('recurring_client_idx').on(t.clientId),
  ],
);

/**
 * Each occurrence of a profile, made once: the unique (profile, issue date) key is what keeps two
 * workers — or a worker restarted after a crash — from issuing the same period twice. Written in the
 * transaction that creates the invoice and queues its email.
 */
export const recurringOccurrences = pgTable(
  'recurring_occurrences',
  {
    id: serial('id').primaryKey(),
    userId: owner(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => recurringInvoices.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    /** Draft mode: true until the owner's "drafts to review" email that lists it is queued. */
    digestPending: boolean('digest_pending').notNull().default(false),
    createdAt: writtenAt('created_at'),
  },
  (t) => [
    uniqueIndex('recurring_occurrences_profile_date_unique').on(t.profileId, t.issueDate),
    index('recurring_occurrences_digest_idx').on(t.userId).where(sql`${t.digestPending}`),
  ],
);
