import { describe, expect, it } from 'vitest';
import type { BoatCalendars, CalendarConflict, CalendarFeed } from '@nbp/contracts/http/calendars';
import { alarmCount, staleFeeds, withBoat, withFeed, withNewFeed, withoutFeed } from './calendar-list.ts';

const feed = (id: number, boatId: number, extra: Partial<CalendarFeed> = {}): CalendarFeed => ({
  id,
  boatId,
  name: `Feed ${id}`,
  url: `https://example.com/${id}.ics`,
  lastSuccessAt: null,
  lastAttemptAt: null,
  lastError: null,
  eventCount: 0,
  stale: false,
  quietMinutes: 0,
  createdAt: '2027-06-01T10:00:00Z',
  closes: 'all',
  closesChosen: false,
  marketplace: null,
  skippedCount: 0,
  skippedEvents: [],
  ...extra,
});
const LIST: BoatCalendars[] = [
  { boatId: 1, boatName: 'Eolo 6.40', exportUrl: 'https://site/1.ics?token=a', feeds: [feed(10, 1), feed(11, 1, { stale: true })] },
  { boatId: 2, boatName: 'Eolo 6.90', exportUrl: 'https://site/2.ics?token=b', feeds: [feed(20, 2, { stale: true })] },
];
const conflict = { id: 1 } as CalendarConflict;

describe('the Calendari list after a change', () => {
  it('replaces a read feed where it stands, adds a new one at the end, removes a deleted one', () => {
    const read = feed(10, 1, { eventCount: 4 });
    expect(withFeed(LIST, read)[0]!.feeds.map((f) => [f.id, f.eventCount])).toEqual([
      [10, 4],
      [11, 0],
    ]);
    expect(withNewFeed(LIST, feed(12, 1))[0]!.feeds.map((f) => f.id)).toEqual([10, 11, 12]);
    // A refetch already brought it: not twice.
    expect(withNewFeed(LIST, feed(11, 1, { eventCount: 2 }))[0]!.feeds.map((f) => [f.id, f.eventCount])).toEqual([
      [10, 0],
      [11, 2],
    ]);
    expect(withoutFeed(LIST, 20)[1]!.feeds).toEqual([]);
    expect(withoutFeed(LIST, 20)[0]).toBe(LIST[0]);
  });

  it('puts the rotated boat row in place', () => {
    const rotated = { ...LIST[1]!, exportUrl: 'https://site/2.ics?token=c' };
    expect(withBoat(LIST, rotated).map((b) => b.exportUrl)).toEqual(['https://site/1.ics?token=a', 'https://site/2.ics?token=c']);
  });

  it('counts the quiet feeds and the open conflicts for the badge', () => {
    expect(staleFeeds(LIST).map(({ feed: f, boatName }) => [f.id, boatName])).toEqual([
      [11, 'Eolo 6.40'],
      [20, 'Eolo 6.90'],
    ]);
    expect(alarmCount(LIST, [conflict])).toBe(3);
    expect(alarmCount([], [])).toBe(0);
  });
});
