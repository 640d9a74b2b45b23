import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { freeBoatIds, isBoatFree } from '../src/data/availability.ts';
import { startBooking, type Harness } from './support.ts';

// The availability rule production runs is one SQL statement (on the claims constraint's index);
// these are its cases, asked of a real database, each on a boat of its own.
let h: Harness;
let nextBoat = 500;
const range = { startDate: '2031-08-10', endDate: '2031-08-12' };

beforeAll(async () => {
  h = await startBooking('bookingrule');
});

afterAll(async () => {
  await h?.close();
});

const em = () => h.infra.orm.em.fork() as EntityManager;

async function boatWith(bookings: { startDate: string; endDate: string; status: string }[], days: { date: string; status: string }[] = []) {
  const boatId = nextBoat++;
  for (const b of bookings) {
    await h.sql.query(
      `insert into booking.bookings (boat_id, customer_name_encrypted, customer_email_encrypted, customer_phone_encrypted, start_date, end_date, status, created_at)
       values ($1, 'x', 'x', 'x', $2, $3, $4, now())`,
      [boatId, b.startDate, b.endDate, b.status],
    );
  }
  for (const d of days) {
    await h.sql.query(
      `insert into booking.boat_availability (boat_id, date, status, created_at, updated_at) values ($1, $2, $3, now(), now())`,
      [boatId, d.date, d.status],
    );
  }
  return boatId;
}

describe('the availability rule (data/availability.ts)', () => {
  it('is free with no bookings and no marked days', async () => {
    expect(await isBoatFree(em(), await boatWith([]), range)).toBe(true);
  });

  it('is taken by a confirmed booking touching either end', async () => {
    expect(await isBoatFree(em(), await boatWith([{ startDate: '2031-08-05', endDate: '2031-08-10', status: 'confirmed' }]), range)).toBe(
      false,
    );
    expect(await isBoatFree(em(), await boatWith([{ startDate: '2031-08-12', endDate: '2031-08-20', status: 'confirmed' }]), range)).toBe(
      false,
    );
    expect(await isBoatFree(em(), await boatWith([{ startDate: '2031-08-13', endDate: '2031-08-20', status: 'confirmed' }]), range)).toBe(
      true,
    );
  });

  it('is taken by a pending booking (it holds its days), not by a cancelled one', async () => {
    expect(await isBoatFree(em(), await boatWith([{ startDate: '2031-08-12', endDate: '2031-08-12', status: 'pending' }]), range)).toBe(
      false,
    );
    const boatId = await boatWith([
      { startDate: '2031-08-10', endDate: '2031-08-12', status: 'cancelled' },
      { startDate: '2031-08-11', endDate: '2031-08-11', status: 'cancelled' },
    ]);
    expect(await isBoatFree(em(), boatId, range)).toBe(true);
  });

  it('is taken by a day marked anything other than available inside the range', async () => {
    expect(await isBoatFree(em(), await boatWith([], [{ date: '2031-08-11', status: 'blocked' }]), range)).toBe(false);
    expect(await isBoatFree(em(), await boatWith([], [{ date: '2031-08-11', status: 'available' }]), range)).toBe(true);
    expect(await isBoatFree(em(), await boatWith([], [{ date: '2031-08-13', status: 'maintenance' }]), range)).toBe(true);
  });

  it('answers for many boats at once, each by the same rule', async () => {
    const free = await boatWith([]);
    const booked = await boatWith([{ startDate: '2031-08-11', endDate: '2031-08-11', status: 'confirmed' }]);
    const marked = await boatWith([], [{ date: '2031-08-12', status: 'blocked' }]);
    expect(await freeBoatIds(em(), [free, booked, marked], range)).toEqual(new Set([free]));
  });
});
