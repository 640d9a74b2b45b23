import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestAlternative } from '@nbp/contracts/events/booking';
import { rentalDays } from '@nbp/contracts/common';
import { addDays } from '@nbp/contracts/days';
import type { BookingRequestRow } from '../data/entities.ts';
import { freeBoatIds, isBoatFree } from '../data/availability.ts';
import type { DateRange } from '../domain/date-range.ts';
import type { FleetBoat } from '../clients/catalogue.ts';

/** How far from the asked days the same boat's alternatives are looked for. */
const ALTERNATIVE_REACH_DAYS = 60;
const MAX_ALTERNATIVES = 3;

/** Another boat fits a request for `asked`: room for as many people, and no licence where `asked` needed none. */
const fits = (boat: FleetBoat, asked: FleetBoat) => boat.maxPersons >= asked.maxPersons && (asked.requiresLicense || !boat.requiresLicense);

/**
 * Up to three alternatives to a declined request (docs/request-lifecycle.md#decline): the other
 * active boats that fit the request (as many people at least, and no licence needed where the asked
 * boat needed none) free for the same days, then the same boat on the nearest free days of the same
 * length (later or earlier, alternately, never before the first bookable day nor past the horizon,
 * not overlapping one another nor the declined days themselves, which the office just refused).
 * Read inside the decline's transaction, after its claim is gone.
 */
export async function alternatives(
  tx: EntityManager,
  request: BookingRequestRow,
  fleet: FleetBoat[],
  window: { firstDay: string; lastDay: string },
): Promise<RequestAlternative[]> {
  const range: DateRange = { startDate: request.startDate, endDate: request.endDate };
  const asked = fleet.find((boat) => boat.id === request.boatId);
  const others = fleet.filter((boat) => boat.id !== request.boatId && (!asked || fits(boat, asked)));
  const free = await freeBoatIds(
    tx,
    others.map((boat) => boat.id),
    range,
  );
  const found: RequestAlternative[] = others
    .filter((boat) => free.has(boat.id))
    .slice(0, MAX_ALTERNATIVES)
    .map((boat) => ({ boatId: boat.id, boatName: boat.name, ...range }));
  const length = rentalDays(range.startDate, range.endDate) - 1;
  const picked: DateRange[] = [range];
  const overlapsPicked = (r: DateRange) => picked.some((p) => r.startDate <= p.endDate && p.startDate <= r.endDate);
  for (let shift = 1; shift <= ALTERNATIVE_REACH_DAYS && found.length < MAX_ALTERNATIVES; shift++) {
    for (const direction of [1, -1]) {
      if (found.length >= MAX_ALTERNATIVES) break;
      const startDate = addDays(range.startDate, direction * shift);
      const candidate = { startDate, endDate: addDays(startDate, length) };
      if (candidate.startDate < window.firstDay || candidate.endDate > window.lastDay || overlapsPicked(candidate)) continue;
      if (!(await isBoatFree(tx, request.boatId, candidate))) continue;
      picked.push(candidate);
      found.push({ boatId: request.boatId, boatName: request.boatName, ...candidate });
    }
  }
  return found;
}
