import { describe, expect, it } from 'vitest';
import { pageCount, quickRangeDates } from './quick-range.ts';

describe('quick ranges', () => {
  it('runs weeks Monday to Sunday', () => {
    // 2027-06-10 is a Thursday.
    expect(quickRangeDates('thisWeek', '2027-06-10')).toEqual({ from: '2027-06-07', to: '2027-06-13' });
    expect(quickRangeDates('nextWeek', '2027-06-10')).toEqual({ from: '2027-06-14', to: '2027-06-20' });
    // A Sunday belongs to the week that began the Monday before.
    expect(quickRangeDates('thisWeek', '2027-06-13')).toEqual({ from: '2027-06-07', to: '2027-06-13' });
    expect(quickRangeDates('nextWeek', '2027-12-29')).toEqual({ from: '2028-01-03', to: '2028-01-09' });
  });

  it('takes the whole calendar month', () => {
    expect(quickRangeDates('thisMonth', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('has no bounds for Tutte', () => {
    expect(quickRangeDates('all', '2027-06-10')).toBeNull();
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(81, 20)).toBe(5);
  });
});
