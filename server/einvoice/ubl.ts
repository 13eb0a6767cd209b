/**
 * OASIS UBL 2.1 Invoice and CreditNote as EN 16931 maps them: the plain EN 16931 invoice,
 * XRechnung 3.0 UBL and Peppol BIS Billing 3.0. Element order follows the UBL 2.1 schemas, which
 * differ between Invoice and CreditNote (DueDate, TaxPointDate, the line's quantity).
 */
import type { PostalAddress } from '@shared/document';
import type { EInvoiceInput } from '@shared/e-invoice';
import { eInvoiceBuyerEndpoint, type PeppolEndpoint, peppolEndpoint } from '@shared/peppol-endpoint';
import { type EInvoiceFacts, type EInvoiceLine, eInvoiceFacts, streetLines } from './facts';
import { E_INVOICE_FORMAT_SPECS, type EInvoiceFormat } from './formats';
import { el, leaf, serialize, type XmlElement } from './xml';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';

export function ublXml(input: EInvoiceInput, format: EInvoiceFormat): string {
  const spec = E_INVOICE_FORMAT_SPECS[format];
  if (spec.syntax !== 'ubl') throw new Error(`${format} is not written in UBL`);
  const doc = input.document;
  const facts = eInvoiceFacts(input);
  const credit = facts.creditNote;
  const root = credit ? 'CreditNote' : 'Invoice';
  const money = (name: string, value: string) => leaf(name, value, { currencyID: doc.currency });
  const service = doc.service;
  // Peppol delivers to participant ids (BT-34 / BT-49, PEPPOL-EN16931-R020 / R010): the seller's VAT
  // ID, the buyer's Peppol ID or what its data gives (shared/peppol-endpoint.ts). XRechnung goes by
  // email (scheme EM), the way Duely sends it.
  const byEmail = (email: string | null) => (email?.trim() ? { id: email, scheme: 'EM' } : null);
  const sellerEndpoint = spec.peppol
    ? peppolEndpoint(doc.seller.vatId)
    : byEmail(input.sellerElectronicAddress);
  const buyerEndpoint = spec.peppol ? eInvoiceBuyerEndpoint(input) : byEmail(input.buyerElectronicAddress);

  const children = [
    leaf('cbc:CustomizationID', spec.specification),
    leaf('cbc:ProfileID', spec.businessProcess),
    leaf('cbc:ID', doc.number),
    leaf('cbc:IssueDate', doc.issueDate),
    credit ? null : leaf('cbc:DueDate', facts.dueDate),
    credit ? leaf('cbc:CreditNoteTypeCode', facts.typeCode) : leaf('cbc:InvoiceTypeCode', facts.typeCode),
    leaf('cbc:Note', facts.note),
    leaf('cbc:DocumentCurrencyCode', doc.currency),
    leaf('cbc:BuyerReference', input.buyerReference),
    service && 'start' in service
      ? el('cac:InvoicePeriod', [leaf('cbc:StartDate', service.start), leaf('cbc:EndDate', service.end)])
      : null,
    doc.refersTo
      ? el('cac:BillingReference', [
          el('cac:InvoiceDocumentReference', [
            leaf('cbc:ID', doc.refersTo.number),
            leaf('cbc:IssueDate', doc.refersTo.issueDate),
          ]),
        ])
      : null,
    el('cac:AccountingSupplierParty', [
      el('cac:Party', [
        endpointId(sellerEndpoint),
        facts.sellerIdentifier
          ? el('cac:PartyIdentification', [leaf('cbc:ID', facts.sellerIdentifier)])
          : null,
        facts.sellerTradingName ? el('cac:PartyName', [leaf('cbc:Name', facts.sellerTradingName)]) : null, // BT-28
        address(doc.seller.postalAddress),
        partyTaxScheme(facts.sellerVatId, 'VAT'),
        partyTaxScheme(facts.sellerTaxNumber, 'FC'),
        el('cac:PartyLegalEntity', [
          leaf('cbc:RegistrationName', facts.sellerName), // BT-27
          // BT-30, with its ICD as schemeID where it has one.
          leaf('cbc:CompanyID', facts.sellerLegalId?.id, { schemeID: facts.sellerLegalId?.scheme }),
          leaf('cbc:CompanyLegalForm', facts.sellerLegalInformation), // BT-33
        ]),
        el('cac:Contact', [
          leaf('cbc:Name', input.sellerContact.name),
          leaf('cbc:Telephone', input.sellerContact.phone),
          leaf('cbc:ElectronicMail', input.sellerContact.email),
        ]),
      ]),
    ]),
    el('cac:AccountingCustomerParty', [
      el('cac:Party', [
        endpointId(buyerEndpoint),
        address(doc.buyer.postalAddress),
        partyTaxScheme(facts.buyerVatId, 'VAT'),
        el('cac:PartyLegalEntity', [leaf('cbc:RegistrationName', doc.buyer.name)]),
      ]),
    ]),
    deliveryOf(facts, service),
    paymentMeans(facts),
    el('cac:PaymentTerms', [leaf('cbc:Note', facts.paymentTerms)]),
    el('cac:TaxTotal', [
      money('cbc:TaxAmount', doc.totals.tax),
      facts.breakdown.map((row) =>
        el('cac:TaxSubtotal', [
          money('cbc:TaxableAmount', row.taxableAmount),
          money('cbc:TaxAmount', row.taxAmount),
          // BR-DE-14 wants the rate on every row, O included (0); BR-O-05 only keeps it off the lines.
          taxCategory('cac:TaxCategory', row.category, row.rate, row.exemptionReason),
        ]),
      ),
    ]),
    el('cac:LegalMonetaryTotal', [
      money('cbc:LineExtensionAmount', doc.totals.subtotal),
      money('cbc:TaxExclusiveAmount', doc.totals.subtotal),
      money('cbc:TaxInclusiveAmount', doc.totals.total),
      money('cbc:PrepaidAmount', facts.paidAmount),
      money('cbc:PayableAmount', facts.dueAmount),
    ]),
    facts.lines.map((line) => lineOf(line, credit, money)),
  ];
  return serialize(
    el(root, children, {
      xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
      'xmlns:cac': CAC,
      'xmlns:cbc': CBC,
    }),
  );
}

