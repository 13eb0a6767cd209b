import type { ErrorCode } from './en';

/** The API's messages in German (Sie-Form; Begriffe nach docs/i18n/glossary.md). */
export const de: Record<ErrorCode, string> = {
  // ── Anfragen ──────────────────────────────────────────────────────────────────────────────────
  bad_request: 'Die Anfrage konnte nicht verarbeitet werden.',
  body_too_large: 'Die Anfrage ist zu groß (höchstens 1 MB).',
  unsupported_media_type:
    'Bitte senden Sie den Inhalt der Anfrage als JSON (Content-Type: application/json).',
  content_length_mismatch: 'Die Länge der Anfrage stimmt nicht mit ihrer Content-Length überein.',
  empty_json_body: 'Die Anfrage ist leer, obwohl sie als JSON angekündigt wurde.',
  invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  body_not_object: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.',
  bad_url_escape: 'Die Adresse ist ungültig: Sie enthält eine fehlerhafte %-Kodierung.',
  not_routable: 'Die Anfrage konnte keiner Adresse zugeordnet werden.',
  no_route: 'Keine Route für {method} {path}',
  validation_failed:
    'Ungültige Anfrage{part, select, body {} querystring { (Abfrageparameter)} params { (Pfad)} headers { (Header)} other { ({part})}}',
  nul_character: 'Text darf das NUL-Zeichen (\\u0000) nicht enthalten.',
  origin_unknown: 'Anfrage abgelehnt: unbekannte Herkunft.',
  origin_cross_site: 'Anfrage abgelehnt: Sie stammt von einer anderen Website.',
  rate_limited: 'Zu viele Anfragen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  database_unreachable:
    'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.',
  internal_error: 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  pdf_busy_account:
    'Für Ihr Konto werden gerade zu viele PDFs erstellt. Bitte versuchen Sie es in einem Moment erneut.',
  pdf_busy: 'Die PDF-Erstellung ist gerade ausgelastet. Bitte versuchen Sie es in einem Moment erneut.',
  pdf_busy_readers:
    'Diese Rechnung wird gerade für viele Leser gleichzeitig erstellt. Bitte versuchen Sie es in einem Moment erneut.',

  // ── Feldwerte ─────────────────────────────────────────────────────────────────────────────────
  field_required: '„{field}“ ist ein Pflichtfeld',
  field_must_be_text: '„{field}“ muss ein Text sein',
  field_must_be_number: '„{field}“ muss eine Zahl sein',
  field_must_be_whole_number: '„{field}“ muss eine ganze Zahl sein',
  field_must_be_true_or_false: '„{field}“ muss true oder false sein',
  field_must_be_list: '„{field}“ muss eine Liste sein',
  field_must_be_object: '„{field}“ muss ein Objekt sein',
  field_must_be_valid_value: '„{field}“ hat keinen gültigen Wert',
  field_at_most_characters: '„{field}“ darf höchstens {limit} Zeichen lang sein',
  field_at_most_items: '„{field}“ darf höchstens {limit} Einträge enthalten',
  field_at_most: '„{field}“ darf höchstens {limit} sein',
  field_less_than: '„{field}“ muss kleiner als {limit} sein',
  field_at_least_characters: '„{field}“ muss mindestens {limit} Zeichen lang sein',
  field_at_least_items: '„{field}“ muss mindestens {limit} Einträge enthalten',
  field_at_least: '„{field}“ muss mindestens {limit} sein',
  field_greater_than: '„{field}“ muss größer als {limit} sein',
  field_between: '„{field}“ muss zwischen {min} und {max} liegen',
  field_one_of: '„{field}“ muss einer dieser Werte sein: {values}',
  field_unknown_keys: 'Unbekannte Felder: {keys}',
  field_invalid: '„{field}“ ist ungültig',
  field_needs_visible_characters: '„{field}“ muss Buchstaben, Ziffern oder Satzzeichen enthalten',
  field_must_be_date: '„{field}“ muss ein Datum sein (JJJJ-MM-TT)',
  field_must_be_valid_date: '„{field}“ muss ein gültiges Datum sein',
  field_date_out_of_range: '„{field}“ muss zwischen 1900 und 2999 liegen',
  field_must_be_days: '„{field}“ muss eine Anzahl von Tagen sein',
  field_must_be_whole_days: '„{field}“ muss eine ganze Anzahl von Tagen sein',
  field_at_least_one_day: '„{field}“ muss mindestens 1 Tag betragen',
  field_at_most_days: '„{field}“ darf höchstens {limit} Tage betragen',
  field_unknown_variables:
    '„{field}“ enthält {count, plural, one {eine unbekannte Variable} other {unbekannte Variablen}}: {unknown}. Verfügbar sind: {available}',

  // ── Konto ─────────────────────────────────────────────────────────────────────────────────────
  sign_in_required: 'Bitte melden Sie sich an, um fortzufahren.',
  invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  email_taken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.',
  reset_link_invalid:
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  current_password_wrong: 'Das aktuelle Passwort ist falsch',
  password_attempts_locked:
    'Zu viele falsche Passwörter: Bitte versuchen Sie es in {minutes} Minuten erneut.',
  email_too_long: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein',
  email_invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  password_too_short: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  password_too_long: 'Das Passwort darf höchstens 200 Zeichen lang sein',
  password_too_weak:
    'Das Passwort muss mindestens einen Großbuchstaben, einen Kleinbuchstaben und eine Ziffer enthalten',
  name_too_long: 'Der Name darf höchstens 100 Zeichen lang sein',
  passwords_differ: 'Die Passwörter stimmen nicht überein',
  password_required: 'Bitte geben Sie Ihr Passwort ein',
  reset_token_required: 'Der Token zum Zurücksetzen fehlt',
  current_password_required: 'Bitte geben Sie Ihr aktuelles Passwort ein',
  language_invalid: 'Die Sprache muss en, de, fr, es, it oder nl sein',
  locale_too_long: 'Das Gebietsschema darf höchstens 35 Zeichen lang sein',
  locale_invalid: 'Das Gebietsschema muss ein Sprach-Tag wie de-DE sein',
  time_zone_invalid: 'Bitte wählen Sie eine gültige Zeitzone',
  user_not_found: 'Benutzer nicht gefunden',
  signed_out: 'Abgemeldet',
  password_reset_requested:
    'Falls es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
  password_reset_done: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
  password_changed: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden abgemeldet.',
  account_deleted: 'Ihr Konto und alle seine Daten wurden gelöscht.',
  sign_in_paused_since:
    'Seit Ihrer letzten Anmeldung war die Anmeldung bei Ihrem Konto nach {attempts} falschen Passwörtern in Folge für {minutes} Minuten gesperrt. Falls Sie das nicht waren, wählen Sie über „Passwort vergessen?“ auf der Anmeldeseite ein neues Passwort.',
  sign_in_failed_since:
    'Seit Ihrer letzten Anmeldung {count, plural, one {gab es 1 fehlgeschlagenen Anmeldeversuch} other {gab es {count} fehlgeschlagene Anmeldeversuche}}.',

  // ── Kunden ────────────────────────────────────────────────────────────────────────────────────
  client_not_found: 'Kunde nicht gefunden',
  name_required: 'Bitte geben Sie einen Namen ein',
  client_name_too_long: 'Der Name darf höchstens 200 Zeichen lang sein',
  country_not_listed: 'Bitte wählen Sie ein Land aus der Liste',
  tax_treatment_invalid: 'Die steuerliche Behandlung muss domestic, eu_reverse_charge oder non_eu sein',
  e_invoice_format_invalid: 'Das E-Rechnungsformat muss {formats} oder {last} sein',
  client_id_invalid: 'Die Kunden-ID muss eine positive ganze Zahl sein',
  client_has_invoices:
    'Für diesen Kunden {count, plural, one {gibt es 1 Rechnung} other {gibt es {count} Rechnungen}}. Löschen Sie sie oder ordnen Sie sie einem anderen Kunden zu, bevor Sie den Kunden löschen.',
  client_has_recurring:
    'Für diesen Kunden gibt es wiederkehrende Rechnungen. Löschen Sie diese zuerst, dann den Kunden.',
  reverse_charge_client_needs_vat_id: 'Für einen Kunden mit Reverse-Charge ist eine USt-IdNr. erforderlich',
  client_deleted: 'Kunde gelöscht',

  // ── USt-IdNr. und Peppol-ID ───────────────────────────────────────────────────────────────────
  vat_id_required: 'Bitte geben Sie eine USt-IdNr. ein, z. B. DE123456789',
  vat_id_invalid: 'Die USt-IdNr. {vatId} ist keine gültige USt-IdNr. ({country})',
  vat_id_greek_prefix:
    'Die USt-IdNr. {vatId} ist keine gültige griechische USt-IdNr.: Griechische USt-IdNrn. beginnen mit EL',
  vat_id_unknown_prefix: 'Die USt-IdNr. {vatId} beginnt nicht mit einem bekannten EU-Ländercode wie DE',
  vat_id_malformed: 'Die USt-IdNr. {vatId} muss aus 2 bis 20 Buchstaben und Ziffern bestehen',
  peppol_id_format:
    'Die Peppol-ID besteht aus einem Schema und einer Kennung, z. B. 0204:04011000-1234512345-06 oder 0208:0123456749',
  peppol_id_unknown_scheme:
    'Peppol-ID {peppolId}: {scheme} ist kein Schema der Peppol-Liste elektronischer Adressen (EAS), wie etwa 0204 (Leitweg-ID), 0208 (Belgien), 0088 (GLN) oder 9930 (deutsche USt-IdNr.)',
  peppol_id_invalid: 'Die Peppol-ID {peppolId} ist ungültig: Schema {scheme} erwartet {expected}',
  peppol_id_vat_id_invalid: 'Peppol-ID {peppolId}: {reason}',
  peppol_takes_leitweg_id: 'eine Leitweg-ID mit Prüfziffern, z. B. 0204:04011000-1234512345-06',
  peppol_takes_be_enterprise_number:
    'eine belgische Unternehmensnummer mit 10 Ziffern einschließlich Prüfziffern, z. B. 0208:0123456749',
  peppol_takes_gln: 'eine GLN mit 13 Ziffern einschließlich Prüfziffer, z. B. 0088:5790000435975',
  peppol_takes_duns: 'eine D-U-N-S-Nummer mit 9 Ziffern, z. B. 0060:123456789',
  peppol_takes_no_organisation_number:
    'eine norwegische Organisationsnummer mit 9 Ziffern, z. B. 0192:974760673',
  peppol_takes_dk_cvr: 'eine dänische CVR-Nummer mit 8 Ziffern, z. B. 0184:DK12345678',
  peppol_takes_se_organisation_number:
    'eine schwedische Organisationsnummer mit 10 Ziffern, z. B. 0007:5560360793',
  peppol_takes_abn: 'eine australische Business Number (ABN) mit 11 Ziffern, z. B. 0151:51824753556',
  peppol_takes_vat_id: 'eine USt-IdNr., die mit {prefix} beginnt, z. B. {example}',
  peppol_takes_any_identifier:
    'eine Kennung aus 1 bis 50 Buchstaben, Ziffern oder Satzzeichen ohne Leerzeichen',

  // ── Rechnungen ────────────────────────────────────────────────────────────────────────────────
  invoice_not_found: 'Rechnung nicht gefunden',
  payment_not_found: 'Zahlung nicht gefunden',
  reminder_flow_not_found: 'Erinnerungsablauf nicht gefunden',
  invoice_issued_immutable:
    'Die Rechnung {number} wurde bereits ausgestellt und kann nicht mehr geändert werden. Korrigieren Sie sie mit einer Rechnungskorrektur.',
  invoice_number_taken:
    'Diese Rechnungsnummer ist bereits vergeben. Prüfen Sie in den Einstellungen das Präfix für Rechnungsnummern und die erste Rechnungsnummer.',
  invoice_client_deleted: 'Der Kunde dieser Rechnung wurde gelöscht, daher kann sie nicht dupliziert werden.',
  invoice_client_deleted_correcting:
    'Der Kunde dieser Rechnung wurde gelöscht, daher kann sie nicht korrigiert werden. Stornieren Sie sie stattdessen.',
  invoice_deleted: 'Rechnung gelöscht',
  description_required: 'Bitte geben Sie eine Beschreibung ein',
  description_too_long: 'Die Beschreibung darf höchstens 1000 Zeichen lang sein',
  quantity_not_positive_number: 'Die Menge muss eine Zahl größer als 0 sein',
  quantity_not_positive: 'Die Menge muss größer als 0 sein',
  quantity_too_large: 'Die Menge darf höchstens {maximum, number} betragen',
  quantity_too_precise: 'Die Menge darf höchstens 2 Nachkommastellen haben',
  unit_too_long: 'Die Einheit darf höchstens 20 Zeichen lang sein',
  rate_negative: 'Der Einzelpreis darf nicht negativ sein',
  amount_negative: 'Der Betrag darf nicht negativ sein',
  amount_too_large: 'Der Betrag ist zu hoch',
  tax_category_invalid: 'Die Steuerkategorie muss eine dieser sein: {categories}',
  client_required: 'Bitte wählen Sie einen Kunden',
  text_too_long: 'Höchstens {limit} Zeichen',
  invoice_status_new_invalid: 'Eine neue Rechnung ist entweder ein Entwurf oder versendet',
  currency_not_listed: 'Bitte wählen Sie eine der aufgeführten Währungen',
  reminder_flow_invalid: 'Bitte wählen Sie einen Ihrer Erinnerungsabläufe',
  line_items_required: 'Bitte fügen Sie mindestens eine Position hinzu',
  invoice_too_many_lines: 'Eine Rechnung kann höchstens {maximum} Positionen enthalten',
  due_date_before_issue_date: 'Das Fälligkeitsdatum darf nicht vor dem Rechnungsdatum liegen',
  service_date_and_period: 'Geben Sie ein Leistungsdatum oder einen Leistungszeitraum an, nicht beides',
  service_period_end_required: 'Bitte geben Sie das Ende des Leistungszeitraums an',
  service_period_start_required: 'Bitte geben Sie den Beginn des Leistungszeitraums an',
  service_period_end_before_start: 'Das Ende des Leistungszeitraums darf nicht vor seinem Beginn liegen',
  void_reason_required: 'Bitte geben Sie einen Grund für die Stornierung an',
  reason_too_long: 'Der Grund darf höchstens 500 Zeichen lang sein',
  invoice_status_invalid: 'Der Status muss draft, sent, paid oder overdue sein',
  page_invalid: 'Die Seite muss eine ganze Zahl ab 1 sein',
  page_too_large: 'Die Seite darf höchstens 1000000 sein',
  page_size_invalid: 'Die Seitengröße muss eine ganze Zahl von 1 bis 100 sein',
  search_too_long: 'Die Suche darf höchstens 200 Zeichen lang sein',
  invoice_status_filter_invalid: 'Der Status muss einer dieser Werte sein: {statuses}',
  invoice_sort_invalid: 'Die Sortierung muss einer dieser Werte sein: {sorts}',
  order_invalid: 'Die Reihenfolge muss asc oder desc sein',
  invoice_already_paid_status:
    'Diese Rechnung ist bereits bezahlt; der Status einer bezahlten Rechnung lässt sich nicht mehr ändern.',
  invoice_void_status:
    'Diese Rechnung ist storniert; der Status einer stornierten Rechnung lässt sich nicht mehr ändern.',
  invoice_not_overdue_yet:
    'Diese Rechnung ist nicht überfällig: Sie wird von selbst überfällig, sobald ihr Fälligkeitsdatum ({dueDate}) verstrichen ist.',
  invoice_status_change_refused:
    'Eine Rechnung mit dem Status „{from, select, sent {Offen} paid {Bezahlt} overdue {Überfällig} void {Storniert} other {Entwurf}}“ kann nicht auf „{to, select, sent {Offen} paid {Bezahlt} overdue {Überfällig} void {Storniert} other {Entwurf}}“ gesetzt werden.',
  invoice_total_too_large: 'Der Gesamtbetrag der Rechnung ist zu hoch (höchstens 99.999.999,99).',
  credit_note_total_too_large:
    'Der Gesamtbetrag der Rechnungskorrektur ist zu hoch (höchstens 99.999.999,99).',

  // ── Zahlungen ─────────────────────────────────────────────────────────────────────────────────
  payment_date_in_future: 'Das Zahlungsdatum darf nicht in der Zukunft liegen',
  payment_over_balance: 'Die Zahlung übersteigt den offenen Betrag von {balance}',
  payment_on_void_invoice: 'Zu einer stornierten Rechnung können keine Zahlungen erfasst werden.',
  payment_not_positive: 'Eine Zahlung muss größer als 0,00 sein.',
  payment_amount_not_positive: 'Der Betrag muss größer als 0 sein',
  payment_amount_not_number: 'Der Betrag muss eine Zahl größer als 0 sein',
  payment_method_invalid: 'Die Zahlungsart muss bank_transfer, card, cash, cheque, paypal oder other sein',

  // ── Umsatzsteuer ──────────────────────────────────────────────────────────────────────────────
  standard_rate_needs_rate: 'Für die Kategorie S (Regelsteuersatz) muss der Steuersatz über 0 liegen',
  category_charged_at_zero: 'In der Steuerkategorie {category} beträgt der Steuersatz 0 %',
  exemption_reason_required: 'Bitte geben Sie den Grund für die Steuerbefreiung dieser Rechnung an',
  not_subject_mixed:
    'Nicht steuerbare Positionen (O) können nicht mit Positionen einer anderen Steuerkategorie auf einer Rechnung stehen',
  reverse_charge_needs_own_vat_id:
    'Für Reverse-Charge ist Ihre USt-IdNr. erforderlich: Tragen Sie sie in den Einstellungen ein',
  reverse_charge_needs_client_vat_id:
    'Für Reverse-Charge ist die USt-IdNr. des Kunden erforderlich: Tragen Sie sie bei {client} ein',
  tax_rate_not_number: 'Der Steuersatz muss eine Zahl sein',
  tax_rate_out_of_range: 'Der Steuersatz muss zwischen 0 und 100 liegen',
  tax_rate_too_precise: 'Der Steuersatz darf höchstens 2 Nachkommastellen haben',
  vat_scheme_invalid: 'Die Besteuerungsart muss standard oder small_business sein',

  // ── Rechnungskorrekturen ──────────────────────────────────────────────────────────────────────
  credit_note_not_found: 'Rechnungskorrektur nicht gefunden',
  credit_note_link_not_found: 'Diese Rechnungskorrektur wurde nicht gefunden.',
  credit_note_reason_required: 'Bitte geben Sie einen Grund für die Rechnungskorrektur an',
  credit_note_too_many_lines: 'Eine Rechnungskorrektur kann höchstens {maximum} Positionen enthalten',
  credit_note_not_positive: 'Der Betrag einer Rechnungskorrektur muss größer als 0,00 sein.',
  credit_note_over_balance:
    'Eine Rechnungskorrektur kann höchstens den offenen Betrag von {balance} abdecken',
  credit_rate_not_on_invoice:
    'Die Rechnung enthält keine Umsatzsteuer der Kategorie {category}{rate, select, none {} other { zu {rate} %}}: Korrigieren Sie einen Steuersatz, den die Rechnung enthält',
  credit_rate_not_on_invoice_rate:
    'Die Rechnung enthält keine Umsatzsteuer zu {rate} %: Korrigieren Sie einen Steuersatz, den die Rechnung enthält',
  draft_not_credited:
    'Ein Entwurf wurde nie ausgestellt und kann daher nicht korrigiert werden. Bearbeiten oder löschen Sie ihn stattdessen.',
  draft_not_cancelled:
    'Ein Entwurf wurde nie versendet und kann daher nicht {action, select, void {storniert} other {korrigiert}} werden. Löschen Sie ihn stattdessen.',
  invoice_already_void: 'Diese Rechnung ist bereits storniert.',
  void_invoice_not_cancelled:
    'Diese Rechnung ist storniert und kann daher nicht {action, select, correct {korrigiert} other {teilweise korrigiert}} werden.',
  paid_invoice_not_cancelled:
    'Eine bezahlte Rechnung kann nicht {action, select, void {storniert} correct {korrigiert} other {teilweise korrigiert}} werden.',
  invoice_has_payments:
    'Zu dieser Rechnung sind Zahlungen erfasst, daher kann sie nicht {action, select, void {storniert} other {korrigiert}} werden. Löschen Sie zuerst die Zahlungen.',

  // ── E-Rechnungen ──────────────────────────────────────────────────────────────────────────────
  e_invoice_not_ready:
    'Der Kunde erhält E-Rechnungen im Format {format}, und {what, select, invoice {diese Rechnung erfüllt dessen Anforderungen noch nicht. Ergänzen Sie, was fehlt, oder senden Sie nur das PDF.} issued_invoice {diese Rechnung wurde ohne die für {format} nötigen Angaben ausgestellt (sie behält die Angaben, mit denen sie ausgestellt wurde). Senden Sie nur das PDF oder korrigieren Sie die Rechnung.} credit_note {diese Rechnungskorrektur wurde ohne die für {format} nötigen Angaben ausgestellt. Senden Sie nur das PDF.} other {die Rechnungen dieser wiederkehrenden Rechnung erfüllen dessen Anforderungen noch nicht. Ergänzen Sie, was fehlt, wählen Sie den Versand nur als PDF oder erstellen Sie Entwürfe.}}',
  invoice_issued_without_e_invoice:
    'Diese Rechnung wurde ohne die für {format} nötigen Angaben ausgestellt und behält die Angaben, mit denen sie ausgestellt wurde. Ergänzen Sie, was fehlt, und korrigieren Sie dann die Rechnung: Die neue Rechnung enthält die ergänzten Angaben.',
  credit_note_issued_without_e_invoice:
    'Diese Rechnungskorrektur wurde ohne die für {format} nötigen Angaben ausgestellt und behält die Angaben, mit denen sie ausgestellt wurde.',
  draft_is_no_e_invoice: 'Stellen Sie die Rechnung zuerst aus: Ein Entwurf ist noch keine Rechnung',
  public_e_invoice_unavailable:
    'Diese E-Rechnung ist in diesem Format nicht verfügbar. Bitte fragen Sie beim Rechnungssteller danach.',
  attach_e_invoice_invalid: 'attachEInvoice muss true oder false sein',
  e_invoice_download_format_invalid: 'Das Format muss einer dieser Werte sein: {formats}',
  e_invoice_company_name_missing:
    'Der Name Ihres Unternehmens fehlt: Tragen Sie ihn in den Einstellungen ein',
  e_invoice_client_name_missing: 'Der Name des Kunden fehlt',
  e_invoice_lines_missing: 'Fügen Sie mindestens eine Position hinzu',
  e_invoice_line_description_missing: 'Für Position {line} fehlt die Beschreibung',
  e_invoice_company_country_missing: 'Wählen Sie in den Einstellungen das Land Ihres Unternehmens',
  e_invoice_client_country_missing: 'Wählen Sie das Land des Kunden',
  e_invoice_tax_number_missing:
    'Tragen Sie Ihre Steuernummer in den Einstellungen ein: Eine nicht steuerbare Rechnung weist Ihr Unternehmen über die Steuernummer aus, nicht über die USt-IdNr.',
  e_invoice_vat_id_for_goods_missing:
    'Tragen Sie Ihre USt-IdNr. in den Einstellungen ein: Für Lieferungen ins Ausland ist sie erforderlich',
  e_invoice_vat_id_or_tax_number_missing:
    'Tragen Sie Ihre USt-IdNr. oder Steuernummer in den Einstellungen ein',
  e_invoice_client_vat_id_missing:
    'Für Reverse-Charge und innergemeinschaftliche Lieferungen ist die USt-IdNr. des Kunden erforderlich',
  e_invoice_delivery_date_missing:
    'Für eine innergemeinschaftliche Lieferung ist das Leistungsdatum (Lieferdatum) erforderlich',
  e_invoice_leitweg_id_missing: 'Für XRechnung ist die Käuferreferenz (Leitweg-ID) erforderlich',
  e_invoice_company_postal_code_missing:
    'Die Postleitzahl Ihres Unternehmens fehlt: Tragen Sie sie in den Einstellungen ein',
  e_invoice_company_city_missing: 'Der Ort Ihres Unternehmens fehlt: Tragen Sie ihn in den Einstellungen ein',
  e_invoice_client_postal_code_missing: 'Die Postleitzahl des Kunden fehlt',
  e_invoice_client_city_missing: 'Der Ort des Kunden fehlt',
  e_invoice_contact_name_missing:
    'XRechnung erfordert einen Ansprechpartner: Tragen Sie Ihren Namen in Ihrem Profil ein',
  e_invoice_company_phone_missing:
    'Für XRechnung ist die Telefonnummer Ihres Unternehmens erforderlich: Tragen Sie sie in den Einstellungen ein',
  e_invoice_company_email_missing:
    'Für XRechnung ist die E-Mail-Adresse Ihres Unternehmens erforderlich: Tragen Sie sie in den Einstellungen ein',
  e_invoice_client_email_missing: 'Für XRechnung ist die E-Mail-Adresse des Kunden erforderlich',
  e_invoice_buyer_reference_missing:
    'Für Peppol ist eine Käuferreferenz erforderlich, etwa die Bestellnummer des Kunden',
  e_invoice_company_vat_country_unsupported:
    'Peppol kann Ihr Unternehmen noch nicht über eine USt-IdNr. aus diesem Land ({country}) adressieren',
  e_invoice_company_vat_id_missing:
    'Peppol findet Ihr Unternehmen über seine EU-USt-IdNr.: Tragen Sie sie in den Einstellungen ein',
  e_invoice_client_vat_country_unsupported:
    'Peppol kann einen Kunden noch nicht über eine USt-IdNr. aus diesem Land ({country}) adressieren: Tragen Sie die Peppol-ID des Kunden ein oder wählen Sie für diesen Kunden XRechnung oder PDF',
  e_invoice_client_peppol_id_missing:
    'Peppol erreicht den Kunden über seine Peppol-ID: Tragen Sie beim Kunden die Peppol-ID, die Leitweg-ID als Käuferreferenz oder die EU-USt-IdNr. ein',
  facturx_outside_eu:
    'Ein Factur-X-PDF ist für Unternehmen in der EU gedacht: Das Land Ihres Unternehmens in den Einstellungen liegt nicht in der EU',

  // ── E-Mails und Zahlungserinnerungen ──────────────────────────────────────────────────────────
  company_not_ready:
    'Tragen Sie Firmenname und E-Mail-Adresse in den Einstellungen ein, bevor Sie Rechnungen versenden',
  email_limit_reached: 'Es wurde keine E-Mail gesendet: {limit}. Bitte versuchen Sie es später erneut.',
  mail_limit_per_day: 'Das Limit Ihres Kontos von {limit} E-Mails pro Tag ist erreicht',
  mail_limit_per_hour: 'Das Limit Ihres Kontos von {limit} E-Mails pro Stunde ist erreicht',
  mail_limit_per_hour_new_account:
    'Das Limit Ihres Kontos von {limit} E-Mails pro Stunde (für ein Konto an seinem ersten Tag) ist erreicht',
  invoice_daily_send_cap:
    'Es wurde keine E-Mail gesendet: Die Rechnung {number} wurde heute bereits {count}-mal manuell versendet. Bitte versuchen Sie es morgen erneut.',
  invoice_changed_while_sending:
    'Die Rechnung hat sich geändert, während ihre E-Mail vorbereitet wurde, daher wurde keine E-Mail gesendet. Bitte versuchen Sie es erneut.',
  email_queued_database_lost:
    '{kind, select, invoice {Die Rechnungs-E-Mail} other {Die Erinnerungs-E-Mail}} an {to} ist eingereiht, aber noch nicht gesendet: Die Datenbank war kurz nicht erreichbar. Duely sendet sie automatisch; ihren Status sehen Sie im Erinnerungsverlauf.',
  email_not_accepted:
    '{kind, select, invoice {Die Rechnungs-E-Mail} other {Die Erinnerungs-E-Mail}} an {to} konnte nicht gesendet werden: Der Mailserver hat sie nicht angenommen. {failed, select, yes {Sie wurde als fehlgeschlagen markiert.} other {Duely versucht es automatisch erneut; den Status sehen Sie im Erinnerungsverlauf.}}',
  credit_note_email_queued:
    'Die E-Mail mit der Rechnungskorrektur an {to} ist eingereiht, aber noch nicht gesendet. Duely sendet sie automatisch.',
  credit_note_email_not_accepted:
    'Die E-Mail mit der Rechnungskorrektur an {to} konnte nicht gesendet werden: Der Mailserver hat sie nicht angenommen.',
  invoice_paid_no_email: 'Diese Rechnung ist bereits bezahlt, daher wurde keine E-Mail gesendet.',
  invoice_void_no_email: 'Diese Rechnung ist storniert, daher wurde keine E-Mail gesendet.',
  invoice_draft_no_reminder:
    'Diese Rechnung ist noch ein Entwurf. Versenden Sie die Rechnung, bevor Sie Zahlungserinnerungen senden.',
  invoice_not_emailable:
    'Diese Rechnung kann nicht per E-Mail versendet werden, daher wurde keine E-Mail gesendet.',
  invoice_paid_not_sent_again: 'Diese Rechnung ist bereits bezahlt, daher wurde sie nicht erneut versendet.',
  invoice_void_not_sent: 'Diese Rechnung ist storniert und kann daher nicht versendet werden.',
  invoice_not_sendable: 'Diese Rechnung kann nicht versendet werden.',
  invoice_sent: 'Rechnung versendet',
  invoice_email_sent: 'Rechnungs-E-Mail gesendet',
  reminder_sent: 'Zahlungserinnerung gesendet',
  reminder_type_invalid: 'reminderType muss first oder manual sein',
  email_draft_kind_invalid: 'kind muss invoice oder reminder sein',
  subject_must_be_text: 'Der Betreff muss ein Text sein',
  subject_required: 'Bitte geben Sie einen Betreff ein',
  subject_too_long: 'Der Betreff darf höchstens {maximum} Zeichen lang sein',
  subject_multiline: 'Der Betreff muss aus einer einzigen Zeile bestehen',
  message_must_be_text: 'Die Nachricht muss ein Text sein',
  message_required: 'Bitte geben Sie eine Nachricht ein',
  message_too_long: 'Die Nachricht darf höchstens {maximum, number} Zeichen lang sein',
  cc_must_be_text: 'CC muss eine E-Mail-Adresse sein',
  cc_too_long: 'CC darf höchstens 254 Zeichen lang sein',
  cc_invalid: 'CC muss eine gültige E-Mail-Adresse sein',
  reminder_schedule_not_found: 'Für diese Rechnung gibt es noch keinen Erinnerungsplan.',
  reminder_schedule_exists:
    'Für diese Rechnung gibt es bereits einen Erinnerungsplan. Bearbeiten Sie diesen stattdessen.',
  invoice_paid_no_reminders: 'Diese Rechnung ist bereits bezahlt; sie braucht keine Zahlungserinnerungen.',
  invoice_void_no_reminders: 'Diese Rechnung ist storniert; sie braucht keine Zahlungserinnerungen.',
  invoice_needs_no_reminders: 'Diese Rechnung braucht keine Zahlungserinnerungen.',
  schedule_frequency_invalid: 'Die Häufigkeit muss daily, weekly oder monthly sein',
  reminder_schedule_cancelled: 'Erinnerungsplan beendet',
  template_description_too_long: 'Die Beschreibung darf höchstens 500 Zeichen lang sein',
  second_reminder_not_later: 'Die zweite Zahlungserinnerung muss nach der ersten kommen',
  final_notice_not_later: 'Die letzte Zahlungserinnerung muss nach der zweiten kommen',
  translations_languages_only:
    'Übersetzungen sind nur für {languages} möglich (die eigenen Texte der Vorlage sind die englischen)',
  translations_must_be_object: 'Übersetzungen müssen ein Objekt mit Sprachen sein',
  translation_texts_keys_only: 'Die Texte auf {field} dürfen nur {keys} sein',
  translation_texts_must_be_object: 'Die Texte auf {field} müssen ein Objekt mit Texten sein',
  template_deleted: 'Vorlage gelöscht',

  // ── Wiederkehrende Rechnungen ─────────────────────────────────────────────────────────────────
  recurring_invoice_not_found: 'Wiederkehrende Rechnung nicht gefunden',
  recurring_invoice_limit:
    'Sie können höchstens {maximum} wiederkehrende Rechnungen haben. Löschen Sie eine, die Sie nicht mehr brauchen, um eine neue anzulegen.',
  backfill_too_far:
    'Rückwirkend lassen sich höchstens {maximum} Rechnungen erstellen: Das früheste Startdatum ist der {earliest}.',
  service_period_mode_invalid:
    'Der Leistungszeitraum muss issue_date, previous_period oder current_period sein',
  recurrence_frequency_invalid: 'Die Häufigkeit muss weekly, monthly, quarterly oder yearly sein',
  send_mode_invalid: 'Die Versandart muss send oder draft sein',
  backfill_invalid: 'backfill muss true oder false sein',
  end_date_and_occurrences: 'Wählen Sie entweder ein Enddatum oder eine Anzahl von Rechnungen, nicht beides',
  end_date_before_start_date: 'Das Enddatum darf nicht vor dem Startdatum liegen',
  recurring_invoice_deleted: 'Wiederkehrende Rechnung gelöscht',

  // ── Einstellungen ─────────────────────────────────────────────────────────────────────────────
  website_invalid: 'Bitte geben Sie eine gültige Website-Adresse ein, z. B. https://example.com',
  payment_terms_invalid: 'Das Zahlungsziel muss eine ganze Zahl von 0 bis 365 Tagen sein',
  invoice_number_start_invalid: 'Die erste Rechnungsnummer muss eine ganze Zahl von 1 bis 999.999.999 sein',
  invoice_number_start_used:
    'Die erste Rechnungsnummer muss mindestens {start} sein: {used} ist bereits vergeben.',
  currency_not_in_list: 'Bitte wählen Sie eine Währung aus der Liste',
  invoice_prefix_required: 'Bitte geben Sie ein Präfix für Rechnungsnummern ein',
  invoice_prefix_invalid:
    'Das Präfix für Rechnungsnummern muss aus 1 bis 20 Buchstaben, Ziffern oder Bindestrichen bestehen',
  credit_note_prefix_invalid:
    'Das Präfix für Rechnungskorrekturen muss aus 1 bis 20 Buchstaben, Ziffern oder Bindestrichen bestehen',
  account_number_invalid:
    'Die Kontonummer darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten',
  routing_number_invalid: 'Bitte geben Sie eine gültige 9-stellige Routing-Nummer ein',
  blz_invalid: 'Die BLZ muss 8 Ziffern haben',
  sort_code_invalid: 'Der Sort Code muss 6 Ziffern haben, z. B. 12-34-56',
  iban_invalid: 'Bitte geben Sie eine gültige IBAN ein',
  iban_checksum_invalid: 'Diese IBAN ist ungültig: Bitte prüfen Sie sie auf Tippfehler',
  bic_invalid: 'Bitte geben Sie einen gültigen BIC/SWIFT-Code ein (8 oder 11 Zeichen)',
  swift_code_invalid: 'Bitte geben Sie einen gültigen SWIFT-Code ein (8 oder 11 Zeichen)',
  share_capital_invalid:
    'Das Gesellschaftskapital muss ein Betrag mit höchstens 2 Nachkommastellen sein, z. B. 10000',
  share_capital_too_large: 'Das Gesellschaftskapital ist zu hoch',
  registrations_not_list: 'Registrierungen müssen eine Liste aus Register und Nummer sein',
  registrations_too_many: 'Geben Sie höchstens {limit} Registrierungen an',
  registration_scheme_invalid: 'Das Register muss eines von {schemes} sein',
  registration_number_not_text: 'Die Registernummer muss Text sein',
  registration_number_too_long: 'Die Registernummer darf höchstens {limit} Zeichen lang sein',
  registration_repeated: 'Das Register {scheme} ist mehrfach angegeben',
  siren_format: 'Die SIREN muss 9 Ziffern haben, z. B. 732 829 320',
  siren_checksum: 'Die SIREN {number} ist ungültig: Die Prüfziffer stimmt nicht',
  siret_format: 'Die SIRET muss 14 Ziffern haben: die SIREN und die 5 Ziffern der Niederlassung',
  siret_checksum: 'Die SIRET {number} ist ungültig: Die Prüfziffer stimmt nicht',
  siret_other_siren: 'Die SIRET {siret} beginnt nicht mit der SIREN {siren}',
  register_entry_format: '{register} muss den Ort des Registers und die SIREN nennen, z. B. {example}',
  register_entry_siren_invalid:
    '{register} {entry}: Die darin genannte SIREN ist ungültig (die Prüfziffer stimmt nicht)',
  register_entry_other_siren: '{register} {entry} nennt eine andere SIREN als {siren}',
  be_enterprise_number_format:
    'Die belgische Unternehmensnummer muss 10 Ziffern haben und mit 0 oder 1 beginnen, z. B. 0403.019.261',
  be_enterprise_number_checksum:
    'Die belgische Unternehmensnummer {number} ist ungültig: Die Prüfziffern stimmen nicht',
  de_register_format:
    'Der Handelsregistereintrag muss Registergericht und Nummer nennen, z. B. Amtsgericht Berlin-Charlottenburg HRB 12345',
  codice_fiscale_format:
    'Der Codice fiscale muss 16 Zeichen (einer Person) oder 11 Ziffern (eines Unternehmens) haben',
  codice_fiscale_checksum: 'Der Codice fiscale {number} ist ungültig: Das Prüfzeichen stimmt nicht',
  partita_iva_format: 'Die Partita IVA muss 11 Ziffern haben, z. B. 00743110157',
  partita_iva_checksum: 'Die Partita IVA {number} ist ungültig: Die Prüfziffer stimmt nicht',
  es_nif_format: 'Der NIF muss 9 Zeichen haben, z. B. B58378431 oder 12345678Z',
  es_nif_checksum: 'Der NIF {number} ist ungültig: Das Prüfzeichen stimmt nicht',
  nl_kvk_format: 'Die KvK-Nummer muss 8 Ziffern haben, z. B. 12345678',
  gb_company_number_format:
    'Die Companies-House-Nummer muss 8 Zeichen haben: 8 Ziffern oder 2 Buchstaben und 6 Ziffern, z. B. 01234567 oder SC123456',
  payment_link_invalid:
    'Der Link zur Online-Zahlung muss eine https://-Adresse sein, z. B. https://buy.stripe.com/… oder https://paypal.me/ihrname',
  email_reminders_invalid:
    'Die Einstellung „Zahlungserinnerungen per E-Mail“ muss ein- oder ausgeschaltet sein',
  payment_notifications_invalid: 'Die Einstellung „Zahlungsbestätigungen“ muss ein- oder ausgeschaltet sein',
  overdue_alerts_invalid:
    'Die Einstellung „Hinweise auf überfällige Rechnungen“ muss ein- oder ausgeschaltet sein',
  weekly_reports_invalid: 'Die Einstellung „Wochenberichte“ muss ein- oder ausgeschaltet sein',
  logo_not_found: 'Logo nicht gefunden',
  logo_requirement: 'Das Logo muss ein PNG- oder JPEG-Bild von höchstens 1 MB sein.',
  logo_too_large:
    'Die Logodatei ist größer als 1 MB (1.048.576 Byte), die Obergrenze für ein Logo. Bitte wählen Sie ein kleineres PNG- oder JPEG-Bild.',
  logo_unreadable:
    'Die Logodatei konnte nicht als PNG- oder JPEG-Bild gelesen werden. Bitte wählen Sie eine andere Datei.',
  logo_too_many_pixels:
    'Das Logo hat {width} × {height} Pixel; es darf höchstens {maximum} Pixel breit und {maximum} Pixel hoch sein.',
  logo_too_slow:
    'Das Logo konnte nicht innerhalb von {seconds} Sekunden gelesen werden und wurde nicht gespeichert. Bitte wählen Sie ein kleineres oder einfacheres PNG- oder JPEG-Bild.',
  logo_busy:
    'Gerade werden viele Logos verarbeitet, daher wurde dieses nicht gespeichert. Bitte versuchen Sie es in einer Minute erneut.',
  logo_uploads_limited:
    'Sie können höchstens {maximum} Logos in {window} Minuten hochladen. Bitte versuchen Sie es in {minutes, plural, one {einer Minute} other {{minutes} Minuten}} erneut.',
  invoice_has_no_logo: 'Diese Rechnung hat kein Logo.',

  // ── Geteilte Links und Berichte ───────────────────────────────────────────────────────────────
  share_needs_sent_invoice: 'Versenden Sie die Rechnung, bevor Sie ihren Link teilen.',
  share_link_invalid: 'Dieser Rechnungslink ist ungültig. Bitte fordern Sie beim Absender einen neuen an.',
  report_status_invalid: 'Der Status muss all, paid, pending oder overdue sein',
  report_type_invalid: 'Die Berichtsart muss overview, revenue, client oder aging sein',
};
