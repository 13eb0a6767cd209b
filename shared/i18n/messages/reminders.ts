/**
 * The built-in reminder texts of the catalog (shared/i18n/catalog.ts), keys prefixed "reminders.": the
 * default flow's four steps and the note before the due date, in every document language. Their
 * arguments are the reminder variables (shared/reminders.ts REMINDER_VARIABLES), so the same text is a
 * template's wording too (renderReminderText fills it exactly as ICU would).
 *
 * Written as a courteous business writes (issue 5/6): no "URGENT", no collections threat; the final
 * notice names a new deadline ({newDeadline}) and says, politely, that further steps follow without
 * payment. Each language in its own conventions: German "Sie" and a lowercase start after the
 * salutation's comma, Italian "Lei" with the courtesy capital, Spanish "usted", French and Dutch
 * "vous"/"u".
 */
import { defineMessages } from './define';

export const remindersMessages = defineMessages(
  {
    'reminders.due':
      '{greeting}\n\nThis is a friendly reminder that invoice {invoiceNumber} for {amount} is due today, {dueDate}. If you have already arranged payment, thank you, and please disregard this message.\n\nKind regards,\n{companyName}',
    'reminders.first':
      '{greeting}\n\nAccording to our records, invoice {invoiceNumber} for {amount}, due on {dueDate}, has not been paid yet. Perhaps it has slipped through. We would be grateful if you could arrange payment of the outstanding balance of {balanceDue} within the next few days. If you have already paid, please disregard this reminder.\n\nKind regards,\n{companyName}',
    'reminders.second':
      '{greeting}\n\nDespite our earlier reminder, we have not yet received payment of invoice {invoiceNumber} for {amount}, which was due on {dueDate}. Please transfer the outstanding balance of {balanceDue} as soon as possible. If there is a question about the invoice or a difficulty with the payment, please let us know so that we can find a solution together.\n\nKind regards,\n{companyName}',
    'reminders.final':
      '{greeting}\n\nDespite our reminders, invoice {invoiceNumber} for {amount}, due on {dueDate}, remains unpaid. We ask you to pay the outstanding balance of {balanceDue} by {newDeadline} at the latest. If we have not received payment by then, we will have to take further steps, which we would much prefer to avoid. If you have paid in the meantime, please disregard this notice.\n\nKind regards,\n{companyName}',
    'reminders.upcoming':
      '{greeting}\n\nThis is a friendly reminder that invoice {invoiceNumber} for {amount} is due on {dueDate}. Thank you for your business.\n\nKind regards,\n{companyName}',
  },
  {
    de: {
      'reminders.due':
        '{greeting}\n\nwir möchten Sie freundlich daran erinnern, dass die Rechnung {invoiceNumber} über {amount} heute, am {dueDate}, fällig ist. Falls Sie die Zahlung bereits veranlasst haben, danken wir Ihnen und bitten Sie, diese Nachricht als gegenstandslos zu betrachten.\n\nMit freundlichen Grüßen\n{companyName}',
      'reminders.first':
        '{greeting}\n\nbei der Durchsicht unserer Unterlagen haben wir festgestellt, dass die Rechnung {invoiceNumber} über {amount}, fällig am {dueDate}, noch offen ist. Sicher handelt es sich um ein Versehen. Wir bitten Sie, den offenen Betrag von {balanceDue} in den nächsten Tagen zu überweisen. Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.\n\nMit freundlichen Grüßen\n{companyName}',
      'reminders.second':
        '{greeting}\n\ntrotz unserer Zahlungserinnerung ist die Rechnung {invoiceNumber} über {amount}, fällig am {dueDate}, noch nicht beglichen. Bitte überweisen Sie den offenen Betrag von {balanceDue} so bald wie möglich. Sollte es Fragen zur Rechnung oder Schwierigkeiten mit der Zahlung geben, sprechen Sie uns bitte an – gemeinsam finden wir eine Lösung.\n\nMit freundlichen Grüßen\n{companyName}',
      'reminders.final':
        '{greeting}\n\nleider ist die Rechnung {invoiceNumber} über {amount}, fällig am {dueDate}, trotz unserer Erinnerungen noch immer offen. Wir bitten Sie, den offenen Betrag von {balanceDue} bis spätestens {newDeadline} zu überweisen. Sollte die Zahlung bis dahin nicht bei uns eingegangen sein, müssen wir weitere Schritte einleiten, was wir gerne vermeiden möchten. Falls Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.\n\nMit freundlichen Grüßen\n{companyName}',
      'reminders.upcoming':
        '{greeting}\n\nwir möchten Sie freundlich daran erinnern, dass die Rechnung {invoiceNumber} über {amount} am {dueDate} fällig wird. Vielen Dank für die gute Zusammenarbeit.\n\nMit freundlichen Grüßen\n{companyName}',
    },
    fr: {
      'reminders.due':
        '{greeting}\n\nNous nous permettons de vous rappeler que la facture {invoiceNumber} d’un montant de {amount} arrive à échéance aujourd’hui, le {dueDate}. Si vous avez déjà effectué le règlement, nous vous en remercions et vous prions de ne pas tenir compte de ce message.\n\nCordialement,\n{companyName}',
      'reminders.first':
        '{greeting}\n\nSauf erreur de notre part, la facture {invoiceNumber} d’un montant de {amount}, échue le {dueDate}, n’a pas encore été réglée. Il s’agit sans doute d’un oubli. Nous vous serions reconnaissants de bien vouloir régler le solde de {balanceDue} dans les prochains jours. Si votre paiement a été effectué entre-temps, merci de ne pas tenir compte de ce rappel.\n\nCordialement,\n{companyName}',
      'reminders.second':
        '{greeting}\n\nMalgré notre précédent rappel, la facture {invoiceNumber} d’un montant de {amount}, échue le {dueDate}, reste impayée à ce jour. Nous vous prions de bien vouloir régler le solde de {balanceDue} dans les meilleurs délais. En cas de question sur cette facture ou de difficulté de paiement, n’hésitez pas à nous contacter afin que nous trouvions ensemble une solution.\n\nCordialement,\n{companyName}',
      'reminders.final':
        '{greeting}\n\nMalgré nos rappels, la facture {invoiceNumber} d’un montant de {amount}, échue le {dueDate}, demeure impayée. Nous vous demandons de bien vouloir régler le solde de {balanceDue} au plus tard le {newDeadline}. À défaut de règlement à cette date, nous serons contraints d’engager d’autres démarches, ce que nous souhaiterions éviter. Si vous avez réglé cette facture entre-temps, merci de ne pas tenir compte de ce courrier.\n\nCordialement,\n{companyName}',
      'reminders.upcoming':
        '{greeting}\n\nNous nous permettons de vous rappeler que la facture {invoiceNumber} d’un montant de {amount} arrive à échéance le {dueDate}. Nous vous remercions de votre confiance.\n\nCordialement,\n{companyName}',
    },
    es: {
      'reminders.due':
        '{greeting}\n\nLe recordamos amablemente que la factura {invoiceNumber} por importe de {amount} vence hoy, {dueDate}. Si ya ha realizado el pago, le damos las gracias y le rogamos que no tenga en cuenta este mensaje.\n\nUn cordial saludo,\n{companyName}',
      'reminders.first':
        '{greeting}\n\nSegún nuestros registros, la factura {invoiceNumber} por importe de {amount}, con vencimiento el {dueDate}, aún está pendiente de pago. Seguramente se trata de un descuido. Le agradeceríamos que abonara el importe pendiente de {balanceDue} en los próximos días. Si ya ha realizado el pago, le rogamos que no tenga en cuenta este recordatorio.\n\nUn cordial saludo,\n{companyName}',
      'reminders.second':
        '{greeting}\n\nA pesar de nuestro recordatorio anterior, la factura {invoiceNumber} por importe de {amount}, con vencimiento el {dueDate}, sigue pendiente de pago. Le rogamos que abone el importe pendiente de {balanceDue} a la mayor brevedad posible. Si tiene alguna duda sobre la factura o alguna dificultad con el pago, no dude en ponerse en contacto con nosotros para buscar juntos una solución.\n\nUn cordial saludo,\n{companyName}',
      'reminders.final':
        '{greeting}\n\nPese a nuestros recordatorios, la factura {invoiceNumber} por importe de {amount}, con vencimiento el {dueDate}, sigue sin abonarse. Le rogamos que abone el importe pendiente de {balanceDue} a más tardar el {newDeadline}. Si para entonces no hemos recibido el pago, nos veremos obligados a tomar otras medidas, algo que preferiríamos evitar. Si ya ha realizado el pago, le rogamos que no tenga en cuenta este aviso.\n\nUn cordial saludo,\n{companyName}',
      'reminders.upcoming':
        '{greeting}\n\nLe recordamos amablemente que la factura {invoiceNumber} por importe de {amount} vence el {dueDate}. Gracias por su confianza.\n\nUn cordial saludo,\n{companyName}',
    },
    it: {
      'reminders.due':
        '{greeting}\n\ncon la presente Le ricordiamo che la fattura {invoiceNumber} dell’importo di {amount} scade oggi, {dueDate}. Se ha già provveduto al pagamento, La ringraziamo e La preghiamo di non tenere conto di questo messaggio.\n\nCordiali saluti,\n{companyName}',
      'reminders.first':
        '{greeting}\n\ndai nostri controlli risulta che la fattura {invoiceNumber} dell’importo di {amount}, scaduta il {dueDate}, non è ancora stata saldata. Si tratterà sicuramente di una svista. Le saremmo grati se potesse provvedere al pagamento del saldo di {balanceDue} nei prossimi giorni. Se ha già effettuato il pagamento, La preghiamo di non tenere conto di questo sollecito.\n\nCordiali saluti,\n{companyName}',
      'reminders.second':
        '{greeting}\n\nnonostante il nostro precedente sollecito, la fattura {invoiceNumber} dell’importo di {amount}, scaduta il {dueDate}, risulta ancora non pagata. La preghiamo di provvedere al pagamento del saldo di {balanceDue} al più presto. Per qualsiasi domanda sulla fattura o difficoltà nel pagamento non esiti a contattarci: troveremo insieme una soluzione.\n\nCordiali saluti,\n{companyName}',
      'reminders.final':
        '{greeting}\n\nnonostante i nostri solleciti, la fattura {invoiceNumber} dell’importo di {amount}, scaduta il {dueDate}, risulta ancora insoluta. La invitiamo a saldare l’importo di {balanceDue} entro e non oltre il {newDeadline}. In mancanza del pagamento entro tale data saremo costretti a intraprendere ulteriori azioni, cosa che preferiremmo evitare. Se nel frattempo ha già provveduto al pagamento, La preghiamo di non tenere conto di questa comunicazione.\n\nCordiali saluti,\n{companyName}',
      'reminders.upcoming':
        '{greeting}\n\ncon la presente Le ricordiamo che la fattura {invoiceNumber} dell’importo di {amount} scade il {dueDate}. La ringraziamo per la fiducia accordataci.\n\nCordiali saluti,\n{companyName}',
    },
    nl: {
      'reminders.due':
        '{greeting}\n\nGraag herinneren wij u eraan dat factuur {invoiceNumber} van {amount} vandaag, {dueDate}, vervalt. Hebt u de betaling al voldaan, dan danken wij u hartelijk en kunt u dit bericht als niet verzonden beschouwen.\n\nMet vriendelijke groet,\n{companyName}',
      'reminders.first':
        '{greeting}\n\nVolgens onze administratie is factuur {invoiceNumber} van {amount}, met vervaldatum {dueDate}, nog niet betaald. Waarschijnlijk is dit aan uw aandacht ontsnapt. Wij verzoeken u vriendelijk het openstaande bedrag van {balanceDue} binnen enkele dagen over te maken. Hebt u inmiddels betaald, dan kunt u deze herinnering als niet verzonden beschouwen.\n\nMet vriendelijke groet,\n{companyName}',
      'reminders.second':
        '{greeting}\n\nOndanks onze eerdere herinnering hebben wij de betaling van factuur {invoiceNumber} van {amount}, met vervaldatum {dueDate}, nog niet ontvangen. Wij verzoeken u het openstaande bedrag van {balanceDue} zo spoedig mogelijk over te maken. Hebt u vragen over de factuur of lukt de betaling niet, neem dan contact met ons op, zodat we samen een oplossing kunnen vinden.\n\nMet vriendelijke groet,\n{companyName}',
      'reminders.final':
        '{greeting}\n\nOndanks onze herinneringen staat factuur {invoiceNumber} van {amount}, met vervaldatum {dueDate}, nog altijd open. Wij verzoeken u het openstaande bedrag van {balanceDue} uiterlijk {newDeadline} te voldoen. Hebben wij de betaling dan niet ontvangen, dan zijn wij genoodzaakt verdere stappen te nemen, wat wij liever voorkomen. Hebt u inmiddels betaald, dan kunt u dit bericht als niet verzonden beschouwen.\n\nMet vriendelijke groet,\n{companyName}',
      'reminders.upcoming':
        '{greeting}\n\nGraag herinneren wij u eraan dat factuur {invoiceNumber} van {amount} op {dueDate} vervalt. Hartelijk dank voor de prettige samenwerking.\n\nMet vriendelijke groet,\n{companyName}',
    },
  },
);