function lineOf(
  line: EInvoiceLine,
  credit: boolean,
  money: (name: string, value: string) => XmlElement | null,
): XmlElement {
  return el(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', [
    leaf('cbc:ID', line.id),
    leaf(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', line.quantity, {
      unitCode: line.unitCode,
    }),
    money('cbc:LineExtensionAmount', line.amount),
    el('cac:Item', [
      leaf('cbc:Name', line.name),
      taxCategory('cac:ClassifiedTaxCategory', line.category, line.rate, null),
    ]),
    el('cac:Price', [money('cbc:PriceAmount', line.price)]),
  ]);
}

function deliveryOf(facts: EInvoiceFacts, service: EInvoiceInput['document']['service']): XmlElement {
  return el('cac:Delivery', [
    service && 'date' in service ? leaf('cbc:ActualDeliveryDate', service.date) : null,
    facts.deliverTo ? el('cac:DeliveryLocation', [address(facts.deliverTo, 'cac:Address')]) : null,
  ]);
}

function paymentMeans(facts: EInvoiceFacts): XmlElement {
  const { payment } = facts;
  return el('cac:PaymentMeans', [
    leaf('cbc:PaymentMeansCode', payment.code, { name: payment.text }),
    leaf('cbc:PaymentID', payment.remittance),
    payment.account
      ? el('cac:PayeeFinancialAccount', [
          leaf('cbc:ID', payment.account),
          payment.bic ? el('cac:FinancialInstitutionBranch', [leaf('cbc:ID', payment.bic)]) : null,
        ])
      : null,
  ]);
}

function endpointId(endpoint: PeppolEndpoint | null): XmlElement | null {
  return endpoint ? leaf('cbc:EndpointID', endpoint.id, { schemeID: endpoint.scheme }) : null;
}

function address(a: PostalAddress, name = 'cac:PostalAddress'): XmlElement {
  const [one, two, three] = streetLines(a);
  return el(name, [
    leaf('cbc:StreetName', one),
    leaf('cbc:AdditionalStreetName', two),
    leaf('cbc:CityName', a.city),
    leaf('cbc:PostalZone', a.postalCode),
    // BT-39 / BT-54 (BT-79 on the deliver-to address): the state, province or county.
    leaf('cbc:CountrySubentity', a.region ?? null),
    three ? el('cac:AddressLine', [leaf('cbc:Line', three)]) : null,
    el('cac:Country', [leaf('cbc:IdentificationCode', a.country)]),
  ]);
}

function partyTaxScheme(id: string | null, scheme: 'VAT' | 'FC'): XmlElement | null {
  return id
    ? el('cac:PartyTaxScheme', [leaf('cbc:CompanyID', id), el('cac:TaxScheme', [leaf('cbc:ID', scheme)])])
    : null;
}

function taxCategory(name: string, category: string, rate: string | null, reason: string | null): XmlElement {
  return el(name, [
    leaf('cbc:ID', category),
    leaf('cbc:Percent', rate),
    leaf('cbc:TaxExemptionReason', reason),
    el('cac:TaxScheme', [leaf('cbc:ID', 'VAT')]),
  ]);
}
