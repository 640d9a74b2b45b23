import { describe, expect, it } from 'vitest';
import { winningStretches, type ListedPeriod } from './price-list.ts';

const period = (id: number, startDate: string, endDate: string, isActive = true): ListedPeriod => ({ id, startDate, endDate, isActive });
const shown = (periods: ListedPeriod[]) => winningStretches(periods).map((s) => [s.period.id, s.startDate, s.endDate]);

describe('winningStretches', () => {
  it('lists periods that do not overlap as they are, by start date', () => {
    expect(shown([period(2, '2031-07-01', '2031-07-31'), period(1, '2031-06-01', '2031-06-30')])).toEqual([
      [1, '2031-06-01', '2031-06-30'],
      [2, '2031-07-01', '2031-07-31'],
    ]);
  });

  it('splits a long period around a shorter one that starts later, which wins its days', () => {
    expect(shown([period(1, '2031-07-01', '2031-08-31'), period(2, '2031-08-10', '2031-08-20')])).toEqual([
      [1, '2031-07-01', '2031-08-09'],
      [2, '2031-08-10', '2031-08-20'],
      [1, '2031-08-21', '2031-08-31'],
    ]);
  });

  it('gives the shared days of two crossing periods to the one that starts last', () => {
    expect(shown([period(1, '2031-06-01', '2031-06-30'), period(2, '2031-06-20', '2031-07-10')])).toEqual([
      [1, '2031-06-01', '2031-06-19'],
      [2, '2031-06-20', '2031-07-10'],
    ]);
  });

  it('leaves out a period no day is left to, and a tie in start goes to the newer period', () => {
    expect(
      shown([period(1, '2031-06-10', '2031-06-12'), period(2, '2031-06-01', '2031-06-30'), period(3, '2031-06-01', '2031-06-20')]),
    ).toEqual([
      [3, '2031-06-01', '2031-06-09'],
      [1, '2031-06-10', '2031-06-12'],
      [3, '2031-06-13', '2031-06-20'],
      [2, '2031-06-21', '2031-06-30'],
    ]);
    expect(shown([period(1, '2031-06-01', '2031-06-30'), period(2, '2031-06-01', '2031-06-30')])).toEqual([
      [2, '2031-06-01', '2031-06-30'],
    ]);
  });

  it('ignores inactive periods and keeps a gap between periods as a gap', () => {
    expect(
      shown([period(1, '2031-06-01', '2031-06-10'), period(2, '2031-06-05', '2031-06-30', false), period(3, '2031-06-20', '2031-06-25')]),
    ).toEqual([
      [1, '2031-06-01', '2031-06-10'],
      [3, '2031-06-20', '2031-06-25'],
    ]);
  });
});
