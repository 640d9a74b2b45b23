import { describe, expect, it } from 'vitest';
import { isPastLastOffered, pastLastOfferedMessage } from './calendar-horizon.ts';
import { isDayDisabled } from './disabled-days.ts';

describe('the calendar ends on the last priced day', () => {
  it('offers the last priced day and none after it', () => {
    expect(isPastLastOffered('2028-03-31', '2028-03-31')).toBe(false);
    expect(isPastLastOffered('2028-04-01', '2028-03-31')).toBe(true);
    expect(isPastLastOffered('2027-06-01', '2028-03-31')).toBe(false);
  });

  it('offers nothing for a boat without prices, and sets no bound before the answer arrives', () => {
    expect(isPastLastOffered('2027-06-01', null)).toBe(true);
    expect(isPastLastOffered('2099-06-01', undefined)).toBe(false);
  });

  it('disables the calendar days after it', () => {
    const rules = { today: '2027-05-10', blocked: new Set<string>(), choosing: 'start' as const, start: null, lastDay: '2027-05-20' };
    expect(isDayDisabled('2027-05-20', rules)).toBe(false);
    expect(isDayDisabled('2027-05-21', rules)).toBe(true);
    expect(isDayDisabled('2027-05-21', { ...rules, choosing: 'end', start: '2027-05-18' })).toBe(true);
  });

  it('says until when prices are set', () => {
    expect(pastLastOfferedMessage('2028-03-31')).toBe(
      'I prezzi sono disponibili fino al 31 marzo 2028: scegli una data entro quel giorno.',
    );
    expect(pastLastOfferedMessage(null)).toMatch(/non sono ancora disponibili/);
  });
});
