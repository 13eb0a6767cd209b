/**
 * The API's messages in English (issue 3/7, docs/decisions/044): every error the server answers, and
 * the `{ message }` of a success, under a stable snake_case code. ICU MessageFormat where a value is
 * filled in. These are SPEC's texts, word for word; the schemas in shared/ take theirs from here.
 * Every other language is a file of its own (de.ts, fr.ts, …) with the same keys, so a browser that
 * wants one loads only that one.
 */
export const en = {
  // ── Requests ──────────────────────────────────────────────────────────────────────────────────
  bad_request: 'Bad request',
  body_too_large: 'The request body is too large (1 MB at most).',
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json).',
  content_length_mismatch: 'The request body length does not match its Content-Length.',
  empty_json_body: 'The request body is empty but was declared as JSON.',
  invalid_json: 'The request body is not valid JSON.',
  body_not_object: 'The request body must be a JSON object.',
  bad_url_escape: 'The address is not valid: it holds a broken %-escape.',
  not_routable: 'The request could not be routed.',
  no_route: 'No route for {method} {path}',
  validation_failed: 'Invalid request{part, select, body {} other { in the {part}}}',
  nul_character: 'Text cannot contain the NUL character (\\u0000).',
  origin_unknown: 'Request refused: unknown origin.',
  origin_cross_site: 'Request refused: it came from another website.',
  rate_limited: 'Too many requests. Please wait a minute and try again.',
  database_unreachable: 'The database is not reachable right now. Please try again in a moment.',
  internal_error: 'Something went wrong on our side. Please try again.',
  pdf_busy_account: 'Too many PDFs are being prepared for your account; try again in a moment.',
  pdf_busy: 'PDF rendering is busy; try again in a moment.',
  pdf_busy_readers: 'This invoice is being prepared for many readers at once; try again in a moment.',

  // ── A field's value, in zod's terms (server/plugins/validation-messages.ts) ─────────────────────
  field_required: '{field} is required',
  field_must_be_text: '{field} must be text',
  field_must_be_number: '{field} must be a number',
  field_must_be_whole_number: '{field} must be a whole number',
  field_must_be_true_or_false: '{field} must be true or false',
  field_must_be_list: '{field} must be a list',
  field_must_be_object: '{field} must be an object',
  field_must_be_valid_value: '{field} must be a valid value',
  field_at_most_characters: '{field} must be at most {limit} characters',
  field_at_most_items: '{field} must be at most {limit} items',
  field_at_most: '{field} must be at most {limit}',
  field_less_than: '{field} must be less than {limit}',
  field_at_least_characters: '{field} must be at least {limit} characters',
  field_at_least_items: '{field} must be at least {limit} items',
  field_at_least: '{field} must be at least {limit}',
  field_greater_than: '{field} must be greater than {limit}',
  field_between: '{field} must be between {min} and {max}',
  field_one_of: '{field} must be one of: {values}',
  field_unknown_keys: 'Unknown fields: {keys}',
  field_invalid: '{field} is not valid',
  field_needs_visible_characters: '{field} must contain letters, digits or punctuation',
  field_must_be_date: '{field} must be a date (YYYY-MM-DD)',
  field_must_be_valid_date: '{field} must be a valid date',
  field_date_out_of_range: '{field} must be between 1900 and 2999',
  field_must_be_days: '{field} must be a number of days',
  field_must_be_whole_days: '{field} must be a whole number of days',
  field_at_least_one_day: '{field} must be at least 1 day',
  field_at_most_days: '{field} must be at most {limit} days',
  field_unknown_variables:
    '{field} uses unknown {count, plural, one {variable} other {variables}} {unknown}. Available: {available}',

  // ── Accounts ──────────────────────────────────────────────────────────────────────────────────
  sign_in_required: 'Please sign in to continue.',
  invalid_credentials: 'Invalid email or password.',
  email_taken: 'An account with this email already exists. Sign in instead.',
  reset_link_invalid: 'This password reset link is invalid or has expired. Please request a new one.',
  current_password_wrong: 'Current password is incorrect',
  password_attempts_locked: 'Too many wrong passwords: try again in {minutes} minutes.',
  email_too_long: 'Email must be at most 254 characters',
  email_invalid: 'Please enter a valid email address',
  password_too_short: 'Password must be at least 8 characters',
  password_too_long: 'Password must be at most 200 characters',
  password_too_weak:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  name_too_long: 'Name must be at most 100 characters',
  passwords_differ: "Passwords don't match",
  password_required: 'Password is required',
  reset_token_required: 'Reset token is required',
  current_password_required: 'Current password is required',
  language_invalid: 'Language must be one of en, de, fr, es, it, nl',
  locale_too_long: 'Locale must be at most 35 characters',
  locale_invalid: 'Locale must be a language tag such as en-US',
  time_zone_invalid: 'Please choose a valid time zone',
  user_not_found: 'User not found',
  signed_out: 'Signed out',
  password_reset_requested: 'If an account exists for that email, we have sent a link to reset the password.',
  password_reset_done: 'Your password has been changed. Sign in with the new one.',
  password_changed: 'Your password has been changed. Your other sessions have been signed out.',
  account_deleted: 'Your account and all its data have been deleted.',
  sign_in_paused_since:
    'Since your last sign-in, sign-in to your account was paused for {minutes} minutes after {attempts} wrong passwords in a row. If that was not you, choose a new password with "Forgot password?" on the sign-in page.',
  sign_in_failed_since:
    'There {count, plural, one {was 1 failed sign-in attempt} other {were {count} failed sign-in attempts}} since your last sign-in.',

  // ── Clients ───────────────────────────────────────────────────────────────────────────────────
  client_not_found: 'Client not found',
  name_required: 'Name is required',
  client_name_too_long: 'Name must be at most 200 characters',
  country_not_listed: 'Please choose a country from the list',
  tax_treatment_invalid: 'Tax treatment must be domestic, eu_reverse_charge or non_eu',
  e_invoice_format_invalid: 'E-invoice format must be {formats} or {last}',
  client_id_invalid: 'Client id must be a positive whole number',
  client_has_invoices:
    'This client has {count, plural, one {1 invoice} other {{count} invoices}}. Delete or reassign {count, plural, one {it} other {them}} first, then delete the client.',
  client_has_recurring: 'This client has recurring invoices. Delete them first, then delete the client.',
  reverse_charge_client_needs_vat_id: 'A reverse-charge client needs a VAT ID',
  client_deleted: 'Client deleted',

  // ── VAT IDs and Peppol IDs ────────────────────────────────────────────────────────────────────
  vat_id_required: 'Enter a VAT ID, such as DE123456789',
  vat_id_invalid: 'VAT ID {vatId} is not a valid {country} VAT ID',
  vat_id_greek_prefix: 'VAT ID {vatId} is not a valid Greek VAT ID: Greek VAT IDs start with EL',
  vat_id_unknown_prefix: 'VAT ID {vatId} does not start with a known EU country code such as DE',
  vat_id_malformed: 'VAT ID {vatId} must be 2 to 20 letters and digits',
  peppol_id_format:
    'Peppol ID must be a scheme and an identifier, such as 0204:04011000-1234512345-06 or 0208:0123456749',
  peppol_id_unknown_scheme:
    "Peppol ID {peppolId}: {scheme} is not a scheme on Peppol's list of electronic addresses (EAS), such as 0204 (Leitweg-ID), 0208 (Belgium), 0088 (GLN) or 9930 (German VAT ID)",
  peppol_id_invalid: 'Peppol ID {peppolId} is not valid: scheme {scheme} takes {expected}',
  peppol_id_vat_id_invalid: 'Peppol ID {peppolId}: {reason}',
  peppol_takes_leitweg_id: 'a Leitweg-ID with its check digits, such as 0204:04011000-1234512345-06',
  peppol_takes_be_enterprise_number:
    'a Belgian enterprise number of 10 digits ending in its check digits, such as 0208:0123456749',
  peppol_takes_gln: 'a GLN of 13 digits ending in its check digit, such as 0088:5790000435975',
  peppol_takes_duns: 'a D-U-N-S number of 9 digits, such as 0060:123456789',
  peppol_takes_no_organisation_number: 'a Norwegian organisation number of 9 digits, such as 0192:974760673',
  peppol_takes_dk_cvr: 'a Danish CVR number of 8 digits, such as 0184:DK12345678',
  peppol_takes_se_organisation_number: 'a Swedish organisation number of 10 digits, such as 0007:5560360793',
  peppol_takes_abn: 'an Australian Business Number of 11 digits, such as 0151:51824753556',
  peppol_takes_vat_id: 'a VAT ID starting with {prefix}, such as {example}',
  peppol_takes_any_identifier: 'an identifier of 1 to 50 letters, digits or punctuation, without spaces',

  // ── Invoices ──────────────────────────────────────────────────────────────────────────────────
  invoice_not_found: 'Invoice not found',
  payment_not_found: 'Payment not found',
  reminder_flow_not_found: 'Reminder flow template not found',
  invoice_issued_immutable:
    '{number} has been issued and can no longer be changed. Correct it with a credit note.',
  invoice_number_taken:
    'That invoice number is already taken. Check the prefix and start number in Settings.',
  invoice_client_deleted: 'The client of this invoice was deleted, so it cannot be duplicated.',
  invoice_client_deleted_correcting:
    'The client of this invoice was deleted, so it cannot be corrected; cancel it instead.',
  invoice_deleted: 'Invoice deleted',
  description_required: 'Description is required',
  description_too_long: 'Description must be at most 1000 characters',
  quantity_not_positive_number: 'Quantity must be a number greater than 0',
  quantity_not_positive: 'Quantity must be greater than 0',
  quantity_too_large: 'Quantity must be at most {maximum, number}',
  quantity_too_precise: 'Quantity has at most 2 decimal places',
  unit_too_long: 'Unit must be at most 20 characters',
  rate_negative: 'Rate must be non-negative',
  amount_negative: 'Amount must be non-negative',
  amount_too_large: 'Amount is too large',
  tax_category_invalid: 'VAT category must be one of {categories}',
  client_required: 'Please select a client',
  text_too_long: 'Must be at most {limit} characters',
  invoice_status_new_invalid: 'A new invoice is either a draft or sent',
  currency_not_listed: 'Choose one of the listed currencies',
  reminder_flow_invalid: 'Choose one of your reminder flows',
  line_items_required: 'At least one line item is required',
  invoice_too_many_lines: 'An invoice holds at most {maximum} line items',
  due_date_before_issue_date: 'Due date must be on or after the issue date',
  service_date_and_period: 'Give a service date or a service period, not both',
  service_period_end_required: 'Service period end is required',
  service_period_start_required: 'Service period start is required',
  service_period_end_before_start: 'Service period end must be on or after its start',
  void_reason_required: 'Please give a reason for voiding the invoice',
  reason_too_long: 'Reason must be at most 500 characters',
  invoice_status_invalid: 'Status must be draft, sent, paid or overdue',
  page_invalid: 'Page must be a whole number of at least 1',
  page_too_large: 'Page must be at most 1000000',
  page_size_invalid: 'Page size must be a whole number from 1 to 100',
  search_too_long: 'Search must be at most 200 characters',
  invoice_status_filter_invalid: 'Status must be one of {statuses}',
  invoice_sort_invalid: 'Sort must be one of {sorts}',
  order_invalid: 'Order must be asc or desc',
  invoice_already_paid_status: 'This invoice is already paid; a paid invoice cannot change status.',
  invoice_void_status: 'This invoice is void; a void invoice cannot change status.',
  invoice_not_overdue_yet:
    'This invoice is not overdue: it becomes overdue by itself once its due date ({dueDate}) has passed.',
  invoice_status_change_refused:
    'An invoice that is {from, select, sent {Pending} paid {Paid} overdue {Overdue} void {Void} other {Draft}} cannot be changed to {to, select, sent {Pending} paid {Paid} overdue {Overdue} void {Void} other {Draft}}.',
  invoice_total_too_large: 'The invoice total is too large (at most 99,999,999.99).',
  credit_note_total_too_large: 'The credit note total is too large (at most 99,999,999.99).',

  // ── Payments ──────────────────────────────────────────────────────────────────────────────────
  payment_date_in_future: 'Payment date cannot be in the future',
  payment_over_balance: 'The payment is more than the balance due of {balance}',
  payment_on_void_invoice: 'No payments can be recorded on a void invoice.',
  payment_not_positive: 'A payment must be more than 0.00.',
  payment_amount_not_positive: 'Amount must be greater than 0',
  payment_amount_not_number: 'Amount must be a number greater than 0',
  payment_method_invalid: 'Method must be one of bank_transfer, card, cash, cheque, paypal or other',

  // ── VAT ───────────────────────────────────────────────────────────────────────────────────────
  standard_rate_needs_rate: 'Standard rate VAT (S) needs a rate above 0',
  category_charged_at_zero: 'VAT category {category} is charged at 0 %',
  exemption_reason_required: 'Give the reason this invoice is exempt from VAT',
  not_subject_mixed:
    'Lines not subject to VAT (O) cannot share an invoice with lines of another VAT category',
  reverse_charge_needs_own_vat_id: 'Reverse charge needs your VAT ID: add it in Settings',
  reverse_charge_needs_client_vat_id: "Reverse charge needs the client's VAT ID: add it to {client}",
  tax_rate_not_number: 'Tax rate must be a number',
  tax_rate_out_of_range: 'Tax rate must be between 0 and 100',
  tax_rate_too_precise: 'Tax rate can have at most 2 decimal places',
  vat_scheme_invalid: 'VAT scheme must be standard or small_business',

  // ── Credit notes ──────────────────────────────────────────────────────────────────────────────
  credit_note_not_found: 'Credit note not found',
  credit_note_link_not_found: 'This credit note was not found.',
  credit_note_reason_required: 'Please give a reason for the credit note',
  credit_note_too_many_lines: 'A credit note holds at most {maximum} line items',
  credit_note_not_positive: 'A credit note must credit more than 0.00.',
  credit_note_over_balance: 'A credit note can cover at most the balance due of {balance}',
  credit_rate_not_on_invoice:
    'The invoice charged no VAT {category}{rate, select, none {} other { at {rate} %}}: credit a rate the invoice has',
  credit_rate_not_on_invoice_rate: 'The invoice charged no VAT {rate} %: credit a rate the invoice has',
  draft_not_credited: 'A draft was never issued, so it cannot be credited; edit or delete it instead.',
  draft_not_cancelled:
    'A draft was never sent, so it cannot be {action, select, void {voided} other {corrected}}; delete it instead.',
  invoice_already_void: 'This invoice is already void.',
  void_invoice_not_cancelled:
    'This invoice is void, so it cannot be {action, select, correct {corrected} other {credited}}.',
  paid_invoice_not_cancelled:
    'A paid invoice cannot be {action, select, void {voided} correct {corrected} other {credited}}.',
  invoice_has_payments:
    'This invoice has payments recorded, so it cannot be {action, select, void {voided} other {corrected}}. Delete the payments first.',

  // ── E-invoices ────────────────────────────────────────────────────────────────────────────────
  e_invoice_not_ready:
    "The client receives {format} e-invoices, and {what, select, invoice {this invoice cannot be one yet. Add what is missing, or send the PDF alone.} issued_invoice {this invoice was issued without what {format} needs (it keeps the details it was issued with). Send the PDF alone, or correct the invoice.} credit_note {this credit note was issued without what {format} needs. Send the PDF alone.} other {this recurring invoice's invoices cannot be one yet. Add what is missing, choose to send the PDF alone, or create drafts.}}",
  invoice_issued_without_e_invoice:
    'This invoice was issued without what {format} needs and keeps the details it was issued with. Add what is missing, then correct the invoice: the new invoice carries it.',
  credit_note_issued_without_e_invoice:
    'This credit note was issued without what {format} needs and keeps the details it was issued with.',
  draft_is_no_e_invoice: 'Issue the invoice first: a draft is not an invoice yet',
  public_e_invoice_unavailable:
    'This e-invoice is not available in that format. Please ask the sender for it.',
  attach_e_invoice_invalid: 'attachEInvoice must be true or false',
  e_invoice_download_format_invalid: 'Format must be one of {formats}',
  e_invoice_company_name_missing: "Your company's name is missing: add it in Settings",
  e_invoice_client_name_missing: "The client's name is missing",
  e_invoice_lines_missing: 'Add at least one line',
  e_invoice_line_description_missing: 'Line {line} needs a description',
  e_invoice_company_country_missing: "Choose your company's country in Settings",
  e_invoice_client_country_missing: "Choose the client's country",
  e_invoice_tax_number_missing:
    'Add your tax number in Settings: an invoice not subject to VAT identifies your company by it, not by the VAT ID',
  e_invoice_vat_id_for_goods_missing: 'Add your VAT ID in Settings: supplies of goods abroad need it',
  e_invoice_vat_id_or_tax_number_missing: 'Add your VAT ID or tax number in Settings',
  e_invoice_client_vat_id_missing: "Reverse charge and intra-EU supplies need the client's VAT ID",
  e_invoice_delivery_date_missing: 'An intra-EU supply needs the date of delivery',
  e_invoice_leitweg_id_missing: 'XRechnung needs the buyer reference (Leitweg-ID)',
  e_invoice_company_postal_code_missing: "Your company's postal code is missing: add it in Settings",
  e_invoice_company_city_missing: "Your company's city is missing: add it in Settings",
  e_invoice_client_postal_code_missing: "The client's postal code is missing",
  e_invoice_client_city_missing: "The client's city is missing",
  e_invoice_contact_name_missing: 'XRechnung names a contact person: add your name to your profile',
  e_invoice_company_phone_missing: "XRechnung needs your company's phone number: add it in Settings",
  e_invoice_company_email_missing: "XRechnung needs your company's email: add it in Settings",
  e_invoice_client_email_missing: "XRechnung needs the client's email address",
  e_invoice_buyer_reference_missing: "Peppol needs a buyer reference, such as the client's order number",
  e_invoice_company_vat_country_unsupported:
    'Peppol cannot address your company by a VAT ID from {country} yet',
  e_invoice_company_vat_id_missing: 'Peppol finds your company by its EU VAT ID: add it in Settings',
  e_invoice_client_vat_country_unsupported:
    "Peppol cannot address a client by a VAT ID from {country} yet: add the client's Peppol ID, or choose XRechnung or PDF for this client",
  e_invoice_client_peppol_id_missing:
    'Peppol finds the client by their Peppol ID: add it to the client, or their Leitweg-ID as buyer reference or their EU VAT ID',
  facturx_outside_eu:
    "A Factur-X PDF is made for a company in the EU: your company's country in Settings is not in the EU",

  // ── Emails and reminders ──────────────────────────────────────────────────────────────────────
  company_not_ready: 'Add your company name and email in Settings before sending invoices',
  email_limit_reached: 'No email was sent: {limit}. Try again later.',
  mail_limit_per_day: "the account's limit of {limit} emails a day was reached",
  mail_limit_per_hour: "the account's limit of {limit} emails an hour was reached",
  mail_limit_per_hour_new_account:
    "the account's limit of {limit} emails an hour (for an account in its first day) was reached",
  invoice_daily_send_cap:
    'No email was sent: invoice {number} was already emailed {count} times by hand today. Try again tomorrow.',
  invoice_changed_while_sending:
    'The invoice kept changing while its email was being prepared, so no email was sent. Try again.',
  email_queued_database_lost:
    '{kind, select, invoice {The invoice email} other {The reminder email}} to {to} is queued but not sent yet: the database was not reachable for a moment. Duely will send it automatically; its status shows in the reminder history.',
  email_not_accepted:
    '{kind, select, invoice {The invoice email} other {The reminder email}} to {to} could not be sent: the mail server did not accept it. {failed, select, yes {It was marked as failed.} other {Duely will retry it automatically; its status shows in the reminder history.}}',
  credit_note_email_queued:
    'The credit note email to {to} is queued but not sent yet. Duely will send it automatically.',
  credit_note_email_not_accepted:
    'The credit note email to {to} could not be sent: the mail server did not accept it.',
  invoice_paid_no_email: 'This invoice is already paid, so no email was sent.',
  invoice_void_no_email: 'This invoice is void, so no email was sent.',
  invoice_draft_no_reminder: 'This invoice is still a draft. Send the invoice before sending reminders.',
  invoice_not_emailable: 'This invoice cannot be emailed, so no email was sent.',
  invoice_paid_not_sent_again: 'This invoice is already paid, so it was not sent again.',
  invoice_void_not_sent: 'This invoice is void, so it cannot be sent.',
  invoice_not_sendable: 'This invoice cannot be sent.',
  invoice_sent: 'Invoice sent',
  invoice_email_sent: 'Invoice email sent',
  reminder_sent: 'Reminder sent successfully',
  reminder_type_invalid: 'reminderType must be first or manual',
  email_draft_kind_invalid: 'kind must be invoice or reminder',
  subject_must_be_text: 'Subject must be text',
  subject_required: 'Subject is required',
  subject_too_long: 'Subject must be at most {maximum} characters',
  subject_multiline: 'Subject must be a single line',
  message_must_be_text: 'Message must be text',
  message_required: 'Message is required',
  message_too_long: 'Message must be at most {maximum, number} characters',
  cc_must_be_text: 'CC must be an email address',
  cc_too_long: 'CC must be at most 254 characters',
  cc_invalid: 'CC must be a valid email address',
  reminder_schedule_not_found: 'This invoice has no reminder schedule yet.',
  reminder_schedule_exists: 'This invoice already has a reminder schedule. Edit it instead.',
  invoice_paid_no_reminders: 'This invoice is already paid; it needs no reminders.',
  invoice_void_no_reminders: 'This invoice is void; it needs no reminders.',
  invoice_needs_no_reminders: 'This invoice needs no reminders.',
  schedule_frequency_invalid: 'Frequency must be daily, weekly or monthly',
  reminder_schedule_cancelled: 'Reminder schedule cancelled',
  template_description_too_long: 'Description must be at most 500 characters',
  second_reminder_not_later: 'The second reminder must come later than the first reminder',
  final_notice_not_later: 'The final notice must come later than the second reminder',
  translations_languages_only:
    "Translations may only be given for {languages} (the template's own texts are its English ones)",
  translations_must_be_object: 'Translations must be an object of languages',
  translation_texts_keys_only: '{field} texts may only be {keys}',
  translation_texts_must_be_object: '{field} texts must be an object of texts',
  template_deleted: 'Template deleted',

  // ── Recurring invoices ────────────────────────────────────────────────────────────────────────
  recurring_invoice_not_found: 'Recurring invoice not found',
  recurring_invoice_limit:
    'You can have at most {maximum} recurring invoices. Delete one you no longer need to create another.',
  backfill_too_far:
    'Back-fill reaches at most {maximum} invoices into the past: the earliest start date is {earliest}.',
  service_period_mode_invalid: 'Service period must be issue_date, previous_period or current_period',
  recurrence_frequency_invalid: 'Frequency must be weekly, monthly, quarterly or yearly',
  send_mode_invalid: 'Send mode must be send or draft',
  backfill_invalid: 'Backfill must be true or false',
  end_date_and_occurrences: 'Choose either an end date or a number of invoices, not both',
  end_date_before_start_date: 'End date must be on or after the start date',
  recurring_invoice_deleted: 'Recurring invoice deleted',

  // ── Settings ──────────────────────────────────────────────────────────────────────────────────
  website_invalid: 'Please enter a valid website address, e.g. https://example.com',
  payment_terms_invalid: 'Payment terms must be a whole number of days from 0 to 365',
  invoice_number_start_invalid: 'Invoice number start must be a whole number from 1 to 999999999',
  invoice_number_start_used: 'Invoice number start must be at least {start}: {used} is already used.',
  currency_not_in_list: 'Please choose a currency from the list',
  invoice_prefix_required: 'Invoice prefix is required',
  invoice_prefix_invalid: 'Invoice prefix must be 1 to 20 letters, numbers or dashes',
  credit_note_prefix_invalid: 'Credit note prefix must be 1 to 20 letters, numbers or dashes',
  account_number_invalid: 'Account number may contain only letters, numbers, spaces and dashes',
  routing_number_invalid: 'Please enter a valid 9-digit routing number',
  blz_invalid: 'BLZ must be 8 digits',
  sort_code_invalid: 'Sort code must be 6 digits, e.g. 12-34-56',
  iban_invalid: 'Please enter a valid IBAN',
  iban_checksum_invalid: 'This IBAN is not valid: please check it for typos',
  bic_invalid: 'Please enter a valid BIC/SWIFT code (8 or 11 characters)',
  swift_code_invalid: 'Please enter a valid SWIFT code (8 or 11 characters)',
  // Legal details: the share capital and the company's identifiers (server/lib/registrations.ts).
  share_capital_invalid: 'Share capital must be an amount of at most 2 decimal places, e.g. 10000',
  share_capital_too_large: 'Share capital is too large',
  registrations_not_list: 'Registrations must be a list of schemes and values',
  registrations_too_many: 'Give at most {limit} registrations',
  registration_scheme_invalid: 'Registration scheme must be one of {schemes}',
  registration_number_not_text: 'Registration number must be text',
  registration_number_too_long: 'Registration number must be at most {limit} characters',
  registration_repeated: 'Registration {scheme} is given more than once',
  siren_format: 'SIREN must be 9 digits, e.g. 732 829 320',
  siren_checksum: 'SIREN {number} is not valid: its check digit does not match',
  siret_format: 'SIRET must be 14 digits: the SIREN and the establishment’s 5',
  siret_checksum: 'SIRET {number} is not valid: its check digit does not match',
  siret_other_siren: 'SIRET {siret} does not begin with the SIREN {siren}',
  register_entry_format: '{register} must name the registry’s city and the SIREN, e.g. {example}',
  register_entry_siren_invalid:
    '{register} {entry}: the SIREN in it is not valid (its check digit does not match)',
  register_entry_other_siren: '{register} {entry} names another SIREN than {siren}',
  be_enterprise_number_format:
    'Belgian enterprise number must be 10 digits starting with 0 or 1, e.g. 0403.019.261',
  be_enterprise_number_checksum:
    'Belgian enterprise number {number} is not valid: its check digits do not match',
  de_register_format:
    'Commercial register entry must name the register court and the number, e.g. Amtsgericht Berlin-Charlottenburg HRB 12345',
  codice_fiscale_format: 'Codice fiscale must be 16 characters (a person’s) or 11 digits (a company’s)',
  codice_fiscale_checksum: 'Codice fiscale {number} is not valid: its check character does not match',
  partita_iva_format: 'Partita IVA must be 11 digits, e.g. 00743110157',
  partita_iva_checksum: 'Partita IVA {number} is not valid: its check digit does not match',
  es_nif_format: 'NIF must be 9 characters, e.g. B58378431 or 12345678Z',
  es_nif_checksum: 'NIF {number} is not valid: its check character does not match',
  nl_kvk_format: 'KvK number must be 8 digits, e.g. 12345678',
  gb_company_number_format:
    'Companies House number must be 8 characters: 8 digits, or 2 letters and 6 digits, e.g. 01234567 or SC123456',
  payment_link_invalid:
    'Online payment link must be an https:// address, e.g. https://buy.stripe.com/… or https://paypal.me/yourname',
  email_reminders_invalid: 'Email reminders must be on or off',
  payment_notifications_invalid: 'Payment notifications must be on or off',
  overdue_alerts_invalid: 'Overdue alerts must be on or off',
  weekly_reports_invalid: 'Weekly reports must be on or off',
  logo_not_found: 'Logo not found',
  logo_requirement: 'The logo must be a PNG or JPEG image of at most 1 MB.',
  logo_too_large:
    'The logo file is larger than 1 MB (1,048,576 bytes), the most a logo can be. Please choose a smaller PNG or JPEG image.',
  logo_unreadable: 'The logo file could not be read as a PNG or JPEG image. Please choose another file.',
  logo_too_many_pixels:
    'The logo is {width} × {height} pixels; it can be at most {maximum} pixels wide and {maximum} pixels high.',
  logo_too_slow:
    'The logo could not be read within {seconds} seconds and was not saved. Please choose a smaller or simpler PNG or JPEG image.',
  logo_busy:
    'Many logos are being processed right now, so this one was not saved. Please try again in a minute.',
  logo_uploads_limited:
    'You can upload at most {maximum} logos in {window} minutes. Please try again in {minutes, plural, one {a minute} other {{minutes} minutes}}.',
  invoice_has_no_logo: 'This invoice has no logo.',

  // ── Shared links and reports ──────────────────────────────────────────────────────────────────
  share_needs_sent_invoice: 'Send the invoice before sharing its link.',
  share_link_invalid: 'This invoice link is not valid. Ask the sender for a new one.',
  report_status_invalid: 'Status must be one of all, paid, pending or overdue',
  report_type_invalid: 'Report type must be one of overview, revenue, client or aging',
} as const;

export type ErrorCode = keyof typeof en;
