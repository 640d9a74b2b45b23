/**
 * Money as integer cents and multipliers as integer hundredths, parsed from decimal strings
 * without going through a float, so sums are exact.
 */

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** '150' | '150.5' | '150.50' -> 15050. */
export function toCents(value: string): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`Not a non-negative decimal with at most 2 decimals: ${value}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A multiplier like '1.25' as hundredths (125); same grammar as money. */
export const toHundredths = toCents;

/** 45000 -> '450.00'. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a cent amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * cents x m1 x m2 ..., each multiplier in hundredths, rounded half up to the cent once at the end.
 * BigInt because a large price times two multipliers can pass 2^53.
 */
export function multiply(cents: number, ...hundredths: number[]): number {
  let numerator = BigInt(cents);
  let denominator = 1n;
  for (const factor of hundredths) {
    numerator *= BigInt(factor);
    denominator *= 100n;
  }
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** Rounded half up to a whole euro, still in cents. */
export function roundToEuro(cents: number): number {
  return Math.floor((cents + 50) / 100) * 100;
}
