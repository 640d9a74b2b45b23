import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayFromTyped,
  clockIn,
  DATE_LONG,
  DATE_SHORT,
  DATE_SHORT_NO_YEAR,
  DATE_SLASH,
  DATE_WITH_WEEKDAY,
  dayInZone,
  daysBetween,
  daysText,
  dayWord,
  eachDay,
  formatDay,
  formatRomeInstant,
  hourInRome,
  inclusiveDays,
  isDay,
  isWeekend,
  monthOfDay,
  monthsAfter,
  monthYearTitle,
  rangeContains,
  rangesOverlap,
  romeClock,
  romeDateTimeText,
  romeInstant,
  todayInRome,
  WEEKDAY,
  weekdayIndex,
  weekdayNames,
  weekOf,
  zonedInstant,
} from './days.ts';

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2027-06-30', 1)).toBe('2027-07-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-01-01', -1)).toBe('2027-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2027-06-12', 0)).toBe('2027-06-12');
    expect(addDays('2027-01-01', 365)).toBe('2028-01-01');
    expect(addDays('2028-01-01', 366)).toBe('2029-01-01');
  });

  it('a daylight-saving Sunday is one day like any other, in March and in October', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2027-10-30', 1)).toBe('2027-10-31');
    expect(addDays('2027-10-31', 1)).toBe('2027-11-01');
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2);
    expect(inclusiveDays('2027-03-01', '2027-03-31')).toBe(31);
    expect(inclusiveDays('2027-10-01', '2027-10-31')).toBe(31);
  });

  it('counts days, both ends included for a range', () => {
    expect(daysBetween('2027-06-12', '2027-06-12')).toBe(0);
    expect(daysBetween('2027-06-14', '2027-06-12')).toBe(-2);
    expect(inclusiveDays('2027-08-11', '2027-08-13')).toBe(3);
    expect(inclusiveDays('2027-06-12', '2027-06-12')).toBe(1);
    expect(inclusiveDays('2027-12-30', '2028-01-02')).toBe(4);
    expect(inclusiveDays('2028-02-01', '2028-03-01')).toBe(30);
    expect(inclusiveDays('2027-02-01', '2027-03-01')).toBe(29);
    expect(inclusiveDays('2027-01-01', '2027-12-31')).toBe(365);
    expect(inclusiveDays('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('tells real days from look-alikes', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2100-02-29')).toBe(false);
    expect(isDay('2027-13-01')).toBe(false);
    expect(isDay('2027-06-31')).toBe(false);
    expect(isDay('2027-6-1')).toBe(false);
    expect(isDay('2027-06-12T00:00')).toBe(false);
    expect(isDay('0050-03-01')).toBe(true);
  });

  it('whole months, the 31st becoming a shorter month’s last day', () => {
    expect(monthsAfter('2027-01-31', 1)).toBe('2027-02-28');
    expect(monthsAfter('2028-01-31', 1)).toBe('2028-02-29');
    expect(monthsAfter('2027-08-31', 18)).toBe('2029-02-28');
    expect(monthsAfter('2027-06-12', 18)).toBe('2028-12-12');
  });

  it('weekdays from Monday, and weekends', () => {
    expect(weekdayIndex('2027-06-14')).toBe(0);
    expect(weekdayIndex('2027-06-13')).toBe(6);
    expect(weekdayIndex('2028-02-29')).toBe(1);
    expect(isWeekend('2027-06-12')).toBe(true);
    expect(isWeekend('2027-06-13')).toBe(true);
    expect(isWeekend('2027-06-14')).toBe(false);
  });

  it('the week (Monday to Sunday) and the month of a day, across years and leap days', () => {
    expect(weekOf('2027-06-10')).toEqual({ startDate: '2027-06-07', endDate: '2027-06-13' });
    expect(weekOf('2027-06-13')).toEqual({ startDate: '2027-06-07', endDate: '2027-06-13' });
    expect(weekOf('2027-06-14')).toEqual({ startDate: '2027-06-14', endDate: '2027-06-20' });
    expect(weekOf('2028-01-01')).toEqual({ startDate: '2027-12-27', endDate: '2028-01-02' });
    expect(monthOfDay('2028-02-10')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthOfDay('2027-02-28')).toEqual({ startDate: '2027-02-01', endDate: '2027-02-28' });
    expect(monthOfDay('2027-12-31')).toEqual({ startDate: '2027-12-01', endDate: '2027-12-31' });
  });

  it('ranges: every day, overlaps and contents, across months and years', () => {
    expect(eachDay({ startDate: '2027-12-30', endDate: '2028-01-02' })).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(eachDay({ startDate: '2028-02-28', endDate: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachDay({ startDate: '2027-06-12', endDate: '2027-06-12' })).toEqual(['2027-06-12']);
    expect(eachDay({ startDate: '2027-06-13', endDate: '2027-06-12' })).toEqual([]);
    const june = { startDate: '2027-06-01', endDate: '2027-06-30' };
    expect(rangesOverlap(june, { startDate: '2027-06-30', endDate: '2027-07-02' })).toBe(true);
    expect(rangesOverlap(june, { startDate: '2027-05-20', endDate: '2027-06-01' })).toBe(true);
    expect(rangesOverlap(june, { startDate: '2027-07-01', endDate: '2027-07-02' })).toBe(false);
    expect(rangesOverlap({ startDate: '2027-12-31', endDate: '2028-01-01' }, { startDate: '2028-01-01', endDate: '2028-01-01' })).toBe(
      true,
    );
    expect(rangeContains(june, '2027-06-01')).toBe(true);
    expect(rangeContains(june, '2027-06-30')).toBe(true);
    expect(rangeContains(june, '2027-07-01')).toBe(false);
  });
});

