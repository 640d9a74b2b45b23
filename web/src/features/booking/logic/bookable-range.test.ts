import { describe, expect, it } from 'vitest';
import { DEFAULT_SAME_DAY_CUTOFF_HOUR } from '@nbp/contracts/common';
import { MAX_RENTAL_DAYS as CONTRACT_MAX_RENTAL_DAYS } from '@nbp/contracts/http/pricing';
import { firstBookableDay, lastEndDay, MAX_RENTAL_DAYS, SAME_DAY_CUTOFF_HOUR } from './bookable-range.ts';

describe('the first bookable day', () => {
  it("agrees with the contracts' numbers", () => {
    expect(MAX_RENTAL_DAYS).toBe(CONTRACT_MAX_RENTAL_DAYS);
    expect(SAME_DAY_CUTOFF_HOUR).toBe(DEFAULT_SAME_DAY_CUTOFF_HOUR);
  });

  it('is today before 9:00 in Rome and tomorrow from 9:00 on (22:00 no longer offers today)', () => {
    // July: Rome is UTC+2.
    expect(firstBookableDay(new Date('2027-07-10T06:59:00Z'))).toBe('2027-07-10');
    expect(firstBookableDay(new Date('2027-07-10T07:00:00Z'))).toBe('2027-07-11');
    expect(firstBookableDay(new Date('2027-07-10T20:00:00Z'))).toBe('2027-07-11');
    // January: UTC+1, and 23:30 UTC is already the next day in Rome.
    expect(firstBookableDay(new Date('2027-01-10T07:59:00Z'))).toBe('2027-01-10');
    expect(firstBookableDay(new Date('2027-01-10T08:00:00Z'))).toBe('2027-01-11');
    expect(firstBookableDay(new Date('2027-12-31T23:30:00Z'))).toBe('2028-01-01');
    expect(firstBookableDay(new Date('2027-07-10T20:00:00Z'), 24)).toBe('2027-07-10');
  });
});

describe('the last day an end may be', () => {
  it('is the 30th day of the rental when nothing is taken', () => {
    expect(lastEndDay('2027-07-10', new Set())).toBe('2027-08-08');
  });

  it('stops the day before the first taken day after the start (10 July around a booking of 12-14 July)', () => {
    const taken = new Set(['2027-07-12', '2027-07-13', '2027-07-14']);
    expect(lastEndDay('2027-07-10', taken)).toBe('2027-07-11');
    expect(lastEndDay('2027-07-11', taken)).toBe('2027-07-11');
    expect(lastEndDay('2027-07-15', taken)).toBe('2027-08-13');
    // A taken day beyond the 30th does not matter.
    expect(lastEndDay('2027-06-10', new Set(['2027-07-10']))).toBe('2027-07-09');
    expect(lastEndDay('2027-06-10', new Set(['2027-07-11']))).toBe('2027-07-09');
  });
});
