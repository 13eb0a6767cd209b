/** What the files say, field by field, for the choices the validators leave to Duely. */
import { spawnSync } from 'node:child_process';
import { eInvoiceProblems } from '@shared/e-invoice-readiness';
import { describe, expect, it } from 'vitest';
import {
  BELGIAN_BUYER,
  E_INVOICE_CASES,
  facturxTestPdf,
  LEITWEG_ID,
  makeDocument,
  makeInput,
} from '../../test/e-invoice-documents';
import { eInvoiceXml } from './e-invoice-xml';
import { E_INVOICE_FORMATS } from './formats';

const between = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);

/** The seller's party of a file: CII SellerTradeParty, UBL AccountingSupplierParty. */
const sellerParty = (xml: string, tag: string) =>
  new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`).exec(xml)?.[0] ?? '';

/** The buyer's EndpointID (BT-49) of a UBL file. */
const buyerEndpoint = (xml: string) =>
  /<cac:AccountingCustomerParty>\s*<cac:Party>\s*(<cbc:EndpointID[^>]*>[^<]*<\/cbc:EndpointID>)/.exec(
    xml,
  )?.[1];

describe('e-invoice content', () => {
  it('states a partial payment as paid amount and amount due (BT-113, BT-115)', () => {
    const input = E_INVOICE_CASES['partly-paid'];
    const { total } = input.document.totals;
    const cii = eInvoiceXml(input, 'cii');
    expect(between(cii, 'ram:GrandTotalAmount')).toEqual([total]);
    expect(between(cii, 'ram:TotalPrepaidAmount')).toEqual(['500.00']);
    expect(between(cii, 'ram:DuePayableAmount')).toEqual([input.document.totals.balanceDue]);
    const ubl = eInvoiceXml(input, 'ubl');
    expect(between(ubl, 'cbc:PrepaidAmount')).toEqual(['500.00']);
    expect(between(ubl, 'cbc:PayableAmount')).toEqual([input.document.totals.balanceDue]);
  });

  it('leaves credit notes off the invoice: each is an e-invoice of its own', () => {
    const doc = makeDocument();
    doc.totals = { ...doc.totals, creditedAmount: '100.00', balanceDue: '1030.50' };
    const cii = eInvoiceXml(makeInput(doc), 'cii');
    expect(between(cii, 'ram:DuePayableAmount')).toEqual([doc.totals.total]);
  });

  it('writes the figures as the Document holds them (BR-CO-17 rounding done once, when saved)', () => {
    const { document } = E_INVOICE_CASES['two-rates'];
    const cii = eInvoiceXml(E_INVOICE_CASES['two-rates'], 'cii');
    expect(between(cii, 'ram:CalculatedAmount')).toEqual(document.taxBreakdown.map((r) => r.taxAmount));
    expect(between(cii, 'ram:TaxTotalAmount')).toEqual([document.totals.tax]);
  });

  it('makes a credit note type 381 naming the invoice it corrects (BG-3), with nothing to pay into', () => {
    const input = E_INVOICE_CASES['credit-note'];
    const cii = eInvoiceXml(input, 'xrechnung-cii');
    expect(between(cii, 'ram:TypeCode')).toContain('381');
    expect(between(cii, 'ram:IssuerAssignedID')).toEqual(['INV-1003']);
    expect(cii).not.toContain('IBANID');
    const ubl = eInvoiceXml(input, 'xrechnung-ubl');
    expect(ubl).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(between(ubl, 'cbc:CreditNoteTypeCode')).toEqual(['381']);
    expect(ubl).toContain('<cac:CreditNoteLine>');
  });

  it('pays by SEPA credit transfer (58) to the IBAN', () => {
    const cii = eInvoiceXml(E_INVOICE_CASES['one-rate'], 'cii');
    expect(between(cii, 'ram:TypeCode')).toContain('58');
    expect(between(cii, 'ram:IBANID')).toEqual(['DE89370400440532013000']);
    expect(between(cii, 'ram:BICID')).toEqual(['COBADEFFXXX']);
  });

  it('keeps VAT IDs off an invoice not subject to VAT and names the seller by its tax number (BR-O-02, BR-CO-26)', () => {
    for (const format of ['cii', 'ubl'] as const) {
      const xml = eInvoiceXml(E_INVOICE_CASES['non-eu'], format);
      expect(xml).not.toContain('DE123456789');
      expect(xml).toContain('12/345/67890');
    }
    expect(between(eInvoiceXml(E_INVOICE_CASES['non-eu'], 'cii'), 'ram:ID')).toContain('12/345/67890');
  });

  it('carries the §19 note of a small business as the exemption reason (BT-120)', () => {
    const xml = eInvoiceXml(E_INVOICE_CASES['small-business'], 'ubl');
    expect(between(xml, 'cbc:TaxExemptionReason')).toEqual([
      'No VAT is charged: small business under § 19 UStG',
    ]);
  });

  it('addresses Peppol parties by VAT ID and XRechnung parties by email', () => {
    const input = E_INVOICE_CASES['one-rate'];
    expect(eInvoiceXml(input, 'peppol')).toContain(
      '<cbc:EndpointID schemeID="9930">DE123456789</cbc:EndpointID>',
    );
    expect(eInvoiceXml(input, 'xrechnung-ubl')).toContain(
      '<cbc:EndpointID schemeID="EM">billing@muster-design.de</cbc:EndpointID>',
    );
  });

  it('tells a missing Peppol address from a VAT ID of a country Peppol cannot address yet', () => {
    const polish = makeInput(makeDocument({ buyer: { vatId: 'PL5261040828' } }));
    expect(eInvoiceProblems(polish, 'peppol')).toContainEqual({
      path: 'client.peppolId',
      code: 'e_invoice_client_vat_country_unsupported',
      values: { country: { country: 'PL' } },
      message:
        "Peppol cannot address a client by a VAT ID from Poland yet: add the client's Peppol ID, or choose XRechnung or PDF for this client",
    });
    const none = makeInput(makeDocument({ buyer: { vatId: null } }));
    expect(eInvoiceProblems(none, 'peppol')).toContainEqual({
      path: 'client.peppolId',
      code: 'e_invoice_client_peppol_id_missing',
      message:
        'Peppol finds the client by their Peppol ID: add it to the client, or their Leitweg-ID as buyer reference or their EU VAT ID',
    });
    // A Peppol ID saved with the client addresses it whatever its VAT ID.
    const saved = makeInput(
      makeDocument({ buyer: { vatId: 'PL5261040828', peppolId: '0088:5790000435975' } }),
    );
    expect(eInvoiceProblems(saved, 'peppol')).toEqual([]);
    expect(eInvoiceXml(saved, 'peppol')).toContain(
      '<cbc:EndpointID schemeID="0088">5790000435975</cbc:EndpointID>',
    );
  });

  it('addresses a German public buyer by its Leitweg-ID (0204) under Peppol, and is ready without a VAT ID', () => {
    const input = E_INVOICE_CASES['public-buyer'];
    expect(eInvoiceProblems(input, 'peppol')).toEqual([]);
    const xml = eInvoiceXml(input, 'peppol');
    expect(buyerEndpoint(xml)).toBe(`<cbc:EndpointID schemeID="0204">${LEITWEG_ID}</cbc:EndpointID>`);
    expect(between(xml, 'cbc:BuyerReference')).toEqual([LEITWEG_ID]);
    // XRechnung still goes by email.
    expect(buyerEndpoint(eInvoiceXml(input, 'xrechnung-ubl'))).toBe(
      '<cbc:EndpointID schemeID="EM">rechnung@ba-mitte.berlin.de</cbc:EndpointID>',
    );
  });

  it("addresses a Belgian buyer by its VAT ID's enterprise number (0208), and the saved Peppol ID before it", () => {
    const input = E_INVOICE_CASES['belgian-buyer'];
    expect(buyerEndpoint(eInvoiceXml(input, 'peppol'))).toBe(
      '<cbc:EndpointID schemeID="0208">0403019261</cbc:EndpointID>',
    );
    const saved = makeInput(makeDocument({ buyer: { ...BELGIAN_BUYER, peppolId: '9925:BE0403019261' } }));
    expect(buyerEndpoint(eInvoiceXml(saved, 'peppol'))).toBe(
      '<cbc:EndpointID schemeID="9925">BE0403019261</cbc:EndpointID>',
    );
  });

  it("writes each party's state or province as its country subdivision (BT-39, BT-54)", () => {
    const us = E_INVOICE_CASES['us-seller'];
    for (const format of ['ubl', 'peppol', 'xrechnung-ubl'] as const)
      expect(between(eInvoiceXml(us, format), 'cbc:CountrySubentity'), format).toEqual(['CA', 'NY']);
    for (const format of ['cii', 'facturx', 'xrechnung-cii'] as const)
      expect(between(eInvoiceXml(us, format), 'ram:CountrySubDivisionName'), format).toEqual(['CA', 'NY']);
    const italian = E_INVOICE_CASES['italian-buyer'];
    expect(between(eInvoiceXml(italian, 'ubl'), 'cbc:CountrySubentity')).toEqual(['RM']);
    expect(between(eInvoiceXml(italian, 'cii'), 'ram:CountrySubDivisionName')).toEqual(['RM']);
    // A German address names no Land: no subdivision is written.
    expect(eInvoiceXml(E_INVOICE_CASES['one-rate'], 'ubl')).not.toContain('CountrySubentity');
  });

  it('names a French SAS by its registered name (BT-27), trading name (BT-28), SIREN (BT-30, 0002) and legal information (BT-33)', () => {
    const input = E_INVOICE_CASES['french-sas'];
    const information = 'SAS au capital de 10 000 €; SIRET 732 829 320 00074; RCS Paris B 732 829 320';
    for (const format of ['facturx', 'xrechnung-cii', 'cii'] as const) {
      const seller = sellerParty(eInvoiceXml(input, format), 'ram:SellerTradeParty');
      expect(between(seller, 'ram:Name')).toEqual(['Lumière Conseil SAS']);
      expect(between(seller, 'ram:Description')).toEqual([information]);
      expect(seller).toMatch(
        /<ram:SpecifiedLegalOrganization>\s*<ram:ID schemeID="0002">732829320<\/ram:ID>\s*<ram:TradingBusinessName>Studio Lumière<\/ram:TradingBusinessName>\s*<\/ram:SpecifiedLegalOrganization>/,
      );
    }
    for (const format of ['peppol', 'xrechnung-ubl', 'ubl'] as const) {
      const seller = sellerParty(eInvoiceXml(input, format), 'cac:AccountingSupplierParty');
      expect(between(seller, 'cbc:Name')).toContain('Studio Lumière');
      expect(seller).toMatch(
        /<cac:PartyLegalEntity>\s*<cbc:RegistrationName>Lumière Conseil SAS<\/cbc:RegistrationName>\s*<cbc:CompanyID schemeID="0002">732829320<\/cbc:CompanyID>\s*<cbc:CompanyLegalForm>[^<]+<\/cbc:CompanyLegalForm>/,
      );
      expect(between(seller, 'cbc:CompanyLegalForm')).toEqual([information]);
    }
  });

  it('writes the Belgian enterprise number as 0208, the German register without a scheme, in the document language', () => {
    const belgian = sellerParty(
      eInvoiceXml(E_INVOICE_CASES['belgian-bv'], 'peppol'),
      'cac:AccountingSupplierParty',
    );
    expect(belgian).toContain('<cbc:CompanyID schemeID="0208">0202239951</cbc:CompanyID>');
    expect(between(belgian, 'cbc:CompanyLegalForm')).toEqual(['Rechtsvorm: BV']);
    expect(belgian).not.toContain('<cac:PartyName>');

    const gmbh = sellerParty(
      eInvoiceXml(E_INVOICE_CASES['german-gmbh'], 'xrechnung-cii'),
      'ram:SellerTradeParty',
    );
    expect(gmbh).toContain('<ram:ID>Amtsgericht Berlin-Charlottenburg HRB 12345</ram:ID>');
    expect(between(gmbh, 'ram:Name')).toEqual(['Muster Design GmbH']);
    expect(between(gmbh, 'ram:Description')).toEqual(['Rechtsform: GmbH']);
  });

  it('writes neither BT-30 nor BT-33 for a seller without legal details', () => {
    const cii = sellerParty(eInvoiceXml(E_INVOICE_CASES['one-rate'], 'cii'), 'ram:SellerTradeParty');
    expect(cii).toContain('<ram:Name>Muster Design GmbH</ram:Name>');
    expect(cii).not.toContain('SpecifiedLegalOrganization');
    expect(cii).not.toContain('<ram:Description>');
    const ubl = eInvoiceXml(E_INVOICE_CASES['one-rate'], 'ubl');
    expect(ubl).not.toContain('CompanyLegalForm');
    expect(ubl).not.toMatch(
      /<cac:PartyLegalEntity>\s*<cbc:RegistrationName>[^<]*<\/cbc:RegistrationName>\s*<cbc:CompanyID/,
    );
  });

  it('identifies a seller outside VAT by its legal registration where it has no tax number (BR-CO-26)', () => {
    const input = makeInput(
      makeDocument({
        seller: { ...E_INVOICE_CASES['french-sas'].document.seller, vatId: null, taxId: null },
        buyer: {
          postalAddress: { street: '350 Fifth Avenue', postalCode: '10118', city: 'New York', country: 'US' },
          vatId: null,
        },
        lines: [{ description: 'Conseil', quantity: 1, rate: '100.00', taxRate: 0, taxCategory: 'O' }],
        exemptionReason: 'Not subject to French VAT',
      }),
    );
    expect(eInvoiceProblems(input, 'cii')).toEqual([]);
    const withoutSiren = makeInput(
      makeDocument({
        seller: { ...input.document.seller, registrations: [] },
        buyer: input.document.buyer,
        lines: [{ description: 'Conseil', quantity: 1, rate: '100.00', taxRate: 0, taxCategory: 'O' }],
        exemptionReason: 'Not subject to French VAT',
      }),
    );
    expect(eInvoiceProblems(withoutSiren, 'cii').map((p) => p.path)).toEqual(['settings.taxId']);
  });

  it('writes the service period as BG-14 and a date as BT-72', () => {
    expect(eInvoiceXml(E_INVOICE_CASES['two-rates'], 'ubl')).toContain(
      '<cbc:StartDate>2026-10-01</cbc:StartDate>',
    );
    expect(eInvoiceXml(E_INVOICE_CASES['one-rate'], 'ubl')).toContain(
      '<cbc:ActualDeliveryDate>2026-11-18</cbc:ActualDeliveryDate>',
    );
  });

  it('finds nothing missing on a complete German invoice', () => {
    for (const format of E_INVOICE_FORMATS)
      expect(eInvoiceProblems(E_INVOICE_CASES['one-rate'], format)).toEqual([]);
  });

  it('says what XRechnung lacks in words and with the field', () => {
    const doc = makeDocument({
      buyer: { postalAddress: { street: 'x', postalCode: null, city: 'Köln', country: 'DE' } },
    });
    expect(eInvoiceProblems(makeInput(doc, { buyerReference: null }), 'xrechnung-cii')).toEqual([
      {
        path: 'invoice.buyerReference',
        code: 'e_invoice_leitweg_id_missing',
        message: 'XRechnung needs the buyer reference (Leitweg-ID)',
      },
      {
        path: 'client.postalCode',
        code: 'e_invoice_client_postal_code_missing',
        message: "The client's postal code is missing",
      },
    ]);
    expect(eInvoiceProblems(makeInput(doc, { buyerReference: null }), 'cii')).toEqual([]);
  });

  it('keeps the XMP of a hybrid well-formed whatever the seller is called', async () => {
    const input = E_INVOICE_CASES['non-latin'];
    expect(input.document.seller.name).toContain('&');
    const pdf = await facturxTestPdf(input, eInvoiceXml(input, 'facturx'));
    const xmp = /<\?xpacket begin[\s\S]*?<\?xpacket end="w"\?>/.exec(pdf.toString('utf8'))?.[0];
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    const lint = spawnSync('xmllint', ['--noout', '-'], { input: xmp, encoding: 'utf8' });
    expect(lint.stderr).toBe('');
  });
});
