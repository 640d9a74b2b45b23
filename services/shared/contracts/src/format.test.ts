import { describe, expect, it } from 'vitest';
import {
  daysLabel,
  formatEuro,
  formatEuroWhole,
  longItalianDate,
  shortItalianDate,
  slashItalianDate,
  weekdayItalianDate,
} from './format.ts';

const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const intlWhole = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** A small seeded generator: the same amounts at every run. */
function* amounts(count: number): Generator<number> {
  let seed = 20261123;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const magnitude = 10 ** Math.floor(next() * 10);
    const decimals = Math.floor(next() * 5);
    yield Number((next() * magnitude).toFixed(decimals));
  }
}

describe('euro amounts, written as Intl.NumberFormat it-IT EUR writes them', () => {
  const edges = [
    0,
    -0,
    1,
    5,
    9.99,
    12.5,
    99.995,
    999.99,
    999.995,
    1000,
    1234.5,
    9999.995,
    10000,
    12345.678,
    1e6,
    1e9,
    0.005,
    0.004,
    1.005,
    2.675,
    1.125,
    0.1 + 0.2,
    1e21,
    1e-7,
    5e-324,
    -3.2,
    -0.004,
    -1234.5,
    Number.MAX_SAFE_INTEGER,
    NaN,
    Infinity,
    -Infinity,
  ];

  it('edge amounts, numbers and decimal strings alike', () => {
    for (const value of edges) {
      expect(formatEuro(value), String(value)).toBe(intl.format(value));
      expect(formatEuro(String(value)), `'${value}'`).toBe(intl.format(Number(String(value))));
      expect(formatEuroWhole(value), String(value)).toBe(intlWhole.format(Math.round(value)));
    }
    expect(formatEuro('1234.50')).toBe('1234,50\u00a0€');
    expect(formatEuro('12345.5')).toBe('12.345,50\u00a0€');
    expect(formatEuroWhole('1234.50')).toBe('1235\u00a0€');
  });

  it('20,000 generated amounts', () => {
    const wrong: string[] = [];
    for (const value of amounts(20_000)) {
      if (formatEuro(value) !== intl.format(value)) wrong.push(`${value}: ${formatEuro(value)} ≠ ${intl.format(value)}`);
      if (formatEuroWhole(value) !== intlWhole.format(Math.round(value))) wrong.push(`whole ${value}: ${formatEuroWhole(value)}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe('Italian dates, written as Intl.DateTimeFormat it-IT writes them', () => {
  // A calendar date at noon UTC is the same day in Rome whatever the season.
  const rome = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', ...options });
  const long = rome({ day: 'numeric', month: 'long', year: 'numeric' });
  const short = rome({ day: 'numeric', month: 'short', year: 'numeric' });
  const slash = rome({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const weekday = rome({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  it('the four formats, every day of a leap year and the next', () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(2028, 0, 1, 12); time < Date.UTC(2030, 0, 1); time += 86_400_000) {
      const instant = new Date(time);
      const day = instant.toISOString().slice(0, 10);
      if (longItalianDate(day) !== long.format(instant)) wrong.push(`long ${day}: ${longItalianDate(day)}`);
      if (shortItalianDate(day) !== short.format(instant)) wrong.push(`short ${day}: ${shortItalianDate(day)}`);
      if (slashItalianDate(day) !== slash.format(instant)) wrong.push(`slash ${day}: ${slashItalianDate(day)}`);
      if (weekdayItalianDate(day) !== weekday.format(instant)) wrong.push(`weekday ${day}: ${weekdayItalianDate(day)}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('the texts the pages and the mails show', () => {
    expect(longItalianDate('2027-07-12')).toBe('12 luglio 2027');
    expect(shortItalianDate('2027-07-12')).toBe('12 lug 2027');
    expect(shortItalianDate('2027-07-12', false)).toBe('12 lug');
    expect(slashItalianDate('2027-07-02')).toBe('02/07/2027');
    expect(weekdayItalianDate('2027-06-12')).toBe('sabato 12 giugno 2027');
    expect(daysLabel(1)).toBe('1 giorno');
    expect(daysLabel(3)).toBe('3 giorni');
  });
});
