import { describe, expect, it } from 'vitest';
import { checkVatId, vatIdCountry } from './vat-id';

// Valid ids: DE and FR from the issue; ATU12011204 from jsvat's README. The NL, IT and EL ids were
// computed by the published check digit rules, independently of jsvat: NL the Belastingdienst's
// "11-proef" (weights 9..2, sum mod 11), IT the Luhn digit of the partita IVA, EL weights 2^8..2^1 with
// sum mod 11 mod 10. Each invalid id keeps the valid one's format and breaks only its check digit, so
// these cases fail if the checksum is not checked.
describe('checkVatId', () => {
  it.each([
    ['DE136695976', 'DE136695977', 'DE', 'German'],
    ['FR40303265045', 'FR41303265045', 'FR', 'French'],
    ['ATU12011204', 'ATU12011205', 'AT', 'Austrian'],
    ['NL004495445B01', 'NL004495446B01', 'NL', 'Dutch'],
    ['IT00743110157', 'IT00743110158', 'IT', 'Italian'],
  ])('accepts %s and refuses %s by its checksum', (valid, invalid, country, adjective) => {
    expect(checkVatId(valid)).toEqual({ ok: true, vatId: valid, country });
    expect(checkVatId(invalid)).toEqual({
      ok: false,
      message: `VAT ID ${invalid} is not a valid ${adjective} VAT ID`,
    });
  });

  it('refuses a German id one digit short with the issue message', () => {
    expect(checkVatId('DE12345678')).toEqual({
      ok: false,
      message: 'VAT ID DE12345678 is not a valid German VAT ID',
    });
  });

  it.each([
    ['de 136.695.976', 'DE136695976'],
    ['  DE-136-695-976\t', 'DE136695976'],
    ['fr 40 303 265 045', 'FR40303265045'],
    ['atu 12011204', 'ATU12011204'],
    ['nl004495445b01', 'NL004495445B01'],
  ])('normalises %j to %s', (input, vatId) => {
    expect(checkVatId(input)).toMatchObject({ ok: true, vatId });
  });

  it('names the normalised id in a refusal', () => {
    expect(checkVatId('de 136.695.977')).toEqual({
      ok: false,
      message: 'VAT ID DE136695977 is not a valid German VAT ID',
    });
  });

  it('reads the Greek prefix EL as country GR and refuses GR as a prefix', () => {
    expect(checkVatId('EL094014201')).toEqual({ ok: true, vatId: 'EL094014201', country: 'GR' });
    expect(checkVatId('EL094014202')).toEqual({
      ok: false,
      message: 'VAT ID EL094014202 is not a valid Greek VAT ID',
    });
    expect(checkVatId('GR094014201')).toEqual({
      ok: false,
      message: 'VAT ID GR094014201 is not a valid Greek VAT ID: Greek VAT IDs start with EL',
    });
  });

  it.each(['X12', '136695976', 'US123456789', 'XI123456782'])('refuses %s without an EU prefix', (input) => {
    expect(checkVatId(input)).toEqual({
      ok: false,
      message: `VAT ID ${input} does not start with a known EU country code such as DE`,
    });
    expect(checkVatId(input, 'DE')).toMatchObject({ ok: false });
  });

  it('refuses an empty id', () => {
    expect(checkVatId(' . - ')).toEqual({ ok: false, message: 'Enter a VAT ID, such as DE123456789' });
  });

  it('takes a non-EU party’s id as given after normalising, 2 to 20 letters and digits', () => {
    expect(checkVatId('CHE-123.456.789 MWST', 'ch')).toEqual({
      ok: true,
      vatId: 'CHE123456789MWST',
      country: 'CH',
    });
    expect(checkVatId('XI 123 4567 82', 'GB')).toEqual({ ok: true, vatId: 'XI123456782', country: 'GB' });
    expect(checkVatId('A', 'GB')).toEqual({
      ok: false,
      message: 'VAT ID A must be 2 to 20 letters and digits',
    });
    expect(checkVatId('NO123456789MVA12345678', 'NO')).toMatchObject({ ok: false });
    expect(checkVatId('GB12/345', 'GB')).toMatchObject({ ok: false });
  });

  it('still checks an EU id held by a non-EU party', () => {
    expect(checkVatId('DE136695976', 'CH')).toEqual({ ok: true, vatId: 'DE136695976', country: 'DE' });
    expect(checkVatId('DE136695977', 'CH')).toMatchObject({ ok: false });
  });
});

describe('vatIdCountry', () => {
  it.each([
    ['de 136695976', 'DE'],
    ['EL094014201', 'GR'],
    ['ATU', 'AT'],
    ['GR094014201', null],
    ['CHE123456789', null],
    ['', null],
  ])('%j → %s', (input, country) => {
    expect(vatIdCountry(input)).toBe(country);
  });
});
