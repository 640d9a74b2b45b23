import { describe, expect, it } from 'vitest';
import { alarmsText, daysText, eventsText, lastReadText, shortUrl } from './calendar-text.ts';

describe('the Calendari tab words', () => {
  it('counts events and alarms in Italian', () => {
    expect(eventsText(0)).toBe('0 eventi');
    expect(eventsText(1)).toBe('1 evento');
    expect(eventsText(12)).toBe('12 eventi');
    expect(alarmsText(1)).toBe('1 avviso');
    expect(alarmsText(2)).toBe('2 avvisi');
  });

  it('says the last good read on the clock of Patti, summer and winter, or Mai letto', () => {
    expect(lastReadText('2027-08-03T12:05:00Z')).toBe('Ultima lettura riuscita: 03 ago 2027 14:05 (ora di Patti)');
    expect(lastReadText('2027-01-09T23:30:00Z')).toBe('Ultima lettura riuscita: 10 gen 2027 00:30 (ora di Patti)');
    expect(lastReadText(null)).toBe('Mai letto');
  });

  it('says an event’s days, one day or several', () => {
    expect(daysText('2027-08-03', '2027-08-05')).toBe('dal 3 ago 2027 al 5 ago 2027');
    expect(daysText('2027-08-03', '2027-08-03')).toBe('il 3 ago 2027');
  });

  it('shortens a feed URL: host and path, no query, cut past 48 characters', () => {
    expect(shortUrl('https://www.samboat.it/ical/123.ics')).toBe('www.samboat.it/ical/123.ics');
    expect(shortUrl('https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/private-0123456789/basic.ics')).toBe(
      'calendar.google.com/calendar/ical/abc%40group.c…',
    );
    expect(shortUrl('https://example.com/feed.ics?key=secret')).toBe('example.com/feed.ics?…');
    expect(shortUrl('https://example.com/')).toBe('example.com');
    expect(shortUrl('not a url')).toBe('not a url');
  });
});
