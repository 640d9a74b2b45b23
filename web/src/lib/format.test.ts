import { describe, expect, it } from 'vitest';
import { formatEuro, formatEuroWhole } from './format.ts';

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