describe("Patti's clock", () => {
  it('today and the hour in Rome, across midnight and both clock changes', () => {
    // Winter: UTC+1.
    expect(romeClock(new Date('2027-01-15T22:59:00Z'))).toEqual({ date: '2027-01-15', hour: 23, minute: 59 });
    expect(todayInRome(new Date('2027-01-15T23:00:00Z'))).toBe('2027-01-16');
    // Summer: UTC+2.
    expect(todayInRome(new Date('2027-06-11T21:59:59Z'))).toBe('2027-06-11');
    expect(todayInRome(new Date('2027-06-11T22:00:00Z'))).toBe('2027-06-12');
    // 28 March 2027: 02:00 becomes 03:00 at 01:00 UTC.
    expect(hourInRome(new Date('2027-03-28T00:59:00Z'))).toBe(1);
    expect(hourInRome(new Date('2027-03-28T01:00:00Z'))).toBe(3);
    // 31 October 2027: 03:00 becomes 02:00 at 01:00 UTC.
    expect(romeClock(new Date('2027-10-31T00:30:00Z'))).toEqual({ date: '2027-10-31', hour: 2, minute: 30 });
    expect(romeClock(new Date('2027-10-31T01:30:00Z'))).toEqual({ date: '2027-10-31', hour: 2, minute: 30 });
    expect(todayInRome(new Date('2027-10-31T22:59:00Z'))).toBe('2027-10-31');
    expect(todayInRome(new Date('2027-10-31T23:00:00Z'))).toBe('2027-11-01');
  });

  it('the instant of a Rome wall-clock time, summer and winter, on the change days too', () => {
    expect(romeInstant('2027-06-11', '18:00').toISOString()).toBe('2027-06-11T16:00:00.000Z');
    expect(romeInstant('2027-01-11', '18:00').toISOString()).toBe('2027-01-11T17:00:00.000Z');
    expect(romeInstant('2027-03-28', '09:00').toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(romeInstant('2027-03-27', '18:00').toISOString()).toBe('2027-03-27T17:00:00.000Z');
    expect(romeInstant('2027-10-31', '09:00').toISOString()).toBe('2027-10-31T08:00:00.000Z');
    expect(romeInstant('2027-10-30', '18:00').toISOString()).toBe('2027-10-30T16:00:00.000Z');
    // A day's first instant: midnight in Rome, never moved by the change that night.
    expect(romeInstant('2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(romeInstant('2027-03-29').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(romeInstant('2027-11-01').toISOString()).toBe('2027-10-31T23:00:00.000Z');
    // The hour the spring change skips is read as the clocks show it, an hour later.
    expect(romeInstant('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('other zones, for calendar feeds that name theirs', () => {
    expect(zonedInstant('America/New_York', '2027-06-11', 20, 30).toISOString()).toBe('2027-06-12T00:30:00.000Z');
    expect(zonedInstant('UTC', '2027-06-11', 23, 59, 59).toISOString()).toBe('2027-06-11T23:59:59.000Z');
    expect(dayInZone('America/New_York', Date.parse('2027-06-12T00:30:00Z'))).toBe('2027-06-11');
    expect(dayInZone('Pacific/Auckland', new Date('2027-06-11T13:00:00Z'))).toBe('2027-06-12');
    expect(clockIn('Asia/Kolkata', new Date('2027-06-11T00:00:00Z'))).toEqual({ date: '2027-06-11', hour: 5, minute: 30 });
  });
});

describe('days in words', () => {
  it('Italian', () => {
    expect(formatDay('2027-07-12', 'it', DATE_LONG)).toBe('12 luglio 2027');
    expect(formatDay('2027-07-12', 'it', DATE_SHORT)).toBe('12 lug 2027');
    expect(formatDay('2027-07-12', 'it', DATE_SHORT_NO_YEAR)).toBe('12 lug');
    expect(formatDay('2027-07-02', 'it', DATE_SLASH)).toBe('02/07/2027');
    expect(formatDay('2027-06-12', 'it', DATE_WITH_WEEKDAY)).toBe('sabato 12 giugno 2027');
    expect(formatDay('2027-06-11', 'it', WEEKDAY)).toBe('venerdì');
    expect(formatDay('2028-02-29', 'it', DATE_WITH_WEEKDAY)).toBe('martedì 29 febbraio 2028');
    expect(formatDay('2027-03-28', 'it', DATE_SLASH)).toBe('28/03/2027');
    expect(formatDay('2027-10-31', 'it', DATE_LONG)).toBe('31 ottobre 2027');
    expect(monthYearTitle('it', 2027, 5)).toBe('Giugno 2027');
    expect(weekdayNames('it', 'long')).toEqual(['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']);
    expect(weekdayNames('it', 'narrow').join(' ')).toBe('L M M G V S D');
  });

  it('English', () => {
    expect(formatDay('2027-07-12', 'en', DATE_LONG)).toBe('12 July 2027');
    expect(formatDay('2027-07-12', 'en', DATE_SHORT)).toBe('12 Jul 2027');
    expect(formatDay('2027-06-12', 'en', DATE_WITH_WEEKDAY)).toBe('Saturday, 12 June 2027');
    expect(formatDay('2028-01-01', 'en', DATE_LONG)).toBe('1 January 2028');
    expect(monthYearTitle('en', 2027, 11)).toBe('December 2027');
    expect(weekdayNames('en', 'narrow').join(' ')).toBe('M T W T F S S');
  });

  it("instants on Patti's clock, in both languages, summer and winter", () => {
    expect(romeDateTimeText('2027-06-11T12:30:00Z', 'it')).toBe('venerdì 11/06/2027, 14:30');
    expect(romeDateTimeText('2027-06-11T12:30:00Z', 'en')).toBe('Friday, 11 June 2027 at 14:30');
    expect(romeDateTimeText(new Date('2027-01-15T12:30:00Z'), 'it')).toBe('venerdì 15/01/2027, 13:30');
    expect(formatRomeInstant(new Date('2026-11-22T09:05:00Z'), 'it', { dateStyle: 'long', timeStyle: 'short' })).toBe(
      '22 novembre 2026 alle ore 10:05',
    );
  });

  it('plurals by each language’s rules', () => {
    expect(daysText(1)).toBe('1 giorno');
    expect(daysText(3)).toBe('3 giorni');
    expect(daysText(0)).toBe('0 giorni');
    expect(daysText(1, 'en')).toBe('1 day');
    expect(daysText(2, 'en')).toBe('2 days');
    expect(daysText(0, 'en')).toBe('0 days');
    expect(dayWord(21, 'it')).toBe('giorni');
  });
});

describe("the back office's dates, once written by date-fns with its Italian locale, are Intl's to the byte", () => {
  it('every pattern it used, every day of a leap year', async () => {
    const { format } = await import('date-fns/format');
    const { parseISO } = await import('date-fns/parseISO');
    const { it: italian } = await import('date-fns/locale/it');
    const { longItalianDate, shortItalianDate } = await import('./format.ts');
    const patterns: [string, (day: string) => string][] = [
      ['d MMMM yyyy', longItalianDate],
      ['d MMM yyyy', (day) => shortItalianDate(day)],
      ['d MMM', (day) => shortItalianDate(day, false)],
      ['dd MMM yyyy', (day) => formatDay(day, 'it', { day: '2-digit', month: 'short', year: 'numeric' })],
      ['MMMM', (day) => formatDay(day, 'it', { month: 'long' })],
      ['MMMM yyyy', (day) => formatDay(day, 'it', { month: 'long', year: 'numeric' })],
      ['EEE', (day) => formatDay(day, 'it', { weekday: 'short' })],
      ['d', (day) => formatDay(day, 'it', { day: 'numeric' })],
      ['EEEE d MMMM', (day) => formatDay(day, 'it', { weekday: 'long', day: 'numeric', month: 'long' })],
    ];
    const mismatches: string[] = [];
    for (let day = '2028-01-01'; day < '2029-01-01'; day = addDays(day, 1)) {
      for (const [pattern, write] of patterns) {
        const expected = format(parseISO(day), pattern, { locale: italian });
        if (write(day) !== expected) mismatches.push(`${day} ${pattern}: ${write(day)} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("an instant as 'dd/MM/yyyy, HH:mm' on Patti's clock", async () => {
    const { slashItalianDateTime } = await import('./format.ts');
    expect(slashItalianDateTime('2027-06-12T12:35:00Z')).toBe('12/06/2027, 14:35');
    expect(slashItalianDateTime(new Date('2027-12-31T23:05:00Z'))).toBe('01/01/2028, 00:05');
  });
});

describe('dayFromTyped', () => {
  it('reads gg/mm/aaaa as typed in Italy, and AAAA-MM-GG', () => {
    expect(dayFromTyped('05/07/2027')).toBe('2027-07-05');
    expect(dayFromTyped(' 5/7/2027 ')).toBe('2027-07-05');
    expect(dayFromTyped('05-07-2027')).toBe('2027-07-05');
    expect(dayFromTyped('05.07.2027')).toBe('2027-07-05');
    expect(dayFromTyped('2027-07-05')).toBe('2027-07-05');
  });

  it('refuses what is no calendar day', () => {
    for (const text of ['', '31/02/2027', '07/05', '2027/07/05', 'domani', '13/13/2027', '1/1/27'])
      expect(dayFromTyped(text), text).toBeNull();
  });
});
