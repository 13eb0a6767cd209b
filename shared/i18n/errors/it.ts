import type { ErrorCode } from './en';

/** The API's messages in Italian (forma di cortesia, infiniti dove possibile; termini di docs/i18n/glossary.md). */
export const it: Record<ErrorCode, string> = {
  // ── Richieste ─────────────────────────────────────────────────────────────────────────────────
  bad_request: 'Non è stato possibile elaborare la richiesta.',
  body_too_large: 'Il contenuto della richiesta è troppo grande (al massimo 1 MB).',
  unsupported_media_type:
    'Inviare il contenuto della richiesta in formato JSON (Content-Type: application/json).',
  content_length_mismatch:
    'La lunghezza del contenuto della richiesta non corrisponde al suo Content-Length.',
  empty_json_body: 'Il contenuto della richiesta è vuoto, ma è stato dichiarato come JSON.',
  invalid_json: 'Il contenuto della richiesta non è un JSON valido.',
  body_not_object: 'Il contenuto della richiesta deve essere un oggetto JSON.',
  bad_url_escape: 'L’indirizzo non è valido: contiene una codifica % errata.',
  not_routable: 'Non è stato possibile instradare la richiesta.',
  no_route: 'Nessun percorso corrisponde a {method} {path}',
  validation_failed:
    'Richiesta non valida{part, select, body {} querystring { (parametri di query)} params { (percorso)} headers { (intestazioni)} other { ({part})}}',
  nul_character: 'Il testo non può contenere il carattere NUL (\\u0000).',
  origin_unknown: 'Richiesta rifiutata: origine sconosciuta.',
  origin_cross_site: 'Richiesta rifiutata: proviene da un altro sito web.',
  rate_limited: 'Troppe richieste. Attendere un minuto e riprovare.',
  database_unreachable: 'Il database non è raggiungibile in questo momento. Riprovare tra qualche istante.',
  internal_error: 'Si è verificato un errore da parte nostra. Riprovare.',
  pdf_busy_account: 'Sono in preparazione troppi PDF per questo account; riprovare tra qualche istante.',
  pdf_busy: 'Il servizio di generazione dei PDF è al momento sovraccarico; riprovare tra qualche istante.',
  pdf_busy_readers:
    'Troppe persone stanno aprendo questa fattura contemporaneamente; riprovare tra qualche istante.',

  // ── Valori dei campi ──────────────────────────────────────────────────────────────────────────
  field_required: 'Il campo «{field}» è obbligatorio',
  field_must_be_text: 'Il campo «{field}» deve essere un testo',
  field_must_be_number: 'Il campo «{field}» deve essere un numero',
  field_must_be_whole_number: 'Il campo «{field}» deve essere un numero intero',
  field_must_be_true_or_false: 'Il campo «{field}» deve essere true o false',
  field_must_be_list: 'Il campo «{field}» deve essere un elenco',
  field_must_be_object: 'Il campo «{field}» deve essere un oggetto',
  field_must_be_valid_value: 'Il campo «{field}» non ha un valore valido',
  field_at_most_characters: 'Il campo «{field}» può contenere al massimo {limit} caratteri',
  field_at_most_items: 'Il campo «{field}» può contenere al massimo {limit} elementi',
  field_at_most: 'Il campo «{field}» può valere al massimo {limit}',
  field_less_than: 'Il campo «{field}» deve essere minore di {limit}',
  field_at_least_characters: 'Il campo «{field}» deve contenere almeno {limit} caratteri',
  field_at_least_items: 'Il campo «{field}» deve contenere almeno {limit} elementi',
  field_at_least: 'Il campo «{field}» deve valere almeno {limit}',
  field_greater_than: 'Il campo «{field}» deve essere maggiore di {limit}',
  field_between: 'Il campo «{field}» deve essere compreso tra {min} e {max}',
  field_one_of: 'Il campo «{field}» deve essere uno di questi valori: {values}',
  field_unknown_keys: 'Campi sconosciuti: {keys}',
  field_invalid: 'Il campo «{field}» non è valido',
  field_needs_visible_characters: 'Il campo «{field}» deve contenere lettere, cifre o segni di punteggiatura',
  field_must_be_date: 'Il campo «{field}» deve essere una data (AAAA-MM-GG)',
  field_must_be_valid_date: 'Il campo «{field}» deve essere una data valida',
  field_date_out_of_range: 'Il campo «{field}» deve essere compreso tra 1900 e 2999',
  field_must_be_days: 'Il campo «{field}» deve essere un numero di giorni',
  field_must_be_whole_days: 'Il campo «{field}» deve essere un numero intero di giorni',
  field_at_least_one_day: 'Il campo «{field}» deve essere di almeno 1 giorno',
  field_at_most_days: 'Il campo «{field}» può essere al massimo di {limit} giorni',
  field_unknown_variables:
    'Il campo «{field}» usa {count, plural, one {una variabile sconosciuta} other {variabili sconosciute}}: {unknown}. Variabili disponibili: {available}',

  // ── Account ───────────────────────────────────────────────────────────────────────────────────
  sign_in_required: 'Accedere per continuare.',
  invalid_credentials: 'E-mail o password non corrette.',
  email_taken: 'Esiste già un account con questo indirizzo e-mail. Accedere con questo indirizzo.',
  reset_link_invalid:
    'Questo link per reimpostare la password non è valido o è scaduto. Richiederne uno nuovo.',
  current_password_wrong: 'La password attuale non è corretta',
  password_attempts_locked: 'Troppe password errate: riprovare tra {minutes} minuti.',
  email_too_long: 'L’indirizzo e-mail può contenere al massimo 254 caratteri',
  email_invalid: 'Inserire un indirizzo e-mail valido',
  password_too_short: 'La password deve contenere almeno 8 caratteri',
  password_too_long: 'La password può contenere al massimo 200 caratteri',
  password_too_weak: 'La password deve contenere almeno una lettera maiuscola, una minuscola e un numero',
  name_too_long: 'Il nome può contenere al massimo 100 caratteri',
  passwords_differ: 'Le password non coincidono',
  password_required: 'Inserire la password',
  reset_token_required: 'Manca il token di reimpostazione',
  current_password_required: 'Inserire la password attuale',
  language_invalid: 'La lingua deve essere en, de, fr, es, it o nl',
  locale_too_long: 'Le impostazioni internazionali possono contenere al massimo 35 caratteri',
  locale_invalid: 'Le impostazioni internazionali devono essere un tag di lingua come it-IT',
  time_zone_invalid: 'Scegliere un fuso orario valido',
  user_not_found: 'Utente non trovato',
  signed_out: 'Disconnessione effettuata',
  password_reset_requested:
    'Se esiste un account con questo indirizzo e-mail, abbiamo inviato un link per reimpostare la password.',
  password_reset_done: 'La password è stata modificata. Accedere con la nuova password.',
  password_changed: 'La password è stata modificata. Le altre sessioni sono state disconnesse.',
  account_deleted: 'L’account e tutti i suoi dati sono stati eliminati.',
  sign_in_paused_since:
    'Dall’ultimo accesso, l’accesso all’account è stato sospeso per {minutes} minuti dopo {attempts} password errate consecutive. Se non si riconoscono questi tentativi, scegliere una nuova password con «Password dimenticata?» nella pagina di accesso.',
  sign_in_failed_since:
    '{count, plural, one {Dall’ultimo accesso c’è stato 1 tentativo di accesso non riuscito} other {Dall’ultimo accesso ci sono stati {count} tentativi di accesso non riusciti}}.',

  // ── Clienti ───────────────────────────────────────────────────────────────────────────────────
  client_not_found: 'Cliente non trovato',
  name_required: 'Inserire un nome',
  client_name_too_long: 'Il nome può contenere al massimo 200 caratteri',
  country_not_listed: 'Scegliere un paese dall’elenco',
  tax_treatment_invalid: 'Il trattamento IVA deve essere domestic, eu_reverse_charge o non_eu',
  e_invoice_format_invalid: 'Il formato della fattura elettronica deve essere {formats} o {last}',
  client_id_invalid: 'L’ID del cliente deve essere un numero intero positivo',
  client_has_invoices:
    'Questo cliente ha {count, plural, one {1 fattura} other {{count} fatture}}. {count, plural, one {Eliminarla o assegnarla} other {Eliminarle o assegnarle}} a un altro cliente prima di eliminare il cliente.',
  client_has_recurring: 'Questo cliente ha fatture ricorrenti. Eliminarle prima, poi eliminare il cliente.',
  reverse_charge_client_needs_vat_id: 'Un cliente in inversione contabile deve avere una partita IVA',
  client_deleted: 'Cliente eliminato',

  // ── Partita IVA e ID Peppol ───────────────────────────────────────────────────────────────────
  vat_id_required: 'Inserire una partita IVA, ad esempio IT00743110157',
  vat_id_invalid: 'La partita IVA {vatId} non è valida ({country})',
  vat_id_greek_prefix:
    'La partita IVA {vatId} non è una partita IVA greca valida: le partite IVA greche iniziano con EL',
  vat_id_unknown_prefix: 'La partita IVA {vatId} non inizia con un codice paese UE noto, come IT',
  vat_id_malformed: 'La partita IVA {vatId} deve essere composta da 2 a 20 lettere e cifre',
  peppol_id_format:
    'L’ID Peppol è composto da uno schema e un identificativo, ad esempio 0204:04011000-1234512345-06 o 0208:0123456749',
  peppol_id_unknown_scheme:
    'ID Peppol {peppolId}: {scheme} non è uno schema dell’elenco Peppol degli indirizzi elettronici (EAS), come 0204 (Leitweg-ID), 0208 (Belgio), 0088 (GLN) o 9930 (partita IVA tedesca)',
  peppol_id_invalid: 'L’ID Peppol {peppolId} non è valido: lo schema {scheme} richiede {expected}',
  peppol_id_vat_id_invalid: 'ID Peppol {peppolId}: {reason}',
  peppol_takes_leitweg_id:
    'un Leitweg-ID con le sue cifre di controllo, ad esempio 0204:04011000-1234512345-06',
  peppol_takes_be_enterprise_number:
    'un numero d’impresa belga di 10 cifre che termina con le sue cifre di controllo, ad esempio 0208:0123456749',
  peppol_takes_gln:
    'un GLN di 13 cifre che termina con la sua cifra di controllo, ad esempio 0088:5790000435975',
  peppol_takes_duns: 'un numero D-U-N-S di 9 cifre, ad esempio 0060:123456789',
  peppol_takes_no_organisation_number:
    'un numero di organizzazione norvegese di 9 cifre, ad esempio 0192:974760673',
  peppol_takes_dk_cvr: 'un numero CVR danese di 8 cifre, ad esempio 0184:DK12345678',
  peppol_takes_se_organisation_number:
    'un numero di organizzazione svedese di 10 cifre, ad esempio 0007:5560360793',
  peppol_takes_abn: 'un Australian Business Number di 11 cifre, ad esempio 0151:51824753556',
  peppol_takes_vat_id: 'una partita IVA che inizia con {prefix}, ad esempio {example}',
  peppol_takes_any_identifier:
    'un identificativo da 1 a 50 lettere, cifre o segni di punteggiatura, senza spazi',

  // ── Fatture ───────────────────────────────────────────────────────────────────────────────────
  invoice_not_found: 'Fattura non trovata',
  payment_not_found: 'Pagamento non trovato',
  reminder_flow_not_found: 'Sequenza di solleciti non trovata',
  invoice_issued_immutable:
    'La fattura {number} è già stata emessa e non può più essere modificata. Correggerla con una nota di credito.',
  invoice_number_taken:
    'Questo numero di fattura è già in uso. Controllare il prefisso e il numero iniziale nelle Impostazioni.',
  invoice_client_deleted:
    'Il cliente di questa fattura è stato eliminato, quindi non è possibile duplicarla.',
  invoice_client_deleted_correcting:
    'Il cliente di questa fattura è stato eliminato, quindi non è possibile correggerla: è possibile solo annullarla.',
  invoice_deleted: 'Fattura eliminata',
  description_required: 'Inserire una descrizione',
  description_too_long: 'La descrizione può contenere al massimo 1000 caratteri',
  quantity_not_positive_number: 'La quantità deve essere un numero maggiore di 0',
  quantity_not_positive: 'La quantità deve essere maggiore di 0',
  quantity_too_large: 'La quantità può essere al massimo {maximum, number}',
  quantity_too_precise: 'La quantità può avere al massimo 2 decimali',
  unit_too_long: 'L’unità può contenere al massimo 20 caratteri',
  rate_negative: 'Il prezzo unitario non può essere negativo',
  amount_negative: 'L’importo non può essere negativo',
  amount_too_large: 'L’importo è troppo elevato',
  tax_category_invalid: 'La categoria IVA deve essere una di queste: {categories}',
  client_required: 'Selezionare un cliente',
  text_too_long: 'Al massimo {limit} caratteri',
  invoice_status_new_invalid: 'Una nuova fattura è una bozza oppure è inviata',
  currency_not_listed: 'Scegliere una delle valute elencate',
  reminder_flow_invalid: 'Scegliere una delle proprie sequenze di solleciti',
  line_items_required: 'Aggiungere almeno una riga',
  invoice_too_many_lines: 'Una fattura può contenere al massimo {maximum} righe',
  due_date_before_issue_date: 'La data di scadenza non può precedere la data di emissione',
  service_date_and_period: 'Indicare una data o un periodo della prestazione, non entrambi',
  service_period_end_required: 'Indicare la fine del periodo della prestazione',
  service_period_start_required: 'Indicare l’inizio del periodo della prestazione',
  service_period_end_before_start: 'La fine del periodo della prestazione non può precederne l’inizio',
  void_reason_required: 'Indicare il motivo dell’annullamento della fattura',
  reason_too_long: 'Il motivo può contenere al massimo 500 caratteri',
  invoice_status_invalid: 'Lo stato deve essere draft, sent, paid o overdue',
  page_invalid: 'La pagina deve essere un numero intero pari ad almeno 1',
  page_too_large: 'La pagina può essere al massimo 1000000',
  page_size_invalid: 'La dimensione della pagina deve essere un numero intero da 1 a 100',
  search_too_long: 'La ricerca può contenere al massimo 200 caratteri',
  invoice_status_filter_invalid: 'Lo stato deve essere uno di questi: {statuses}',
  invoice_sort_invalid: 'L’ordinamento deve essere uno di questi: {sorts}',
  order_invalid: 'L’ordine deve essere asc o desc',
  invoice_already_paid_status:
    'Questa fattura è già pagata; lo stato di una fattura pagata non può più cambiare.',
  invoice_void_status: 'Questa fattura è annullata; lo stato di una fattura annullata non può più cambiare.',
  invoice_not_overdue_yet:
    'Questa fattura non è ancora scaduta: risulterà scaduta automaticamente dopo la data di scadenza ({dueDate}).',
  invoice_status_change_refused:
    'Una fattura con stato «{from, select, sent {In sospeso} paid {Pagata} overdue {Scaduta} void {Annullata} other {Bozza}}» non può passare allo stato «{to, select, sent {In sospeso} paid {Pagata} overdue {Scaduta} void {Annullata} other {Bozza}}».',
  invoice_total_too_large: 'Il totale della fattura è troppo elevato (al massimo 99.999.999,99).',
  credit_note_total_too_large: 'Il totale della nota di credito è troppo elevato (al massimo 99.999.999,99).',

  // ── Pagamenti ─────────────────────────────────────────────────────────────────────────────────
  payment_date_in_future: 'La data di pagamento non può essere nel futuro',
  payment_over_balance: 'Il pagamento supera il saldo da pagare ({balance})',
  payment_on_void_invoice: 'Non è possibile registrare pagamenti su una fattura annullata.',
  payment_not_positive: 'Un pagamento deve essere superiore a 0,00.',
  payment_amount_not_positive: 'L’importo deve essere maggiore di 0',
  payment_amount_not_number: 'L’importo deve essere un numero maggiore di 0',
  payment_method_invalid:
    'Il metodo di pagamento deve essere bank_transfer, card, cash, cheque, paypal o other',

  // ── IVA ───────────────────────────────────────────────────────────────────────────────────────
  standard_rate_needs_rate: 'La categoria IVA S (aliquota ordinaria) richiede un’aliquota superiore a 0',
  category_charged_at_zero: 'La categoria IVA {category} prevede l’aliquota 0%',
  exemption_reason_required: 'Indicare il motivo dell’esenzione IVA di questa fattura',
  not_subject_mixed:
    'Le righe fuori campo IVA (O) non possono comparire in una fattura insieme a righe di un’altra categoria IVA',
  reverse_charge_needs_own_vat_id:
    'L’inversione contabile richiede la propria partita IVA: aggiungerla nelle Impostazioni',
  reverse_charge_needs_client_vat_id:
    'L’inversione contabile richiede la partita IVA del cliente: aggiungerla a {client}',
  tax_rate_not_number: 'L’aliquota IVA deve essere un numero',
  tax_rate_out_of_range: 'L’aliquota IVA deve essere compresa tra 0 e 100',
  tax_rate_too_precise: 'L’aliquota IVA può avere al massimo 2 decimali',
  vat_scheme_invalid: 'Il regime IVA deve essere standard o small_business',

  // ── Note di credito ───────────────────────────────────────────────────────────────────────────
  credit_note_not_found: 'Nota di credito non trovata',
  credit_note_link_not_found: 'Questa nota di credito non è stata trovata.',
  credit_note_reason_required: 'Indicare il motivo della nota di credito',
  credit_note_too_many_lines: 'Una nota di credito può contenere al massimo {maximum} righe',
  credit_note_not_positive: 'Una nota di credito deve stornare più di 0,00.',
  credit_note_over_balance: 'Una nota di credito può coprire al massimo il saldo da pagare ({balance})',
  credit_rate_not_on_invoice:
    'La fattura non applica IVA {category}{rate, select, none {} other { al {rate}%}}: stornare un’aliquota presente nella fattura',
  credit_rate_not_on_invoice_rate:
    'La fattura non applica IVA al {rate}%: stornare un’aliquota presente nella fattura',
  draft_not_credited:
    'Una bozza non è mai stata emessa, quindi non è possibile emettere una nota di credito: modificarla o eliminarla.',
  draft_not_cancelled:
    'Una bozza non è mai stata inviata, quindi non è possibile {action, select, void {annullarla} other {correggerla}}: è possibile solo eliminarla.',
  invoice_already_void: 'Questa fattura è già annullata.',
  void_invoice_not_cancelled:
    'Questa fattura è annullata, quindi non è possibile {action, select, correct {correggerla} other {emettere una nota di credito}}.',
  paid_invoice_not_cancelled:
    'Per una fattura pagata non è possibile {action, select, void {l’annullamento} correct {la correzione} other {emettere una nota di credito}}.',
  invoice_has_payments:
    'Questa fattura ha pagamenti registrati, quindi non è possibile {action, select, void {annullarla} other {correggerla}}. Eliminare prima i pagamenti.',

  // ── Fatture elettroniche ──────────────────────────────────────────────────────────────────────
  e_invoice_not_ready:
    'Il cliente riceve fatture elettroniche {format} e {what, select, invoice {questa fattura non può ancora esserlo. Completare ciò che manca o inviare solo il PDF.} issued_invoice {questa fattura è stata emessa senza ciò che {format} richiede (conserva i dati con cui è stata emessa). Inviare solo il PDF o correggere la fattura.} credit_note {questa nota di credito è stata emessa senza ciò che {format} richiede. Inviare solo il PDF.} other {le fatture generate da questa fattura ricorrente non possono ancora esserlo. Completare ciò che manca, scegliere di inviare solo il PDF o creare bozze.}}',
  invoice_issued_without_e_invoice:
    'Questa fattura è stata emessa senza ciò che {format} richiede e conserva i dati con cui è stata emessa. Completare ciò che manca, poi correggere la fattura: la nuova fattura lo conterrà.',
  credit_note_issued_without_e_invoice:
    'Questa nota di credito è stata emessa senza ciò che {format} richiede e conserva i dati con cui è stata emessa.',
  draft_is_no_e_invoice: 'Emettere prima la fattura: una bozza non è ancora una fattura',
  public_e_invoice_unavailable:
    'Questa fattura elettronica non è disponibile in questo formato. Richiederla all’emittente.',
  attach_e_invoice_invalid: 'attachEInvoice deve essere true o false',
  e_invoice_download_format_invalid: 'Il formato deve essere uno di questi: {formats}',
  e_invoice_company_name_missing: 'Manca la ragione sociale dell’azienda: aggiungerla nelle Impostazioni',
  e_invoice_client_name_missing: 'Manca il nome del cliente',
  e_invoice_lines_missing: 'Aggiungere almeno una riga',
  e_invoice_line_description_missing: 'La riga {line} deve avere una descrizione',
  e_invoice_company_country_missing: 'Scegliere il paese dell’azienda nelle Impostazioni',
  e_invoice_client_country_missing: 'Scegliere il paese del cliente',
  e_invoice_tax_number_missing:
    'Aggiungere il codice fiscale nelle Impostazioni: una fattura fuori campo IVA identifica l’azienda con il codice fiscale, non con la partita IVA',
  e_invoice_vat_id_for_goods_missing:
    'Aggiungere la partita IVA nelle Impostazioni: le cessioni di beni all’estero la richiedono',
  e_invoice_vat_id_or_tax_number_missing: 'Aggiungere la partita IVA o il codice fiscale nelle Impostazioni',
  e_invoice_client_vat_id_missing:
    'L’inversione contabile e le cessioni intracomunitarie richiedono la partita IVA del cliente',
  e_invoice_delivery_date_missing: 'Una cessione intracomunitaria richiede la data di consegna',
  e_invoice_leitweg_id_missing: 'XRechnung richiede il riferimento dell’acquirente (Leitweg-ID)',
  e_invoice_company_postal_code_missing: 'Manca il CAP dell’azienda: aggiungerlo nelle Impostazioni',
  e_invoice_company_city_missing: 'Manca la città dell’azienda: aggiungerla nelle Impostazioni',
  e_invoice_client_postal_code_missing: 'Manca il CAP del cliente',
  e_invoice_client_city_missing: 'Manca la città del cliente',
  e_invoice_contact_name_missing: 'XRechnung richiede un referente: aggiungere il proprio nome nel profilo',
  e_invoice_company_phone_missing:
    'XRechnung richiede il numero di telefono dell’azienda: aggiungerlo nelle Impostazioni',
  e_invoice_company_email_missing:
    'XRechnung richiede l’indirizzo e-mail dell’azienda: aggiungerlo nelle Impostazioni',
  e_invoice_client_email_missing: 'XRechnung richiede l’indirizzo e-mail del cliente',
  e_invoice_buyer_reference_missing:
    'Peppol richiede un riferimento dell’acquirente, ad esempio il numero d’ordine del cliente',
  e_invoice_company_vat_country_unsupported:
    'Peppol non può ancora raggiungere l’azienda tramite una partita IVA di questo paese ({country})',
  e_invoice_company_vat_id_missing:
    'Peppol trova l’azienda tramite la sua partita IVA UE: aggiungerla nelle Impostazioni',
  e_invoice_client_vat_country_unsupported:
    'Peppol non può ancora raggiungere un cliente tramite una partita IVA di questo paese ({country}): aggiungere l’ID Peppol del cliente oppure scegliere XRechnung o PDF per questo cliente',
  e_invoice_client_peppol_id_missing:
    'Peppol trova il cliente tramite il suo ID Peppol: aggiungerlo al cliente, oppure il suo Leitweg-ID come riferimento dell’acquirente o la sua partita IVA UE',
  facturx_outside_eu:
    'Un PDF Factur-X è pensato per le aziende nell’UE: il paese dell’azienda indicato nelle Impostazioni non è nell’UE',

  // ── E-mail e solleciti ────────────────────────────────────────────────────────────────────────
  company_not_ready:
    'Inserire ragione sociale ed e-mail dell’azienda nelle Impostazioni prima di inviare fatture',
  email_limit_reached: 'Nessuna e-mail è stata inviata: {limit}. Riprovare più tardi.',
  mail_limit_per_day: 'è stato raggiunto il limite dell’account di {limit} e-mail al giorno',
  mail_limit_per_hour: 'è stato raggiunto il limite dell’account di {limit} e-mail all’ora',
  mail_limit_per_hour_new_account:
    'è stato raggiunto il limite dell’account di {limit} e-mail all’ora (per un account al suo primo giorno)',
  invoice_daily_send_cap:
    'Nessuna e-mail è stata inviata: la fattura {number} è già stata inviata manualmente {count} volte oggi. Riprovare domani.',
  invoice_changed_while_sending:
    'La fattura è cambiata mentre la sua e-mail veniva preparata, quindi non è stata inviata nessuna e-mail. Riprovare.',
  email_queued_database_lost:
    '{kind, select, invoice {L’e-mail della fattura} other {L’e-mail di sollecito}} a {to} è in coda ma non ancora inviata: il database non è stato raggiungibile per un momento. Duely la invierà automaticamente; il suo stato è visibile nella cronologia dei solleciti.',
  email_not_accepted:
    '{kind, select, invoice {L’e-mail della fattura} other {L’e-mail di sollecito}} a {to} non è stata inviata: il server di posta non l’ha accettata. {failed, select, yes {È stata contrassegnata come non riuscita.} other {Duely riproverà automaticamente; il suo stato è visibile nella cronologia dei solleciti.}}',
  credit_note_email_queued:
    'L’e-mail della nota di credito a {to} è in coda ma non ancora inviata. Duely la invierà automaticamente.',
  credit_note_email_not_accepted:
    'L’e-mail della nota di credito a {to} non è stata inviata: il server di posta non l’ha accettata.',
  invoice_paid_no_email: 'Questa fattura è già pagata, quindi non è stata inviata nessuna e-mail.',
  invoice_void_no_email: 'Questa fattura è annullata, quindi non è stata inviata nessuna e-mail.',
  invoice_draft_no_reminder:
    'Questa fattura è ancora una bozza. Inviare la fattura prima di inviare solleciti di pagamento.',
  invoice_not_emailable:
    'Questa fattura non può essere inviata via e-mail, quindi non è stata inviata nessuna e-mail.',
  invoice_paid_not_sent_again: 'Questa fattura è già pagata, quindi non è stata inviata di nuovo.',
  invoice_void_not_sent: 'Questa fattura è annullata, quindi non può essere inviata.',
  invoice_not_sendable: 'Questa fattura non può essere inviata.',
  invoice_sent: 'Fattura inviata',
  invoice_email_sent: 'E-mail della fattura inviata',
  reminder_sent: 'Sollecito di pagamento inviato',
  reminder_type_invalid: 'reminderType deve essere first o manual',
  email_draft_kind_invalid: 'kind deve essere invoice o reminder',
  subject_must_be_text: 'L’oggetto deve essere un testo',
  subject_required: 'Inserire un oggetto',
  subject_too_long: 'L’oggetto può contenere al massimo {maximum} caratteri',
  subject_multiline: 'L’oggetto deve stare su una sola riga',
  message_must_be_text: 'Il messaggio deve essere un testo',
  message_required: 'Inserire un messaggio',
  message_too_long: 'Il messaggio può contenere al massimo {maximum, number} caratteri',
  cc_must_be_text: 'CC deve essere un indirizzo e-mail',
  cc_too_long: 'CC può contenere al massimo 254 caratteri',
  cc_invalid: 'CC deve essere un indirizzo e-mail valido',
  reminder_schedule_not_found: 'Questa fattura non ha ancora una pianificazione dei solleciti.',
  reminder_schedule_exists:
    'Questa fattura ha già una pianificazione dei solleciti: modificare quella esistente.',
  invoice_paid_no_reminders: 'Questa fattura è già pagata; non ha bisogno di solleciti.',
  invoice_void_no_reminders: 'Questa fattura è annullata; non ha bisogno di solleciti.',
  invoice_needs_no_reminders: 'Questa fattura non ha bisogno di solleciti.',
  schedule_frequency_invalid: 'La frequenza deve essere daily, weekly o monthly',
  reminder_schedule_cancelled: 'Pianificazione dei solleciti annullata',
  template_description_too_long: 'La descrizione può contenere al massimo 500 caratteri',
  second_reminder_not_later: 'Il secondo sollecito deve arrivare dopo il primo',
  final_notice_not_later: 'L’ultimo sollecito deve arrivare dopo il secondo',
  translations_languages_only:
    'Le traduzioni sono possibili solo per {languages} (i testi propri del modello sono quelli in inglese)',
  translations_must_be_object: 'Le traduzioni devono essere un oggetto di lingue',
  translation_texts_keys_only: 'I testi in {field} possono essere solo {keys}',
  translation_texts_must_be_object: 'I testi in {field} devono essere un oggetto di testi',
  template_deleted: 'Modello eliminato',

  // ── Fatture ricorrenti ────────────────────────────────────────────────────────────────────────
  recurring_invoice_not_found: 'Fattura ricorrente non trovata',
  recurring_invoice_limit:
    'È possibile avere al massimo {maximum} fatture ricorrenti. Eliminarne una non più necessaria per crearne un’altra.',
  backfill_too_far:
    'Si possono creare al massimo {maximum} fatture arretrate: la data di inizio più remota possibile è {earliest}.',
  service_period_mode_invalid:
    'Il periodo della prestazione deve essere issue_date, previous_period o current_period',
  recurrence_frequency_invalid: 'La frequenza deve essere weekly, monthly, quarterly o yearly',
  send_mode_invalid: 'La modalità di invio deve essere send o draft',
  backfill_invalid: 'backfill deve essere true o false',
  end_date_and_occurrences: 'Scegliere una data di fine oppure un numero di fatture, non entrambi',
  end_date_before_start_date: 'La data di fine non può precedere la data di inizio',
  recurring_invoice_deleted: 'Fattura ricorrente eliminata',

  // ── Impostazioni ──────────────────────────────────────────────────────────────────────────────
  website_invalid: 'Inserire un indirizzo web valido, ad esempio https://example.com',
  payment_terms_invalid: 'I termini di pagamento devono essere un numero intero di giorni da 0 a 365',
  invoice_number_start_invalid: 'Il numero iniziale deve essere un numero intero da 1 a 999999999',
  invoice_number_start_used: 'Il numero iniziale deve essere almeno {start}: {used} è già in uso.',
  currency_not_in_list: 'Scegliere una valuta dall’elenco',
  invoice_prefix_required: 'Inserire un prefisso per le fatture',
  invoice_prefix_invalid:
    'Il prefisso delle fatture deve essere composto da 1 a 20 lettere, cifre o trattini',
  credit_note_prefix_invalid:
    'Il prefisso delle note di credito deve essere composto da 1 a 20 lettere, cifre o trattini',
  account_number_invalid: 'Il numero di conto può contenere solo lettere, cifre, spazi e trattini',
  routing_number_invalid: 'Inserire un codice ABA (routing number) valido di 9 cifre',
  blz_invalid: 'Il codice bancario tedesco (BLZ) deve essere di 8 cifre',
  sort_code_invalid: 'Il codice sportello (sort code) deve essere di 6 cifre, ad esempio 12-34-56',
  iban_invalid: 'Inserire un IBAN valido',
  iban_checksum_invalid: 'Questo IBAN non è valido: verificare che non contenga errori di battitura',
  bic_invalid: 'Inserire un codice BIC/SWIFT valido (8 o 11 caratteri)',
  swift_code_invalid: 'Inserire un codice SWIFT valido (8 o 11 caratteri)',
  share_capital_invalid:
    'Il capitale sociale deve essere un importo con al massimo 2 decimali, ad esempio 10000',
  share_capital_too_large: 'Il capitale sociale è troppo alto',
  registrations_not_list: 'Le iscrizioni devono essere un elenco di registri e numeri',
  registrations_too_many: 'Indicare al massimo {limit} iscrizioni',
  registration_scheme_invalid: 'Il registro deve essere uno tra {schemes}',
  registration_number_not_text: 'Il numero di iscrizione deve essere un testo',
  registration_number_too_long: 'Il numero di iscrizione può avere al massimo {limit} caratteri',
  registration_repeated: 'Il registro {scheme} è indicato più di una volta',
  siren_format: 'Il SIREN deve essere di 9 cifre, ad esempio 732 829 320',
  siren_checksum: 'Il SIREN {number} non è valido: la cifra di controllo non corrisponde',
  siret_format: 'Il SIRET deve essere di 14 cifre: il SIREN e le 5 cifre dello stabilimento',
  siret_checksum: 'Il SIRET {number} non è valido: la cifra di controllo non corrisponde',
  siret_other_siren: 'Il SIRET {siret} non inizia con il SIREN {siren}',
  register_entry_format: '{register} deve indicare la città del registro e il SIREN, ad esempio {example}',
  register_entry_siren_invalid:
    '{register} {entry}: il SIREN indicato non è valido (la cifra di controllo non corrisponde)',
  register_entry_other_siren: '{register} {entry} indica un SIREN diverso da {siren}',
  be_enterprise_number_format:
    'Il numero d’impresa belga deve essere di 10 cifre e iniziare con 0 o 1, ad esempio 0403.019.261',
  be_enterprise_number_checksum:
    'Il numero d’impresa belga {number} non è valido: le cifre di controllo non corrispondono',
  de_register_format:
    'L’iscrizione al registro di commercio deve indicare il tribunale del registro e il numero, ad esempio Amtsgericht Berlin-Charlottenburg HRB 12345',
  codice_fiscale_format:
    'Il codice fiscale deve essere di 16 caratteri (persona fisica) o di 11 cifre (società)',
  codice_fiscale_checksum:
    'Il codice fiscale {number} non è valido: il carattere di controllo non corrisponde',
  partita_iva_format: 'La partita IVA deve essere di 11 cifre, ad esempio 00743110157',
  partita_iva_checksum: 'La partita IVA {number} non è valida: la cifra di controllo non corrisponde',
  es_nif_format: 'Il NIF deve essere di 9 caratteri, ad esempio B58378431 o 12345678Z',
  es_nif_checksum: 'Il NIF {number} non è valido: il carattere di controllo non corrisponde',
  nl_kvk_format: 'Il numero KvK deve essere di 8 cifre, ad esempio 12345678',
  gb_company_number_format:
    'Il numero Companies House deve essere di 8 caratteri: 8 cifre, oppure 2 lettere e 6 cifre, ad esempio 01234567 o SC123456',
  payment_link_invalid:
    'Il link per il pagamento online deve essere un indirizzo https://, ad esempio https://buy.stripe.com/… o https://paypal.me/nomeutente',
  email_reminders_invalid: 'I solleciti di pagamento via e-mail devono essere attivati o disattivati',
  payment_notifications_invalid: 'Le notifiche di pagamento devono essere attivate o disattivate',
  overdue_alerts_invalid: 'Gli avvisi di fatture scadute devono essere attivati o disattivati',
  weekly_reports_invalid: 'I report settimanali devono essere attivati o disattivati',
  logo_not_found: 'Logo non trovato',
  logo_requirement: 'Il logo deve essere un’immagine PNG o JPEG di al massimo 1 MB.',
  logo_too_large:
    'Il file del logo supera 1 MB (1.048.576 byte), la dimensione massima di un logo. Scegliere un’immagine PNG o JPEG più piccola.',
  logo_unreadable:
    'Non è stato possibile leggere il file del logo come immagine PNG o JPEG. Scegliere un altro file.',
  logo_too_many_pixels:
    'Il logo misura {width} × {height} pixel; può misurare al massimo {maximum} pixel di larghezza e {maximum} pixel di altezza.',
  logo_too_slow:
    'Non è stato possibile leggere il logo entro {seconds} secondi e non è stato salvato. Scegliere un’immagine PNG o JPEG più piccola o più semplice.',
  logo_busy:
    'In questo momento vengono elaborati molti loghi, quindi questo non è stato salvato. Riprovare tra un minuto.',
  logo_uploads_limited:
    'È possibile caricare al massimo {maximum} loghi in {window} minuti. Riprovare tra {minutes, plural, one {un minuto} other {{minutes} minuti}}.',
  invoice_has_no_logo: 'Questa fattura non ha un logo.',

  // ── Link condivisi e report ───────────────────────────────────────────────────────────────────
  share_needs_sent_invoice: 'Inviare la fattura prima di condividerne il link.',
  share_link_invalid: 'Questo link alla fattura non è valido. Richiederne uno nuovo all’emittente.',
  report_status_invalid: 'Lo stato deve essere all, paid, pending o overdue',
  report_type_invalid: 'Il tipo di report deve essere overview, revenue, client o aging',
};
