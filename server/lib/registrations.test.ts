import { describe, expect, it } from 'vitest';
import { compactRegistration, type RegistrationScheme } from '../../shared/registrations';
import { checkRegistration, registrationProblems } from './registrations';

/** A value as typed in Settings, written down as the settings body does, then checked. */
const check = (scheme: RegistrationScheme, typed: string) =>
  checkRegistration({ scheme, value: compactRegistration(scheme, typed) });

/** The Luhn check digit, computed here apart from stdnum (INSEE's rule for the SIREN and SIRET). */
function luhnDigit(body: string): string {
  let sum = 0;
  for (const [i, c] of [...body].reverse().entries()) {
    const d = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return String((10 - (sum % 10)) % 10);
}

// Valid numbers are published examples (the SIREN 732 829 320, the Belgian 0403.019.261 of the KBO's
// documentation, the partita IVA 00743110157, the CIF B58378431, the codice fiscale of the Agenzia
// delle Entrate's example); each invalid one changes only a check digit or letter, so the cases fail
// unless the check is made.
describe('checkRegistration', () => {
  it.each<[RegistrationScheme, string]>([
    ['siren', '732 829 320'],
    ['siren', `73282932${luhnDigit('73282932')}`],
    ['siret', '732 829 320 00074'],
    ['siret', `7328293200012${luhnDigit('7328293200012')}`],
    // La Poste: its establishments' SIRETs add up to a multiple of 5 instead of passing Luhn …
    ['siret', '356 000 000 49837'],
    // … but its head office keeps Luhn.
    ['siret', '35600000000048'],
    ['rcs', 'RCS Paris B 732 829 320'],
    ['rcs', 'Lyon 732829320'],
    ['rm', 'RM Lyon 732 829 320'],
    ['be_enterprise', '0403.019.261'],
    ['be_enterprise', 'BE 0403 019 261'],
    ['be_enterprise', '403019261'],
    ['be_enterprise', '1000.000.021'],
    ['de_register', 'Amtsgericht Berlin-Charlottenburg HRB 12345'],
    ['de_register', 'AG München HRA 98765 B'],
    ['it_codice_fiscale', 'RSSMRA85T10A562S'],
    ['it_codice_fiscale', '00743110157'],
    ['it_partita_iva', 'IT 00743110157'],
    ['es_nif', 'B58378431'],
    ['es_nif', 'ES-B58378431'],
    ['es_nif', '12345678Z'],
    ['es_nif', 'X1234567L'],
    ['nl_kvk', '1234 5678'],
    ['gb_company', '01234567'],
    ['gb_company', 'sc 123456'],
  ])('accepts %s %s', (scheme, value) => {
    expect(check(scheme, value)).toEqual({ ok: true });
  });

  it.each<[RegistrationScheme, string, string]>([
    ['siren', '732 829 321', 'SIREN 732 829 321 is not valid: its check digit does not match'],
    ['siren', '73282932', 'SIREN must be 9 digits'],
    ['siren', '73282932A', 'SIREN must be 9 digits'],
    ['siret', '732 829 320 00075', 'SIRET 732 829 320 00075 is not valid: its check digit does not match'],
    ['siret', '356 000 000 49838', 'SIRET 356 000 000 49838 is not valid'],
    ['siret', '732829320', 'SIRET must be 14 digits'],
    ['rcs', 'Paris B 732 829 321', 'RCS Paris B 732 829 321: the SIREN in it is not valid'],
    ['rcs', '732 829 320', 'RCS must name the registry’s city and the SIREN'],
    ['rcs', 'Paris B', 'RCS must name the registry’s city and the SIREN'],
    ['rm', '732829320', 'RM must name the registry’s city and the SIREN'],
    ['be_enterprise', '0403.019.262', 'Belgian enterprise number 0403.019.262 is not valid'],
    ['be_enterprise', '2403019261', 'Belgian enterprise number must be 10 digits starting with 0 or 1'],
    ['be_enterprise', '04030192', 'Belgian enterprise number must be 10 digits'],
    ['de_register', 'HRB 12345', 'Commercial register entry must name the register court and the number'],
    ['de_register', 'Amtsgericht München', 'Commercial register entry must name the register court'],
    ['it_codice_fiscale', 'RSSMRA85T10A562X', 'Codice fiscale RSSMRA85T10A562X is not valid'],
    ['it_codice_fiscale', '00743110158', 'Codice fiscale 00743110158 is not valid'],
    ['it_codice_fiscale', '12345', 'Codice fiscale must be 16 characters'],
    ['it_partita_iva', '00743110158', 'Partita IVA 00743110158 is not valid'],
    ['it_partita_iva', '0074311015', 'Partita IVA must be 11 digits'],
    ['es_nif', 'B58378432', 'NIF B58378432 is not valid'],
    ['es_nif', '12345678A', 'NIF 12345678A is not valid'],
    ['es_nif', 'B5837843', 'NIF must be 9 characters'],
    ['nl_kvk', '1234567', 'KvK number must be 8 digits'],
    ['gb_company', '1234567', 'Companies House number must be 8 characters'],
    ['gb_company', 'SCO12345', 'Companies House number must be 8 characters'],
  ])('refuses %s %s, naming the scheme', (scheme, value, message) => {
    const result = check(scheme, value);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(message);
  });
});

describe('registrationProblems', () => {
  it('finds nothing wrong with a French company whose numbers name one SIREN', () => {
    expect(
      registrationProblems([
        { scheme: 'siren', value: '732829320' },
        { scheme: 'siret', value: '73282932000074' },
        { scheme: 'rcs', value: 'Paris B 732 829 320' },
      ]),
    ).toEqual([]);
  });

  it('refuses a SIRET or RCS entry of another company than the SIREN', () => {
    const other = `35600000000048`; // La Poste's head office: valid, another SIREN
    expect(
      registrationProblems([
        { scheme: 'siren', value: '732829320' },
        { scheme: 'siret', value: other },
        { scheme: 'rcs', value: 'Paris B 356 000 000' },
      ]).map(({ scheme, message }) => ({ scheme, message })),
    ).toEqual([
      { scheme: 'siret', message: 'SIRET 356 000 000 00048 does not begin with the SIREN 732 829 320' },
      { scheme: 'rcs', message: 'RCS Paris B 356 000 000 names another SIREN than 732 829 320' },
    ]);
  });

  it('compares an RCS entry with the SIRET when no SIREN is given', () => {
    expect(
      registrationProblems([
        { scheme: 'siret', value: '73282932000074' },
        { scheme: 'rm', value: 'Lyon 356 000 000' },
      ]).map((p) => p.scheme),
    ).toEqual(['rm']);
  });

  it('reports each wrong value once, without comparing it with the others', () => {
    expect(
      registrationProblems([
        { scheme: 'siren', value: '732829321' },
        { scheme: 'siret', value: '73282932000074' },
      ]),
    ).toEqual([
      {
        scheme: 'siren',
        message: 'SIREN 732 829 321 is not valid: its check digit does not match',
        code: 'siren_checksum',
        values: { number: '732 829 321' },
      },
    ]);
  });
});
