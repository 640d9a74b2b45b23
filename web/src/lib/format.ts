// Money in Italian: '1.234,50 €'. Intl.NumberFormat('it-IT', EUR) is the reference, but a page's
// first Intl object costs 20 to 55 ms of main thread here (the browser loads its locale data), on
// the public pages' first render. So the usual amounts (not negative, written without an exponent)
// are written here, the way that formatter writes them, and anything else goes to it;
// format.test.ts compares the two on many thousand amounts.

let euro: Intl.NumberFormat | undefined;
let euroWhole: Intl.NumberFormat | undefined;
const intlEuro = () => (euro ??= new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }));
const intlEuroWhole = () =>
  (euroWhole ??= new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }));

/**
 * `value` with `digits` decimals, rounded half up on its shortest decimal writing (1.005 → '1,01',
 * as Intl rounds), grouped the Italian way: a dot every three digits from five digits up ('1000',
 * '12.345': CLDR's minimum grouping of 2 for Italian). Null for what only Intl writes: negative
 * numbers (-0 included), exponents, NaN and infinities.
 */
function italianFixed(value: number, digits: number): string | null {
  const text = String(value);
  if (Object.is(value, -0) || !/^\d+(?:\.\d+)?$/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const padded = fraction.padEnd(digits + 1, '0');
  let scaled = BigInt(whole + padded.slice(0, digits));
  if (padded[digits]! >= '5') scaled += 1n;
  const all = scaled.toString().padStart(digits + 1, '0');
  const integer = digits === 0 ? all : all.slice(0, -digits);
  const grouped = integer.length < 5 ? integer : integer.replace(/\B(?=(\d{3})+$)/g, '.');
  return digits === 0 ? grouped : `${grouped},${all.slice(-digits)}`;
}

/** '1.234,50 €' — money arrives as a decimal string and is formatted once, here. */
export function formatEuro(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const fixed = italianFixed(value, 2);
  return fixed === null ? intlEuro().format(value) : `${fixed}\u00a0€`;
}

/** '1.235 €' — the public price list shows whole euro. */
export function formatEuroWhole(amount: string | number): string {
  const value = Math.round(typeof amount === 'number' ? amount : Number(amount));
  const fixed = italianFixed(value, 0);
  return fixed === null ? intlEuroWhole().format(value) : `${fixed}\u00a0€`;
}

export function dayLabel(days: number): string {
  return days === 1 ? 'giorno' : 'giorni';
}
