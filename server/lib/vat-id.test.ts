import { describe, expect, it } from 'vitest';
import { checkVatId } from './vat-id';

// One valid id per country. DE and FR come from the issue; the NL, IT and EL ids were computed by the
// published check digit rules, independently of any library: NL the Belastingdienst's "11-proef"
// (weights 9..2, sum mod 11), IT the Luhn digit of the partita IVA, EL weights 2^8..2^1 with sum mod 11
// mod 10. The others are the published examples of each country's authority as the python-stdnum and
// stdnum-js test suites list them. Each invalid id keeps the valid one's format and changes only its
// check digit (the last digit; the 9th of NL, before its branch suffix B01), so these cases fail if the
// checksum is not checked.
describe('checkVatId', () => {
  it.each([
    ['ATU13585627', 'ATU13585628', undefined, 'AT', 'Austrian'],
    ['BE0403019261', 'BE0403019262', undefined, 'BE', 'Belgian'],
    ['BG175074752', 'BG175074753', undefined, 'BG', 'Bulgarian'],
    ['CY10259033P', 'CY10259034P', undefined, 'CY', 'Cypriot'],
    ['CZ25123891', 'CZ25123892', undefined, 'CZ', 'Czech'],
    ['DE136695976', 'DE136695977', undefined, 'DE', 'German'],
    ['DK13585628', 'DK13585629', undefined, 'DK', 'Danish'],
    ['EE100594102', 'EE100594103', undefined, 'EE', 'Estonian'],
    ['EL094014201', 'EL094014202', undefined, 'GR', 'Greek'],
    ['ESB58378431', 'ESB58378432', undefined, 'ES', 'Spanish'],
    ['FI20774740', 'FI20774741', undefined, 'FI', 'Finnish'],
    ['FR40303265045', 'FR41303265045', undefined, 'FR', 'French'],
    ['HR33392005961', 'HR33392005962', undefined, 'HR', 'Croatian'],
    ['HU12892312', 'HU12892313', undefined, 'HU', 'Hungarian'],
    ['IE6433435F', 'IE6433436F', undefined, 'IE', 'Irish'],
    ['IT00743110157', 'IT00743110158', undefined, 'IT', 'Italian'],
    ['LT119511515', 'LT119511516', undefined, 'LT', 'Lithuanian'],
    ['LU15027442', 'LU15027443', undefined, 'LU', 'Luxembourgish'],
    ['LV40003521600', 'LV40003521601', undefined, 'LV', 'Latvian'],
    ['MT11679112', 'MT11679113', undefined, 'MT', 'Maltese'],
    ['NL004495445B01', 'NL004495446B01', undefined, 'NL', 'Dutch'],
    ['PL8567346215', 'PL8567346216', undefined, 'PL', 'Polish'],
    ['PT501964843', 'PT501964844', undefined, 'PT', 'Portuguese'],
    ['RO18547290', 'RO18547291', undefined, 'RO', 'Romanian'],
    ['SE123456789701', 'SE123456789702', undefined, 'SE', 'Swedish'],
    ['SI50223054', 'SI50223055', undefined, 'SI', 'Slovenian'],
    ['SK2022749619', 'SK2022749610', undefined, 'SK', 'Slovak'],
    ['CHE107787577IVA', 'CHE107787578IVA', 'CH', 'CH', 'Swiss'],
    ['GB980780684', 'GB980780685', 'GB', 'GB', 'British'],
    ['XI980780684', 'XI980780685', 'GB', 'GB', 'Northern Irish'],
    ['NO995525828MVA', 'NO995525829MVA', 'NO', 'NO', 'Norwegian'],
  ])('accepts %s and refuses %s by its checksum', (valid, invalid, party, country, adjective) => {
    expect(checkVatId(valid, party)).toEqual({ ok: true, vatId: valid, country });
    expect(checkVatId(invalid, party)).toMatchObject({
      ok: false,
      message: `VAT ID ${invalid} is not a valid ${adjective} VAT ID`,
    });
  });

  it('refuses a German id one digit short with the issue message', () => {
    expect(checkVatId('DE12345678')).toMatchObject({
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
    expect(checkVatId('de 136.695.977')).toMatchObject({
      ok: false,
      message: 'VAT ID DE136695977 is not a valid German VAT ID',
    });
  });

  it('reads the Greek prefix EL as country GR and refuses GR as a prefix', () => {
    expect(checkVatId('EL094014201')).toEqual({ ok: true, vatId: 'EL094014201', country: 'GR' });
    expect(checkVatId('EL094014202')).toMatchObject({
      ok: false,
      message: 'VAT ID EL094014202 is not a valid Greek VAT ID',
    });
    expect(checkVatId('GR094014201')).toMatchObject({
      ok: false,
      message: 'VAT ID GR094014201 is not a valid Greek VAT ID: Greek VAT IDs start with EL',
    });
  });

  it.each(['X12', '136695976', 'US123456789', 'XI123456782'])('refuses %s without an EU prefix', (input) => {
    expect(checkVatId(input)).toMatchObject({
      ok: false,
      message: `VAT ID ${input} does not start with a known EU country code such as DE`,
    });
    expect(checkVatId(input, 'DE')).toMatchObject({ ok: false });
  });

  it('refuses an empty id', () => {
    expect(checkVatId(' . - ')).toMatchObject({ ok: false, message: 'Enter a VAT ID, such as DE123456789' });
  });

  it('checks a Swiss, British or Norwegian party’s id, its country’s prefix added when left out', () => {
    expect(checkVatId('CHE-107.787.577 IVA', 'ch')).toEqual({
      ok: true,
      vatId: 'CHE107787577IVA',
      country: 'CH',
    });
    expect(checkVatId('107.787.577 IVA', 'CH')).toEqual({
      ok: true,
      vatId: 'CHE107787577IVA',
      country: 'CH',
    });
    expect(checkVatId('980 7806 84', 'GB')).toEqual({ ok: true, vatId: 'GB980780684', country: 'GB' });
    expect(checkVatId('995 525 828 MVA', 'NO')).toEqual({ ok: true, vatId: 'NO995525828MVA', country: 'NO' });
    expect(checkVatId('980 7806 85', 'GB')).toMatchObject({
      ok: false,
      message: 'VAT ID GB980780685 is not a valid British VAT ID',
    });
    // The Swiss id names the tax (MWST, TVA, IVA); the Norwegian one ends in MVA.
    expect(checkVatId('CHE107787577', 'CH')).toMatchObject({ ok: false });
    expect(checkVatId('NO995525828', 'NO')).toMatchObject({ ok: false });
  });

  it('refuses a Swiss, British or Norwegian id from an EU party', () => {
    for (const vatId of ['CHE107787577IVA', 'GB980780684', 'XI980780684', 'NO995525828MVA']) {
      expect(checkVatId(vatId, 'DE')).toMatchObject({
        ok: false,
        message: `VAT ID ${vatId} does not start with a known EU country code such as DE`,
      });
    }
  });

  it('takes the id of a party whose country’s ids cannot be checked as given, 2 to 20 letters and digits', () => {
    expect(checkVatId('12-3456789', 'US')).toEqual({ ok: true, vatId: '123456789', country: 'US' });
    expect(checkVatId('A', 'US')).toMatchObject({
      ok: false,
      message: 'VAT ID A must be 2 to 20 letters and digits',
    });
    expect(checkVatId('123456789012345678901', 'US')).toMatchObject({ ok: false });
    expect(checkVatId('12/345', 'AU')).toMatchObject({ ok: false });
  });

  it('still checks an EU id held by a non-EU party', () => {
    expect(checkVatId('DE136695976', 'CH')).toEqual({ ok: true, vatId: 'DE136695976', country: 'DE' });
    expect(checkVatId('DE136695977', 'CH')).toMatchObject({ ok: false });
  });
});
