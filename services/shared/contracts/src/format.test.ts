import { describe, expect, it } from 'vitest';
import {
  daysLabel,
  formatEuro,
  formatEuroWhole,
  italianWeekday,
  longItalianDate,
  shortItalianDate,
  slashItalianDate,
  weekdayItalianDate,
} from './format.ts';

describe('euro amounts in Italian', () => {
  it('the texts the pages and the mails show, numbers and decimal strings alike', () => {
    expect(formatEuro('1234.50')).toBe('1234,50\u00a0€');
    expect(formatEuro(1234.5)).toBe('1234,50\u00a0€');
    expect(formatEuro('12345.5')).toBe('12.345,50\u00a0€');
    expect(formatEuro(0)).toBe('0,00\u00a0€');
    expect(formatEuro('450.00')).toBe('450,00\u00a0€');
    expect(formatEuro(1_000_000)).toBe('1.000.000,00\u00a0€');
    expect(formatEuro(1.005)).toBe('1,01\u00a0€');
    expect(formatEuro(-1234.5)).toBe('-1234,50\u00a0€');
    expect(formatEuroWhole('1234.50')).toBe('1235\u00a0€');
    expect(formatEuroWhole('500.00')).toBe('500\u00a0€');
    expect(formatEuroWhole(12345)).toBe('12.345\u00a0€');
  });
});

describe('Italian dates', () => {
  it('the texts the pages and the mails show', () => {
    expect(longItalianDate('2027-07-12')).toBe('12 luglio 2027');
    expect(shortItalianDate('2027-07-12')).toBe('12 lug 2027');
    expect(shortItalianDate('2027-07-12', false)).toBe('12 lug');
    expect(shortItalianDate('2027-09-28')).toBe('28 set 2027');
    expect(slashItalianDate('2027-07-02')).toBe('02/07/2027');
    expect(weekdayItalianDate('2027-06-12')).toBe('sabato 12 giugno 2027');
    expect(italianWeekday('2027-06-11')).toBe('venerdì');
    expect(daysLabel(1)).toBe('1 giorno');
    expect(daysLabel(3)).toBe('3 giorni');
  });

  it('a calendar day stays that day whatever the time zone, the first and last of a year included', () => {
    expect(longItalianDate('2028-01-01')).toBe('1 gennaio 2028');
    expect(longItalianDate('2027-12-31')).toBe('31 dicembre 2027');
    expect(weekdayItalianDate('2028-02-29')).toBe('martedì 29 febbraio 2028');
    expect(slashItalianDate('2027-03-28')).toBe('28/03/2027');
  });
});
