import type { EntityManager } from '@mikro-orm/postgresql';
import { CLOSED_DAYS_STATUS, type HarbourMovement, type HarbourToday, type PlanningEntry } from '@nbp/contracts/http/booking';
import { BoatAvailabilityEntity, BookingEntity, BookingRequestEntity, type BookingRequestRow, type BookingRow } from '../data/entities.ts';
import type { Pii, SealedTable } from '../data/pii.ts';

/**
 * The planning tab (docs/back-office.md#planning): what occupies each boat's days in a range,
 * imported calendars included (docs/calendars.md). One query per kind, whatever the number of boats or rows. Only the customer's name leaves the
 * service here; phone and notes are for today's departures and returns only (harbourToday).
 */

const BLOCKED_LABEL = 'Non disponibile';

type Range = { from: string; to: string };

interface ClaimedRow {
  id: number;
  boat_id: number;
  start_date: string;
  end_date: string;
  status: string;
  customer_name_encrypted: string;
}

/**
 * The names the planning opened, by their cell and ciphertext: the tab asks for the same month every
 * 5 seconds, and opening a value costs ~30 µs of CPU (one AES-GCM context), which was a third of the
 * call. The same ciphertext always opens to the same name, so a changed or resealed value is simply
 * a new entry; at most OPENED_MAX are kept (the oldest go first), in this process's memory only,
 * which holds the keys that open them anyway (docs/back-office.md#planning).
 */
const OPENED_MAX = 10_000;
const opened = new Map<string, string>();

function openedName(pii: Pii, row: ClaimedRow, table: SealedTable): string {
  const key = `${table}#${row.id}#${row.customer_name_encrypted}`;
  const known = opened.get(key);
  if (known !== undefined) return known;
  const name = pii.open(row.customer_name_encrypted, { table, id: row.id, column: 'customer_name_encrypted' });
  if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
  opened.set(key, name);
  return name;
}

export async function planningEntries(em: EntityManager, pii: Pii, range: Range): Promise<PlanningEntry[]> {
  const connection = em.getConnection();
  // Bookings and holds through their claims: the exclusion constraint's GiST index finds the rows
  // overlapping the range directly (a month of a large fleet in a few milliseconds), and the claims
  // are exactly the bookings that hold days (pending, confirmed) and the pending requests.
  const claimed = (table: 'bookings' | 'booking_requests', key: 'booking_id' | 'request_id') =>
    connection.execute<ClaimedRow[]>(
      `select t.id, t.boat_id, t.start_date::text as start_date, t.end_date::text as end_date, t.status, t.customer_name_encrypted
       from booking.claims c join booking.${table} t on t.id = c.${key}
       where daterange(c.start_date, c.end_date, '[]') && daterange(?::date, ?::date, '[]')
       order by t.start_date, t.id`,
      [range.from, range.to],
    );
  const [bookings, holds, closed, blocked, external] = await Promise.all([
    claimed('bookings', 'booking_id'),
    claimed('booking_requests', 'request_id'),
    // Closed days (docs/back-office.md#closed-days) through their claims too: only the open ones have one.
    connection.execute<{ id: number; boat_id: number; start_date: string; end_date: string; reason: string }[]>(
      `select d.id, d.boat_id, d.start_date::text as start_date, d.end_date::text as end_date, d.reason
       from booking.claims c join booking.blocked_days d on d.id = c.blocked_day_id
       where daterange(c.start_date, c.end_date, '[]') && daterange(?::date, ?::date, '[]')
       order by d.start_date, d.id`,
      [range.from, range.to],
    ),
    em.find(
      BoatAvailabilityEntity,
      { status: { $ne: 'available' }, date: { $gte: range.from, $lte: range.to } },
      { orderBy: { date: 'asc', id: 'asc' } },
    ),
    // Ranges imported from other calendars (docs/calendars.md#import-the-marketplaces-feeds), labelled with their feed's name.
    em.execute<{ id: number; boat_id: number; start_date: string; end_date: string; feed_name: string }[]>(
      `select e.id, e.boat_id, to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date, f.name as feed_name
         from "booking"."external_events" e join "booking"."calendar_feeds" f on f.id = e.feed_id
        where e.start_date <= ?::date and e.end_date >= ?::date
        order by e.start_date, e.id`,
      [range.to, range.from],
    ),
  ]);
  const name = (row: ClaimedRow, table: SealedTable) => openedName(pii, row, table);
  const entry = (row: ClaimedRow, kind: 'booking' | 'hold', table: SealedTable): PlanningEntry => ({
    id: row.id,
    boatId: row.boat_id,
    kind,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    label: name(row, table),
  });
  return [
    ...bookings.map((row) => entry(row, 'booking', 'bookings')),
    ...holds.map((row) => entry(row, 'hold', 'booking_requests')),
    ...closed.map((row): PlanningEntry => ({
      id: row.id,
      boatId: row.boat_id,
      kind: 'blocked',
      status: CLOSED_DAYS_STATUS,
      startDate: row.start_date,
      endDate: row.end_date,
      label: row.reason,
    })),
    ...blocked.map((row): PlanningEntry => ({
      id: row.id,
      boatId: row.boatId,
      kind: 'blocked',
      status: row.status,
      startDate: row.date,
      endDate: row.date,
      label: row.notes?.trim() || BLOCKED_LABEL,
    })),
    ...external.map((row): PlanningEntry => ({
      id: row.id,
      boatId: row.boat_id,
      kind: 'external',
      status: 'external',
      startDate: row.start_date,
      endDate: row.end_date,
      label: row.feed_name,
    })),
  ];
}

/** Bookings and holds that start or end on `day`, with the customer's phone and the note. */
export async function harbourToday(em: EntityManager, pii: Pii, day: string): Promise<HarbourToday> {
  const touching = { $or: [{ startDate: day }, { endDate: day }] };
  const [bookings, holds] = await Promise.all([
    em.find(BookingEntity, { status: { $in: ['pending', 'confirmed'] }, ...touching }, { orderBy: { boatId: 'asc', id: 'asc' } }),
    em.find(BookingRequestEntity, { status: 'pending', ...touching }, { orderBy: { boatId: 'asc', id: 'asc' } }),
  ]);
  const all: HarbourMovement[] = [
    ...bookings.map((row) => movement(row, 'booking', row.status, 'bookings', pii)),
    ...holds.map((row) => movement(row, 'hold', 'pending', 'booking_requests', pii)),
  ].sort((a, b) => a.boatId - b.boatId);
  return { date: day, departures: all.filter((m) => m.startDate === day), returns: all.filter((m) => m.endDate === day) };
}

type Sealed = BookingRow | BookingRequestRow;

function nameOf(row: Sealed, table: SealedTable, pii: Pii): string {
  return pii.open(row.customerNameEncrypted, { table, id: row.id, column: 'customer_name_encrypted' });
}

function movement(row: Sealed, kind: 'booking' | 'hold', status: string, table: SealedTable, pii: Pii): HarbourMovement {
  return {
    id: row.id,
    kind,
    boatId: row.boatId,
    status,
    startDate: row.startDate,
    endDate: row.endDate,
    customerName: nameOf(row, table, pii),
    customerPhone: pii.open(row.customerPhoneEncrypted, { table, id: row.id, column: 'customer_phone_encrypted' }),
    notes: pii.openNullable(row.notesEncrypted, { table, id: row.id, column: 'notes_encrypted' }),
  };
}
