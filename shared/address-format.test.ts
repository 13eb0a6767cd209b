import { describe, expect, it } from 'vitest';
import { placeLines, regionOf } from './address-format';

describe('placeLines: an address below its street, in its country’s order', () => {
  it('writes a US city, state and ZIP code on one line (USPS Publication 28)', () => {
    expect(placeLines({ postalCode: '10118', city: 'New York', region: 'NY' }, 'US')).toEqual([
      'New York, NY 10118',
    ]);
    // A part left out leaves no stray comma or space.
    expect(placeLines({ postalCode: '10118', city: 'New York' }, 'US')).toEqual(['New York, 10118']);
    expect(placeLines({ city: 'New York', region: 'NY' }, 'US')).toEqual(['New York, NY']);
    expect(placeLines({ postalCode: ' 94105 ', region: 'CA' }, 'US')).toEqual(['CA 94105']);
  });

  it('puts a UK postcode alone on the last line, under the post town (Royal Mail)', () => {
    expect(placeLines({ postalCode: 'SW1A 1AA', city: 'London', region: 'Greater London' }, 'GB')).toEqual([
      'London',
      'SW1A 1AA',
    ]);
    expect(placeLines({ postalCode: 'SW1A 1AA' }, 'GB')).toEqual(['SW1A 1AA']);
  });

  it('writes the postal code before the city in Germany and France, with no region', () => {
    expect(placeLines({ postalCode: '10115', city: 'Berlin', region: 'Berlin' }, 'DE')).toEqual([
      '10115 Berlin',
    ]);
    expect(placeLines({ postalCode: '75002', city: 'Paris' }, 'FR')).toEqual(['75002 Paris']);
    expect(placeLines({ postalCode: '1012 AB', city: 'Amsterdam' }, 'NL')).toEqual(['1012 AB Amsterdam']);
  });

  it('writes an Italian CAP, city and province code on one line (Poste Italiane)', () => {
    expect(placeLines({ postalCode: '00184', city: 'Roma', region: 'RM' }, 'IT')).toEqual(['00184 Roma RM']);
    expect(placeLines({ postalCode: '20121', city: 'Milano' }, 'IT')).toEqual(['20121 Milano']);
  });

  it('writes Canada, Australia, Spain and Ireland as their posts ask', () => {
    expect(placeLines({ postalCode: 'M5V 3L9', city: 'Toronto', region: 'ON' }, 'CA')).toEqual([
      'Toronto ON  M5V 3L9',
    ]);
    expect(placeLines({ postalCode: '2000', city: 'Sydney', region: 'NSW' }, 'AU')).toEqual([
      'Sydney NSW 2000',
    ]);
    expect(placeLines({ postalCode: '28230', city: 'Las Rozas de Madrid', region: 'Madrid' }, 'ES')).toEqual([
      '28230 Las Rozas de Madrid',
      'Madrid',
    ]);
    // The province is not repeated under a city of its name.
    expect(placeLines({ postalCode: '28013', city: 'Madrid', region: 'madrid' }, 'ES')).toEqual([
      '28013 Madrid',
    ]);
    expect(placeLines({ postalCode: 'T12 X70A', city: 'Cork', region: 'Co. Cork' }, 'IE')).toEqual([
      'Cork',
      'Co. Cork',
      'T12 X70A',
    ]);
  });

  it('writes the postal code first where the country is unknown', () => {
    expect(placeLines({ postalCode: '1000', city: 'Lisboa', region: 'Lisboa' }, null)).toEqual([
      '1000 Lisboa',
    ]);
    expect(placeLines({}, 'US')).toEqual([]);
  });
});

describe('regionOf', () => {
  it('asks for a state, province or county only where addresses carry one', () => {
    expect(regionOf('US')).toEqual({ kind: 'state', example: 'NY' });
    expect(regionOf('AU')?.kind).toBe('state');
    expect(regionOf('CA')?.kind).toBe('province');
    expect(regionOf('IT')).toEqual({ kind: 'province', example: 'RM' });
    expect(regionOf('ES')?.kind).toBe('province');
    expect(regionOf('IE')?.kind).toBe('county');
    for (const country of ['DE', 'FR', 'GB', 'NL', 'AT', 'CH', 'BE', 'OTHER', '', null])
      expect(regionOf(country)).toBeNull();
  });
});
