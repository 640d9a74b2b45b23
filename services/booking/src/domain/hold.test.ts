import { describe, expect, it } from 'vitest';
import { holdUntil, reminderAt } from './hold.ts';

const settings = { hours: 24, minHours: 2 };

describe('holdUntil', () => {
  it('holds for the usual hours when the departure is far', () => {
    const now = new Date('2027-07-01T08:00:00Z');
    expect(holdUntil(now, '2027-07-20', settings).toISOString()).toBe('2027-07-02T08:00:00.000Z');
  });

  it('stops at 18:00 (Rome) of the day before departure', () => {
    const now = new Date('2027-07-09T08:00:00Z');
    expect(holdUntil(now, '2027-07-10', settings).toISOString()).toBe('2027-07-09T16:00:00.000Z');
  });

  it('never holds less than the minimum, even past that evening', () => {
    const now = new Date('2027-07-09T15:30:00Z');
    expect(holdUntil(now, '2027-07-10', settings).toISOString()).toBe('2027-07-09T17:30:00.000Z');
    expect(holdUntil(now, '2027-07-09', settings).toISOString()).toBe('2027-07-09T17:30:00.000Z');
  });

  it('accepts fractions of an hour', () => {
    const now = new Date('2027-07-01T08:00:00Z');
    expect(holdUntil(now, '2027-07-20', { hours: 2 / 3600, minHours: 0 }).toISOString()).toBe('2027-07-01T08:00:02.000Z');
  });
});

describe('reminderAt', () => {
  it('is half-way through the hold', () => {
    expect(reminderAt(new Date('2027-07-01T08:00:00Z'), new Date('2027-07-02T08:00:00Z')).toISOString()).toBe('2027-07-01T20:00:00.000Z');
  });
});
