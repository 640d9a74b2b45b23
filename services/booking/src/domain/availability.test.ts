import { describe, expect, it } from 'vitest';
import { isRangeFree } from './availability.ts';

const range = { startDate: '2026-08-10', endDate: '2026-08-12' };

describe('isRangeFree', () => {
  it('is free with no bookings and no marked days', () => {
    expect(isRangeFree(range, [], [])).toBe(true);
  });

  it('is taken by a confirmed booking touching either end', () => {
    expect(isRangeFree(range, [{ startDate: '2026-08-05', endDate: '2026-08-10', status: 'confirmed' }], [])).toBe(false);
    expect(isRangeFree(range, [{ startDate: '2026-08-12', endDate: '2026-08-20', status: 'confirmed' }], [])).toBe(false);
    expect(isRangeFree(range, [{ startDate: '2026-08-13', endDate: '2026-08-20', status: 'confirmed' }], [])).toBe(true);
  });

  it('ignores pending and cancelled bookings', () => {
    const bookings = [
      { startDate: '2026-08-10', endDate: '2026-08-12', status: 'pending' },
      { startDate: '2026-08-11', endDate: '2026-08-11', status: 'cancelled' },
    ];
    expect(isRangeFree(range, bookings, [])).toBe(true);
  });

  it('is taken by a day marked anything other than available inside the range', () => {
    expect(isRangeFree(range, [], [{ date: '2026-08-11', status: 'blocked' }])).toBe(false);
    expect(isRangeFree(range, [], [{ date: '2026-08-11', status: 'available' }])).toBe(true);
    expect(isRangeFree(range, [], [{ date: '2026-08-13', status: 'maintenance' }])).toBe(true);
  });
});
