import type { ErrorCode } from './en';

/** The API's messages in Dutch (u-vorm; termen uit docs/i18n/glossary.md). */
export const nl: Record<ErrorCode, string> = {
  // ── Verzoeken ─────────────────────────────────────────────────────────────────────────────────
  bad_request: 'Het verzoek kon niet worden verwerkt.',
  body_too_large: 'De inhoud van het verzoek is te groot (maximaal 1 MB).',
  unsupported_media_type: 'Stuur de inhoud van het verzoek als JSON (Content-Type: application/json).',
  content_length_mismatch: 'De lengte van de inhoud komt niet overeen met de Content-Length van het verzoek.',
  empty_json_body: 'De inhoud van het verzoek is leeg, maar is als JSON aangekondigd.',
  invalid_json: 'De inhoud van het verzoek is geen geldige JSON.',
  body_not_object: 'De inhoud van het verzoek moet een JSON-object zijn.',
  bad_url_escape: 'Het adres is ongeldig: het bevat een onjuiste %-codering.',
  not_routable: 'Het verzoek kon niet worden doorgestuurd.',
  no_route: 'Geen route voor {method} {path}',
  validation_failed:
    'Ongeldig verzoek{part, select, body {} querystring { (queryparameters)} params { (pad)} headers { (headers)} other { ({part})}}',
  nul_character: 'Tekst mag het NUL-teken (\\u0000) niet bevatten.',
  origin_unknown: 'Verzoek geweigerd: onbekende herkomst.',
  origin_cross_site: 'Verzoek geweigerd: het komt van een andere website.',
  rate_limited: 'Te veel verzoeken. Wacht een minuut en probeer het dan opnieuw.',
  database_unreachable: 'De database is op dit moment niet bereikbaar. Probeer het zo meteen opnieuw.',
  internal_error: 'Er is aan onze kant iets misgegaan. Probeer het opnieuw.',
  pdf_busy_account:
    'Er worden te veel PDF-bestanden voor uw account aangemaakt; probeer het zo meteen opnieuw.',
  pdf_busy: 'Het aanmaken van PDF-bestanden is op dit moment overbelast; probeer het zo meteen opnieuw.',
  pdf_busy_readers:
    'Deze factuur wordt voor veel lezers tegelijk klaargemaakt; probeer het zo meteen opnieuw.',

  // ── Veldwaarden ───────────────────────────────────────────────────────────────────────────────
  field_required: 'Het veld ‘{field}’ is verplicht',
  field_must_be_text: 'Het veld ‘{field}’ moet tekst zijn',
  field_must_be_number: 'Het veld ‘{field}’ moet een getal zijn',
  field_must_be_whole_number: 'Het veld ‘{field}’ moet een geheel getal zijn',
  field_must_be_true_or_false: 'Het veld ‘{field}’ moet true of false zijn',
  field_must_be_list: 'Het veld ‘{field}’ moet een lijst zijn',
  field_must_be_object: 'Het veld ‘{field}’ moet een object zijn',
  field_must_be_valid_value: 'Het veld ‘{field}’ heeft geen geldige waarde',
  field_at_most_characters: 'Het veld ‘{field}’ mag maximaal {limit} tekens bevatten',
  field_at_most_items: 'Het veld ‘{field}’ mag maximaal {limit} items bevatten',
  field_at_most: 'Het veld ‘{field}’ mag maximaal {limit} zijn',
  field_less_than: 'Het veld ‘{field}’ moet kleiner zijn dan {limit}',
  field_at_least_characters: 'Het veld ‘{field}’ moet minimaal {limit} tekens bevatten',
  field_at_least_items: 'Het veld ‘{field}’ moet minimaal {limit} items bevatten',
  field_at_least: 'Het veld ‘{field}’ moet minimaal {limit} zijn',
  field_greater_than: 'Het veld ‘{field}’ moet groter zijn dan {limit}',
  field_between: 'Het veld ‘{field}’ moet tussen {min} en {max} liggen',
  field_one_of: 'Het veld ‘{field}’ moet een van deze waarden zijn: {values}',
  field_unknown_keys: 'Onbekende velden: {keys}',
  field_invalid: 'Het veld ‘{field}’ is ongeldig',
  field_needs_visible_characters: 'Het veld ‘{field}’ moet letters, cijfers of leestekens bevatten',
  field_must_be_date: 'Het veld ‘{field}’ moet een datum zijn (JJJJ-MM-DD)',
  field_must_be_valid_date: 'Het veld ‘{field}’ moet een geldige datum zijn',
  field_date_out_of_range: 'Het veld ‘{field}’ moet tussen 1900 en 2999 liggen',
  field_must_be_days: 'Het veld ‘{field}’ moet een aantal dagen zijn',
  field_must_be_whole_days: 'Het veld ‘{field}’ moet een geheel aantal dagen zijn',
  field_at_least_one_day: 'Het veld ‘{field}’ moet minimaal 1 dag zijn',
  field_at_most_days: 'Het veld ‘{field}’ mag maximaal {limit} dagen zijn',
  field_unknown_variables:
    'Het veld ‘{field}’ gebruikt {count, plural, one {een onbekende variabele} other {onbekende variabelen}}: {unknown}. Beschikbaar: {available}',

  // ── Account ───────────────────────────────────────────────────────────────────────────────────
  sign_in_required: 'Log in om verder te gaan.',
  invalid_credentials: 'Onjuist e-mailadres of wachtwoord.',
  email_taken: 'Er bestaat al een account met dit e-mailadres. U kunt daarmee inloggen.',
  reset_link_invalid:
    'Deze link om het wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.',
  current_password_wrong: 'Het huidige wachtwoord is onjuist',
  password_attempts_locked: 'Te veel onjuiste wachtwoorden: probeer het over {minutes} minuten opnieuw.',
  email_too_long: 'Het e-mailadres mag maximaal 254 tekens bevatten',
  email_invalid: 'Voer een geldig e-mailadres in',
  password_too_short: 'Het wachtwoord moet minimaal 8 tekens bevatten',
  password_too_long: 'Het wachtwoord mag maximaal 200 tekens bevatten',
  password_too_weak: 'Het wachtwoord moet minimaal één hoofdletter, één kleine letter en één cijfer bevatten',
  name_too_long: 'De naam mag maximaal 100 tekens bevatten',
  passwords_differ: 'De wachtwoorden komen niet overeen',
  password_required: 'Voer uw wachtwoord in',
  reset_token_required: 'Het token om het wachtwoord opnieuw in te stellen ontbreekt',
  current_password_required: 'Voer uw huidige wachtwoord in',
  language_invalid: 'De taal moet en, de, fr, es, it of nl zijn',
  locale_too_long: 'De landinstelling mag maximaal 35 tekens bevatten',
  locale_invalid: 'De landinstelling moet een taalcode zijn, zoals nl-NL',
  time_zone_invalid: 'Kies een geldige tijdzone',
  user_not_found: 'Gebruiker niet gevonden',
  signed_out: 'Uitgelogd',
  password_reset_requested:
    'Als er een account met dit e-mailadres bestaat, hebben we een link gestuurd om het wachtwoord opnieuw in te stellen.',
  password_reset_done: 'Uw wachtwoord is gewijzigd. Log in met het nieuwe wachtwoord.',
  password_changed: 'Uw wachtwoord is gewijzigd. Uw andere sessies zijn uitgelogd.',
  account_deleted: 'Uw account en alle bijbehorende gegevens zijn verwijderd.',
  sign_in_paused_since:
    'Sinds u voor het laatst inlogde, is inloggen op uw account {minutes} minuten geblokkeerd geweest na {attempts} onjuiste wachtwoorden op rij. Was u dat niet? Kies dan een nieuw wachtwoord via ‘Wachtwoord vergeten?’ op de inlogpagina.',
  sign_in_failed_since:
    'Sinds u voor het laatst inlogde, {count, plural, one {is er 1 mislukte inlogpoging geweest} other {zijn er {count} mislukte inlogpogingen geweest}}.',

  // ── Klanten ───────────────────────────────────────────────────────────────────────────────────
  client_not_found: 'Klant niet gevonden',
  name_required: 'Voer een naam in',
  client_name_too_long: 'De naam mag maximaal 200 tekens bevatten',
  country_not_listed: 'Kies een land uit de lijst',
  tax_treatment_invalid: 'De btw-behandeling moet domestic, eu_reverse_charge of non_eu zijn',
  e_invoice_format_invalid: 'Het e-factuurformaat moet {formats} of {last} zijn',
  client_id_invalid: 'De klant-ID moet een positief geheel getal zijn',
  client_has_invoices:
    'Deze klant heeft {count, plural, one {1 factuur} other {{count} facturen}}. Verwijder die of wijs die toe aan een andere klant voordat u de klant verwijdert.',
  client_has_recurring:
    'Deze klant heeft terugkerende facturen. Verwijder die eerst en verwijder daarna de klant.',
  reverse_charge_client_needs_vat_id: 'Een klant met btw verlegd moet een btw-id hebben',
  client_deleted: 'Klant verwijderd',

  // ── Btw-id en Peppol-ID ───────────────────────────────────────────────────────────────────────
  vat_id_required: 'Voer een btw-id in, bijvoorbeeld NL123456789B01',
  vat_id_invalid: 'Het btw-id {vatId} is ongeldig ({country})',
  vat_id_greek_prefix: 'Het btw-id {vatId} is geen geldig Grieks btw-id: Griekse btw-id’s beginnen met EL',
  vat_id_unknown_prefix: 'Het btw-id {vatId} begint niet met een bekende EU-landcode zoals NL',
  vat_id_malformed: 'Het btw-id {vatId} moet uit 2 tot 20 letters en cijfers bestaan',
  peppol_id_format:
    'Een Peppol-ID bestaat uit een schema en een identificatie, bijvoorbeeld 0204:04011000-1234512345-06 of 0208:0123456749',
  peppol_id_unknown_scheme:
    'Peppol-ID {peppolId}: {scheme} staat niet op de Peppol-lijst van elektronische adressen (EAS), zoals 0204 (Leitweg-ID), 0208 (België), 0088 (GLN) of 9930 (Duits btw-id)',
  peppol_id_invalid: 'De Peppol-ID {peppolId} is ongeldig: schema {scheme} verwacht {expected}',
  peppol_id_vat_id_invalid: 'Peppol-ID {peppolId}: {reason}',
  peppol_takes_leitweg_id: 'een Leitweg-ID met controlecijfers, bijvoorbeeld 0204:04011000-1234512345-06',
  peppol_takes_be_enterprise_number:
    'een Belgisch ondernemingsnummer van 10 cijfers dat eindigt op de controlecijfers, bijvoorbeeld 0208:0123456749',
  peppol_takes_gln:
    'een GLN van 13 cijfers dat eindigt op het controlecijfer, bijvoorbeeld 0088:5790000435975',
  peppol_takes_duns: 'een D-U-N-S-nummer van 9 cijfers, bijvoorbeeld 0060:123456789',
  peppol_takes_no_organisation_number:
    'een Noors organisatienummer van 9 cijfers, bijvoorbeeld 0192:974760673',
  peppol_takes_dk_cvr: 'een Deens CVR-nummer van 8 cijfers, bijvoorbeeld 0184:DK12345678',
  peppol_takes_se_organisation_number:
    'een Zweeds organisatienummer van 10 cijfers, bijvoorbeeld 0007:5560360793',
  peppol_takes_abn: 'een Australian Business Number van 11 cijfers, bijvoorbeeld 0151:51824753556',
  peppol_takes_vat_id: 'een btw-id dat begint met {prefix}, bijvoorbeeld {example}',
  peppol_takes_any_identifier:
    'een identificatie van 1 tot 50 letters, cijfers of leestekens, zonder spaties',

  // ── Facturen ──────────────────────────────────────────────────────────────────────────────────
  invoice_not_found: 'Factuur niet gevonden',
  payment_not_found: 'Betaling niet gevonden',
  reminder_flow_not_found: 'Herinneringsschema niet gevonden',
  invoice_issued_immutable:
    'Factuur {number} is al uitgereikt en kan niet meer worden gewijzigd. Corrigeer de factuur met een creditfactuur.',
  invoice_number_taken:
    'Dit factuurnummer is al in gebruik. Controleer het voorvoegsel en het startnummer in Instellingen.',
  invoice_client_deleted:
    'De klant van deze factuur is verwijderd, dus de factuur kan niet worden gedupliceerd.',
  invoice_client_deleted_correcting:
    'De klant van deze factuur is verwijderd, dus de factuur kan niet worden gecorrigeerd; annuleer de factuur in plaats daarvan.',
  invoice_deleted: 'Factuur verwijderd',
  description_required: 'Voer een omschrijving in',
  description_too_long: 'De omschrijving mag maximaal 1000 tekens bevatten',
  quantity_not_positive_number: 'Het aantal moet een getal groter dan 0 zijn',
  quantity_not_positive: 'Het aantal moet groter zijn dan 0',
  quantity_too_large: 'Het aantal mag maximaal {maximum, number} zijn',
  quantity_too_precise: 'Het aantal mag maximaal 2 decimalen hebben',
  unit_too_long: 'De eenheid mag maximaal 20 tekens bevatten',
  rate_negative: 'De stukprijs mag niet negatief zijn',
  amount_negative: 'Het bedrag mag niet negatief zijn',
  amount_too_large: 'Het bedrag is te hoog',
  tax_category_invalid: 'De btw-categorie moet een van deze zijn: {categories}',
  client_required: 'Selecteer een klant',
  text_too_long: 'Maximaal {limit} tekens',
  invoice_status_new_invalid: 'Een nieuwe factuur is een concept of wordt verzonden',
  currency_not_listed: 'Kies een van de vermelde valuta',
  reminder_flow_invalid: 'Kies een van uw herinneringsschema’s',
  line_items_required: 'Voeg minimaal één regel toe',
  invoice_too_many_lines: 'Een factuur mag maximaal {maximum} regels bevatten',
  due_date_before_issue_date: 'De vervaldatum mag niet vóór de factuurdatum liggen',
  service_date_and_period: 'Geef een leveringsdatum of een leveringsperiode op, niet allebei',
  service_period_end_required: 'Geef het einde van de leveringsperiode op',
  service_period_start_required: 'Geef het begin van de leveringsperiode op',
  service_period_end_before_start: 'Het einde van de leveringsperiode mag niet vóór het begin liggen',
  void_reason_required: 'Geef een reden op om de factuur te annuleren',
  reason_too_long: 'De reden mag maximaal 500 tekens bevatten',
  invoice_status_invalid: 'De status moet draft, sent, paid of overdue zijn',
  page_invalid: 'De pagina moet een geheel getal van minimaal 1 zijn',
  page_too_large: 'De pagina mag maximaal 1000000 zijn',
  page_size_invalid: 'Het aantal items per pagina moet een geheel getal van 1 tot 100 zijn',
  search_too_long: 'De zoekopdracht mag maximaal 200 tekens bevatten',
  invoice_status_filter_invalid: 'De status moet een van deze zijn: {statuses}',
  invoice_sort_invalid: 'De sortering moet een van deze zijn: {sorts}',
  order_invalid: 'De volgorde moet asc of desc zijn',
  invoice_already_paid_status:
    'Deze factuur is al betaald; de status van een betaalde factuur kan niet meer veranderen.',
  invoice_void_status:
    'Deze factuur is geannuleerd; de status van een geannuleerde factuur kan niet meer veranderen.',
  invoice_not_overdue_yet:
    'Deze factuur is nog niet achterstallig; dat gebeurt vanzelf zodra de vervaldatum ({dueDate}) is verstreken.',
  invoice_status_change_refused:
    'Een factuur met de status ‘{from, select, sent {Openstaand} paid {Betaald} overdue {Achterstallig} void {Geannuleerd} other {Concept}}’ kan niet worden gewijzigd in ‘{to, select, sent {Openstaand} paid {Betaald} overdue {Achterstallig} void {Geannuleerd} other {Concept}}’.',
  invoice_total_too_large: 'Het totaalbedrag van de factuur is te hoog (maximaal 99.999.999,99).',
  credit_note_total_too_large: 'Het totaalbedrag van de creditfactuur is te hoog (maximaal 99.999.999,99).',

  // ── Betalingen ────────────────────────────────────────────────────────────────────────────────
  payment_date_in_future: 'De betaaldatum mag niet in de toekomst liggen',
  payment_over_balance: 'De betaling is hoger dan het openstaande bedrag van {balance}',
  payment_on_void_invoice: 'Op een geannuleerde factuur kunnen geen betalingen worden geregistreerd.',
  payment_not_positive: 'Een betaling moet hoger zijn dan 0,00.',
  payment_amount_not_positive: 'Het bedrag moet groter zijn dan 0',
  payment_amount_not_number: 'Het bedrag moet een getal groter dan 0 zijn',
  payment_method_invalid: 'De betaalmethode moet bank_transfer, card, cash, cheque, paypal of other zijn',

  // ── Btw ───────────────────────────────────────────────────────────────────────────────────────
  standard_rate_needs_rate: 'Categorie S (standaardtarief) vereist een tarief hoger dan 0',
  category_charged_at_zero: 'Btw-categorie {category} heeft een tarief van 0%',
  exemption_reason_required: 'Geef de reden op waarom deze factuur is vrijgesteld van btw',
  not_subject_mixed:
    'Regels die niet onder de btw vallen (O) kunnen niet op één factuur staan met regels van een andere btw-categorie',
  reverse_charge_needs_own_vat_id: 'Voor btw verlegd is uw btw-id nodig: voeg het toe in Instellingen',
  reverse_charge_needs_client_vat_id:
    'Voor btw verlegd is het btw-id van de klant nodig: voeg het toe bij {client}',
  tax_rate_not_number: 'Het btw-tarief moet een getal zijn',
  tax_rate_out_of_range: 'Het btw-tarief moet tussen 0 en 100 liggen',
  tax_rate_too_precise: 'Het btw-tarief mag maximaal 2 decimalen hebben',
  vat_scheme_invalid: 'De btw-regeling moet standard of small_business zijn',

  // ── Creditfacturen ────────────────────────────────────────────────────────────────────────────
  credit_note_not_found: 'Creditfactuur niet gevonden',
  credit_note_link_not_found: 'Deze creditfactuur is niet gevonden.',
  credit_note_reason_required: 'Geef een reden op voor de creditfactuur',
  credit_note_too_many_lines: 'Een creditfactuur mag maximaal {maximum} regels bevatten',
  credit_note_not_positive: 'Een creditfactuur moet meer dan 0,00 crediteren.',
  credit_note_over_balance: 'Een creditfactuur mag maximaal het openstaande bedrag van {balance} dekken',
  credit_rate_not_on_invoice:
    'De factuur bevat geen btw {category}{rate, select, none {} other { tegen {rate}%}}: crediteer een tarief dat op de factuur staat',
  credit_rate_not_on_invoice_rate:
    'De factuur bevat geen btw tegen {rate}%: crediteer een tarief dat op de factuur staat',
  draft_not_credited:
    'Een concept is nooit uitgereikt en kan dus niet worden gecrediteerd; bewerk of verwijder het in plaats daarvan.',
  draft_not_cancelled:
    'Een concept is nooit verzonden en kan dus niet worden {action, select, void {geannuleerd} other {gecorrigeerd}}; verwijder het in plaats daarvan.',
  invoice_already_void: 'Deze factuur is al geannuleerd.',
  void_invoice_not_cancelled:
    'Deze factuur is geannuleerd en kan dus niet worden {action, select, correct {gecorrigeerd} other {gecrediteerd}}.',
  paid_invoice_not_cancelled:
    'Een betaalde factuur kan niet worden {action, select, void {geannuleerd} correct {gecorrigeerd} other {gecrediteerd}}.',
  invoice_has_payments:
    'Op deze factuur zijn betalingen geregistreerd, dus de factuur kan niet worden {action, select, void {geannuleerd} other {gecorrigeerd}}. Verwijder eerst de betalingen.',

  // ── E-facturen ────────────────────────────────────────────────────────────────────────────────
  e_invoice_not_ready:
    'De klant ontvangt e-facturen in {format}, en {what, select, invoice {deze factuur kan dat nog niet zijn. Vul aan wat ontbreekt of verstuur alleen de PDF.} issued_invoice {deze factuur is uitgereikt zonder wat {format} nodig heeft (de factuur behoudt de gegevens waarmee die is uitgereikt). Verstuur alleen de PDF of corrigeer de factuur.} credit_note {deze creditfactuur is uitgereikt zonder wat {format} nodig heeft. Verstuur alleen de PDF.} other {de facturen van deze terugkerende factuur kunnen dat nog niet zijn. Vul aan wat ontbreekt, kies ervoor alleen de PDF te versturen of maak concepten aan.}}',
  invoice_issued_without_e_invoice:
    'Deze factuur is uitgereikt zonder wat {format} nodig heeft en behoudt de gegevens waarmee die is uitgereikt. Vul aan wat ontbreekt en corrigeer daarna de factuur: de nieuwe factuur bevat het dan.',
  credit_note_issued_without_e_invoice:
    'Deze creditfactuur is uitgereikt zonder wat {format} nodig heeft en behoudt de gegevens waarmee die is uitgereikt.',
  draft_is_no_e_invoice: 'Verstuur de factuur eerst: een concept is nog geen factuur',
  public_e_invoice_unavailable: 'Deze e-factuur is niet beschikbaar in dat formaat. Vraag de afzender erom.',
  attach_e_invoice_invalid: 'attachEInvoice moet true of false zijn',
  e_invoice_download_format_invalid: 'Het formaat moet een van deze zijn: {formats}',
  e_invoice_company_name_missing: 'De naam van uw bedrijf ontbreekt: voeg die toe in Instellingen',
  e_invoice_client_name_missing: 'De naam van de klant ontbreekt',
  e_invoice_lines_missing: 'Voeg minimaal één regel toe',
  e_invoice_line_description_missing: 'Regel {line} heeft een omschrijving nodig',
  e_invoice_company_country_missing: 'Kies in Instellingen het land van uw bedrijf',
  e_invoice_client_country_missing: 'Kies het land van de klant',
  e_invoice_tax_number_missing:
    'Voeg uw fiscaal nummer toe in Instellingen: een factuur die niet onder de btw valt, identificeert uw bedrijf met dat nummer, niet met het btw-id',
  e_invoice_vat_id_for_goods_missing:
    'Voeg uw btw-id toe in Instellingen: leveringen van goederen naar het buitenland vereisen dat',
  e_invoice_vat_id_or_tax_number_missing: 'Voeg uw btw-id of fiscaal nummer toe in Instellingen',
  e_invoice_client_vat_id_missing:
    'Voor btw verlegd en intracommunautaire leveringen is het btw-id van de klant nodig',
  e_invoice_delivery_date_missing: 'Voor een intracommunautaire levering is de leveringsdatum nodig',
  e_invoice_leitweg_id_missing: 'XRechnung vereist de referentie van de koper (Leitweg-ID)',
  e_invoice_company_postal_code_missing: 'De postcode van uw bedrijf ontbreekt: voeg die toe in Instellingen',
  e_invoice_company_city_missing: 'De plaats van uw bedrijf ontbreekt: voeg die toe in Instellingen',
  e_invoice_client_postal_code_missing: 'De postcode van de klant ontbreekt',
  e_invoice_client_city_missing: 'De plaats van de klant ontbreekt',
  e_invoice_contact_name_missing: 'XRechnung vermeldt een contactpersoon: voeg uw naam toe aan uw profiel',
  e_invoice_company_phone_missing:
    'XRechnung vereist het telefoonnummer van uw bedrijf: voeg dat toe in Instellingen',
  e_invoice_company_email_missing:
    'XRechnung vereist het e-mailadres van uw bedrijf: voeg dat toe in Instellingen',
  e_invoice_client_email_missing: 'XRechnung vereist het e-mailadres van de klant',
  e_invoice_buyer_reference_missing:
    'Peppol vereist een referentie van de koper, zoals het ordernummer van de klant',
  e_invoice_company_vat_country_unsupported:
    'Peppol kan uw bedrijf nog niet bereiken via een btw-id uit dit land ({country})',
  e_invoice_company_vat_id_missing: 'Peppol vindt uw bedrijf via het EU-btw-id: voeg dat toe in Instellingen',
  e_invoice_client_vat_country_unsupported:
    'Peppol kan een klant nog niet bereiken via een btw-id uit dit land ({country}): voeg de Peppol-ID van de klant toe, of kies XRechnung of PDF voor deze klant',
  e_invoice_client_peppol_id_missing:
    'Peppol vindt de klant via diens Peppol-ID: voeg die toe bij de klant, of de Leitweg-ID als referentie van de koper, of het EU-btw-id',
  facturx_outside_eu:
    'Een Factur-X-PDF is bedoeld voor bedrijven in de EU: het land van uw bedrijf in Instellingen ligt niet in de EU',

  // ── E-mails en herinneringen ──────────────────────────────────────────────────────────────────
  company_not_ready:
    'Voeg de naam en het e-mailadres van uw bedrijf toe in Instellingen voordat u facturen verstuurt',
  email_limit_reached: 'Er is geen e-mail verstuurd: {limit}. Probeer het later opnieuw.',
  mail_limit_per_day: 'de limiet van uw account van {limit} e-mails per dag is bereikt',
  mail_limit_per_hour: 'de limiet van uw account van {limit} e-mails per uur is bereikt',
  mail_limit_per_hour_new_account:
    'de limiet van uw account van {limit} e-mails per uur (voor een account op de eerste dag) is bereikt',
  invoice_daily_send_cap:
    'Er is geen e-mail verstuurd: factuur {number} is vandaag al {count} keer handmatig verstuurd. Probeer het morgen opnieuw.',
  invoice_changed_while_sending:
    'De factuur is gewijzigd terwijl de e-mail werd voorbereid, dus er is geen e-mail verstuurd. Probeer het opnieuw.',
  email_queued_database_lost:
    '{kind, select, invoice {De factuurmail} other {De herinneringsmail}} aan {to} staat in de wachtrij, maar is nog niet verstuurd: de database was even niet bereikbaar. Duely verstuurt de e-mail automatisch; de status ziet u in de herinneringsgeschiedenis.',
  email_not_accepted:
    '{kind, select, invoice {De factuurmail} other {De herinneringsmail}} aan {to} kon niet worden verstuurd: de mailserver heeft de e-mail niet geaccepteerd. {failed, select, yes {De e-mail is als mislukt gemarkeerd.} other {Duely probeert het automatisch opnieuw; de status ziet u in de herinneringsgeschiedenis.}}',
  credit_note_email_queued:
    'De e-mail met de creditfactuur aan {to} staat in de wachtrij, maar is nog niet verstuurd. Duely verstuurt de e-mail automatisch.',
  credit_note_email_not_accepted:
    'De e-mail met de creditfactuur aan {to} kon niet worden verstuurd: de mailserver heeft de e-mail niet geaccepteerd.',
  invoice_paid_no_email: 'Deze factuur is al betaald, dus er is geen e-mail verstuurd.',
  invoice_void_no_email: 'Deze factuur is geannuleerd, dus er is geen e-mail verstuurd.',
  invoice_draft_no_reminder:
    'Deze factuur is nog een concept. Verstuur de factuur voordat u betalingsherinneringen verstuurt.',
  invoice_not_emailable:
    'Deze factuur kan niet per e-mail worden verstuurd, dus er is geen e-mail verstuurd.',
  invoice_paid_not_sent_again: 'Deze factuur is al betaald en is dus niet opnieuw verstuurd.',
  invoice_void_not_sent: 'Deze factuur is geannuleerd en kan dus niet worden verstuurd.',
  invoice_not_sendable: 'Deze factuur kan niet worden verstuurd.',
  invoice_sent: 'Factuur verzonden',
  invoice_email_sent: 'Factuurmail verzonden',
  reminder_sent: 'Betalingsherinnering verzonden',
  reminder_type_invalid: 'reminderType moet first of manual zijn',
  email_draft_kind_invalid: 'kind moet invoice of reminder zijn',
  subject_must_be_text: 'Het onderwerp moet tekst zijn',
  subject_required: 'Voer een onderwerp in',
  subject_too_long: 'Het onderwerp mag maximaal {maximum} tekens bevatten',
  subject_multiline: 'Het onderwerp moet uit één regel bestaan',
  message_must_be_text: 'Het bericht moet tekst zijn',
  message_required: 'Voer een bericht in',
  message_too_long: 'Het bericht mag maximaal {maximum, number} tekens bevatten',
  cc_must_be_text: 'CC moet een e-mailadres zijn',
  cc_too_long: 'CC mag maximaal 254 tekens bevatten',
  cc_invalid: 'CC moet een geldig e-mailadres zijn',
  reminder_schedule_not_found: 'Deze factuur heeft nog geen herinneringsplanning.',
  reminder_schedule_exists: 'Deze factuur heeft al een herinneringsplanning. Bewerk die in plaats daarvan.',
  invoice_paid_no_reminders: 'Deze factuur is al betaald; er zijn geen herinneringen nodig.',
  invoice_void_no_reminders: 'Deze factuur is geannuleerd; er zijn geen herinneringen nodig.',
  invoice_needs_no_reminders: 'Voor deze factuur zijn geen herinneringen nodig.',
  schedule_frequency_invalid: 'De frequentie moet daily, weekly of monthly zijn',
  reminder_schedule_cancelled: 'Herinneringsplanning stopgezet',
  template_description_too_long: 'De omschrijving mag maximaal 500 tekens bevatten',
  second_reminder_not_later: 'De tweede herinnering moet later komen dan de eerste',
  final_notice_not_later: 'De laatste herinnering moet later komen dan de tweede',
  translations_languages_only:
    'Vertalingen kunnen alleen worden opgegeven voor {languages} (de eigen teksten van het sjabloon zijn de Engelse)',
  translations_must_be_object: 'Vertalingen moeten een object met talen zijn',
  translation_texts_keys_only: 'De teksten in het {field} mogen alleen {keys} zijn',
  translation_texts_must_be_object: 'De teksten in het {field} moeten een object met teksten zijn',
  template_deleted: 'Sjabloon verwijderd',

  // ── Terugkerende facturen ─────────────────────────────────────────────────────────────────────
  recurring_invoice_not_found: 'Terugkerende factuur niet gevonden',
  recurring_invoice_limit:
    'U kunt maximaal {maximum} terugkerende facturen hebben. Verwijder er een die u niet meer nodig hebt om een nieuwe aan te maken.',
  backfill_too_far:
    'Terugwerkend aanmaken reikt maximaal {maximum} facturen terug: de vroegst mogelijke startdatum is {earliest}.',
  service_period_mode_invalid: 'De leveringsperiode moet issue_date, previous_period of current_period zijn',
  recurrence_frequency_invalid: 'De frequentie moet weekly, monthly, quarterly of yearly zijn',
  send_mode_invalid: 'De verzendwijze moet send of draft zijn',
  backfill_invalid: 'backfill moet true of false zijn',
  end_date_and_occurrences: 'Kies een einddatum of een aantal facturen, niet allebei',
  end_date_before_start_date: 'De einddatum mag niet vóór de startdatum liggen',
  recurring_invoice_deleted: 'Terugkerende factuur verwijderd',

  // ── Instellingen ──────────────────────────────────────────────────────────────────────────────
  website_invalid: 'Voer een geldig websiteadres in, bijvoorbeeld https://example.com',
  payment_terms_invalid: 'De betalingstermijn moet een geheel aantal dagen van 0 tot 365 zijn',
  invoice_number_start_invalid: 'Het startnummer moet een geheel getal van 1 tot 999999999 zijn',
  invoice_number_start_used: 'Het startnummer moet minimaal {start} zijn: {used} is al gebruikt.',
  currency_not_in_list: 'Kies een valuta uit de lijst',
  invoice_prefix_required: 'Voer een factuurvoorvoegsel in',
  invoice_prefix_invalid: 'Het factuurvoorvoegsel moet uit 1 tot 20 letters, cijfers of streepjes bestaan',
  credit_note_prefix_invalid:
    'Het voorvoegsel van creditfacturen moet uit 1 tot 20 letters, cijfers of streepjes bestaan',
  account_number_invalid: 'Het rekeningnummer mag alleen letters, cijfers, spaties en streepjes bevatten',
  routing_number_invalid: 'Voer een geldig routingnummer van 9 cijfers in',
  blz_invalid: 'De BLZ moet uit 8 cijfers bestaan',
  sort_code_invalid: 'De sort code moet uit 6 cijfers bestaan, bijvoorbeeld 12-34-56',
  iban_invalid: 'Voer een geldig IBAN in',
  iban_checksum_invalid: 'Dit IBAN is ongeldig: controleer het op typefouten',
  bic_invalid: 'Voer een geldige BIC/SWIFT-code in (8 of 11 tekens)',
  swift_code_invalid: 'Voer een geldige SWIFT-code in (8 of 11 tekens)',
  share_capital_invalid:
    'Het maatschappelijk kapitaal moet een bedrag zijn met hoogstens 2 decimalen, bijvoorbeeld 10000',
  share_capital_too_large: 'Het maatschappelijk kapitaal is te hoog',
  registrations_not_list: 'Inschrijvingen moeten een lijst van registers en nummers zijn',
  registrations_too_many: 'Geef hoogstens {limit} inschrijvingen op',
  registration_scheme_invalid: 'Het register moet een van {schemes} zijn',
  registration_number_not_text: 'Het inschrijvingsnummer moet tekst zijn',
  registration_number_too_long: 'Het inschrijvingsnummer mag hoogstens {limit} tekens lang zijn',
  registration_repeated: 'Het register {scheme} is meer dan eens opgegeven',
  siren_format: 'Het SIREN-nummer moet uit 9 cijfers bestaan, bijvoorbeeld 732 829 320',
  siren_checksum: 'Het SIREN-nummer {number} is ongeldig: het controlecijfer klopt niet',
  siret_format:
    'Het SIRET-nummer moet uit 14 cijfers bestaan: het SIREN-nummer en de 5 cijfers van de vestiging',
  siret_checksum: 'Het SIRET-nummer {number} is ongeldig: het controlecijfer klopt niet',
  siret_other_siren: 'Het SIRET-nummer {siret} begint niet met het SIREN-nummer {siren}',
  register_entry_format:
    '{register} moet de plaats van de griffie en het SIREN-nummer vermelden, bijvoorbeeld {example}',
  register_entry_siren_invalid:
    '{register} {entry}: het SIREN-nummer daarin is ongeldig (het controlecijfer klopt niet)',
  register_entry_other_siren: '{register} {entry} vermeldt een ander SIREN-nummer dan {siren}',
  be_enterprise_number_format:
    'Het Belgische ondernemingsnummer moet uit 10 cijfers bestaan en met 0 of 1 beginnen, bijvoorbeeld 0403.019.261',
  be_enterprise_number_checksum:
    'Het Belgische ondernemingsnummer {number} is ongeldig: de controlecijfers kloppen niet',
  de_register_format:
    'De inschrijving in het handelsregister moet het registergerecht en het nummer vermelden, bijvoorbeeld Amtsgericht Berlin-Charlottenburg HRB 12345',
  codice_fiscale_format:
    'De codice fiscale moet uit 16 tekens (een persoon) of 11 cijfers (een bedrijf) bestaan',
  codice_fiscale_checksum: 'De codice fiscale {number} is ongeldig: het controleteken klopt niet',
  partita_iva_format: 'De partita IVA moet uit 11 cijfers bestaan, bijvoorbeeld 00743110157',
  partita_iva_checksum: 'De partita IVA {number} is ongeldig: het controlecijfer klopt niet',
  es_nif_format: 'Het NIF moet uit 9 tekens bestaan, bijvoorbeeld B58378431 of 12345678Z',
  es_nif_checksum: 'Het NIF {number} is ongeldig: het controleteken klopt niet',
  nl_kvk_format: 'Het KvK-nummer moet uit 8 cijfers bestaan, bijvoorbeeld 12345678',
  gb_company_number_format:
    'Het Companies House-nummer moet uit 8 tekens bestaan: 8 cijfers, of 2 letters en 6 cijfers, bijvoorbeeld 01234567 of SC123456',
  payment_link_invalid:
    'De link voor online betalen moet een https://-adres zijn, bijvoorbeeld https://buy.stripe.com/… of https://paypal.me/uwnaam',
  email_reminders_invalid: 'Betalingsherinneringen per e-mail moeten aan of uit staan',
  payment_notifications_invalid: 'Betalingsbevestigingen moeten aan of uit staan',
  overdue_alerts_invalid: 'Meldingen over achterstallige facturen moeten aan of uit staan',
  weekly_reports_invalid: 'Het wekelijkse overzicht moet aan of uit staan',
  logo_not_found: 'Logo niet gevonden',
  logo_requirement: 'Het logo moet een PNG- of JPEG-afbeelding van maximaal 1 MB zijn.',
  logo_too_large:
    'Het logobestand is groter dan 1 MB (1.048.576 bytes), het maximum voor een logo. Kies een kleinere PNG- of JPEG-afbeelding.',
  logo_unreadable:
    'Het logobestand kon niet als PNG- of JPEG-afbeelding worden gelezen. Kies een ander bestand.',
  logo_too_many_pixels:
    'Het logo is {width} × {height} pixels; het mag maximaal {maximum} pixels breed en {maximum} pixels hoog zijn.',
  logo_too_slow:
    'Het logo kon niet binnen {seconds} seconden worden gelezen en is niet opgeslagen. Kies een kleinere of eenvoudigere PNG- of JPEG-afbeelding.',
  logo_busy:
    'Er worden op dit moment veel logo’s verwerkt, dus dit logo is niet opgeslagen. Probeer het over een minuut opnieuw.',
  logo_uploads_limited:
    'U kunt maximaal {maximum} logo’s uploaden in {window} minuten. Probeer het over {minutes, plural, one {een minuut} other {{minutes} minuten}} opnieuw.',
  invoice_has_no_logo: 'Deze factuur heeft geen logo.',

  // ── Gedeelde links en rapporten ───────────────────────────────────────────────────────────────
  share_needs_sent_invoice: 'Verstuur de factuur voordat u de link deelt.',
  share_link_invalid: 'Deze factuurlink is ongeldig. Vraag de afzender om een nieuwe.',
  report_status_invalid: 'De status moet all, paid, pending of overdue zijn',
  report_type_invalid: 'Het rapporttype moet overview, revenue, client of aging zijn',
};
