/**
 * Which days each boat is taken and priced, read from the public API the booking card reads, so a
 * browser test picks dates relative to today that are free and inside a seeded pricing period
 * whatever today is and whatever demo bookings the seed added.
 */
import { todayInRome } from '@nbp/contracts/common';

export interface BoatRef {
  id: number;
  name: string;
}

export interface PricedPeriod {
  periodId: number;
  name: string;
  startDate: string;
  endDate: string;
  oneDayPrice: string;
  multiDayPrice: string;
}

export interface FleetCalendar {
  today: string;
  boats: BoatRef[];
  /** Days blocked by a confirmed booking or by the office, per boat. */
  busy: Map<number, Set<string>>;
  periods: Map<number, PricedPeriod[]>;
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
const SEARCH_DAYS = 300;

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysFromToday(days: number): string {
  return addDays(todayInRome(), days);
}

/** Every date from start to end, both included. */
export function eachDay(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate && days.length <= 400; day = addDays(day, 1)) days.push(day);
  return days;
}

async function getJson<T>(site: string, path: string): Promise<T> {
  const response = await fetch(`${site}${path}`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function readFleetCalendar(site: string): Promise<FleetCalendar> {
  const boats = await getJson<BoatRef[]>(site, '/api/boats');
  const busy = new Map<number, Set<string>>();
  const periods = new Map<number, PricedPeriod[]>();
  for (const boat of boats) {
    const [bookings, held, unavailable, prices] = await Promise.all([
      getJson<{ startDate: string; endDate: string; status: string }[]>(site, `/api/bookings?boatId=${boat.id}&status=confirmed`),
      // Pending requests and bookings hold their days too (docs/request-lifecycle.md#holds).
      getJson<{ startDate: string; endDate: string }[]>(site, `/api/bookings/held?boatId=${boat.id}`),
      getJson<string[]>(site, `/api/unavailable-dates?boatId=${boat.id}`),
      getJson<PricedPeriod[]>(site, `/api/boat-pricing/${boat.id}`),
    ]);
    const days = new Set(unavailable);
    for (const range of held) for (const day of eachDay(range.startDate.slice(0, 10), range.endDate.slice(0, 10))) days.add(day);
    for (const booking of bookings) {
      if (booking.status !== 'confirmed') continue;
      for (const day of eachDay(booking.startDate.slice(0, 10), booking.endDate.slice(0, 10))) days.add(day);
    }
    busy.set(boat.id, days);
    periods.set(boat.id, prices);
  }
  return { today: todayInRome(), boats: boats.map(({ id, name }) => ({ id, name })), busy, periods };
}

export function isFree(calendar: FleetCalendar, boatId: number, range: DateRange): boolean {
  const busy = calendar.busy.get(boatId) ?? new Set<string>();
  return eachDay(range.startDate, range.endDate).every((day) => !busy.has(day));
}

/** The priced period of the boat that holds the whole range, if one does. */
export function periodHolding(calendar: FleetCalendar, boatId: number, range: DateRange): PricedPeriod | undefined {
  return (calendar.periods.get(boatId) ?? []).find((p) => p.startDate <= range.startDate && range.endDate <= p.endDate);
}

/** The other boats free on every day of the range (what the alternatives panel should list). */
export function freeBoats(calendar: FleetCalendar, range: DateRange, exceptBoatId: number): BoatRef[] {
  return calendar.boats.filter((boat) => boat.id !== exceptBoatId && isFree(calendar, boat.id, range));
}

export interface RangeWish {
  boatId: number;
  /** Length in days, both ends included. */
  days: number;
  /** First candidate start, in days from today. */
  fromDay: number;
  /** Free days wanted on each side of the range as well (to ask for a range around it later). */
  margin?: number;
  /** Candidates passing this come first; without any, the first free one is taken. */
  prefer?: (range: DateRange) => boolean;
}

/** The first range that is free (with its margin) and inside one priced period of the boat. */
export function chooseRange(calendar: FleetCalendar, wish: RangeWish): DateRange {
  const margin = wish.margin ?? 0;
  let fallback: DateRange | undefined;
  for (let offset = wish.fromDay; offset < wish.fromDay + SEARCH_DAYS; offset++) {
    const startDate = addDays(calendar.today, offset);
    const range = { startDate, endDate: addDays(startDate, wish.days - 1) };
    const around = { startDate: addDays(range.startDate, -margin), endDate: addDays(range.endDate, margin) };
    if (around.startDate <= calendar.today) continue;
    if (!isFree(calendar, wish.boatId, around) || !periodHolding(calendar, wish.boatId, range)) continue;
    if (!wish.prefer || wish.prefer(range)) return range;
    fallback ??= range;
  }
  if (fallback) return fallback;
  throw new Error(`no free ${wish.days}-day range for boat ${wish.boatId} in the next ${SEARCH_DAYS} days`);
}
