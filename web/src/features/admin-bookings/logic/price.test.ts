import { describe, expect, it } from 'vitest';
import { parsePrice } from './price.ts';

describe('parsePrice', () => {
  it('reads dotted and Italian decimals', () => {
    expect(parsePrice('450')).toBe(450);
    expect(parsePrice('450.50')).toBe(450.5);
    expect(parsePrice('450,50')).toBe(450.5);
    expect(parsePrice('1.234,56')).toBe(1234.56);
    expect(parsePrice(' € 1 200,00 ')).toBe(1200);
  });

  it('gives 0 when it cannot read a number', () => {
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice(undefined)).toBe(0);
    expect(parsePrice(null)).toBe(0);
    expect(parsePrice(Number.NaN)).toBe(0);
  });

  it('keeps numbers as they are', () => {
    expect(parsePrice(99.9)).toBe(99.9);
  });
});
