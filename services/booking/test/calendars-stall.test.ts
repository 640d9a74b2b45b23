import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeed, type CalendarFeed } from '@nbp/contracts/http/calendars';
import { client, startBooking, type Harness } from './support.ts';
import { allDay, bigCalendar, ics, startFeedServer, zoneBomb, type FeedServer } from './calendar-feeds.ts';
import { FEED_ERRORS } from '../src/domain/ics-ranges.ts';
import type { FeedParser } from '../src/clients/feed-parser.ts';

// The worst feeds are read while the service keeps answering (docs/calendars.md#the-parsing-worker):
// the parse runs in a worker thread, so /healthz is answered while it lasts; a zone bomb is refused
// (docs/calendars.md#zone-rules) and a parse past its memory limit is ended, each with its Italian
// error on the feed, and the service still answers.

let h: Harness;
let feeds: FeedServer;
let clock = Date.now();

/** Every parse the worker pass asks for, with the moments it started and ended. */
const parses: { start: number; end: number }[] = [];

/** The harness's worker pass parses through this wrapper, which only notes when each parse starts and ends. */
function watchParses(harness: Harness): void {
  const real: FeedParser = harness.calendars.parser;
  harness.calendars.parser = {
    read: async (text, limits) => {
      const parse = { start: performance.now(), end: Number.POSITIVE_INFINITY };
      parses.push(parse);
      try {
        return await real.read(text, limits);
      } finally {
        parse.end = performance.now();
      }
    },
  };
}

beforeAll(async () => {
  // 12,000 events are more than the default CALENDAR_MAX_EVENTS: this service is set to take them.
  h = await startBooking('calstall', { CALENDAR_POLL_SECONDS: 300, CALENDAR_FETCH_TIMEOUT_MS: 30_000, CALENDAR_MAX_EVENTS: 20_000 });
  watchParses(h);
  feeds = await startFeedServer();
});

afterAll(async () => {
  await feeds?.close();
  await h?.close();
});

async function addFeed(harness: Harness, name: string, url: string): Promise<CalendarFeed> {
  const answer = await client(harness).admin.post('/api/admin/calendars/1/feeds', { name, url });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return calendarFeed.parse(answer.body);
}

async function feedRow(harness: Harness, id: number) {
  const { rows } = await harness.sql.query('select last_error, event_count, next_poll_at from booking.calendar_feeds where id = $1', [id]);
  return rows[0] as { last_error: string | null; event_count: number; next_poll_at: Date };
}

/** /healthz asked again and again by two callers at once; `answers` are the moments each 200 arrived. */
function probeLoop(url: string) {
  const answers: number[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      if (response.ok) answers.push(performance.now());
    }
  };
  const loops = [loop(), loop()];
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Adds a feed that serves a small calendar, then serves `body` on it and makes the worker pass that
 * reads it (this feed alone due) with the probe loop running; returns the feed's row after, and the
 * probe answers that arrived while its parse was in progress.
 */
async function readWhileProbing(harness: Harness, name: string, body: string) {
  const path = `/${name}.ics`;
  feeds.serve(path, { body: ics(allDay(`${name}-first`, 5, 5)) });
  const feed = await addFeed(harness, name, `${feeds.url}${path}`);
  await harness.sql.query(`update booking.calendar_feeds set next_poll_at = now() + interval '10 years' where id <> $1`, [feed.id]);
  feeds.serve(path, { body });
  parses.length = 0;
  const probe = probeLoop(harness.url);
  clock = Math.max(clock + 1000, (await feedRow(harness, feed.id)).next_poll_at.getTime());
  await harness.pollCalendars(new Date(clock));
  await probe.stop();
  expect(parses, name).toHaveLength(1);
  const [parse] = parses;
  return {
    row: await feedRow(harness, feed.id),
    answeredDuringParse: probe.answers.filter((at) => at > parse!.start && at < parse!.end).length,
  };
}

describe('the worst feeds, read while /healthz is probed', () => {
  for (const freq of ['DAILY', 'HOURLY', 'SECONDLY'] as const) {
    it(`a VTIMEZONE bomb (${freq} from 1601) is refused in Italian, and /healthz answers during its parse and after`, async () => {
      const { row, answeredDuringParse } = await readWhileProbing(h, `bomba-${freq.toLowerCase()}`, zoneBomb(freq));
      expect(row.last_error).toBe(FEED_ERRORS.zoneTooLong('Europe/Rome'));
      // The days of the last good read are kept.
      expect(row.event_count).toBe(1);
      expect(answeredDuringParse).toBeGreaterThan(0);
      expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
    });
  }

  it('a 5 MB feed is imported whole, and /healthz answers during its parse', async () => {
    const body = bigCalendar(4000, 1080);
    expect(Buffer.byteLength(body)).toBeGreaterThan(4.9e6);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(5 * 1024 * 1024);
    const { row, answeredDuringParse } = await readWhileProbing(h, 'cinque-mega', body);
    expect(row).toMatchObject({ last_error: null, event_count: 4000 });
    expect(answeredDuringParse).toBeGreaterThan(0);
  });

  it('a feed of 12,000 events is imported whole, and /healthz answers during its parse', async () => {
    const { row, answeredDuringParse } = await readWhileProbing(h, 'dodicimila', bigCalendar(12_000));
    expect(row).toMatchObject({ last_error: null, event_count: 12_000 });
    expect(answeredDuringParse).toBeGreaterThan(0);
  });
});

describe('a parse past its limits', () => {
  let tight: Harness;

  beforeAll(async () => {
    tight = await startBooking('calparselimit', { CALENDAR_FETCH_TIMEOUT_MS: 30_000, CALENDAR_PARSE_MEMORY_MB: 16 });
    watchParses(tight);
  });

  afterAll(async () => {
    await tight?.close();
  });

  it('is ended: the feed records the Italian error, keeps its days, and the service still answers', async () => {
    const { row } = await readWhileProbing(tight, 'troppa-memoria', bigCalendar(4000, 1080));
    expect(row).toMatchObject({ last_error: FEED_ERRORS.parseMemory(16), event_count: 1 });
    expect((await fetch(`${tight.url}/healthz`)).status).toBe(200);
  });
});
