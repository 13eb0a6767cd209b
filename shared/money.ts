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
  return sign * Math.floor((Math.abs(product) + divisor / 2) / divisor);
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

export interface LineInput {
  quantity: number;
  rate: string | number;
}

export interface Totals {
  lines: { quantity: number; rateCents: number; amountCents: number }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRate: string;
}

/** Line amounts, subtotal, tax and total of an invoice (SPEC §5 calculations). */
export function computeTotals(items: LineInput[], taxRate: string | number | null | undefined): Totals {
  const rate = taxRate === null || taxRate === undefined || taxRate === '' ? FALLBACK_TAX_RATE : taxRate;
  const lines = items.map((item) => {
    const rateCents = toCents(item.rate);
    return { quantity: item.quantity, rateCents, amountCents: lineAmountCents(item.quantity, rateCents) };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const tax = taxCents(subtotal, rate);
  return {
    lines,
    subtotalCents: subtotal,
    taxCents: tax,
    totalCents: subtotal + tax,
    taxRate: fromCents(toCents(rate)),
  };
}
