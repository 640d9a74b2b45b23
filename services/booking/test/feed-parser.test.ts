import { describe, expect, it } from 'vitest';
import { todayInRome } from '@nbp/contracts/common';
import { feedParser } from '../src/clients/feed-parser.ts';
import { FEED_ERRORS, FeedRefused } from '../src/domain/ics-ranges.ts';
import { allDay, bigCalendar, ics } from './calendar-feeds.ts';

// The parsing worker thread and its limits (docs/calendars.md#the-parsing-worker).

const limits = { maxEvents: 10_000, maxOccurrences: 1000, horizonDays: 730, today: todayInRome() };
const roomy = { timeoutMs: 30_000, memoryMb: 128 };

describe('the feed parser', () => {
  it('answers the ranges read in its thread, and the feed refusals with their Italian text', async () => {
    const parser = feedParser(roomy);
    expect((await parser.read(ics(allDay('uno', 3, 4)), limits)).reservations).toHaveLength(1);
    await expect(parser.read('<!doctype html>', limits)).rejects.toThrow(new FeedRefused(FEED_ERRORS.notCalendar));
  });

  it('ends a parse past its time limit, with the Italian error', async () => {
    await expect(feedParser({ ...roomy, timeoutMs: 100 }).read(bigCalendar(4000, 1080), limits)).rejects.toThrow(
      new FeedRefused(FEED_ERRORS.parseTimeout(100)),
    );
  });

  it('ends a parse past its memory limit, with the Italian error', async () => {
    await expect(feedParser({ ...roomy, memoryMb: 16 }).read(bigCalendar(4000, 1080), limits)).rejects.toThrow(
      new FeedRefused(FEED_ERRORS.parseMemory(16)),
    );
  });

  it('goes on after a thread was ended for its time or its memory: the next feed gets a fresh thread', async () => {
    const slow = feedParser({ ...roomy, timeoutMs: 100 });
    await expect(slow.read(bigCalendar(4000, 1080), limits)).rejects.toThrow(new FeedRefused(FEED_ERRORS.parseTimeout(100)));
    expect((await slow.read(ics(allDay('dopo', 3, 4)), limits)).reservations).toHaveLength(1);
    const small = feedParser({ ...roomy, memoryMb: 16 });
    await expect(small.read(bigCalendar(4000, 1080), limits)).rejects.toThrow(new FeedRefused(FEED_ERRORS.parseMemory(16)));
    expect((await small.read(ics(allDay('dopo', 3, 4)), limits)).reservations).toHaveLength(1);
  });

  it('serves parses beyond the two at once in turn, each answered', async () => {
    const parser = feedParser(roomy);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => parser.read(ics(allDay(`p${n}`, n, n)), limits)));
    expect(answers.map((read) => read.reservations[0]?.uid)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });
});
