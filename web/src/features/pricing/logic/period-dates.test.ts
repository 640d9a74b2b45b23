import { describe, expect, it } from 'vitest';
import { periodDates } from './period-dates.ts';

describe('a price period written in the price list (docs/public-pages.md)', () => {
  it('writes the year once when the period stays in one year', () => {
    expect(periodDates('2027-06-01', '2027-09-30', 'it')).toBe('1 giu – 30 set 2027');
    expect(periodDates('2027-06-01', '2027-09-30', 'en')).toBe('1 Jun – 30 Sept 2027');
  });

  it('writes both years when the period crosses one', () => {
    expect(periodDates('2026-11-01', '2027-03-31', 'it')).toBe('1 nov 2026 – 31 mar 2027');
    expect(periodDates('2026-11-01', '2027-03-31', 'en')).toBe('1 Nov 2026 – 31 Mar 2027');
  });
});
