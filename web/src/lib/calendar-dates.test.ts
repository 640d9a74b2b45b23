import { format, parseISO } from 'date-fns';
import { it as italian } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { todayInRome as contractToday } from '@nbp/contracts/common';
import { shortItalianDate } from '@nbp/contracts/format';
import { addDays, monthYearTitle, romeDateTimeText, todayInRome, weekdayNames } from './calendar-dates.ts';

describe('calendar dates without date-fns or zod (what the boat page loads)', () => {
  it("todayInRome is the contract's (Intl with the time-zone data), every 30 minutes from 2024 to 2031", () => {
    // The contract's own function makes a formatter per call: the same formatter, made once, checks every instant.
    const rome = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (const instant of [
      '2027-03-28T00:59:59Z',
      '2027-03-28T01:00:00Z',
      '2027-10-30T21:59:59Z',
      '2027-10-30T22:00:00Z',
      '2027-10-31T00:59:59Z',
    ]) {
      expect(todayInRome(new Date(instant))).toBe(contractToday(new Date(instant)));
    }
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2032, 0, 1); time += 30 * 60_000) {
      const now = new Date(time);
      if (todayInRome(now) !== rome.format(now)) mismatches.push(now.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it("shortItalianDate writes what date-fns wrote for 'd MMM yyyy' and 'd MMM' in Italian, every day of a year", () => {
    for (let day = '2028-01-01'; day < '2029-01-01'; day = addDays(day, 1)) {
      expect(shortItalianDate(day)).toBe(format(parseISO(day), 'd MMM yyyy', { locale: italian }));
      expect(shortItalianDate(day, false)).toBe(format(parseISO(day), 'd MMM', { locale: italian }));
    }
  });

  it('romeDateTimeText writes an instant as the clock in Patti shows it, in summer and in winter', () => {
    expect(romeDateTimeText('2027-06-11T12:30:00Z')).toBe('venerdì 11/06/2027, 14:30');
    expect(romeDateTimeText('2027-12-31T23:05:00Z')).toBe('sabato 01/01/2028, 00:05');
    expect(romeDateTimeText('2027-06-11T12:30:00Z', 'en')).toBe('Friday, 11 June 2027 at 14:30');
  });

  it("names months and weekdays in the page's language, weeks from Monday", () => {
    expect(weekdayNames('it', 'narrow')).toEqual(['L', 'M', 'M', 'G', 'V', 'S', 'D']);
    expect(weekdayNames('it', 'long')).toEqual(['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']);
    expect(weekdayNames('en', 'narrow')).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(weekdayNames('en', 'long')[0]).toBe('Monday');
    expect(monthYearTitle('it', 2027, 5)).toBe('Giugno 2027');
    expect(monthYearTitle('en', 2027, 5)).toBe('June 2027');
    expect(monthYearTitle('it', 2028, 0)).toBe('Gennaio 2028');
  });
});
