import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '@nbp/contracts/days';
import { coversDay, rangesOverlap } from './availability-model.ts';

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
