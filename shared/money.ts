/**
 * All money arithmetic, for client and server alike: integer cents in, integer cents out.
 * Amounts travel as decimal strings ("1234.50") and are stored as numeric(10,2).
 */

/** The largest amount numeric(10,2) holds: 99,999,999.99. */
export const MAX_CENTS = 9_999_999_999;
/** SPEC §5: the tax rate when the settings have none. */
export const FALLBACK_TAX_RATE = 10;

/** Decimal string or number → integer cents, rounding half away from zero past the second decimal. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`Not an amount: ${value}`);
  const sign = match[1] === '-' ? -1 : 1;
  const whole = Number(match[2] || '0');
  const fraction = (match[3] ?? '').padEnd(3, '0');
  let cents = whole * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  return sign * cents || 0;
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not an amount: ${n}`);
  // toFixed(6) avoids exponent notation and float noise such as 0.1 + 0.2 = 0.30000000000000004.
  return n.toFixed(6);
}

/** Integer cents → "1234.50". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** a × b / divisor in integers, rounded half away from zero. */
function mulDivRound(a: number, b: number, divisor: number): number {
  const product = a * b;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + divisor / 2) / divisor) || 0; // never -0
}

/**
 * quantity × rate for one line: the quantity may have up to 2 decimals (1.5 hours), the amount is
 * rounded half away from zero to the cent. In BigInt, so no product loses precision.
 */
export function lineAmountCents(quantity: number, rateCents: number): number {
  const product = BigInt(toCents(quantity)) * BigInt(rateCents); // quantity in hundredths × cents
  const sign = product < 0n ? -1n : 1n;
  const abs = product < 0n ? -product : product;
  return Number(sign * ((abs + 50n) / 100n));
}

/** Tax on a subtotal at a percentage rate with up to 2 decimals (19, 7.5, 0). */
export function taxCents(subtotal: number, ratePercent: string | number): number {
  const basisPoints = toCents(ratePercent); // 19.5% → 1950
  return mulDivRound(subtotal, basisPoints, 10_000);
}

/**
 * The VAT category codes EN 16931 allows (BT-118, BT-151; UNCL5305 subset): S standard or reduced
 * rate, Z zero rated, E exempt, AE reverse charge, K intra-EU supply of goods, G export of goods,
 * O not subject to VAT. The order is the order of groups that share a rate.
 */
export const TAX_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

export interface LineInput {
  quantity: number;
  rate: string | number;
  /** VAT rate in percent, 0–100 with up to 2 decimals; absent: the invoice's rate. */
  taxRate?: string | number | null;
  /** Absent: 'S'. Which categories go with which rates (BR-S-05, BR-Z-05, BR-E-05 …) is checked where invoices are taken in, not here. */
  taxCategory?: TaxCategory | null;
}

/** One row of the VAT breakdown (BG-23): the lines of one category at one rate. */
export interface TaxGroup {
  category: TaxCategory;
  /** "19.00" */
  rate: string;
  taxableCents: number;
  taxCents: number;
}

export interface Totals {
  lines: {
    quantity: number;
    rateCents: number;
    amountCents: number;
    taxRate: string;
    taxCategory: TaxCategory;
  }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  /** The invoice-level rate as passed (or the fallback), whatever rates the lines carry. */
  taxRate: string;
  /** Rate descending, then in the order of TAX_CATEGORIES. */
  groups: TaxGroup[];
}

/**
 * Line amounts, subtotal, tax and total of an invoice (SPEC §5 calculations), with VAT per
 * (category, rate) group as EN 16931 requires. A line without its own rate and category is taxed at
 * the invoice rate as category S — also at a rate of 0, which is how every invoice made before
 * per-line rates reads; a caller that means Z, E, AE, K, G or O passes it on the line. So an invoice
 * whose lines carry no rate of their own has one group and exactly the figures of a single rate.
 */
export function computeTotals(items: LineInput[], taxRate: string | number | null | undefined): Totals {
  const rate = isBlank(taxRate) ? FALLBACK_TAX_RATE : taxRate;
  const invoiceRate = fromCents(toCents(rate));
  const lines = items.map((item) => {
    const rateCents = toCents(item.rate);
    return {
      quantity: item.quantity,
      rateCents,
      amountCents: lineAmountCents(item.quantity, rateCents),
      taxRate: isBlank(item.taxRate) ? invoiceRate : fromCents(lineTaxBasisPoints(item.taxRate)),
      taxCategory: lineTaxCategory(item.taxCategory),
    };
  });
  // BR-CO-10 / BR-CO-13: the sum of line net amounts (BT-106) is the total without VAT (BT-109),
  // as Duely has no document-level allowances or charges.
  const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const groups = taxGroups(lines);
  // BR-CO-14: invoice total VAT amount (BT-110) = Σ VAT category tax amount (BT-117).
  const tax = groups.reduce((sum, g) => sum + g.taxCents, 0);
  return {
    lines,
    subtotalCents: subtotal,
    taxCents: tax,
    totalCents: subtotal + tax,
    taxRate: invoiceRate,
    groups,
  };
}

/**
 * BR-CO-17: VAT category tax amount (BT-117) = VAT category taxable amount (BT-116) × (VAT category
 * rate (BT-119) / 100), rounded to two decimals — on the group's net sum (BR-S-08: one breakdown row
 * per category and rate), never a sum of rounded per-line taxes. Half away from zero, as taxCents.
 */
function taxGroups(lines: Totals['lines']): TaxGroup[] {
  const byKey = new Map<string, TaxGroup>();
  for (const line of lines) {
    const key = `${line.taxCategory} ${line.taxRate}`;
    const group = byKey.get(key) ?? {
      category: line.taxCategory,
      rate: line.taxRate,
      taxableCents: 0,
      taxCents: 0,
    };
    group.taxableCents += line.amountCents;
    byKey.set(key, group);
  }
  const order = (g: TaxGroup) => TAX_CATEGORIES.indexOf(g.category);
  return [...byKey.values()]
    .map((g) => ({ ...g, taxCents: taxCents(g.taxableCents, g.rate) }))
    .sort((a, b) => toCents(b.rate) - toCents(a.rate) || order(a) - order(b));
}

function isBlank(value: string | number | null | undefined): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** A line's VAT rate in hundredths of a percent (19.5 → 1950); unlike the invoice rate, never rounded. */
function lineTaxBasisPoints(rate: string | number): number {
  const text = typeof rate === 'number' ? numberToPlainString(rate) : rate.trim();
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(text);
  const basisPoints = match && /^0*$/.test((match[2] ?? '').slice(2)) ? toCents(text) : -1;
  if (basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`Not a tax rate from 0 to 100 with up to 2 decimals: ${rate}`);
  }
  return basisPoints;
}

function lineTaxCategory(category: string | null | undefined): TaxCategory {
  if (category === null || category === undefined) return 'S';
  if (!(TAX_CATEGORIES as readonly string[]).includes(category))
    throw new RangeError(`Not a VAT category: ${category}`);
  return category as TaxCategory;
}
