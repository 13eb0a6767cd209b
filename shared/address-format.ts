/**
 * How each country writes the lines of an address below the street: the order of postal code, city
 * and region (state, province, county), and whether its addresses carry a region at all (the address
 * form asks for one only there). Every printed address goes through here (shared/document-build.ts
 * addressLines: the PDF, the owner's view, the client's page, the emails, the client card).
 *
 * Sources: the Universal Postal Union's addressing standard (UPU S42, "International postal address
 * components and templates", and its "Postal addressing systems in member countries" sheets) and
 * each post's own rules:
 * - US: USPS Publication 28 "Postal Addressing Standards", § 2 and § 23: the last line is city, state
 *   (the two-letter abbreviation) and ZIP Code — "NEW YORK NY 10118"; written with the usual comma
 *   after the city, "New York, NY 10118".
 * - CA: Canada Post "Canadian Addressing Guidelines", § 5: municipality, province or territory
 *   abbreviation and postal code on one line, one space between the first two and two spaces before
 *   the postal code — "TORONTO ON  M5V 3L9".
 * - AU: Australia Post "Addressing guidelines": locality, state or territory abbreviation and
 *   postcode on one line — "SYDNEY NSW 2000".
 * - GB: Royal Mail "Clear addressing" (Postcode Address File): the post town on its own line, the
 *   postcode alone on the last line; a county is not needed (dropped from Royal Mail's addresses in
 *   1996), so none is asked for.
 * - IE: An Post: town, then the county, then the Eircode on the last line.
 * - IT: Poste Italiane "Come scrivere l'indirizzo": CAP, locality and the province's two-letter code
 *   on one line — "00184 ROMA RM".
 * - ES: Correos "Cómo escribir una dirección": postal code and locality, then the province on its own
 *   line where it is not the locality's name — "28230 Las Rozas de Madrid" / "Madrid".
 * - Everywhere else, as DE (Deutsche Post; DIN 5008), AT, CH, FR (La Poste; NF Z 10-011), BE, NL
 *   (PostNL), LU and the rest of continental Europe: the postal code before the locality — "10115
 *   Berlin". Such addresses carry no region; one given through the API is kept (the e-invoice carries
 *   it) but not printed.
 */

/** What a country's addresses call the part of the country a place lies in. */
export type RegionKind = 'state' | 'province' | 'county';

/** The parts of an address below its street lines. */
export interface PlaceParts {
  postalCode?: string | null;
  city?: string | null;
  region?: string | null;
}

interface CountryFormat {
  /** Present where the country's addresses carry a region: what it is called, and an example. */
  region?: { kind: RegionKind; example: string };
  /** The lines below the street, from the parts (each trimmed, '' when missing). */
  lines(p: { postalCode: string; city: string; region: string }): string[];
}

/** The parts joined by `separator`, the missing ones left out. */
const joined = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);

/** Postal code before the locality, one line: most of Europe. */
const POSTAL_CODE_FIRST: CountryFormat = { lines: (p) => [joined(' ', p.postalCode, p.city)] };

const FORMATS: Record<string, CountryFormat> = {
  US: {
    region: { kind: 'state', example: 'NY' },
    lines: (p) => [joined(', ', p.city, joined(' ', p.region, p.postalCode))],
  },
  CA: {
    region: { kind: 'province', example: 'ON' },
    lines: (p) => [joined('  ', joined(' ', p.city, p.region), p.postalCode)],
  },
  AU: {
    region: { kind: 'state', example: 'NSW' },
    lines: (p) => [joined(' ', p.city, p.region, p.postalCode)],
  },
  GB: { lines: (p) => [p.city, p.postalCode] },
  IE: {
    region: { kind: 'county', example: 'Co. Cork' },
    lines: (p) => [p.city, p.region, p.postalCode],
  },
  IT: {
    region: { kind: 'province', example: 'RM' },
    lines: (p) => [joined(' ', p.postalCode, p.city, p.region)],
  },
  ES: {
    region: { kind: 'province', example: 'Madrid' },
    lines: (p) => [
      joined(' ', p.postalCode, p.city),
      p.region.toLocaleLowerCase('es') === p.city.toLocaleLowerCase('es') ? '' : p.region,
    ],
  },
};

function formatOf(country: string | null | undefined): CountryFormat {
  return (country && FORMATS[country]) || POSTAL_CODE_FIRST;
}

/**
 * Whether addresses in `country` carry a region, what it is called and an example of one (US "NY");
 * null where they carry none (the form then asks for none).
 */
export function regionOf(country: string | null | undefined): { kind: RegionKind; example: string } | null {
  return formatOf(country).region ?? null;
}

/**
 * The lines of an address below its street, in the country's order: "New York, NY 10118",
 * "London" / "SW1A 1AA", "00184 Roma RM", "10115 Berlin". Empty parts are left out, and so are lines
 * left empty.
 */
export function placeLines(parts: PlaceParts, country: string | null | undefined): string[] {
  const format = formatOf(country);
  const clean = {
    postalCode: parts.postalCode?.trim() ?? '',
    city: parts.city?.trim() ?? '',
    region: format.region ? (parts.region?.trim() ?? '') : '',
  };
  return format.lines(clean).filter(Boolean);
}
