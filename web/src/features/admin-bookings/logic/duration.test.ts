import { describe, expect, it } from 'vitest';
import { bookingDuration, durationText } from './duration.ts';

describe('bookingDuration', () => {
  it('counts both dates, as the quote and the mails do: 11-13 August is 3 days', () => {
    expect(bookingDuration('2027-08-11', '2027-08-13')).toBe(3);
    expect(bookingDuration('2027-06-10', '2027-06-11')).toBe(2);
  });

  it('counts a same-day booking as 1', () => {
    expect(bookingDuration('2027-06-10', '2027-06-10')).toBe(1);
  });

  it('reads the calendar date of a full timestamp', () => {
    expect(bookingDuration('2027-06-10T09:00:00Z', '2027-06-11T18:00:00Z')).toBe(2);
    expect(bookingDuration('2027-06-10T09:00:00Z', '2027-06-10T18:00:00Z')).toBe(1);
  });

  it('is not fooled by the change to summer time', () => {
    expect(bookingDuration('2027-03-27', '2027-03-29')).toBe(3);
  });

  it('falls back to 1 on unreadable or reversed dates', () => {
    expect(bookingDuration('boh', '2027-06-10')).toBe(1);
    expect(bookingDuration('2027-06-12', '2027-06-10')).toBe(1);
  });
});

describe('durationText', () => {
  it("says 'giorno' for 1 and 'giorni' otherwise", () => {
    expect(durationText('2027-06-10', '2027-06-10')).toBe('1 giorno');
    expect(durationText('2027-06-10', '2027-06-11')).toBe('2 giorni');
    expect(durationText('2027-08-11', '2027-08-13')).toBe('3 giorni');
  });
});
