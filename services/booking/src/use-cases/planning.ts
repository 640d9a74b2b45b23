import type { EntityManager } from '@mikro-orm/postgresql';
import type { HarbourMovement, HarbourToday, PlanningEntry } from '@nbp/contracts/http/booking';
import { BoatAvailabilityEntity, BookingEntity, BookingRequestEntity, type BookingRequestRow, type BookingRow } from '../data/entities.ts';
import type { Pii, SealedTable } from '../data/pii.ts';

/**
 * The planning tab (docs/back-office.md#planning): what occupies each boat's days in a range. One
 * query per kind, whatever the number of boats or rows. Only the customer's name leaves the
 * service here; phone and notes are for today's departures and returns only (harbourToday).
 */

const BLOCKED_LABEL = 'Non disponibile';

type Range = { from: string; to: string };
const overlapping = ({ from, to }: Range) => ({ startDate: { $lte: to }, endDate: { $gte: from } });

export async function planningEntries(em: EntityManager, pii: Pii, range: Range): Promise<PlanningEntry[]> {
  const [bookings, holds, blocked] = await Promise.all([
    em.find(
      BookingEntity,
      { status: { $in: ['pending', 'confirmed'] }, ...overlapping(range) },
      { orderBy: { startDate: 'asc', id: 'asc' } },
    ),
    em.find(BookingRequestEntity, { status: 'pending', ...overlapping(range) }, { orderBy: { startDate: 'asc', id: 'asc' } }),
    em.find(
      BoatAvailabilityEntity,
      { status: { $ne: 'available' }, date: { $gte: range.from, $lte: range.to } },
      { orderBy: { date: 'asc', id: 'asc' } },
    ),
  ]);
  return [
    ...bookings.map((row) => entry(row, 'booking', row.status, nameOf(row, 'bookings', pii))),
    ...holds.map((row) => entry(row, 'hold', 'pending', nameOf(row, 'booking_requests', pii))),
    ...blocked.map((row): PlanningEntry => ({
      id: row.id,
      boatId: row.boatId,
      kind: 'blocked',
      status: row.status,
      startDate: row.date,
      endDate: row.date,
      label: row.notes?.trim() || BLOCKED_LABEL,
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

function entry(row: Sealed, kind: 'booking' | 'hold', status: string, label: string): PlanningEntry {
  return { id: row.id, boatId: row.boatId, kind, status, startDate: row.startDate, endDate: row.endDate, label };
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
