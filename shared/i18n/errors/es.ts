import type { ErrorCode } from './en';

/** The API's messages in Spanish (trato de usted; términos de docs/i18n/glossary.md). */
export const es: Record<ErrorCode, string> = {
  // ── Solicitudes ───────────────────────────────────────────────────────────────────────────────
  bad_request: 'No se ha podido procesar la solicitud.',
  body_too_large: 'El contenido de la solicitud es demasiado grande (1 MB como máximo).',
  unsupported_media_type:
    'Envíe el contenido de la solicitud en formato JSON (Content-Type: application/json).',
  content_length_mismatch: 'La longitud del contenido de la solicitud no coincide con su Content-Length.',
  empty_json_body: 'El contenido de la solicitud está vacío, aunque se declaró como JSON.',
  invalid_json: 'El contenido de la solicitud no es un JSON válido.',
  body_not_object: 'El contenido de la solicitud debe ser un objeto JSON.',
  bad_url_escape: 'La dirección no es válida: contiene una codificación % incorrecta.',
  not_routable: 'No se ha podido encaminar la solicitud.',
  no_route: 'No existe ninguna ruta para {method} {path}',
  validation_failed:
    'Solicitud no válida{part, select, body {} querystring { (parámetros de consulta)} params { (ruta)} headers { (cabeceras)} other { ({part})}}',
  nul_character: 'El texto no puede contener el carácter NUL (\\u0000).',
  origin_unknown: 'Solicitud rechazada: origen desconocido.',
  origin_cross_site: 'Solicitud rechazada: procede de otro sitio web.',
  rate_limited: 'Demasiadas solicitudes. Espere un minuto y vuelva a intentarlo.',
  database_unreachable:
    'La base de datos no está disponible en este momento. Vuelva a intentarlo dentro de un momento.',
  internal_error: 'Se ha producido un error por nuestra parte. Vuelva a intentarlo.',
  pdf_busy_account:
    'Se están preparando demasiados PDF para su cuenta; vuelva a intentarlo dentro de un momento.',
  pdf_busy: 'La generación de PDF está saturada; vuelva a intentarlo dentro de un momento.',
  pdf_busy_readers:
    'Esta factura se está preparando para muchos lectores a la vez; vuelva a intentarlo dentro de un momento.',

  // ── Valores de los campos ─────────────────────────────────────────────────────────────────────
  field_required: 'El campo «{field}» es obligatorio',
  field_must_be_text: 'El campo «{field}» debe ser un texto',
  field_must_be_number: 'El campo «{field}» debe ser un número',
  field_must_be_whole_number: 'El campo «{field}» debe ser un número entero',
  field_must_be_true_or_false: 'El campo «{field}» debe ser true o false',
  field_must_be_list: 'El campo «{field}» debe ser una lista',
  field_must_be_object: 'El campo «{field}» debe ser un objeto',
  field_must_be_valid_value: 'El campo «{field}» no tiene un valor válido',
  field_at_most_characters: 'El campo «{field}» debe tener como máximo {limit} caracteres',
  field_at_most_items: 'El campo «{field}» debe tener como máximo {limit} elementos',
  field_at_most: 'El campo «{field}» debe ser como máximo {limit}',
  field_less_than: 'El campo «{field}» debe ser menor que {limit}',
  field_at_least_characters: 'El campo «{field}» debe tener al menos {limit} caracteres',
  field_at_least_items: 'El campo «{field}» debe tener al menos {limit} elementos',
  field_at_least: 'El campo «{field}» debe ser como mínimo {limit}',
  field_greater_than: 'El campo «{field}» debe ser mayor que {limit}',
  field_between: 'El campo «{field}» debe estar entre {min} y {max}',
  field_one_of: 'El campo «{field}» debe ser uno de estos valores: {values}',
  field_unknown_keys: 'Campos desconocidos: {keys}',
  field_invalid: 'El campo «{field}» no es válido',
  field_needs_visible_characters: 'El campo «{field}» debe contener letras, cifras o signos de puntuación',
  field_must_be_date: 'El campo «{field}» debe ser una fecha (AAAA-MM-DD)',
  field_must_be_valid_date: 'El campo «{field}» debe ser una fecha válida',
  field_date_out_of_range: 'El campo «{field}» debe estar entre 1900 y 2999',
  field_must_be_days: 'El campo «{field}» debe ser un número de días',
  field_must_be_whole_days: 'El campo «{field}» debe ser un número entero de días',
  field_at_least_one_day: 'El campo «{field}» debe ser de al menos 1 día',
  field_at_most_days: 'El campo «{field}» debe ser como máximo de {limit} días',
  field_unknown_variables:
    'El campo «{field}» usa {count, plural, one {una variable desconocida} other {variables desconocidas}}: {unknown}. Variables disponibles: {available}',

  // ── Cuenta ────────────────────────────────────────────────────────────────────────────────────
  sign_in_required: 'Inicie sesión para continuar.',
  invalid_credentials: 'Correo electrónico o contraseña incorrectos.',
  email_taken: 'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
  reset_link_invalid:
    'Este enlace para restablecer la contraseña no es válido o ha caducado. Solicite uno nuevo.',
  current_password_wrong: 'La contraseña actual no es correcta',
  password_attempts_locked:
    'Demasiadas contraseñas incorrectas: vuelva a intentarlo dentro de {minutes} minutos.',
  email_too_long: 'El correo electrónico debe tener como máximo 254 caracteres',
  email_invalid: 'Introduzca un correo electrónico válido',
  password_too_short: 'La contraseña debe tener al menos 8 caracteres',
  password_too_long: 'La contraseña debe tener como máximo 200 caracteres',
  password_too_weak: 'La contraseña debe contener al menos una mayúscula, una minúscula y un número',
  name_too_long: 'El nombre debe tener como máximo 100 caracteres',
  passwords_differ: 'Las contraseñas no coinciden',
  password_required: 'Introduzca su contraseña',
  reset_token_required: 'Falta el token de restablecimiento',
  current_password_required: 'Introduzca su contraseña actual',
  language_invalid: 'El idioma debe ser en, de, fr, es, it o nl',
  locale_too_long: 'La configuración regional debe tener como máximo 35 caracteres',
  locale_invalid: 'La configuración regional debe ser una etiqueta de idioma como es-ES',
  time_zone_invalid: 'Seleccione una zona horaria válida',
  user_not_found: 'Usuario no encontrado',
  signed_out: 'Sesión cerrada',
  password_reset_requested:
    'Si existe una cuenta con ese correo electrónico, le hemos enviado un enlace para restablecer la contraseña.',
  password_reset_done: 'Su contraseña se ha cambiado. Inicie sesión con la nueva.',
  password_changed: 'Su contraseña se ha cambiado. Se han cerrado sus demás sesiones.',
  account_deleted: 'Su cuenta y todos sus datos se han eliminado.',
  sign_in_paused_since:
    'Desde su último inicio de sesión, el acceso a su cuenta estuvo bloqueado durante {minutes} minutos tras {attempts} contraseñas incorrectas seguidas. Si no fue usted, elija una nueva contraseña con «¿Ha olvidado su contraseña?» en la página de inicio de sesión.',
  sign_in_failed_since:
    '{count, plural, one {Ha habido 1 intento fallido de inicio de sesión} other {Ha habido {count} intentos fallidos de inicio de sesión}} desde su último inicio de sesión.',

  // ── Clientes ──────────────────────────────────────────────────────────────────────────────────
  client_not_found: 'Cliente no encontrado',
  name_required: 'Introduzca un nombre',
  client_name_too_long: 'El nombre debe tener como máximo 200 caracteres',
  country_not_listed: 'Seleccione un país de la lista',
  tax_treatment_invalid: 'El tratamiento fiscal debe ser domestic, eu_reverse_charge o non_eu',
  e_invoice_format_invalid: 'El formato de factura electrónica debe ser {formats} o {last}',
  client_id_invalid: 'El identificador del cliente debe ser un número entero positivo',
  client_has_invoices:
    'Este cliente tiene {count, plural, one {1 factura} other {{count} facturas}}. {count, plural, one {Elimínela o asígnela} other {Elimínelas o asígnelas}} a otro cliente antes de eliminar el cliente.',
  client_has_recurring:
    'Este cliente tiene facturas recurrentes. Elimínelas primero y después elimine el cliente.',
  reverse_charge_client_needs_vat_id: 'Un cliente con inversión del sujeto pasivo necesita un NIF-IVA',
  client_deleted: 'Cliente eliminado',

  // ── NIF-IVA e ID de Peppol ────────────────────────────────────────────────────────────────────
  vat_id_required: 'Introduzca un NIF-IVA, por ejemplo, ESB12345674',
  vat_id_invalid: 'El NIF-IVA {vatId} no es válido ({country})',
  vat_id_greek_prefix:
    'El NIF-IVA {vatId} no es un NIF-IVA griego válido: los NIF-IVA griegos empiezan por EL',
  vat_id_unknown_prefix: 'El NIF-IVA {vatId} no empieza por un código de país de la UE conocido, como ES',
  vat_id_malformed: 'El NIF-IVA {vatId} debe tener entre 2 y 20 letras y cifras',
  peppol_id_format:
    'El ID de Peppol se compone de un esquema y un identificador, por ejemplo, 0204:04011000-1234512345-06 o 0208:0123456749',
  peppol_id_unknown_scheme:
    'ID de Peppol {peppolId}: {scheme} no es un esquema de la lista de direcciones electrónicas de Peppol (EAS), como 0204 (Leitweg-ID), 0208 (Bélgica), 0088 (GLN) o 9930 (NIF-IVA alemán)',
  peppol_id_invalid: 'El ID de Peppol {peppolId} no es válido: el esquema {scheme} requiere {expected}',
  peppol_id_vat_id_invalid: 'ID de Peppol {peppolId}: {reason}',
  peppol_takes_leitweg_id:
    'una Leitweg-ID con sus dígitos de control, por ejemplo, 0204:04011000-1234512345-06',
  peppol_takes_be_enterprise_number:
    'un número de empresa belga de 10 cifras que termine en sus dígitos de control, por ejemplo, 0208:0123456749',
  peppol_takes_gln:
    'un GLN de 13 cifras que termine en su dígito de control, por ejemplo, 0088:5790000435975',
  peppol_takes_duns: 'un número D-U-N-S de 9 cifras, por ejemplo, 0060:123456789',
  peppol_takes_no_organisation_number:
    'un número de organización noruego de 9 cifras, por ejemplo, 0192:974760673',
  peppol_takes_dk_cvr: 'un número CVR danés de 8 cifras, por ejemplo, 0184:DK12345678',
  peppol_takes_se_organisation_number:
    'un número de organización sueco de 10 cifras, por ejemplo, 0007:5560360793',
  peppol_takes_abn: 'un Australian Business Number de 11 cifras, por ejemplo, 0151:51824753556',
  peppol_takes_vat_id: 'un NIF-IVA que empiece por {prefix}, por ejemplo, {example}',
  peppol_takes_any_identifier:
    'un identificador de 1 a 50 letras, cifras o signos de puntuación, sin espacios',

  // ── Facturas ──────────────────────────────────────────────────────────────────────────────────
  invoice_not_found: 'Factura no encontrada',
  payment_not_found: 'Pago no encontrado',
  reminder_flow_not_found: 'Secuencia de recordatorios no encontrada',
  invoice_issued_immutable:
    'La factura {number} ya se ha emitido y no se puede modificar. Corríjala con una factura rectificativa.',
  invoice_number_taken:
    'Ese número de factura ya está en uso. Revise el prefijo y el número inicial en Configuración.',
  invoice_client_deleted: 'El cliente de esta factura se ha eliminado, por lo que no se puede duplicar.',
  invoice_client_deleted_correcting:
    'El cliente de esta factura se ha eliminado, por lo que no se puede corregir; anúlela en su lugar.',
  invoice_deleted: 'Factura eliminada',
  description_required: 'Introduzca una descripción',
  description_too_long: 'La descripción debe tener como máximo 1000 caracteres',
  quantity_not_positive_number: 'La cantidad debe ser un número mayor que 0',
  quantity_not_positive: 'La cantidad debe ser mayor que 0',
  quantity_too_large: 'La cantidad debe ser como máximo {maximum, number}',
  quantity_too_precise: 'La cantidad admite como máximo 2 decimales',
  unit_too_long: 'La unidad debe tener como máximo 20 caracteres',
  rate_negative: 'El precio unitario no puede ser negativo',
  amount_negative: 'El importe no puede ser negativo',
  amount_too_large: 'El importe es demasiado alto',
  tax_category_invalid: 'La categoría de IVA debe ser una de estas: {categories}',
  client_required: 'Seleccione un cliente',
  text_too_long: 'Como máximo {limit} caracteres',
  invoice_status_new_invalid: 'Una factura nueva debe ser un borrador o estar enviada',
  currency_not_listed: 'Elija una de las monedas de la lista',
  reminder_flow_invalid: 'Elija una de sus secuencias de recordatorios',
  line_items_required: 'Añada al menos una línea',
  invoice_too_many_lines: 'Una factura admite como máximo {maximum} líneas',
  due_date_before_issue_date: 'La fecha de vencimiento no puede ser anterior a la fecha de emisión',
  service_date_and_period: 'Indique una fecha o un periodo de la prestación, no ambos',
  service_period_end_required: 'Indique el fin del periodo de la prestación',
  service_period_start_required: 'Indique el inicio del periodo de la prestación',
  service_period_end_before_start: 'El fin del periodo de la prestación no puede ser anterior a su inicio',
  void_reason_required: 'Indique el motivo para anular la factura',
  reason_too_long: 'El motivo debe tener como máximo 500 caracteres',
  invoice_status_invalid: 'El estado debe ser draft, sent, paid u overdue',
  page_invalid: 'La página debe ser un número entero igual o mayor que 1',
  page_too_large: 'La página debe ser como máximo 1000000',
  page_size_invalid: 'El tamaño de página debe ser un número entero de 1 a 100',
  search_too_long: 'La búsqueda debe tener como máximo 200 caracteres',
  invoice_status_filter_invalid: 'El estado debe ser uno de estos: {statuses}',
  invoice_sort_invalid: 'La ordenación debe ser una de estas: {sorts}',
  order_invalid: 'El orden debe ser asc o desc',
  invoice_already_paid_status:
    'Esta factura ya está pagada; el estado de una factura pagada no se puede cambiar.',
  invoice_void_status: 'Esta factura está anulada; el estado de una factura anulada no se puede cambiar.',
  invoice_not_overdue_yet:
    'Esta factura no está vencida: pasará a estarlo por sí sola cuando haya pasado su fecha de vencimiento ({dueDate}).',
  invoice_status_change_refused:
    'Una factura en estado «{from, select, sent {Pendiente} paid {Pagada} overdue {Vencida} void {Anulada} other {Borrador}}» no puede pasar a «{to, select, sent {Pendiente} paid {Pagada} overdue {Vencida} void {Anulada} other {Borrador}}».',
  invoice_total_too_large: 'El total de la factura es demasiado alto (99.999.999,99 como máximo).',
  credit_note_total_too_large:
    'El total de la factura rectificativa es demasiado alto (99.999.999,99 como máximo).',

  // ── Pagos ─────────────────────────────────────────────────────────────────────────────────────
  payment_date_in_future: 'La fecha de pago no puede ser futura',
  payment_over_balance: 'El pago supera el importe pendiente de {balance}',
  payment_on_void_invoice: 'No se pueden registrar pagos en una factura anulada.',
  payment_not_positive: 'Un pago debe ser superior a 0,00.',
  payment_amount_not_positive: 'El importe debe ser mayor que 0',
  payment_amount_not_number: 'El importe debe ser un número mayor que 0',
  payment_method_invalid: 'La forma de pago debe ser bank_transfer, card, cash, cheque, paypal u other',

  // ── IVA ───────────────────────────────────────────────────────────────────────────────────────
  standard_rate_needs_rate: 'La categoría S (tipo general) requiere un tipo superior a 0',
  category_charged_at_zero: 'La categoría de IVA {category} tributa al 0\u00a0%',
  exemption_reason_required: 'Indique el motivo por el que esta factura está exenta de IVA',
  not_subject_mixed:
    'Las líneas no sujetas a IVA (O) no pueden figurar en una factura junto a líneas de otra categoría de IVA',
  reverse_charge_needs_own_vat_id:
    'La inversión del sujeto pasivo requiere su NIF-IVA: añádalo en Configuración',
  reverse_charge_needs_client_vat_id:
    'La inversión del sujeto pasivo requiere el NIF-IVA del cliente: añádalo a {client}',
  tax_rate_not_number: 'El tipo de IVA debe ser un número',
  tax_rate_out_of_range: 'El tipo de IVA debe estar entre 0 y 100',
  tax_rate_too_precise: 'El tipo de IVA admite como máximo 2 decimales',
  vat_scheme_invalid: 'El régimen de IVA debe ser standard o small_business',

  // ── Facturas rectificativas ───────────────────────────────────────────────────────────────────
  credit_note_not_found: 'Factura rectificativa no encontrada',
  credit_note_link_not_found: 'No se ha encontrado esta factura rectificativa.',
  credit_note_reason_required: 'Indique el motivo de la factura rectificativa',
  credit_note_too_many_lines: 'Una factura rectificativa admite como máximo {maximum} líneas',
  credit_note_not_positive: 'El importe de una factura rectificativa debe ser superior a 0,00.',
  credit_note_over_balance:
    'Una factura rectificativa puede cubrir como máximo el importe pendiente de {balance}',
  credit_rate_not_on_invoice:
    'La factura no incluye IVA {category}{rate, select, none {} other { al {rate}\u00a0%}}: rectifique un tipo que figure en la factura',
  credit_rate_not_on_invoice_rate:
    'La factura no incluye IVA al {rate}\u00a0%: rectifique un tipo que figure en la factura',
  draft_not_credited:
    'Un borrador nunca se ha emitido, por lo que no se puede rectificar; modifíquelo o elimínelo en su lugar.',
  draft_not_cancelled:
    'Un borrador nunca se ha enviado, por lo que no se puede {action, select, void {anular} other {corregir}}; elimínelo en su lugar.',
  invoice_already_void: 'Esta factura ya está anulada.',
  void_invoice_not_cancelled:
    'Esta factura está anulada, por lo que no se puede {action, select, correct {corregir} other {rectificar}}.',
  paid_invoice_not_cancelled:
    'Una factura pagada no se puede {action, select, void {anular} correct {corregir} other {rectificar}}.',
  invoice_has_payments:
    'Esta factura tiene pagos registrados, por lo que no se puede {action, select, void {anular} other {corregir}}. Elimine primero los pagos.',

  // ── Facturas electrónicas ─────────────────────────────────────────────────────────────────────
  e_invoice_not_ready:
    'El cliente recibe facturas electrónicas {format}, y {what, select, invoice {esta factura todavía no puede serlo. Complete lo que falta o envíe solo el PDF.} issued_invoice {esta factura se emitió sin lo que {format} necesita (conserva los datos con los que se emitió). Envíe solo el PDF o corrija la factura.} credit_note {esta factura rectificativa se emitió sin lo que {format} necesita. Envíe solo el PDF.} other {las facturas de esta factura recurrente todavía no pueden serlo. Complete lo que falta, elija enviar solo el PDF o cree borradores.}}',
  invoice_issued_without_e_invoice:
    'Esta factura se emitió sin lo que {format} necesita y conserva los datos con los que se emitió. Complete lo que falta y después corrija la factura: la nueva factura lo incluirá.',
  credit_note_issued_without_e_invoice:
    'Esta factura rectificativa se emitió sin lo que {format} necesita y conserva los datos con los que se emitió.',
  draft_is_no_e_invoice: 'Emita primero la factura: un borrador todavía no es una factura',
  public_e_invoice_unavailable:
    'Esta factura electrónica no está disponible en ese formato. Solicítela al emisor.',
  attach_e_invoice_invalid: 'attachEInvoice debe ser true o false',
  e_invoice_download_format_invalid: 'El formato debe ser uno de estos: {formats}',
  e_invoice_company_name_missing: 'Falta el nombre de su empresa: añádalo en Configuración',
  e_invoice_client_name_missing: 'Falta el nombre del cliente',
  e_invoice_lines_missing: 'Añada al menos una línea',
  e_invoice_line_description_missing: 'La línea {line} necesita una descripción',
  e_invoice_company_country_missing: 'Seleccione el país de su empresa en Configuración',
  e_invoice_client_country_missing: 'Seleccione el país del cliente',
  e_invoice_tax_number_missing:
    'Añada su NIF en Configuración: una factura no sujeta a IVA identifica a su empresa por el NIF, no por el NIF-IVA',
  e_invoice_vat_id_for_goods_missing:
    'Añada su NIF-IVA en Configuración: las entregas de bienes al extranjero lo requieren',
  e_invoice_vat_id_or_tax_number_missing: 'Añada su NIF-IVA o su NIF en Configuración',
  e_invoice_client_vat_id_missing:
    'La inversión del sujeto pasivo y las entregas intracomunitarias requieren el NIF-IVA del cliente',
  e_invoice_delivery_date_missing: 'Una entrega intracomunitaria requiere la fecha de entrega',
  e_invoice_leitweg_id_missing: 'XRechnung requiere la referencia del comprador (Leitweg-ID)',
  e_invoice_company_postal_code_missing: 'Falta el código postal de su empresa: añádalo en Configuración',
  e_invoice_company_city_missing: 'Falta la ciudad de su empresa: añádala en Configuración',
  e_invoice_client_postal_code_missing: 'Falta el código postal del cliente',
  e_invoice_client_city_missing: 'Falta la ciudad del cliente',
  e_invoice_contact_name_missing: 'XRechnung requiere una persona de contacto: añada su nombre en su perfil',
  e_invoice_company_phone_missing: 'XRechnung requiere el teléfono de su empresa: añádalo en Configuración',
  e_invoice_company_email_missing:
    'XRechnung requiere el correo electrónico de su empresa: añádalo en Configuración',
  e_invoice_client_email_missing: 'XRechnung requiere el correo electrónico del cliente',
  e_invoice_buyer_reference_missing:
    'Peppol requiere una referencia del comprador, por ejemplo, el número de pedido del cliente',
  e_invoice_company_vat_country_unsupported:
    'Peppol todavía no puede localizar su empresa por un NIF-IVA de este país ({country})',
  e_invoice_company_vat_id_missing:
    'Peppol localiza su empresa por su NIF-IVA de la UE: añádalo en Configuración',
  e_invoice_client_vat_country_unsupported:
    'Peppol todavía no puede localizar a un cliente por un NIF-IVA de este país ({country}): añada el ID de Peppol del cliente o elija XRechnung o PDF para este cliente',
  e_invoice_client_peppol_id_missing:
    'Peppol localiza al cliente por su ID de Peppol: añádalo al cliente, o su Leitweg-ID como referencia del comprador, o su NIF-IVA de la UE',
  facturx_outside_eu:
    'Un PDF Factur-X está pensado para empresas de la UE: el país de su empresa en Configuración no está en la UE',

  // ── Correos electrónicos y recordatorios ──────────────────────────────────────────────────────
  company_not_ready:
    'Añada el nombre y el correo electrónico de su empresa en Configuración antes de enviar facturas',
  email_limit_reached: 'No se ha enviado ningún correo electrónico: {limit}. Vuelva a intentarlo más tarde.',
  mail_limit_per_day: 'se ha alcanzado el límite de su cuenta de {limit} correos electrónicos al día',
  mail_limit_per_hour: 'se ha alcanzado el límite de su cuenta de {limit} correos electrónicos por hora',
  mail_limit_per_hour_new_account:
    'se ha alcanzado el límite de su cuenta de {limit} correos electrónicos por hora (para una cuenta en su primer día)',
  invoice_daily_send_cap:
    'No se ha enviado ningún correo electrónico: la factura {number} ya se ha enviado manualmente {count} veces hoy. Vuelva a intentarlo mañana.',
  invoice_changed_while_sending:
    'La factura ha cambiado mientras se preparaba su correo electrónico, por lo que no se ha enviado nada. Vuelva a intentarlo.',
  email_queued_database_lost:
    '{kind, select, invoice {El correo electrónico de la factura} other {El correo electrónico del recordatorio}} a {to} está en cola, pero aún no se ha enviado: la base de datos no estuvo disponible durante un momento. Duely lo enviará automáticamente; su estado aparece en el historial de recordatorios.',
  email_not_accepted:
    '{kind, select, invoice {El correo electrónico de la factura} other {El correo electrónico del recordatorio}} a {to} no se ha podido enviar: el servidor de correo no lo ha aceptado. {failed, select, yes {Se ha marcado como fallido.} other {Duely lo volverá a intentar automáticamente; su estado aparece en el historial de recordatorios.}}',
  credit_note_email_queued:
    'El correo electrónico de la factura rectificativa a {to} está en cola, pero aún no se ha enviado. Duely lo enviará automáticamente.',
  credit_note_email_not_accepted:
    'El correo electrónico de la factura rectificativa a {to} no se ha podido enviar: el servidor de correo no lo ha aceptado.',
  invoice_paid_no_email:
    'Esta factura ya está pagada, por lo que no se ha enviado ningún correo electrónico.',
  invoice_void_no_email: 'Esta factura está anulada, por lo que no se ha enviado ningún correo electrónico.',
  invoice_draft_no_reminder:
    'Esta factura todavía es un borrador. Envíe la factura antes de enviar recordatorios de pago.',
  invoice_not_emailable:
    'Esta factura no se puede enviar por correo electrónico, por lo que no se ha enviado nada.',
  invoice_paid_not_sent_again: 'Esta factura ya está pagada, por lo que no se ha vuelto a enviar.',
  invoice_void_not_sent: 'Esta factura está anulada, por lo que no se puede enviar.',
  invoice_not_sendable: 'Esta factura no se puede enviar.',
  invoice_sent: 'Factura enviada',
  invoice_email_sent: 'Correo electrónico de la factura enviado',
  reminder_sent: 'Recordatorio de pago enviado',
  reminder_type_invalid: 'reminderType debe ser first o manual',
  email_draft_kind_invalid: 'kind debe ser invoice o reminder',
  subject_must_be_text: 'El asunto debe ser un texto',
  subject_required: 'Introduzca un asunto',
  subject_too_long: 'El asunto debe tener como máximo {maximum} caracteres',
  subject_multiline: 'El asunto debe ocupar una sola línea',
  message_must_be_text: 'El mensaje debe ser un texto',
  message_required: 'Introduzca un mensaje',
  message_too_long: 'El mensaje debe tener como máximo {maximum, number} caracteres',
  cc_must_be_text: 'CC debe ser una dirección de correo electrónico',
  cc_too_long: 'CC debe tener como máximo 254 caracteres',
  cc_invalid: 'CC debe ser una dirección de correo electrónico válida',
  reminder_schedule_not_found: 'Esta factura todavía no tiene una programación de recordatorios.',
  reminder_schedule_exists:
    'Esta factura ya tiene una programación de recordatorios. Modifíquela en su lugar.',
  invoice_paid_no_reminders: 'Esta factura ya está pagada; no necesita recordatorios de pago.',
  invoice_void_no_reminders: 'Esta factura está anulada; no necesita recordatorios de pago.',
  invoice_needs_no_reminders: 'Esta factura no necesita recordatorios de pago.',
  schedule_frequency_invalid: 'La frecuencia debe ser daily, weekly o monthly',
  reminder_schedule_cancelled: 'Programación de recordatorios cancelada',
  template_description_too_long: 'La descripción debe tener como máximo 500 caracteres',
  second_reminder_not_later: 'El segundo recordatorio debe llegar después del primero',
  final_notice_not_later: 'El último aviso debe llegar después del segundo recordatorio',
  translations_languages_only:
    'Solo se admiten traducciones a {languages} (los textos propios de la plantilla están en inglés)',
  translations_must_be_object: 'Las traducciones deben ser un objeto de idiomas',
  translation_texts_keys_only: 'Los textos en {field} solo pueden ser {keys}',
  translation_texts_must_be_object: 'Los textos en {field} deben ser un objeto de textos',
  template_deleted: 'Plantilla eliminada',

  // ── Facturas recurrentes ──────────────────────────────────────────────────────────────────────
  recurring_invoice_not_found: 'Factura recurrente no encontrada',
  recurring_invoice_limit:
    'Puede tener como máximo {maximum} facturas recurrentes. Elimine una que ya no necesite para crear otra.',
  backfill_too_far:
    'Se pueden crear como máximo {maximum} facturas de periodos pasados: la fecha de inicio más antigua posible es {earliest}.',
  service_period_mode_invalid:
    'El periodo de la prestación debe ser issue_date, previous_period o current_period',
  recurrence_frequency_invalid: 'La frecuencia debe ser weekly, monthly, quarterly o yearly',
  send_mode_invalid: 'El modo de envío debe ser send o draft',
  backfill_invalid: 'backfill debe ser true o false',
  end_date_and_occurrences: 'Elija una fecha de fin o un número de facturas, no ambos',
  end_date_before_start_date: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  recurring_invoice_deleted: 'Factura recurrente eliminada',

  // ── Configuración ─────────────────────────────────────────────────────────────────────────────
  website_invalid: 'Introduzca una dirección web válida, por ejemplo, https://example.com',
  payment_terms_invalid: 'El plazo de pago debe ser un número entero de días de 0 a 365',
  invoice_number_start_invalid: 'El número inicial debe ser un número entero de 1 a 999999999',
  invoice_number_start_used: 'El número inicial debe ser al menos {start}: {used} ya está en uso.',
  currency_not_in_list: 'Seleccione una moneda de la lista',
  invoice_prefix_required: 'Introduzca un prefijo para las facturas',
  invoice_prefix_invalid: 'El prefijo de las facturas debe tener de 1 a 20 letras, cifras o guiones',
  credit_note_prefix_invalid:
    'El prefijo de las facturas rectificativas debe tener de 1 a 20 letras, cifras o guiones',
  account_number_invalid: 'El número de cuenta solo puede contener letras, cifras, espacios y guiones',
  routing_number_invalid: 'Introduzca un código ABA (routing number) válido de 9 cifras',
  blz_invalid: 'El código bancario (Bankleitzahl) debe tener 8 cifras',
  sort_code_invalid: 'El código de sucursal (sort code) debe tener 6 cifras, por ejemplo, 12-34-56',
  iban_invalid: 'Introduzca un IBAN válido',
  iban_checksum_invalid: 'Este IBAN no es válido: compruebe que no tenga errores',
  bic_invalid: 'Introduzca un código BIC/SWIFT válido (8 u 11 caracteres)',
  swift_code_invalid: 'Introduzca un código SWIFT válido (8 u 11 caracteres)',
  share_capital_invalid:
    'El capital social debe ser un importe con 2 decimales como máximo, por ejemplo 10000',
  share_capital_too_large: 'El capital social es demasiado alto',
  registrations_not_list: 'Los registros deben ser una lista de registros y números',
  registrations_too_many: 'Indique como máximo {limit} registros',
  registration_scheme_invalid: 'El registro debe ser uno de {schemes}',
  registration_number_not_text: 'El número de registro debe ser texto',
  registration_number_too_long: 'El número de registro debe tener como máximo {limit} caracteres',
  registration_repeated: 'El registro {scheme} figura más de una vez',
  siren_format: 'El SIREN debe tener 9 cifras, por ejemplo 732 829 320',
  siren_checksum: 'El SIREN {number} no es válido: su dígito de control no coincide',
  siret_format: 'El SIRET debe tener 14 cifras: el SIREN y las 5 del establecimiento',
  siret_checksum: 'El SIRET {number} no es válido: su dígito de control no coincide',
  siret_other_siren: 'El SIRET {siret} no empieza por el SIREN {siren}',
  register_entry_format: '{register} debe indicar la ciudad del registro y el SIREN, por ejemplo {example}',
  register_entry_siren_invalid:
    '{register} {entry}: el SIREN que contiene no es válido (su dígito de control no coincide)',
  register_entry_other_siren: '{register} {entry} indica un SIREN distinto de {siren}',
  be_enterprise_number_format:
    'El número de empresa belga debe tener 10 cifras y empezar por 0 o 1, por ejemplo 0403.019.261',
  be_enterprise_number_checksum:
    'El número de empresa belga {number} no es válido: sus dígitos de control no coinciden',
  de_register_format:
    'La inscripción en el registro mercantil debe indicar el juzgado del registro y el número, por ejemplo Amtsgericht Berlin-Charlottenburg HRB 12345',
  codice_fiscale_format: 'El codice fiscale debe tener 16 caracteres (persona física) u 11 cifras (empresa)',
  codice_fiscale_checksum: 'El codice fiscale {number} no es válido: su carácter de control no coincide',
  partita_iva_format: 'La partita IVA debe tener 11 cifras, por ejemplo 00743110157',
  partita_iva_checksum: 'La partita IVA {number} no es válida: su dígito de control no coincide',
  es_nif_format: 'El NIF debe tener 9 caracteres, por ejemplo B58378431 o 12345678Z',
  es_nif_checksum: 'El NIF {number} no es válido: su carácter de control no coincide',
  nl_kvk_format: 'El número KvK debe tener 8 cifras, por ejemplo 12345678',
  gb_company_number_format:
    'El número de Companies House debe tener 8 caracteres: 8 cifras, o 2 letras y 6 cifras, por ejemplo 01234567 o SC123456',
  payment_link_invalid:
    'El enlace de pago en línea debe ser una dirección https://, por ejemplo, https://buy.stripe.com/… o https://paypal.me/sunombre',
  email_reminders_invalid:
    'Los recordatorios de pago por correo electrónico deben estar activados o desactivados',
  payment_notifications_invalid: 'Las confirmaciones de pago deben estar activadas o desactivadas',
  overdue_alerts_invalid: 'Los avisos de facturas vencidas deben estar activados o desactivados',
  weekly_reports_invalid: 'Los informes semanales deben estar activados o desactivados',
  logo_not_found: 'Logotipo no encontrado',
  logo_requirement: 'El logotipo debe ser una imagen PNG o JPEG de 1 MB como máximo.',
  logo_too_large:
    'El archivo del logotipo supera 1 MB (1.048.576 bytes), el tamaño máximo de un logotipo. Elija una imagen PNG o JPEG más pequeña.',
  logo_unreadable: 'El archivo del logotipo no se ha podido leer como imagen PNG o JPEG. Elija otro archivo.',
  logo_too_many_pixels:
    'El logotipo mide {width} × {height} píxeles; puede medir como máximo {maximum} píxeles de ancho y {maximum} píxeles de alto.',
  logo_too_slow:
    'El logotipo no se ha podido leer en {seconds} segundos y no se ha guardado. Elija una imagen PNG o JPEG más pequeña o más sencilla.',
  logo_busy:
    'Se están procesando muchos logotipos en este momento, por lo que este no se ha guardado. Vuelva a intentarlo dentro de un minuto.',
  logo_uploads_limited:
    'Puede subir como máximo {maximum} logotipos en {window} minutos. Vuelva a intentarlo dentro de {minutes, plural, one {un minuto} other {{minutes} minutos}}.',
  invoice_has_no_logo: 'Esta factura no tiene logotipo.',

  // ── Enlaces compartidos e informes ────────────────────────────────────────────────────────────
  share_needs_sent_invoice: 'Envíe la factura antes de compartir su enlace.',
  share_link_invalid: 'Este enlace de factura no es válido. Solicite uno nuevo al emisor.',
  report_status_invalid: 'El estado debe ser all, paid, pending u overdue',
  report_type_invalid: 'El tipo de informe debe ser overview, revenue, client o aging',
};
