/**
 * Imported calendars for the tests: real .ics files (test/fixtures/calendars) whose days are
 * written relative to today ({{D+10}} is today + 10 days, as iCal's compact YYYYMMDD), served by a
 * node:http server on 127.0.0.1 that answers like a marketplace would: conditional GETs with an
 * ETag, errors, slow or endless answers, redirects.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { todayInRome } from '@nbp/contracts/common';
import { addDays } from '@nbp/contracts/days';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'calendars');

/** A calendar date as iCal's DATE value: 20270712. */
export const compact = (iso: string) => iso.replaceAll('-', '');

/** Fills the {{D+n}} / {{D-n}} placeholders with `today` + n days. */
export function fillDays(text: string, today: string = todayInRome()): string {
  return text.replace(/\{\{D([+-]\d+)\}\}/g, (_, offset: string) => compact(addDays(today, Number(offset))));
}

/** A fixture file, its days filled in from `today`. */
export function fixture(name: string, today?: string): string {
  return fillDays(readFileSync(path.join(FIXTURES, name), 'utf8'), today);
}

/** A small calendar around the given VEVENT bodies (each a list of lines without BEGIN/END), CRLF as iCal wants. */
export function ics(...events: string[][]): string {
  return icsFrom(todayInRome(), ...events);
}

/** The same, its days counted from `today`. */
export function icsFrom(today: string, ...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//IT'];
  for (const event of events) lines.push('BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...event, 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return fillDays(lines.join('\r\n') + '\r\n', today);
}

/** An all-day event of days `from` to `to` (offsets from today, both included). */
export const allDay = (uid: string, from: number, to: number, extra: string[] = []) => [
  `UID:${uid}`,
  `DTSTART;VALUE=DATE:{{D+${from}}}`.replace('+-', '-'),
  `DTEND;VALUE=DATE:{{D+${to + 1}}}`.replace('+-', '-'),
  'SUMMARY:Prenotato',
  ...extra,
];

/** What the server answers on a path. */
export interface FeedAnswer {
  status?: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Answer 304 to a request whose If-None-Match carries the body's ETag (sent with every 200). */
  etag?: boolean;
  /** Never answer (the reader's deadline must end it). */
  hang?: boolean;
  /** Send the headers and a first part, then nothing more. */
  stall?: boolean;
}

export interface FeedServer {
  url: string;
  port: number;
  /** What `path` answers from now on. */
  serve: (path: string, answer: FeedAnswer) => void;
  /** Requests received for `path`, with their headers. */
  requests: (path: string) => http.IncomingHttpHeaders[];
  close: () => Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const seen = new Map<string, http.IncomingHttpHeaders[]>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.set(url.pathname, [...(seen.get(url.pathname) ?? []), req.headers]);
    const answer = answers.get(url.pathname);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    if (answer.hang) return;
    const body = answer.body ?? '';
    const headers: Record<string, string> = { 'content-type': 'text/calendar; charset=utf-8', ...answer.headers };
    if (answer.etag) {
      const tag = `"${createHash('sha1').update(body).digest('hex')}"`;
      headers.etag = tag;
      if (req.headers['if-none-match'] === tag) {
        res.writeHead(304, { etag: tag });
        res.end();
        return;
      }
    }
    if (answer.stall) {
      res.writeHead(200, headers);
      res.write(typeof body === 'string' ? body.slice(0, 20) : body.subarray(0, 20));
      return;
    }
    res.writeHead(answer.status ?? 200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    serve: (p, answer) => answers.set(p, answer),
    requests: (p) => seen.get(p) ?? [],
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The zone bomb (docs/calendars.md#zone-rules): a calendar of a few hundred bytes whose VTIMEZONE changes its
 * offset every `freq` step from 1601, and one event in that zone. ical.js alone would expand the
 * rule from 1601 to today before converting the event's time.
 */
export function zoneBomb(freq: 'WEEKLY' | 'DAILY' | 'HOURLY' | 'SECONDLY'): string {
  return fillDays(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Bomba//IT',
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Rome',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      `RRULE:FREQ=${freq}`,
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:bomba',
      'DTSTAMP:20260101T000000Z',
      'DTSTART;TZID=Europe/Rome:{{D+10}}T100000',
      'DTEND;TZID=Europe/Rome:{{D+10}}T120000',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
}

/**
 * A large legitimate calendar: `count` events, each a two-hour slot in UTC on one of the next
 * `days` days, each with a description of `descriptionBytes` (a marketplace's long notes), so a
 * feed of a given size or number of events can be made.
 */
export function bigCalendar(count: number, descriptionBytes = 0, days = 700): string {
  const today = todayInRome();
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Grande//IT'];
  const description = descriptionBytes
    ? `DESCRIPTION:${'Ospiti, porto e note del noleggio. '.repeat(descriptionBytes / 34 + 1).slice(0, descriptionBytes)}`
    : null;
  for (let i = 0; i < count; i++) {
    const day = compact(addDays(today, 1 + (i % days)));
    const hour = String(8 + (Math.floor(i / days) % 12)).padStart(2, '0');
    lines.push(
      'BEGIN:VEVENT',
      `UID:grande-${i}@test`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${day}T${hour}0000Z`,
      `DTEND:${day}T${hour}5900Z`,
    );
    lines.push('SUMMARY:Prenotato');
    if (description) lines.push(description);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
