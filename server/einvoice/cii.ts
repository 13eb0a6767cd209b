/**
 * UN/CEFACT Cross Industry Invoice (D16B) as EN 16931 maps it: the plain EN 16931 invoice, the
 * Factur-X / ZUGFeRD EN 16931 profile's XML (the same file, embedded in the PDF) and XRechnung 3.0
 * CII. A credit note is type 381 naming the invoice it corrects (BG-3). Element order follows the
 * D16B schema.
 */
import type { PostalAddress } from '@shared/document';
import type { EInvoiceInput } from '@shared/e-invoice';
import { compactDate, type EInvoiceFacts, eInvoiceFacts, streetLines } from './facts';
import { E_INVOICE_FORMAT_SPECS, type EInvoiceFormat } from './formats';
import { el, leaf, serialize, type XmlElement } from './xml';

const NS = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

export function ciiXml(input: EInvoiceInput, format: EInvoiceFormat): string {
  const spec = E_INVOICE_FORMAT_SPECS[format];
  if (spec.syntax !== 'cii') throw new Error(`${format} is not written in CII`);
  const doc = input.document;
  const facts = eInvoiceFacts(input);
  const root = el(
    'rsm:CrossIndustryInvoice',
    [
      el('rsm:ExchangedDocumentContext', [
        el('ram:BusinessProcessSpecifiedDocumentContextParameter', [leaf('ram:ID', spec.businessProcess)]),
        el('ram:GuidelineSpecifiedDocumentContextParameter', [leaf('ram:ID', spec.specification)]),
      ]),
      el('rsm:ExchangedDocument', [
        leaf('ram:ID', doc.number),
        leaf('ram:TypeCode', facts.typeCode),
        date('ram:IssueDateTime', doc.issueDate),
        facts.note ? el('ram:IncludedNote', [leaf('ram:Content', facts.note)]) : null,
      ]),
      el('rsm:SupplyChainTradeTransaction', [
        facts.lines.map((line) =>
          el('ram:IncludedSupplyChainTradeLineItem', [
            el('ram:AssociatedDocumentLineDocument', [leaf('ram:LineID', line.id)]),
            el('ram:SpecifiedTradeProduct', [leaf('ram:Name', line.name)]),
            el('ram:SpecifiedLineTradeAgreement', [
              el('ram:NetPriceProductTradePrice', [leaf('ram:ChargeAmount', line.price)]),
            ]),
            el('ram:SpecifiedLineTradeDelivery', [
              leaf('ram:BilledQuantity', line.quantity, { unitCode: line.unitCode }),
            ]),
            el('ram:SpecifiedLineTradeSettlement', [
              el('ram:ApplicableTradeTax', [
                leaf('ram:TypeCode', 'VAT'),
                leaf('ram:CategoryCode', line.category),
                leaf('ram:RateApplicablePercent', line.rate),
              ]),
              el('ram:SpecifiedTradeSettlementLineMonetarySummation', [
                leaf('ram:LineTotalAmount', line.amount),
              ]),
            ]),
          ]),
        ),
        agreement(input, facts),
        delivery(input, facts),
        settlement(input, facts),
      ]),
    ],
    NS,
  );
  return serialize(root);
}

function agreement(input: EInvoiceInput, facts: EInvoiceFacts): XmlElement {
  const { seller, buyer } = input.document;
  const contact = input.sellerContact;
  return el('ram:ApplicableHeaderTradeAgreement', [
    leaf('ram:BuyerReference', input.buyerReference),
    el('ram:SellerTradeParty', [
      leaf('ram:ID', facts.sellerIdentifier),
      leaf('ram:Name', facts.sellerName), // BT-27
      leaf('ram:Description', facts.sellerLegalInformation), // BT-33
      legalOrganization(facts),
      el('ram:DefinedTradeContact', [
        leaf('ram:PersonName', contact.name),
        el('ram:TelephoneUniversalCommunication', [leaf('ram:CompleteNumber', contact.phone)]),
        el('ram:EmailURIUniversalCommunication', [leaf('ram:URIID', contact.email)]),
      ]),
      address(seller.postalAddress),
      electronicAddress(input.sellerElectronicAddress),
      taxRegistration(facts.sellerVatId, 'VA'),
      taxRegistration(facts.sellerTaxNumber, 'FC'),
    ]),
    el('ram:BuyerTradeParty', [
      leaf('ram:Name', buyer.name),
      address(buyer.postalAddress),
      electronicAddress(input.buyerElectronicAddress),
      taxRegistration(facts.buyerVatId, 'VA'),
    ]),
  ]);
}

/** BT-30 (with its ICD as schemeID) and BT-28: the seller's legal registration and trading name. */
function legalOrganization(facts: EInvoiceFacts): XmlElement | null {
  const { sellerLegalId: legal, sellerTradingName: tradingName } = facts;
  if (!legal && !tradingName) return null;
  return el('ram:SpecifiedLegalOrganization', [
    leaf('ram:ID', legal?.id, { schemeID: legal?.scheme }),
    leaf('ram:TradingBusinessName', tradingName),
  ]);
}

