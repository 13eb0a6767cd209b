import { describe, expect, it } from 'vitest';
import { buyerPeppolEndpoint, derivedPeppolId, peppolEndpoint } from './peppol-endpoint';
import { checkPeppolId, isLeitwegId, PEPPOL_ID_FORMAT_MESSAGE, parsePeppolId } from './peppol-id';

describe('Leitweg-IDs (KoSIT Formatspezifikation Leitweg-ID, MOD 97-10)', () => {
  it.each([
    '04011000-1234512345-06',
    '991-33333TEST-33',
    '991-33333test-33',
    // no fine address: coarse and check digits alone (99 + 97-10 check digits)
    `99-${98 - ((99 * 100) % 97)}`,
  ])('takes %s', (id) => {
    expect(isLeitwegId(id)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '04011000-1234512345-07'],
    ['the test suite’s reference, whose check digits do not add up', '04011000-12345-34'],
    ['no check digits', '04011000-1234512345'],
    ['a coarse address of one digit', '1-12345-67'],
    ['a coarse address of letters', 'ABC-12345-67'],
    ['a fine address with a space', '04011000-12345 12345-06'],
    ['more than 46 characters', `040110001234-${'A'.repeat(31)}-00`],
    ['an order number', 'PO-4711'],
  ])('refuses %s', (_, id) => {
    expect(isLeitwegId(id)).toBe(false);
  });
});

describe('checkPeppolId: scheme:value, checked as its scheme wants', () => {
  it.each([
    ['0204:04011000-1234512345-06', '0204:04011000-1234512345-06'],
    [' 0204 : 991-33333test-33 ', '0204:991-33333TEST-33'],
    ['0208:0123456749', '0208:0123456749'],
    ['0208:0403019261', '0208:0403019261'],
    ['0088:5790000435975', '0088:5790000435975'],
    ['0060:123456789', '0060:123456789'],
    ['0192:974760673', '0192:974760673'],
    ['0184:DK12345678', '0184:DK12345678'],
    ['0184:12345678', '0184:12345678'],
    ['0007:5560360793', '0007:5560360793'],
    ['0151:51824753556', '0151:51824753556'],
    ['9930:de136695976', '9930:DE136695976'],
    ['9925:BE0403019261', '9925:BE0403019261'],
    ['9927:CHE116281710', '9927:CHE116281710'],
    ['0009:73282932000074', '0009:73282932000074'],
  ])('takes %s as %s', (input, normalised) => {
    expect(checkPeppolId(input)).toMatchObject({ ok: true, peppolId: normalised });
  });

  it.each([
    ['no scheme', '04011000-1234512345-06', PEPPOL_ID_FORMAT_MESSAGE],
    ['a scheme of three digits', '204:04011000-1234512345-06', PEPPOL_ID_FORMAT_MESSAGE],
    ['a scheme and nothing after it', '0208:', PEPPOL_ID_FORMAT_MESSAGE],
    [
      'a scheme not on the EAS list',
      '1234:5678',
      "Peppol ID 1234:5678: 1234 is not a scheme on Peppol's list of electronic addresses (EAS), such as 0204 (Leitweg-ID), 0208 (Belgium), 0088 (GLN) or 9930 (German VAT ID)",
    ],
    [
      'a Leitweg-ID whose check digits do not add up',
      '0204:04011000-12345-34',
      'Peppol ID 0204:04011000-12345-34 is not valid: scheme 0204 takes a Leitweg-ID with its check digits, such as 0204:04011000-1234512345-06',
    ],
    [
      'a Belgian enterprise number with wrong check digits (PEPPOL-COMMON-R043)',
      '0208:0123456789',
      'Peppol ID 0208:0123456789 is not valid: scheme 0208 takes a Belgian enterprise number of 10 digits ending in its check digits, such as 0208:0123456749',
    ],
    [
      'a Belgian enterprise number with its BE prefix',
      '0208:BE0123456749',
      'Peppol ID 0208:BE0123456749 is not valid: scheme 0208 takes a Belgian enterprise number of 10 digits ending in its check digits, such as 0208:0123456749',
    ],
    [
      'a GLN with a wrong check digit (PEPPOL-COMMON-R040)',
      '0088:5790000435976',
      'Peppol ID 0088:5790000435976 is not valid: scheme 0088 takes a GLN of 13 digits ending in its check digit, such as 0088:5790000435975',
    ],
    [
      'a GLN of 12 digits',
      '0088:579000043597',
      'Peppol ID 0088:579000043597 is not valid: scheme 0088 takes a GLN of 13 digits ending in its check digit, such as 0088:5790000435975',
    ],
    [
      'a D-U-N-S number of 8 digits',
      '0060:12345678',
      'Peppol ID 0060:12345678 is not valid: scheme 0060 takes a D-U-N-S number of 9 digits, such as 0060:123456789',
    ],
    [
      'a Norwegian organisation number failing mod 11 (PEPPOL-COMMON-R041)',
      '0192:974760674',
      'Peppol ID 0192:974760674 is not valid: scheme 0192 takes a Norwegian organisation number of 9 digits, such as 0192:974760673',
    ],
    [
      'a Danish CVR number of 7 digits (PEPPOL-COMMON-R042)',
      '0184:DK1234567',
      'Peppol ID 0184:DK1234567 is not valid: scheme 0184 takes a Danish CVR number of 8 digits, such as 0184:DK12345678',
    ],
    [
      'a Swedish organisation number failing Luhn (PEPPOL-COMMON-R049)',
      '0007:5560360794',
      'Peppol ID 0007:5560360794 is not valid: scheme 0007 takes a Swedish organisation number of 10 digits, such as 0007:5560360793',
    ],
    [
      'an ABN failing mod 89 (PEPPOL-COMMON-R050)',
      '0151:51824753557',
      'Peppol ID 0151:51824753557 is not valid: scheme 0151 takes an Australian Business Number of 11 digits, such as 0151:51824753556',
    ],
    [
      'a French VAT ID under the German VAT scheme',
      '9930:FR40303265045',
      'Peppol ID 9930:FR40303265045 is not valid: scheme 9930 takes a VAT ID starting with DE, such as 9930:DE123456789',
    ],
    [
      'a German VAT ID without its prefix',
      '9930:136695976',
      'Peppol ID 9930:136695976 is not valid: scheme 9930 takes a VAT ID starting with DE, such as 9930:DE123456789',
    ],
    [
      'an identifier of 51 characters',
      `0002:${'1'.repeat(51)}`,
      `Peppol ID 0002:${'1'.repeat(51)} is not valid: scheme 0002 takes an identifier of 1 to 50 letters, digits or punctuation, without spaces`,
    ],
    [
      'letters outside US-ASCII',
      '0002:Müller',
      'Peppol ID 0002:MÜLLER is not valid: scheme 0002 takes an identifier of 1 to 50 letters, digits or punctuation, without spaces',
    ],
  ])('refuses %s, naming the format it expects', (_, input, message) => {
    expect(checkPeppolId(input)).toMatchObject({ ok: false, message });
  });

  it('reads a stored id in its parts, and none from a malformed one', () => {
    expect(parsePeppolId('0204:991-33333TEST-33')).toEqual({ scheme: '0204', id: '991-33333TEST-33' });
    expect(parsePeppolId('nonsense')).toBeNull();
    expect(parsePeppolId(null)).toBeNull();
  });
});

