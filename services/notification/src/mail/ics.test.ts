import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldLine } from './ics.ts';

const event = {
  uid: 'richiesta-42@localhost',
  stamp: new Date('2026-11-22T09:05:07.123Z'),
  startDate: '2027-06-12',
  endDate: '2027-06-14',
  summary: 'Noleggio Eolo 6.40, Alacaluf I; 3 giorni',
  location: 'Via Papa Pio XII, 98066 Patti (ME)',
  description: 'Riga uno\nRiga due',
};

describe('buildIcs', () => {
  const ics = buildIcs(event);
  const lines = ics.split('\r\n');

  it('uses CRLF line endings only, and ends with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VEVENT inside a VCALENDAR', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('is an all-day event from the first day to the day after the last', () => {
    expect(lines).toContain('DTSTART;VALUE=DATE:20270612');
    expect(lines).toContain('DTEND;VALUE=DATE:20270615');
  });

  it('crosses month and year ends for the exclusive end date', () => {
    expect(buildIcs({ ...event, startDate: '2027-12-31', endDate: '2027-12-31' })).toContain('DTEND;VALUE=DATE:20280101');
    expect(buildIcs({ ...event, startDate: '2028-02-28', endDate: '2028-02-29' })).toContain('DTEND;VALUE=DATE:20280301');
  });

  it('carries UID, a UTC DTSTAMP, SUMMARY and the escaped LOCATION', () => {
    expect(lines).toContain('UID:richiesta-42@localhost');
    expect(lines).toContain('DTSTAMP:20261122T090507Z');
    expect(lines).toContain('SUMMARY:Noleggio Eolo 6.40\\, Alacaluf I\\; 3 giorni');
    expect(lines).toContain('LOCATION:Via Papa Pio XII\\, 98066 Patti (ME)');
    expect(lines).toContain('DESCRIPTION:Riga uno\\nRiga due');
  });

  it('keeps a hostile UID or summary from adding properties', () => {
    const hostile = buildIcs({ ...event, uid: 'x\r\nATTENDEE:mailto:a@b.c', summary: 'a\r\nATTENDEE:mailto:evil@example.com' });
    expect(hostile.split('\r\n').some((line) => line.startsWith('ATTENDEE'))).toBe(false);
  });
});

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:breve')).toBe('SUMMARY:breve');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'è'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