/** BT-72 actual delivery date; a period goes to BG-14 in the settlement. The element itself is required. */
function delivery(input: EInvoiceInput, facts: EInvoiceFacts): XmlElement {
  const service = input.document.service;
  return el(
    'ram:ApplicableHeaderTradeDelivery',
    [
      facts.deliverTo ? el('ram:ShipToTradeParty', [address(facts.deliverTo)]) : null,
      service && 'date' in service
        ? el('ram:ActualDeliverySupplyChainEvent', [date('ram:OccurrenceDateTime', service.date)])
        : null,
    ],
    {},
    true,
  );
}

function settlement(input: EInvoiceInput, facts: EInvoiceFacts): XmlElement {
  const doc = input.document;
  const service = doc.service;
  const amount = (name: string, value: string) => leaf(name, value);
  const { payment } = facts;
  return el('ram:ApplicableHeaderTradeSettlement', [
    leaf('ram:PaymentReference', payment.remittance),
    leaf('ram:InvoiceCurrencyCode', doc.currency),
    el('ram:SpecifiedTradeSettlementPaymentMeans', [
      leaf('ram:TypeCode', payment.code),
      leaf('ram:Information', payment.text),
      payment.account
        ? el('ram:PayeePartyCreditorFinancialAccount', [
            payment.code === '58'
              ? leaf('ram:IBANID', payment.account)
              : leaf('ram:ProprietaryID', payment.account),
          ])
        : null,
      payment.account && payment.bic
        ? el('ram:PayeeSpecifiedCreditorFinancialInstitution', [leaf('ram:BICID', payment.bic)])
        : null,
    ]),
    facts.breakdown.map((row) =>
      el('ram:ApplicableTradeTax', [
        amount('ram:CalculatedAmount', row.taxAmount),
        leaf('ram:TypeCode', 'VAT'),
        leaf('ram:ExemptionReason', row.exemptionReason),
        amount('ram:BasisAmount', row.taxableAmount),
        leaf('ram:CategoryCode', row.category),
        // BR-DE-14 wants the rate on every row, O included (0); BR-O-05 only keeps it off the lines.
        leaf('ram:RateApplicablePercent', row.rate),
      ]),
    ),
    service && 'start' in service
      ? el('ram:BillingSpecifiedPeriod', [
          date('ram:StartDateTime', service.start),
          date('ram:EndDateTime', service.end),
        ])
      : null,
    el('ram:SpecifiedTradePaymentTerms', [
      leaf('ram:Description', facts.paymentTerms),
      facts.dueDate ? date('ram:DueDateDateTime', facts.dueDate) : null,
    ]),
    el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
      amount('ram:LineTotalAmount', doc.totals.subtotal),
      amount('ram:TaxBasisTotalAmount', doc.totals.subtotal),
      leaf('ram:TaxTotalAmount', doc.totals.tax, { currencyID: doc.currency }),
      amount('ram:GrandTotalAmount', doc.totals.total),
      amount('ram:TotalPrepaidAmount', facts.paidAmount),
      amount('ram:DuePayableAmount', facts.dueAmount),
    ]),
    doc.refersTo
      ? el('ram:InvoiceReferencedDocument', [
          leaf('ram:IssuerAssignedID', doc.refersTo.number),
          el('ram:FormattedIssueDateTime', [
            leaf('qdt:DateTimeString', compactDate(doc.refersTo.issueDate), { format: '102' }),
          ]),
        ])
      : null,
  ]);
}

function date(name: string, value: string): XmlElement {
  return el(name, [leaf('udt:DateTimeString', compactDate(value), { format: '102' })]);
}

function address(a: PostalAddress): XmlElement {
  const [one, two, three] = streetLines(a);
  return el(
    'ram:PostalTradeAddress',
    [
      leaf('ram:PostcodeCode', a.postalCode),
      leaf('ram:LineOne', one),
      leaf('ram:LineTwo', two),
      leaf('ram:LineThree', three),
      leaf('ram:CityName', a.city),
      leaf('ram:CountryID', a.country),
      // BT-39 / BT-54 (BT-79 on the deliver-to address): the state, province or county.
      leaf('ram:CountrySubDivisionName', a.region ?? null),
    ],
    {},
  );
}

/** BT-34 / BT-49: an email, scheme EM. */
function electronicAddress(email: string | null): XmlElement | null {
  return email?.trim()
    ? el('ram:URIUniversalCommunication', [leaf('ram:URIID', email, { schemeID: 'EM' })])
    : null;
}

function taxRegistration(id: string | null, scheme: 'VA' | 'FC'): XmlElement | null {
  return id ? el('ram:SpecifiedTaxRegistration', [leaf('ram:ID', id, { schemeID: scheme })]) : null;
}
