import { addDays } from './date-range.ts';

/** How long a request holds its days (docs/request-lifecycle.md#holds). */
export interface HoldSettings {
  /** The usual hold, in hours (fractions allowed). */
  hours: number;
  /** The shortest hold, whatever the departure, in hours. */
  minHours: number;
}

const HOUR_MS = 3_600_000;
/** The office answers by the evening before departure, so a hold never runs past 18:00 (Rome) of that day. */
const LAST_CALL_HOUR = 18;

let offsetFormat: Intl.DateTimeFormat | undefined;

/** Europe/Rome's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function romeOffsetMinutes(at: number): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' });
  const name = offsetFormat.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant it is `hour`:00 in Rome on a calendar date (daylight saving included). */
export function romeWallClock(date: string, hour: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(y, m - 1, d, hour);
  let instant = asIfUtc - romeOffsetMinutes(asIfUtc) * 60_000;
  // Near a change of offset the first guess can sit on the other side of it: ask again there.
  instant = asIfUtc - romeOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

/**
 * Until when a request made at `now` for a rental starting `startDate` holds the boat: the usual
 * hold, cut at 18:00 in Rome the day before departure, yet never shorter than the minimum.
 */
export function holdUntil(now: Date, startDate: string, settings: HoldSettings): Date {
  const wanted = now.getTime() + settings.hours * HOUR_MS;
  const lastCall = romeWallClock(addDays(startDate, -1), LAST_CALL_HOUR).getTime();
  const shortest = now.getTime() + settings.minHours * HOUR_MS;
  return new Date(Math.max(Math.min(wanted, lastCall), shortest));
}

/** Half-way through the hold: when the office is reminded of a request nobody answered. */
export function reminderAt(createdAt: Date, hold: Date): Date {
  return new Date(createdAt.getTime() + (hold.getTime() - createdAt.getTime()) / 2);
}
