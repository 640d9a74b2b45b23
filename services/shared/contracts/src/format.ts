// Money and dates in Italian, written once for the site and the mails. No zod and no Intl object at
// load: a public page imports this on its first render, and a page's first Intl object costs 20 to
// 55 ms of main thread in a browser (it loads its locale data). The usual amounts (not negative,
// written without an exponent) are therefore written here the way Intl.NumberFormat('it-IT', EUR)
// writes them, and anything else goes to that formatter, made on first use; format.test.ts compares
// the two on many thousand amounts, and the dates with date-fns and Intl on every day of a year.
// Dates are rental dates 'YYYY-MM-DD': calendar days, so no time zone is involved.

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

/** '1234,50 €', '12.345,50 €' — money arrives as a decimal string and is formatted once, here. */
export function formatEuro(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const fixed = italianFixed(value, 2);
  return fixed === null ? intlEuro().format(value) : `${fixed}\u00a0€`;
}

/** '1235 €' — the public price list shows whole euro. */
export function formatEuroWhole(amount: string | number): string {
  const value = Math.round(typeof amount === 'number' ? amount : Number(amount));
  const fixed = italianFixed(value, 0);
  return fixed === null ? intlEuroWhole().format(value) : `${fixed}\u00a0€`;
}

/** 'giorno' or 'giorni'. */
export function dayLabel(days: number): string {
  return days === 1 ? 'giorno' : 'giorni';
}

/** '1 giorno', '3 giorni'. */
export function daysLabel(days: number): string {
  return `${days} ${dayLabel(days)}`;
}

export const MONTH_NAMES = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

/** Monday first, as Italian calendars are printed. */
export const WEEKDAY_LETTERS = ['L', 'M', 'M', 'G', 'V', 'S', 'D'] as const;
export const WEEKDAY_NAMES = ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'] as const;

function parts(iso: string): [year: number, month: number, day: number] {
  return iso.split('-').map(Number) as [number, number, number];
}

/** '12 luglio 2027': the accessible name of a calendar day. */
export function longItalianDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** '12 lug 2027': what a date field shows; '12 lug' without the year. */
export function shortItalianDate(iso: string, withYear = true): string {
  const [y, m, d] = parts(iso);
  const dayMonth = `${d} ${MONTH_NAMES[m - 1]!.slice(0, 3)}`;
  return withYear ? `${dayMonth} ${y}` : dayMonth;
}

/** '12/07/2027': the mails' subjects. */
export function slashItalianDate(iso: string): string {
  const [y, m, d] = parts(iso);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${String(y).padStart(4, '0')}`;
}

/** 'lunedì 12 luglio 2027': the mails' bodies. */
export function weekdayItalianDate(iso: string): string {
  const [y, m, d] = parts(iso);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return `${WEEKDAY_NAMES[weekday]} ${longItalianDate(iso)}`;
}
