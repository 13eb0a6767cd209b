import { isQRReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import {
  epcApplies,
  epcPayload,
  parseSwissAddress,
  qrReference,
  scanToPay,
  swissQrBillApplies,
} from './payment-qr';

const bytes = (text: string) => new TextEncoder().encode(text).length;
const epc = {
  beneficiaryName: 'Test GmbH',
  iban: 'de89 3704 0044 0532 0130 00',
  amount: '120',
  remittance: 'INV-1',
};

describe('epcPayload', () => {
  it('writes the eleven lines of version 002, dropping the empty purpose and reference when nothing follows', () => {
    expect(epcPayload({ ...epc, bic: 'cobadeffxxx' }).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Test GmbH',
      'DE89370400440532013000',
      'EUR120.00',
      '',
      '',
      'INV-1',
    ]);
    expect(epcPayload({ ...epc, remittance: '' }).split('\n')).toHaveLength(8);
  });

  it('leaves a missing or malformed BIC empty', () => {
    expect(epcPayload(epc).split('\n')[4]).toBe('');
    expect(epcPayload({ ...epc, bic: 'NOT A BIC' }).split('\n')[4]).toBe('');
  });

  it('cuts the name at 70 and the remittance at 140 characters, and keeps each field on its line', () => {
    const lines = epcPayload({
      ...epc,
      beneficiaryName: `Line one\nline two ${'n'.repeat(80)}`,
      remittance: 'r'.repeat(150),
    }).split('\n');
    expect(lines[5]).toBe(`Line one line two ${'n'.repeat(52)}`);
    expect(lines[5]).toHaveLength(70);
    expect(lines[10]).toBe('r'.repeat(140));
  });

  it('cuts multi-byte text further so the payload stays within 331 bytes, the longer field first', () => {
    const payload = epcPayload({ ...epc, beneficiaryName: '€'.repeat(70), remittance: 'ü'.repeat(140) });
    const lines = payload.split('\n');
    expect(bytes(payload)).toBeLessThanOrEqual(331);
    expect(bytes(payload)).toBeGreaterThan(325);
    expect(lines[5]).toMatch(/^€+$/);
    expect(lines[10]).toMatch(/^ü+$/);
    // The remittance had more bytes, so it gave way until both were about the same size.
    expect(Math.abs(bytes(lines[5]) - bytes(lines[10]))).toBeLessThanOrEqual(3);
    // Emoji are cut whole.
    const emoji = epcPayload({ ...epc, beneficiaryName: '🚀'.repeat(70), remittance: '🚀'.repeat(140) });
    expect(bytes(emoji)).toBeLessThanOrEqual(331);
    expect(emoji).not.toContain('\ufffd');
  });
});

describe('epcApplies', () => {
  const open = { currency: 'EUR', balanceDue: '10.00', iban: 'DE89370400440532013000' };
  it('needs EUR, a balance and an IBAN', () => {
    expect(epcApplies(open)).toBe(true);
    expect(epcApplies({ ...open, currency: 'USD' })).toBe(false);
    expect(epcApplies({ ...open, balanceDue: '0.00' })).toBe(false);
    expect(epcApplies({ ...open, iban: null })).toBe(false);
    expect(epcApplies({ ...open, iban: '12345' })).toBe(false);
  });
});

describe('parseSwissAddress', () => {
  it('reads street, number, postal code and town from lines or comma-separated parts', () => {
    expect(parseSwissAddress('Bahnhofstrasse 12\n8001 Zürich')).toEqual({
      street: 'Bahnhofstrasse',
      buildingNumber: '12',
      postalCode: '8001',
      town: 'Zürich',
    });
    expect(parseSwissAddress('Musterweg 3, 3000 Bern')).toEqual({
      street: 'Musterweg',
      buildingNumber: '3',
      postalCode: '3000',
      town: 'Bern',
    });
  });

  it('skips a line above the street and a country line below the town, and takes CH- prefixes', () => {
    expect(
      parseSwissAddress('c/o Muster AG\r\nRue du Lac 1268/2a\nCH-2501 Biel/Bienne\nSwitzerland'),
    ).toEqual({
      street: 'Rue du Lac',
      buildingNumber: '1268/2a',
      postalCode: '2501',
      town: 'Biel/Bienne',
    });
  });

  it('takes a street without a number as it is', () => {
    expect(parseSwissAddress('Städtle\n9490 Vaduz')).toEqual({
      street: 'Städtle',
      postalCode: '9490',
      town: 'Vaduz',
    });
  });

  it('answers undefined when it cannot tell', () => {
    for (const address of [
      null,
      '',
      '8001 Zürich',
      'Hauptstraße 5\n10115 Berlin',
      '1 Market Street\nSpringfield',
      `Bahnhofstrasse 12\n8001 ${'Z'.repeat(36)}`,
    ])
      expect(parseSwissAddress(address)).toBeUndefined();
  });
});

describe('swissQrBillApplies', () => {
  const open = {
    currency: 'CHF',
    balanceDue: '10.00',
    iban: 'CH93 0076 2011 6238 5295 7',
    address: 'Bahnhofstrasse 12\n8001 Zürich',
  };
  it('needs CHF, a balance, a Swiss or Liechtenstein IBAN and an address it can read', () => {
    expect(swissQrBillApplies(open)).toBe(true);
    expect(swissQrBillApplies({ ...open, iban: 'LI21 0881 0000 2324 013A A' })).toBe(true);
    expect(swissQrBillApplies({ ...open, currency: 'EUR' })).toBe(false);
    expect(swissQrBillApplies({ ...open, balanceDue: '0.00' })).toBe(false);
    expect(swissQrBillApplies({ ...open, iban: 'DE89370400440532013000' })).toBe(false);
    expect(swissQrBillApplies({ ...open, address: null })).toBe(false);
  });
});

describe('qrReference', () => {
  it('pads the invoice number digits to 26 and appends the modulo 10 recursive check digit', () => {
    expect(qrReference('21000000000313947143000901')).toBe('210000000003139471430009017');
    const reference = qrReference('INV-1000');
    expect(reference).toMatch(/^0{22}1000\d$/);
    expect(isQRReferenceValid(reference)).toBe(true);
  });
});

describe('scanToPay', () => {
  const swiss = {
    invoiceNumber: 'INV-1000',
    currency: 'CHF',
    balanceDue: '1500.50',
    creditorName: 'Zürcher Design AG',
    iban: 'CH44 3199 9123 0008 8901 2',
    bic: null,
    address: 'Bahnhofstrasse 12\n8001 Zürich',
    country: 'CH',
  };

  it('builds the QR-bill with a QRR reference for a QR-IBAN, and no GiroCode for CHF', () => {
    expect(scanToPay(swiss)).toEqual({
      epc: null,
      swissQrBill: {
        currency: 'CHF',
        amount: 1500.5,
        creditor: {
          account: 'CH4431999123000889012',
          name: 'Zürcher Design AG',
          address: 'Bahnhofstrasse',
          buildingNumber: '12',
          zip: '8001',
          city: 'Zürich',
          country: 'CH',
        },
        reference: qrReference('INV-1000'),
        message: 'INV-1000',
      },
    });
  });

  it("takes the IBAN's country when the company's is Other", () => {
    const bill = scanToPay({ ...swiss, iban: 'LI21 0881 0000 2324 013A A', country: 'OTHER' }).swissQrBill;
    expect(bill?.creditor.country).toBe('LI');
    expect(bill?.reference).toBeUndefined();
  });
});
