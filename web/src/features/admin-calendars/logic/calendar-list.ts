import type { BoatCalendars, CalendarConflict, CalendarFeed } from '@nbp/contracts/http/calendars';

/** The Calendari list after one change, so an answer shows at once (docs/calendars.md#back-office). */

/** A feed read again: its row replaced where it stands. */
export function withFeed(list: BoatCalendars[], feed: CalendarFeed): BoatCalendars[] {
  return list.map((boat) =>
    boat.boatId !== feed.boatId ? boat : { ...boat, feeds: boat.feeds.map((current) => (current.id === feed.id ? feed : current)) },
  );
}

/** A feed just added: at the end of its boat's feeds (or in place, if a refetch already brought it). */
export function withNewFeed(list: BoatCalendars[], feed: CalendarFeed): BoatCalendars[] {
  return list.map((boat) => {
    if (boat.boatId !== feed.boatId) return boat;
    const known = boat.feeds.some((current) => current.id === feed.id);
    return { ...boat, feeds: known ? boat.feeds.map((current) => (current.id === feed.id ? feed : current)) : [...boat.feeds, feed] };
  });
}

export function withoutFeed(list: BoatCalendars[], feedId: number): BoatCalendars[] {
  return list.map((boat) =>
    boat.feeds.some((feed) => feed.id === feedId) ? { ...boat, feeds: boat.feeds.filter((feed) => feed.id !== feedId) } : boat,
  );
}

/** A boat's row as the rotate answer gives it (the new export link). */
export function withBoat(list: BoatCalendars[], row: BoatCalendars): BoatCalendars[] {
  return list.map((boat) => (boat.boatId === row.boatId ? row : boat));
}

/** The feeds that have gone quiet, with their boat's name, for the alarms on top. */
export function staleFeeds(list: readonly BoatCalendars[]): Array<{ feed: CalendarFeed; boatName: string }> {
  return list.flatMap((boat) => boat.feeds.filter((feed) => feed.stale).map((feed) => ({ feed, boatName: boat.boatName })));
}

/** What the tab's badge counts: open conflicts and quiet feeds. */
export function alarmCount(list: readonly BoatCalendars[], conflicts: readonly CalendarConflict[]): number {
  return staleFeeds(list).length + conflicts.length;
}