describe("a buyer's Peppol address: saved, else derived from its Leitweg-ID or VAT ID", () => {
  it('derives 0204 from a Leitweg-ID as the buyer reference, before any VAT ID', () => {
    expect(derivedPeppolId({ buyerReference: ' 04011000-1234512345-06 ', vatId: 'DE136695976' })).toBe(
      '0204:04011000-1234512345-06',
    );
    expect(derivedPeppolId({ buyerReference: '991-33333test-33', vatId: null })).toBe(
      '0204:991-33333TEST-33',
    );
  });

  it('derives a Belgian VAT ID’s enterprise number under 0208, an old nine-digit one with a leading 0', () => {
    expect(derivedPeppolId({ vatId: 'BE0403019261' })).toBe('0208:0403019261');
    expect(derivedPeppolId({ vatId: 'BE403019261' })).toBe('0208:0403019261');
    expect(peppolEndpoint('BE0123456749')).toEqual({ scheme: '0208', id: '0123456749' });
  });

  it('keeps the VAT scheme for other VAT IDs, and an order number gives nothing', () => {
    expect(derivedPeppolId({ buyerReference: 'PO-4711', vatId: 'DE136695976' })).toBe('9930:DE136695976');
    expect(derivedPeppolId({ buyerReference: '04011000-12345-34', vatId: null })).toBeNull();
    expect(derivedPeppolId({ vatId: 'PL5261040828' })).toBeNull();
    expect(derivedPeppolId({})).toBeNull();
  });

  it('prefers the saved Peppol ID to anything derived', () => {
    expect(
      buyerPeppolEndpoint({
        peppolId: '0088:5790000435975',
        buyerReference: '04011000-1234512345-06',
        vatId: 'BE0403019261',
      }),
    ).toEqual({ scheme: '0088', id: '5790000435975' });
    expect(buyerPeppolEndpoint({ peppolId: null, buyerReference: '04011000-1234512345-06' })).toEqual({
      scheme: '0204',
      id: '04011000-1234512345-06',
    });
    expect(buyerPeppolEndpoint({ peppolId: null, buyerReference: 'PO-1', vatId: null })).toBeNull();
  });
});
