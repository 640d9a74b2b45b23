/**
 * The calendars' two figures (docs/calendars.md): a boat's export feed is measured as an endpoint
 * (its path, token included, comes from the admin list); one poll of 50 imported feeds of 500
 * events each is measured here, as the CPU the booking service and PostgreSQL spend reading them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpuMsOf } from './cpu.ts';

export const FEEDS = 50;
export const EVENTS_PER_FEED = 500;
/** Events of one day share it: five two-hour slots, as a busy personal calendar has. */
const SLOTS = 5;

export interface FeedPoll {
  feeds: number;
  eventsPerFeed: number;
  /** CPU milliseconds of the booking service and of the database's backends during the poll. */
  bookingCpuMs: number;
  postgresCpuMs: number;
  wallMs: number;
  /** Busy ranges the feeds kept after the poll (from the admin list). */
  eventCount: number;
  failed: string[];
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A Google-like feed for the boat at position `k` of the large data set: 500 timed events on the
 * boat's free day of each of the next 100 weeks (dataset.ts leaves day 6 of a boat's week free).
 */
export function feedText(k: number, firstDay: string, now = Date.now()): string {
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  const thisWeek = Math.floor((now - first) / (7 * DAY_MS));
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//Feed//IT', 'CALSCALE:GREGORIAN'];
  for (let week = 1; week <= EVENTS_PER_FEED / SLOTS; week++) {
    const day = first + ((thisWeek + week) * 7 + (k % 4) + 6) * DAY_MS;
    for (let slot = 0; slot < SLOTS; slot++) {
      const start = day + (7 + slot * 2) * 3_600_000;
      lines.push(
        'BEGIN:VEVENT',
        `UID:bench-${k}-${week}-${slot}@feeds.example`,
        `DTSTAMP:${stamp(now)}`,
        `DTSTART:${stamp(start)}`,
        `DTEND:${stamp(start + 2 * 3_600_000)}`,
        `SUMMARY:Uscita ${iso(day)}`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** Serves /feed/<k>.ics on 127.0.0.1 with no validators, so every read parses the whole body. */
export async function startFeedServer(firstDay: string): Promise<{ url: string; close: () => Promise<void> }> {
  const bodies = new Map<number, string>();
  const server = http.createServer((req, res) => {
    const k = Number(/^\/feed\/(\d+)\.ics$/.exec(req.url ?? '')?.[1] ?? NaN);
    if (!Number.isInteger(k)) {
      res.writeHead(404).end();
      return;
    }
    if (!bodies.has(k)) bodies.set(k, feedText(k, firstDay));
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(bodies.get(k));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface AdminCalendars {
  boatId: number;
  exportUrl: string;
  feeds: { id: number; eventCount: number; lastError: string | null }[];
}

export async function adminCalendars(gatewayUrl: string, headers: Record<string, string>): Promise<AdminCalendars[]> {
  const response = await fetch(`${gatewayUrl}/api/admin/calendars`, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`GET /api/admin/calendars answered ${response.status}`);
  return (await response.json()) as AdminCalendars[];
}

/** The export path (with its token) of a boat, from the admin list (which makes the token). */
export async function exportPathOf(gatewayUrl: string, headers: Record<string, string>, boatId: number): Promise<string> {
  const row = (await adminCalendars(gatewayUrl, headers)).find((boat) => boat.boatId === boatId);
  if (!row) throw new Error(`no calendars row for boat ${boatId}`);
  const url = new URL(row.exportUrl);
  return `${url.pathname}${url.search}`;
}

/**
 * Adds one feed to each of the boats at positions 1 to 49 and a second to the boat at position 1
 * (50 in all; the exported boat keeps none), then reads them all again, one after the other, as
 * one pass of the worker does, and measures that pass.
 */
export async function measureFeedPoll(options: {
  gatewayUrl: string;
  headers: Record<string, string>;
  boatIds: number[];
  firstDay: string;
  bookingPid: () => number[];
  postgresPids: () => Promise<number[]>;
}): Promise<FeedPoll> {
  const { gatewayUrl, headers } = options;
  const server = await startFeedServer(options.firstDay);
  const failed: string[] = [];
  try {
    const positions = [...Array.from({ length: FEEDS - 1 }, (_, i) => i + 1), 1];
    const ids: number[] = [];
    for (const [n, k] of positions.entries()) {
      const boatId = options.boatIds[k];
      if (boatId === undefined) break;
      const response = await fetch(`${gatewayUrl}/api/admin/calendars/${boatId}/feeds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: `Bench ${n + 1}`, url: `${server.url}/feed/${k}.ics` }),
      });
      if (response.status !== 201) failed.push(`add feed for boat ${boatId}: ${response.status} ${(await response.text()).slice(0, 200)}`);
      else ids.push(((await response.json()) as { id: number }).id);
    }
    const cpu = async () => {
      const booking = options.bookingPid().reduce((sum, pid) => sum + cpuMsOf(pid), 0);
      const postgres = (await options.postgresPids()).reduce((sum, pid) => sum + cpuMsOf(pid), 0);
      return { booking, postgres };
    };
    const before = await cpu();
    const started = performance.now();
    for (const id of ids) {
      const response = await fetch(`${gatewayUrl}/api/admin/calendars/feeds/${id}/refresh`, { method: 'POST', headers });
      const body = (await response.json().catch(() => ({}))) as { lastError?: string | null };
      if (!response.ok || body.lastError) failed.push(`refresh feed ${id}: ${response.status} ${body.lastError ?? ''}`);
    }
    const wallMs = performance.now() - started;
    const after = await cpu();
    const eventCount = (await adminCalendars(gatewayUrl, headers))
      .flatMap((boat) => boat.feeds)
      .filter((feed) => ids.includes(feed.id))
      .reduce((sum, feed) => sum + feed.eventCount, 0);
    return {
      feeds: ids.length,
      eventsPerFeed: EVENTS_PER_FEED,
      bookingCpuMs: after.booking - before.booking,
      postgresCpuMs: after.postgres - before.postgres,
      wallMs,
      eventCount,
      failed,
    };
  } finally {
    await server.close();
  }
}

/** What the booking service's /healthz answered while the worst feeds were read (docs/calendars.md#the-parsing-worker). */
export interface HostileReads {
  /** Each feed read: its name and what the back office shows after (the error, or the ranges kept). */
  feeds: { name: string; lastError: string | null; eventCount: number }[];
  probes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: string[];
}

/** The zone bomb: a VTIMEZONE whose offset changes every `freq` step from 1601 (docs/calendars.md#zone-rules). */
export function zoneBombText(freq: string, now = Date.now()): string {
  const day = stamp(now + 10 * DAY_MS).slice(0, 8);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bench//Bomb//IT',
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
    'UID:bomb@feeds.example',
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;TZID=Europe/Rome:${day}T100000`,
    `DTEND;TZID=Europe/Rome:${day}T120000`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** `count` one-hour events over the next 700 days, each with a description of `descriptionBytes`. */
export function bigFeedText(count: number, descriptionBytes = 0, now = Date.now()): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//Big//IT'];
  const description = descriptionBytes ? `DESCRIPTION:${'x'.repeat(descriptionBytes)}` : null;
  const today = Date.parse(`${iso(now)}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    const start = today + (1 + (i % 700)) * DAY_MS + (8 + (Math.floor(i / 700) % 12)) * 3_600_000;
    lines.push('BEGIN:VEVENT', `UID:big-${i}@feeds.example`, `DTSTAMP:${stamp(now)}`, `DTSTART:${stamp(start)}`);
    lines.push(`DTEND:${stamp(start + 3_540_000)}`, 'SUMMARY:Prenotato');
    if (description) lines.push(description);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

const percentileOf = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Adds the worst feeds to one boat, one after the other (each add reads its feed at once), and
 * reads each once more, while two callers ask the booking service's /healthz without pause: the
 * zone bomb in daily, hourly and secondly variants, a feed of almost 5 MB and one of 12,000 events.
 * Reports the probes' latencies; the feeds are deleted after.
 */
export async function measureHostileReads(options: {
  gatewayUrl: string;
  bookingUrl: string;
  headers: Record<string, string>;
  boatId: number;
}): Promise<HostileReads> {
  const { gatewayUrl, headers } = options;
  const bodies = new Map<string, string>([
    ['bomb-daily', zoneBombText('DAILY')],
    ['bomb-hourly', zoneBombText('HOURLY')],
    ['bomb-secondly', zoneBombText('SECONDLY')],
    ['five-mb', bigFeedText(4000, 1080)],
    ['twelve-thousand', bigFeedText(12_000)],
  ]);
  const server = http.createServer((req, res) => {
    const body = bodies.get(/^\/hostile\/([\w-]+)\.ics$/.exec(req.url ?? '')?.[1] ?? '');
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const latencies: number[] = [];
  const failed: string[] = [];
  const feeds: HostileReads['feeds'] = [];
  let probing = true;
  const probe = async () => {
    while (probing) {
      const started = performance.now();
      try {
        const response = await fetch(`${options.bookingUrl}/healthz`);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else failed.push(`/healthz answered ${response.status}`);
      } catch (err) {
        failed.push(`/healthz: ${(err as Error).message}`);
      }
    }
  };
  const probes = [probe(), probe()];
  try {
    for (const name of bodies.keys()) {
      const added = await fetch(`${gatewayUrl}/api/admin/calendars/${options.boatId}/feeds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: `Bench ${name}`, url: `${feedsUrl}/hostile/${name}.ics` }),
      });
      if (added.status !== 201) {
        failed.push(`add ${name}: ${added.status} ${(await added.text()).slice(0, 200)}`);
        continue;
      }
      const { id } = (await added.json()) as { id: number };
      const again = await fetch(`${gatewayUrl}/api/admin/calendars/feeds/${id}/refresh`, { method: 'POST', headers });
      const feed = (await again.json().catch(() => ({}))) as { lastError?: string | null; eventCount?: number };
      feeds.push({ name, lastError: feed.lastError ?? null, eventCount: feed.eventCount ?? 0 });
      await fetch(`${gatewayUrl}/api/admin/calendars/feeds/${id}`, { method: 'DELETE', headers });
    }
  } finally {
    probing = false;
    await Promise.all(probes);
    await new Promise((resolve) => server.close(resolve));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    feeds,
    probes: sorted.length,
    p50Ms: percentileOf(sorted, 50),
    p99Ms: percentileOf(sorted, 99),
    maxMs: sorted.at(-1) ?? 0,
    failed: [...new Set(failed)],
  };
}
