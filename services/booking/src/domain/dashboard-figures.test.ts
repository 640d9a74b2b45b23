import { describe, expect, it } from 'vitest';
import { daysWithin, monthOf, occupancyPercent, seasonOf } from './dashboard-figures.ts';

describe('dashboard figures spans', () => {
  it('the season is 1 April-31 October of the year of today', () => {
    // From November, and until April, the season counted is the next one.
    expect(seasonOf('2026-11-20')).toEqual({ year: 2027, from: '2027-04-01', to: '2027-10-31', running: false });
    expect(seasonOf('2027-01-01')).toEqual({ year: 2027, from: '2027-04-01', to: '2027-10-31', running: false });
    expect(seasonOf('2027-04-01')).toEqual({ year: 2027, from: '2027-04-01', to: '2027-10-31', running: true });
    expect(seasonOf('2027-10-31')).toEqual({ year: 2027, from: '2027-04-01', to: '2027-10-31', running: true });
  });

  it('the month knows its length, leap Februaries included', () => {
    expect(monthOf('2026-11-20')).toEqual({ month: '2026-11', from: '2026-11-01', to: '2026-11-30', days: 30 });
    expect(monthOf('2028-02-03').days).toBe(29);
    expect(monthOf('2026-02-03').to).toBe('2026-02-28');
  });

  it('counts only the days inside the month, both ends included', () => {
    expect(daysWithin('2026-10-30', '2026-11-02', '2026-11-01', '2026-11-30')).toBe(2);
    expect(daysWithin('2026-11-10', '2026-11-10', '2026-11-01', '2026-11-30')).toBe(1);
    expect(daysWithin('2026-12-01', '2026-12-03', '2026-11-01', '2026-11-30')).toBe(0);
  });

  it('occupancy is a whole percent capped at 100', () => {
    expect(occupancyPercent(10, 30)).toBe(33);
    expect(occupancyPercent(0, 30)).toBe(0);
    expect(occupancyPercent(31, 30)).toBe(100);
  });
});
