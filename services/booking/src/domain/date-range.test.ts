import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '@nbp/contracts/messages';
import { addDays, coversDay, rangesOverlap, requestDateProblem } from './date-range.ts';

const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays('2026-12-20', n));
const range = fc.tuple(day, day).map(([a, b]) => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a }));

describe('rangesOverlap', () => {
  it('treats both ends as inclusive: touching ranges share a day', () => {
    expect(rangesOverlap({ startDate: '2026-07-01', endDate: '2026-07-03' }, { startDate: '2026-07-03', endDate: '2026-07-05' })).toBe(
      true,
    );
    expect(rangesOverlap({ startDate: '2026-07-01', endDate: '2026-07-02' }, { startDate: '2026-07-03', endDate: '2026-07-05' })).toBe(
      false,
    );
    expect(rangesOverlap({ startDate: '2026-07-04', endDate: '2026-07-04' }, { startDate: '2026-07-03', endDate: '2026-07-05' })).toBe(
      true,
    );
  });

  it('is true exactly when some day lies in both ranges (also across the year end)', () => {
    fc.assert(
      fc.property(range, range, (a, b) => {
        const days = Array.from({ length: 61 }, (_, n) => addDays('2026-12-20', n));
        const shared = days.some((d) => coversDay(a, d) && coversDay(b, d));
        return rangesOverlap(a, b) === shared && rangesOverlap(a, b) === rangesOverlap(b, a);
      }),
    );
  });
});

describe('requestDateProblem', () => {
  const today = '2026-07-10';
  it('accepts today and later, a single day included', () => {
    expect(requestDateProblem({ startDate: today, endDate: today }, today)).toBeNull();
    expect(requestDateProblem({ startDate: '2026-07-11', endDate: '2026-07-14' }, today)).toBeNull();
  });

  it('refuses a start in the past, an end in the past, an end before the start, with the spec texts', () => {
    expect(requestDateProblem({ startDate: '2026-07-09', endDate: '2026-07-12' }, today)).toEqual({
      path: 'startDate',
      message: MESSAGES.pastDate,
    });
    expect(requestDateProblem({ startDate: '2026-07-12', endDate: '2026-07-09' }, today)).toEqual({
      path: 'endDate',
      message: MESSAGES.endInPast,
    });
    expect(requestDateProblem({ startDate: '2026-07-12', endDate: '2026-07-11' }, today)).toEqual({
      path: 'endDate',
      message: MESSAGES.endBeforeStart,
    });
  });
});

describe('addDays', () => {
  it('moves across month, year and daylight-saving boundaries by whole days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
