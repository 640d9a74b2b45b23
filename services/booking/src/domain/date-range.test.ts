import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@nbp/contracts/messages';
import { firstBookableDate, sameDayProblem } from '@nbp/contracts/common';
import { requestDateProblem } from './date-range.ts';

describe('requestDateProblem', () => {
  const today = '2026-07-10';
  it('accepts today and later, a single day included', () => {
    expect(requestDateProblem({ startDate: today, endDate: today }, today)).toBeNull();
    expect(requestDateProblem({ startDate: '2026-07-11', endDate: '2026-07-14' }, today)).toBeNull();
  });

  it('refuses a start in the past, an end in the past, an end before the start, with the documented texts', () => {
    expect(requestDateProblem({ startDate: '2026-07-09', endDate: '2026-07-12' }, today)).toEqual({
      path: 'startDate',
      message: MESSAGES.pastDate,
      code: 'date_in_past',
    });
    expect(requestDateProblem({ startDate: '2026-07-12', endDate: '2026-07-09' }, today)).toEqual({
      path: 'endDate',
      message: MESSAGES.endInPast,
      code: 'end_date_in_past',
    });
    expect(requestDateProblem({ startDate: '2026-07-12', endDate: '2026-07-11' }, today)).toEqual({
      path: 'endDate',
      message: MESSAGES.endBeforeStart,
      code: 'end_before_start',
    });
  });
});

describe('the same-day cut-off', () => {
  // 2027-07-10 in Rome is UTC+2: 06:59 UTC is 08:59 there, 07:00 UTC is 09:00.
  const before = new Date('2027-07-10T06:59:00Z');
  const at = new Date('2027-07-10T07:00:00Z');
  const late = new Date('2027-07-10T20:00:00Z');

  it('today is the first bookable day before the cut-off hour, tomorrow from it on (hours in Rome)', () => {
    expect(firstBookableDate(before, 9)).toBe('2027-07-10');
    expect(firstBookableDate(at, 9)).toBe('2027-07-11');
    expect(firstBookableDate(late, 9)).toBe('2027-07-11');
    expect(firstBookableDate(late, 24)).toBe('2027-07-10');
    expect(firstBookableDate(before, 0)).toBe('2027-07-11');
    // 23:30 UTC on the 31st of December is already the 1st of January in Rome.
    expect(firstBookableDate(new Date('2027-12-31T23:30:00Z'), 9)).toBe('2028-01-01');
    expect(firstBookableDate(new Date('2027-12-31T22:30:00Z'), 9)).toBe('2028-01-01');
  });

  it('refuses a start today from the cut-off with the Italian message, and nothing else', () => {
    expect(sameDayProblem({ startDate: '2027-07-10' }, 9, before)).toBeNull();
    expect(sameDayProblem({ startDate: '2027-07-10' }, 9, at)).toEqual({
      path: 'startDate',
      message: 'Le prenotazioni per oggi si chiudono alle 09:00: scegli una data da domani.',
      code: 'same_day_closed',
      params: { hour: '09' },
    });
    expect(sameDayProblem({ startDate: '2027-07-11' }, 9, late)).toBeNull();
    expect(sameDayProblem({ startDate: '2027-07-10' }, 24, late)).toBeNull();
  });
});
