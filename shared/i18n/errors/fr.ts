import type { ErrorCode } from './en';

/** The API's messages in French (vouvoiement; termes de docs/i18n/glossary.md). */
export const fr: Record<ErrorCode, string> = {
  // ── Requêtes ──────────────────────────────────────────────────────────────────────────────────
  bad_request: 'La requête n’a pas pu être traitée.',
  body_too_large: 'Le contenu de la requête est trop volumineux (1\u00a0Mo au maximum).',
  unsupported_media_type: 'Envoyez le contenu de la requête au format JSON (Content-Type: application/json).',
  content_length_mismatch: 'La longueur du contenu de la requête ne correspond pas à son Content-Length.',
  empty_json_body: 'Le contenu de la requête est vide alors qu’il a été annoncé en JSON.',
  invalid_json: 'Le contenu de la requête n’est pas un JSON valide.',
  body_not_object: 'Le contenu de la requête doit être un objet JSON.',
  bad_url_escape: 'L’adresse n’est pas valide\u00a0: elle contient un encodage % incorrect.',
  not_routable: 'La requête n’a pas pu être acheminée.',
  no_route: 'Aucune route pour {method} {path}',
  validation_failed:
    'Requête non valide{part, select, body {} querystring { (paramètres de requête)} params { (chemin)} headers { (en-têtes)} other { ({part})}}',
  nul_character: 'Le texte ne peut pas contenir le caractère NUL (\\u0000).',
  origin_unknown: 'Requête refusée\u00a0: origine inconnue.',
  origin_cross_site: 'Requête refusée\u00a0: elle provient d’un autre site web.',
  rate_limited: 'Trop de requêtes. Veuillez patienter une minute, puis réessayer.',
  database_unreachable:
    'La base de données est momentanément inaccessible. Veuillez réessayer dans un instant.',
  internal_error: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
  pdf_busy_account:
    'Trop de PDF sont en cours de préparation pour votre compte\u00a0; réessayez dans un instant.',
  pdf_busy: 'La génération des PDF est saturée\u00a0; réessayez dans un instant.',
  pdf_busy_readers:
    'Cette facture est consultée par de nombreuses personnes à la fois\u00a0; réessayez dans un instant.',

  // ── Valeurs des champs ────────────────────────────────────────────────────────────────────────
  field_required: 'Le champ «\u00a0{field}\u00a0» est obligatoire',
  field_must_be_text: 'Le champ «\u00a0{field}\u00a0» doit être un texte',
  field_must_be_number: 'Le champ «\u00a0{field}\u00a0» doit être un nombre',
  field_must_be_whole_number: 'Le champ «\u00a0{field}\u00a0» doit être un nombre entier',
  field_must_be_true_or_false: 'Le champ «\u00a0{field}\u00a0» doit valoir true ou false',
  field_must_be_list: 'Le champ «\u00a0{field}\u00a0» doit être une liste',
  field_must_be_object: 'Le champ «\u00a0{field}\u00a0» doit être un objet',
  field_must_be_valid_value: 'Le champ «\u00a0{field}\u00a0» n’a pas une valeur valide',
  field_at_most_characters: 'Le champ «\u00a0{field}\u00a0» doit comporter au plus {limit}\u00a0caractères',
  field_at_most_items: 'Le champ «\u00a0{field}\u00a0» doit comporter au plus {limit}\u00a0éléments',
  field_at_most: 'Le champ «\u00a0{field}\u00a0» doit être au plus égal à {limit}',
  field_less_than: 'Le champ «\u00a0{field}\u00a0» doit être inférieur à {limit}',
  field_at_least_characters: 'Le champ «\u00a0{field}\u00a0» doit comporter au moins {limit}\u00a0caractères',
  field_at_least_items: 'Le champ «\u00a0{field}\u00a0» doit comporter au moins {limit}\u00a0éléments',
  field_at_least: 'Le champ «\u00a0{field}\u00a0» doit être au moins égal à {limit}',
  field_greater_than: 'Le champ «\u00a0{field}\u00a0» doit être supérieur à {limit}',
  field_between: 'Le champ «\u00a0{field}\u00a0» doit être compris entre {min} et {max}',
  field_one_of: 'Le champ «\u00a0{field}\u00a0» doit prendre l’une de ces valeurs\u00a0: {values}',
  field_unknown_keys: 'Champs inconnus\u00a0: {keys}',
  field_invalid: 'Le champ «\u00a0{field}\u00a0» n’est pas valide',
  field_needs_visible_characters:
    'Le champ «\u00a0{field}\u00a0» doit contenir des lettres, des chiffres ou de la ponctuation',
  field_must_be_date: 'Le champ «\u00a0{field}\u00a0» doit être une date (AAAA-MM-JJ)',
  field_must_be_valid_date: 'Le champ «\u00a0{field}\u00a0» doit être une date valide',
  field_date_out_of_range: 'Le champ «\u00a0{field}\u00a0» doit être compris entre 1900 et 2999',
  field_must_be_days: 'Le champ «\u00a0{field}\u00a0» doit être un nombre de jours',
  field_must_be_whole_days: 'Le champ «\u00a0{field}\u00a0» doit être un nombre entier de jours',
  field_at_least_one_day: 'Le champ «\u00a0{field}\u00a0» doit être d’au moins 1\u00a0jour',
  field_at_most_days: 'Le champ «\u00a0{field}\u00a0» doit être de {limit}\u00a0jours au plus',
  field_unknown_variables:
    'Le champ «\u00a0{field}\u00a0» utilise {count, plural, one {une variable inconnue} other {des variables inconnues}}\u00a0: {unknown}. Variables disponibles\u00a0: {available}',

  // ── Compte ────────────────────────────────────────────────────────────────────────────────────
  sign_in_required: 'Veuillez vous connecter pour continuer.',
  invalid_credentials: 'E-mail ou mot de passe incorrect.',
  email_taken: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
  reset_link_invalid:
    'Ce lien de réinitialisation du mot de passe n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  current_password_wrong: 'Le mot de passe actuel est incorrect',
  password_attempts_locked: 'Trop de mots de passe erronés\u00a0: réessayez dans {minutes}\u00a0minutes.',
  email_too_long: 'L’adresse e-mail doit comporter au plus 254\u00a0caractères',
  email_invalid: 'Veuillez saisir une adresse e-mail valide',
  password_too_short: 'Le mot de passe doit comporter au moins 8\u00a0caractères',
  password_too_long: 'Le mot de passe doit comporter au plus 200\u00a0caractères',
  password_too_weak: 'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre',
  name_too_long: 'Le nom doit comporter au plus 100\u00a0caractères',
  passwords_differ: 'Les mots de passe ne correspondent pas',
  password_required: 'Veuillez saisir votre mot de passe',
  reset_token_required: 'Le jeton de réinitialisation est manquant',
  current_password_required: 'Veuillez saisir votre mot de passe actuel',
  language_invalid: 'La langue doit être en, de, fr, es, it ou nl',
  locale_too_long: 'Les paramètres régionaux doivent comporter au plus 35\u00a0caractères',
  locale_invalid: 'Les paramètres régionaux doivent être une balise de langue comme fr-FR',
  time_zone_invalid: 'Veuillez choisir un fuseau horaire valide',
  user_not_found: 'Utilisateur introuvable',
  signed_out: 'Vous êtes déconnecté',
  password_reset_requested:
    'Si un compte existe pour cette adresse e-mail, nous vous avons envoyé un lien pour réinitialiser le mot de passe.',
  password_reset_done: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  password_changed: 'Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.',
  account_deleted: 'Votre compte et toutes ses données ont été supprimés.',
  sign_in_paused_since:
    'Depuis votre dernière connexion, la connexion à votre compte a été suspendue pendant {minutes}\u00a0minutes après {attempts}\u00a0mots de passe erronés consécutifs. Si ce n’était pas vous, choisissez un nouveau mot de passe via «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion.',
  sign_in_failed_since:
    '{count, plural, one {Il y a eu 1 tentative de connexion échouée} other {Il y a eu {count} tentatives de connexion échouées}} depuis votre dernière connexion.',

  // ── Clients ───────────────────────────────────────────────────────────────────────────────────
  client_not_found: 'Client introuvable',
  name_required: 'Veuillez saisir un nom',
  client_name_too_long: 'Le nom doit comporter au plus 200\u00a0caractères',
  country_not_listed: 'Veuillez choisir un pays dans la liste',
  tax_treatment_invalid: 'Le traitement de la TVA doit être domestic, eu_reverse_charge ou non_eu',
  e_invoice_format_invalid: 'Le format de facture électronique doit être {formats} ou {last}',
  client_id_invalid: 'L’identifiant du client doit être un nombre entier positif',
  client_has_invoices:
    'Ce client a {count, plural, one {1 facture} other {{count} factures}}. Supprimez-{count, plural, one {la} other {les}} ou attribuez-{count, plural, one {la} other {les}} à un autre client avant de supprimer ce client.',
  client_has_recurring:
    'Ce client a des factures récurrentes. Supprimez-les d’abord, puis supprimez le client.',
  reverse_charge_client_needs_vat_id: 'Un client en autoliquidation doit avoir un n° TVA intracommunautaire',
  client_deleted: 'Client supprimé',

  // ── N° TVA et identifiant Peppol ──────────────────────────────────────────────────────────────
  vat_id_required: 'Saisissez un n° TVA intracommunautaire, par exemple FR40303265045',
  vat_id_invalid: 'Le n° TVA intracommunautaire {vatId} n’est pas valide ({country})',
  vat_id_greek_prefix:
    'Le n° TVA intracommunautaire {vatId} n’est pas un numéro grec valide\u00a0: les numéros grecs commencent par EL',
  vat_id_unknown_prefix:
    'Le n° TVA intracommunautaire {vatId} ne commence pas par un code pays de l’UE connu, comme FR',
  vat_id_malformed: 'Le n° TVA intracommunautaire {vatId} doit comporter de 2 à 20 lettres et chiffres',
  peppol_id_format:
    'L’identifiant Peppol se compose d’un schéma et d’un identifiant, par exemple 0204:04011000-1234512345-06 ou 0208:0123456749',
  peppol_id_unknown_scheme:
    'Identifiant Peppol {peppolId}\u00a0: {scheme} ne figure pas dans la liste Peppol des adresses électroniques (EAS), comme 0204 (Leitweg-ID), 0208 (Belgique), 0088 (GLN) ou 9930 (n° TVA allemand)',
  peppol_id_invalid:
    'L’identifiant Peppol {peppolId} n’est pas valide\u00a0: le schéma {scheme} attend {expected}',
  peppol_id_vat_id_invalid: 'Identifiant Peppol {peppolId}\u00a0: {reason}',
  peppol_takes_leitweg_id:
    'une Leitweg-ID avec ses chiffres de contrôle, par exemple 0204:04011000-1234512345-06',
  peppol_takes_be_enterprise_number:
    'un numéro d’entreprise belge de 10\u00a0chiffres se terminant par ses chiffres de contrôle, par exemple 0208:0123456749',
  peppol_takes_gln:
    'un GLN de 13\u00a0chiffres se terminant par son chiffre de contrôle, par exemple 0088:5790000435975',
  peppol_takes_duns: 'un numéro D-U-N-S de 9\u00a0chiffres, par exemple 0060:123456789',
  peppol_takes_no_organisation_number:
    'un numéro d’organisation norvégien de 9\u00a0chiffres, par exemple 0192:974760673',
  peppol_takes_dk_cvr: 'un numéro CVR danois de 8\u00a0chiffres, par exemple 0184:DK12345678',
  peppol_takes_se_organisation_number:
    'un numéro d’organisation suédois de 10\u00a0chiffres, par exemple 0007:5560360793',
  peppol_takes_abn: 'un Australian Business Number de 11\u00a0chiffres, par exemple 0151:51824753556',
  peppol_takes_vat_id: 'un n° TVA commençant par {prefix}, par exemple {example}',
  peppol_takes_any_identifier:
    'un identifiant de 1 à 50 lettres, chiffres ou signes de ponctuation, sans espace',

  // ── Factures ──────────────────────────────────────────────────────────────────────────────────
  invoice_not_found: 'Facture introuvable',
  payment_not_found: 'Paiement introuvable',
  reminder_flow_not_found: 'Scénario de relance introuvable',
  invoice_issued_immutable:
    'La facture {number} a été émise et ne peut plus être modifiée. Corrigez-la par un avoir.',
  invoice_number_taken:
    'Ce numéro de facture est déjà utilisé. Vérifiez le préfixe et le numéro de départ dans les Paramètres.',
  invoice_client_deleted:
    'Le client de cette facture a été supprimé\u00a0: elle ne peut donc pas être dupliquée.',
  invoice_client_deleted_correcting:
    'Le client de cette facture a été supprimé\u00a0: elle ne peut donc pas être corrigée. Annulez-la plutôt.',
  invoice_deleted: 'Facture supprimée',
  description_required: 'Veuillez saisir une description',
  description_too_long: 'La description doit comporter au plus 1000\u00a0caractères',
  quantity_not_positive_number: 'La quantité doit être un nombre supérieur à 0',
  quantity_not_positive: 'La quantité doit être supérieure à 0',
  quantity_too_large: 'La quantité ne peut pas dépasser {maximum, number}',
  quantity_too_precise: 'La quantité peut comporter au plus 2\u00a0décimales',
  unit_too_long: 'L’unité doit comporter au plus 20\u00a0caractères',
  rate_negative: 'Le prix unitaire ne peut pas être négatif',
  amount_negative: 'Le montant ne peut pas être négatif',
  amount_too_large: 'Le montant est trop élevé',
  tax_category_invalid: 'La catégorie de TVA doit être l’une des suivantes\u00a0: {categories}',
  client_required: 'Veuillez sélectionner un client',
  text_too_long: '{limit}\u00a0caractères au maximum',
  invoice_status_new_invalid: 'Une nouvelle facture doit être soit un brouillon, soit envoyée',
  currency_not_listed: 'Choisissez l’une des devises proposées',
  reminder_flow_invalid: 'Choisissez l’un de vos scénarios de relance',
  line_items_required: 'Ajoutez au moins une ligne',
  invoice_too_many_lines: 'Une facture peut comporter au plus {maximum}\u00a0lignes',
  due_date_before_issue_date: 'La date d’échéance ne peut pas précéder la date d’émission',
  service_date_and_period: 'Indiquez une date ou une période de la prestation, pas les deux',
  service_period_end_required: 'Veuillez indiquer la fin de la période de la prestation',
  service_period_start_required: 'Veuillez indiquer le début de la période de la prestation',
  service_period_end_before_start: 'La fin de la période de la prestation ne peut pas précéder son début',
  void_reason_required: 'Veuillez indiquer le motif de l’annulation de la facture',
  reason_too_long: 'Le motif doit comporter au plus 500\u00a0caractères',
  invoice_status_invalid: 'Le statut doit être draft, sent, paid ou overdue',
  page_invalid: 'La page doit être un nombre entier supérieur ou égal à 1',
  page_too_large: 'La page ne peut pas dépasser 1000000',
  page_size_invalid: 'La taille de page doit être un nombre entier de 1 à 100',
  search_too_long: 'La recherche doit comporter au plus 200\u00a0caractères',
  invoice_status_filter_invalid: 'Le statut doit être l’un des suivants\u00a0: {statuses}',
  invoice_sort_invalid: 'Le tri doit être l’un des suivants\u00a0: {sorts}',
  order_invalid: 'L’ordre doit être asc ou desc',
  invoice_already_paid_status:
    'Cette facture est déjà payée\u00a0; le statut d’une facture payée ne peut plus changer.',
  invoice_void_status:
    'Cette facture est annulée\u00a0; le statut d’une facture annulée ne peut plus changer.',
  invoice_not_overdue_yet:
    'Cette facture n’est pas en retard\u00a0: elle le deviendra d’elle-même une fois sa date d’échéance ({dueDate}) passée.',
  invoice_status_change_refused:
    'Une facture au statut «\u00a0{from, select, sent {En attente} paid {Payée} overdue {En retard} void {Annulée} other {Brouillon}}\u00a0» ne peut pas passer au statut «\u00a0{to, select, sent {En attente} paid {Payée} overdue {En retard} void {Annulée} other {Brouillon}}\u00a0».',
  invoice_total_too_large: 'Le total de la facture est trop élevé (99\u00a0999\u00a0999,99 au maximum).',
  credit_note_total_too_large: 'Le total de l’avoir est trop élevé (99\u00a0999\u00a0999,99 au maximum).',

  // ── Paiements ─────────────────────────────────────────────────────────────────────────────────
  payment_date_in_future: 'La date de paiement ne peut pas être dans le futur',
  payment_over_balance: 'Le paiement dépasse le reste à payer de {balance}',
  payment_on_void_invoice: 'Aucun paiement ne peut être enregistré sur une facture annulée.',
  payment_not_positive: 'Un paiement doit être supérieur à 0,00.',
  payment_amount_not_positive: 'Le montant doit être supérieur à 0',
  payment_amount_not_number: 'Le montant doit être un nombre supérieur à 0',
  payment_method_invalid: 'Le mode de paiement doit être bank_transfer, card, cash, cheque, paypal ou other',

  // ── TVA ───────────────────────────────────────────────────────────────────────────────────────
  standard_rate_needs_rate: 'La catégorie S (taux normal) exige un taux supérieur à 0',
  category_charged_at_zero: 'La catégorie de TVA {category} implique un taux de 0\u00a0%',
  exemption_reason_required: 'Indiquez le motif d’exonération de TVA de cette facture',
  not_subject_mixed:
    'Des lignes hors champ de la TVA (O) ne peuvent pas figurer sur une facture avec des lignes d’une autre catégorie de TVA',
  reverse_charge_needs_own_vat_id:
    'L’autoliquidation exige votre n° TVA intracommunautaire\u00a0: ajoutez-le dans les Paramètres',
  reverse_charge_needs_client_vat_id:
    'L’autoliquidation exige le n° TVA intracommunautaire du client\u00a0: ajoutez-le à {client}',
  tax_rate_not_number: 'Le taux de TVA doit être un nombre',
  tax_rate_out_of_range: 'Le taux de TVA doit être compris entre 0 et 100',
  tax_rate_too_precise: 'Le taux de TVA peut comporter au plus 2\u00a0décimales',
  vat_scheme_invalid: 'Le régime de TVA doit être standard ou small_business',

  // ── Avoirs ────────────────────────────────────────────────────────────────────────────────────
  credit_note_not_found: 'Avoir introuvable',
  credit_note_link_not_found: 'Cet avoir est introuvable.',
  credit_note_reason_required: 'Veuillez indiquer le motif de l’avoir',
  credit_note_too_many_lines: 'Un avoir peut comporter au plus {maximum}\u00a0lignes',
  credit_note_not_positive: 'Un avoir doit porter sur un montant supérieur à 0,00.',
  credit_note_over_balance: 'Un avoir peut couvrir au plus le reste à payer de {balance}',
  credit_rate_not_on_invoice:
    'La facture ne comporte pas de TVA {category}{rate, select, none {} other { à {rate}\u00a0%}}\u00a0: créditez un taux figurant sur la facture',
  credit_rate_not_on_invoice_rate:
    'La facture ne comporte pas de TVA à {rate}\u00a0%\u00a0: créditez un taux figurant sur la facture',
  draft_not_credited:
    'Un brouillon n’a jamais été émis\u00a0: il ne peut donc pas faire l’objet d’un avoir. Modifiez-le ou supprimez-le plutôt.',
  draft_not_cancelled:
    'Un brouillon n’a jamais été envoyé\u00a0: il ne peut donc pas être {action, select, void {annulé} other {corrigé}}. Supprimez-le plutôt.',
  invoice_already_void: 'Cette facture est déjà annulée.',
  void_invoice_not_cancelled:
    'Cette facture est annulée\u00a0: elle ne peut donc pas {action, select, correct {être corrigée} other {faire l’objet d’un avoir}}.',
  paid_invoice_not_cancelled:
    'Une facture payée ne peut pas {action, select, void {être annulée} correct {être corrigée} other {faire l’objet d’un avoir}}.',
  invoice_has_payments:
    'Des paiements sont enregistrés sur cette facture\u00a0: elle ne peut donc pas être {action, select, void {annulée} other {corrigée}}. Supprimez d’abord les paiements.',

  // ── Factures électroniques ────────────────────────────────────────────────────────────────────
  e_invoice_not_ready:
    'Le client reçoit des factures électroniques {format}\u00a0: {what, select, invoice {cette facture ne peut pas encore être émise dans ce format. Complétez ce qui manque ou envoyez le PDF seul.} issued_invoice {cette facture a été émise sans ce qu’exige {format} (elle conserve les informations avec lesquelles elle a été émise). Envoyez le PDF seul ou corrigez la facture.} credit_note {cet avoir a été émis sans ce qu’exige {format}. Envoyez le PDF seul.} other {les factures de cette facture récurrente ne peuvent pas encore être émises dans ce format. Complétez ce qui manque, choisissez d’envoyer le PDF seul ou créez des brouillons.}}',
  invoice_issued_without_e_invoice:
    'Cette facture a été émise sans ce qu’exige {format} et conserve les informations avec lesquelles elle a été émise. Complétez ce qui manque, puis corrigez la facture\u00a0: la nouvelle facture en tiendra compte.',
  credit_note_issued_without_e_invoice:
    'Cet avoir a été émis sans ce qu’exige {format} et conserve les informations avec lesquelles il a été émis.',
  draft_is_no_e_invoice: 'Émettez d’abord la facture\u00a0: un brouillon n’est pas encore une facture',
  public_e_invoice_unavailable:
    'Cette facture électronique n’est pas disponible dans ce format. Veuillez la demander à l’émetteur.',
  attach_e_invoice_invalid: 'attachEInvoice doit valoir true ou false',
  e_invoice_download_format_invalid: 'Le format doit être l’un des suivants\u00a0: {formats}',
  e_invoice_company_name_missing:
    'Le nom de votre entreprise est manquant\u00a0: ajoutez-le dans les Paramètres',
  e_invoice_client_name_missing: 'Le nom du client est manquant',
  e_invoice_lines_missing: 'Ajoutez au moins une ligne',
  e_invoice_line_description_missing: 'La ligne {line} doit avoir une description',
  e_invoice_company_country_missing: 'Choisissez le pays de votre entreprise dans les Paramètres',
  e_invoice_client_country_missing: 'Choisissez le pays du client',
  e_invoice_tax_number_missing:
    'Ajoutez votre numéro fiscal dans les Paramètres\u00a0: une facture hors champ de la TVA identifie votre entreprise par ce numéro, et non par le n° TVA',
  e_invoice_vat_id_for_goods_missing:
    'Ajoutez votre n° TVA intracommunautaire dans les Paramètres\u00a0: les livraisons de biens à l’étranger l’exigent',
  e_invoice_vat_id_or_tax_number_missing:
    'Ajoutez votre n° TVA intracommunautaire ou votre numéro fiscal dans les Paramètres',
  e_invoice_client_vat_id_missing:
    'L’autoliquidation et les livraisons intracommunautaires exigent le n° TVA intracommunautaire du client',
  e_invoice_delivery_date_missing: 'Une livraison intracommunautaire exige la date de livraison',
  e_invoice_leitweg_id_missing: 'XRechnung exige la référence acheteur (Leitweg-ID)',
  e_invoice_company_postal_code_missing:
    'Le code postal de votre entreprise est manquant\u00a0: ajoutez-le dans les Paramètres',
  e_invoice_company_city_missing:
    'La ville de votre entreprise est manquante\u00a0: ajoutez-la dans les Paramètres',
  e_invoice_client_postal_code_missing: 'Le code postal du client est manquant',
  e_invoice_client_city_missing: 'La ville du client est manquante',
  e_invoice_contact_name_missing:
    'XRechnung exige une personne de contact\u00a0: ajoutez votre nom à votre profil',
  e_invoice_company_phone_missing:
    'XRechnung exige le numéro de téléphone de votre entreprise\u00a0: ajoutez-le dans les Paramètres',
  e_invoice_company_email_missing:
    'XRechnung exige l’adresse e-mail de votre entreprise\u00a0: ajoutez-la dans les Paramètres',
  e_invoice_client_email_missing: 'XRechnung exige l’adresse e-mail du client',
  e_invoice_buyer_reference_missing:
    'Peppol exige une référence acheteur, par exemple le numéro de commande du client',
  e_invoice_company_vat_country_unsupported:
    'Peppol ne peut pas encore joindre votre entreprise par un n° TVA de ce pays ({country})',
  e_invoice_company_vat_id_missing:
    'Peppol trouve votre entreprise par son n° TVA intracommunautaire\u00a0: ajoutez-le dans les Paramètres',
  e_invoice_client_vat_country_unsupported:
    'Peppol ne peut pas encore joindre un client par un n° TVA de ce pays ({country})\u00a0: ajoutez l’identifiant Peppol du client, ou choisissez XRechnung ou PDF pour ce client',
  e_invoice_client_peppol_id_missing:
    'Peppol trouve le client par son identifiant Peppol\u00a0: ajoutez-le au client, ou sa Leitweg-ID comme référence acheteur, ou son n° TVA intracommunautaire',
  facturx_outside_eu:
    'Un PDF Factur-X est destiné aux entreprises établies dans l’UE\u00a0: le pays de votre entreprise dans les Paramètres n’est pas dans l’UE',

  // ── E-mails et relances ───────────────────────────────────────────────────────────────────────
  company_not_ready:
    'Ajoutez le nom et l’adresse e-mail de votre entreprise dans les Paramètres avant d’envoyer des factures',
  email_limit_reached: 'Aucun e-mail n’a été envoyé\u00a0: {limit}. Veuillez réessayer plus tard.',
  mail_limit_per_day: 'la limite de {limit}\u00a0e-mails par jour de votre compte est atteinte',
  mail_limit_per_hour: 'la limite de {limit}\u00a0e-mails par heure de votre compte est atteinte',
  mail_limit_per_hour_new_account:
    'la limite de {limit}\u00a0e-mails par heure de votre compte (pour un compte créé il y a moins d’un jour) est atteinte',
  invoice_daily_send_cap:
    'Aucun e-mail n’a été envoyé\u00a0: la facture {number} a déjà été envoyée manuellement {count}\u00a0fois aujourd’hui. Réessayez demain.',
  invoice_changed_while_sending:
    'La facture a changé pendant la préparation de son e-mail\u00a0: aucun e-mail n’a donc été envoyé. Veuillez réessayer.',
  email_queued_database_lost:
    '{kind, select, invoice {L’e-mail de la facture} other {L’e-mail de relance}} à {to} est en file d’attente mais pas encore envoyé\u00a0: la base de données a été brièvement inaccessible. Duely l’enverra automatiquement\u00a0; son statut apparaît dans l’historique des relances.',
  email_not_accepted:
    '{kind, select, invoice {L’e-mail de la facture} other {L’e-mail de relance}} à {to} n’a pas pu être envoyé\u00a0: le serveur de messagerie ne l’a pas accepté. {failed, select, yes {Il a été marqué comme ayant échoué.} other {Duely réessaiera automatiquement\u00a0; son statut apparaît dans l’historique des relances.}}',
  credit_note_email_queued:
    'L’e-mail de l’avoir à {to} est en file d’attente mais pas encore envoyé. Duely l’enverra automatiquement.',
  credit_note_email_not_accepted:
    'L’e-mail de l’avoir à {to} n’a pas pu être envoyé\u00a0: le serveur de messagerie ne l’a pas accepté.',
  invoice_paid_no_email: 'Cette facture est déjà payée\u00a0: aucun e-mail n’a donc été envoyé.',
  invoice_void_no_email: 'Cette facture est annulée\u00a0: aucun e-mail n’a donc été envoyé.',
  invoice_draft_no_reminder:
    'Cette facture est encore un brouillon. Envoyez la facture avant d’envoyer des relances.',
  invoice_not_emailable:
    'Cette facture ne peut pas être envoyée par e-mail\u00a0: aucun e-mail n’a donc été envoyé.',
  invoice_paid_not_sent_again: 'Cette facture est déjà payée\u00a0: elle n’a donc pas été renvoyée.',
  invoice_void_not_sent: 'Cette facture est annulée\u00a0: elle ne peut donc pas être envoyée.',
  invoice_not_sendable: 'Cette facture ne peut pas être envoyée.',
  invoice_sent: 'Facture envoyée',
  invoice_email_sent: 'E-mail de la facture envoyé',
  reminder_sent: 'Relance envoyée',
  reminder_type_invalid: 'reminderType doit être first ou manual',
  email_draft_kind_invalid: 'kind doit être invoice ou reminder',
  subject_must_be_text: 'L’objet doit être un texte',
  subject_required: 'L’objet est obligatoire',
  subject_too_long: 'L’objet doit comporter au plus {maximum}\u00a0caractères',
  subject_multiline: 'L’objet doit tenir sur une seule ligne',
  message_must_be_text: 'Le message doit être un texte',
  message_required: 'Le message est obligatoire',
  message_too_long: 'Le message doit comporter au plus {maximum, number}\u00a0caractères',
  cc_must_be_text: 'Le champ Cc doit être une adresse e-mail',
  cc_too_long: 'Le champ Cc doit comporter au plus 254\u00a0caractères',
  cc_invalid: 'Le champ Cc doit contenir une adresse e-mail valide',
  reminder_schedule_not_found: 'Cette facture n’a pas encore de planification des relances.',
  reminder_schedule_exists: 'Cette facture a déjà une planification des relances. Modifiez-la plutôt.',
  invoice_paid_no_reminders: 'Cette facture est déjà payée\u00a0; elle n’a besoin d’aucune relance.',
  invoice_void_no_reminders: 'Cette facture est annulée\u00a0; elle n’a besoin d’aucune relance.',
  invoice_needs_no_reminders: 'Cette facture n’a besoin d’aucune relance.',
  schedule_frequency_invalid: 'La fréquence doit être daily, weekly ou monthly',
  reminder_schedule_cancelled: 'Planification des relances annulée',
  template_description_too_long: 'La description doit comporter au plus 500\u00a0caractères',
  second_reminder_not_later: 'La deuxième relance doit intervenir après la première',
  final_notice_not_later: 'La dernière relance doit intervenir après la deuxième relance',
  translations_languages_only:
    'Les traductions ne peuvent être données que pour {languages} (les textes propres du modèle sont ses textes anglais)',
  translations_must_be_object: 'Les traductions doivent être un objet de langues',
  translation_texts_keys_only: 'Les textes en {field} ne peuvent être que {keys}',
  translation_texts_must_be_object: 'Les textes en {field} doivent être un objet de textes',
  template_deleted: 'Modèle supprimé',

  // ── Factures récurrentes ──────────────────────────────────────────────────────────────────────
  recurring_invoice_not_found: 'Facture récurrente introuvable',
  recurring_invoice_limit:
    'Vous pouvez avoir au plus {maximum}\u00a0factures récurrentes. Supprimez-en une dont vous n’avez plus besoin pour en créer une autre.',
  backfill_too_far:
    'Les factures des périodes passées sont limitées à {maximum}\u00a0: la date de début ne peut pas être antérieure au {earliest}.',
  service_period_mode_invalid:
    'La période de la prestation doit être issue_date, previous_period ou current_period',
  recurrence_frequency_invalid: 'La fréquence doit être weekly, monthly, quarterly ou yearly',
  send_mode_invalid: 'Le mode d’envoi doit être send ou draft',
  backfill_invalid: 'backfill doit valoir true ou false',
  end_date_and_occurrences: 'Choisissez soit une date de fin, soit un nombre de factures, pas les deux',
  end_date_before_start_date: 'La date de fin ne peut pas précéder la date de début',
  recurring_invoice_deleted: 'Facture récurrente supprimée',

  // ── Paramètres ────────────────────────────────────────────────────────────────────────────────
  website_invalid: 'Veuillez saisir une adresse de site web valide, par exemple https://example.com',
  payment_terms_invalid: 'Le délai de paiement doit être un nombre entier de jours de 0 à 365',
  invoice_number_start_invalid: 'Le numéro de départ doit être un nombre entier de 1 à 999999999',
  invoice_number_start_used: 'Le numéro de départ doit être au moins {start}\u00a0: {used} est déjà utilisé.',
  currency_not_in_list: 'Veuillez choisir une devise dans la liste',
  invoice_prefix_required: 'Veuillez saisir un préfixe de facture',
  invoice_prefix_invalid: 'Le préfixe des factures doit comporter de 1 à 20 lettres, chiffres ou tirets',
  credit_note_prefix_invalid: 'Le préfixe des avoirs doit comporter de 1 à 20 lettres, chiffres ou tirets',
  account_number_invalid:
    'Le numéro de compte ne peut contenir que des lettres, des chiffres, des espaces et des tirets',
  routing_number_invalid: 'Veuillez saisir un code ABA (routing number) valide à 9\u00a0chiffres',
  blz_invalid: 'Le code bancaire allemand (BLZ) doit comporter 8\u00a0chiffres',
  sort_code_invalid: 'Le code guichet (sort code) doit comporter 6\u00a0chiffres, par exemple 12-34-56',
  iban_invalid: 'Veuillez saisir un IBAN valide',
  iban_checksum_invalid: 'Cet IBAN n’est pas valide\u00a0: vérifiez qu’il ne contient pas de faute de frappe',
  bic_invalid: 'Veuillez saisir un code BIC/SWIFT valide (8 ou 11\u00a0caractères)',
  swift_code_invalid: 'Veuillez saisir un code SWIFT valide (8 ou 11\u00a0caractères)',
  share_capital_invalid:
    'Le capital social doit être un montant avec au plus 2\u00a0décimales, par exemple 10000',
  share_capital_too_large: 'Le capital social est trop élevé',
  registrations_not_list: 'Les immatriculations doivent être une liste de registres et de numéros',
  registrations_too_many: 'Indiquez au plus {limit} immatriculations',
  registration_scheme_invalid: 'Le registre doit être l’un des suivants\u00a0: {schemes}',
  registration_number_not_text: 'Le numéro d’immatriculation doit être du texte',
  registration_number_too_long: 'Le numéro d’immatriculation doit comporter au plus {limit} caractères',
  registration_repeated: 'Le registre {scheme} est indiqué plusieurs fois',
  siren_format: 'Le SIREN doit comporter 9\u00a0chiffres, par exemple 732 829 320',
  siren_checksum: 'Le SIREN {number} n’est pas valide\u00a0: sa clé de contrôle ne correspond pas',
  siret_format:
    'Le SIRET doit comporter 14\u00a0chiffres\u00a0: le SIREN et les 5\u00a0chiffres de l’établissement',
  siret_checksum: 'Le SIRET {number} n’est pas valide\u00a0: sa clé de contrôle ne correspond pas',
  siret_other_siren: 'Le SIRET {siret} ne commence pas par le SIREN {siren}',
  register_entry_format: '{register} doit indiquer la ville du greffe et le SIREN, par exemple {example}',
  register_entry_siren_invalid:
    '{register} {entry}\u00a0: le SIREN indiqué n’est pas valide (sa clé de contrôle ne correspond pas)',
  register_entry_other_siren: '{register} {entry} indique un autre SIREN que {siren}',
  be_enterprise_number_format:
    'Le numéro d’entreprise belge doit comporter 10\u00a0chiffres et commencer par 0 ou 1, par exemple 0403.019.261',
  be_enterprise_number_checksum:
    'Le numéro d’entreprise belge {number} n’est pas valide\u00a0: ses chiffres de contrôle ne correspondent pas',
  de_register_format:
    'L’inscription au registre du commerce doit indiquer le tribunal et le numéro, par exemple Amtsgericht Berlin-Charlottenburg HRB 12345',
  codice_fiscale_format:
    'Le codice fiscale doit comporter 16\u00a0caractères (personne physique) ou 11\u00a0chiffres (société)',
  codice_fiscale_checksum:
    'Le codice fiscale {number} n’est pas valide\u00a0: son caractère de contrôle ne correspond pas',
  partita_iva_format: 'La partita IVA doit comporter 11\u00a0chiffres, par exemple 00743110157',
  partita_iva_checksum:
    'La partita IVA {number} n’est pas valide\u00a0: son chiffre de contrôle ne correspond pas',
  es_nif_format: 'Le NIF doit comporter 9\u00a0caractères, par exemple B58378431 ou 12345678Z',
  es_nif_checksum: 'Le NIF {number} n’est pas valide\u00a0: son caractère de contrôle ne correspond pas',
  nl_kvk_format: 'Le numéro KvK doit comporter 8\u00a0chiffres, par exemple 12345678',
  gb_company_number_format:
    'Le numéro Companies House doit comporter 8\u00a0caractères\u00a0: 8\u00a0chiffres, ou 2\u00a0lettres et 6\u00a0chiffres, par exemple 01234567 ou SC123456',
  payment_link_invalid:
    'Le lien de paiement en ligne doit être une adresse https://, par exemple https://buy.stripe.com/… ou https://paypal.me/votrenom',
  email_reminders_invalid: 'Les relances par e-mail doivent être activées ou désactivées',
  payment_notifications_invalid: 'Les confirmations de paiement doivent être activées ou désactivées',
  overdue_alerts_invalid: 'Les alertes de retard doivent être activées ou désactivées',
  weekly_reports_invalid: 'Les rapports hebdomadaires doivent être activés ou désactivés',
  logo_not_found: 'Logo introuvable',
  logo_requirement: 'Le logo doit être une image PNG ou JPEG de 1\u00a0Mo au maximum.',
  logo_too_large:
    'Le fichier du logo dépasse 1\u00a0Mo (1\u00a0048\u00a0576\u00a0octets), la taille maximale d’un logo. Veuillez choisir une image PNG ou JPEG plus petite.',
  logo_unreadable:
    'Le fichier du logo n’a pas pu être lu comme une image PNG ou JPEG. Veuillez choisir un autre fichier.',
  logo_too_many_pixels:
    'Le logo mesure {width}\u00a0×\u00a0{height}\u00a0pixels\u00a0; il peut mesurer au plus {maximum}\u00a0pixels de large et {maximum}\u00a0pixels de haut.',
  logo_too_slow:
    'Le logo n’a pas pu être lu en {seconds}\u00a0secondes et n’a pas été enregistré. Veuillez choisir une image PNG ou JPEG plus petite ou plus simple.',
  logo_busy:
    'De nombreux logos sont en cours de traitement\u00a0: celui-ci n’a donc pas été enregistré. Veuillez réessayer dans une minute.',
  logo_uploads_limited:
    'Vous pouvez importer au plus {maximum}\u00a0logos en {window}\u00a0minutes. Veuillez réessayer dans {minutes, plural, one {une minute} other {{minutes}\u00a0minutes}}.',
  invoice_has_no_logo: 'Cette facture n’a pas de logo.',

  // ── Liens partagés et rapports ────────────────────────────────────────────────────────────────
  share_needs_sent_invoice: 'Envoyez la facture avant de partager son lien.',
  share_link_invalid: 'Ce lien de facture n’est pas valide. Demandez-en un nouveau à l’émetteur.',
  report_status_invalid: 'Le statut doit être all, paid, pending ou overdue',
  report_type_invalid: 'Le type de rapport doit être overview, revenue, client ou aging',
};
