import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createOrm, migrate } from '@nbp/kit/db';
import { createTestDatabase } from '@nbp/kit/testing';
import { OutboxMessage, ProcessedMessage } from '@nbp/kit/outbox';
import { entities } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';

// The holds migration on a database that lived before it: old requests, confirmed bookings and
// pending bookings that overlap one another.
const db = await createTestDatabase('bookingmigr');

afterAll(async () => {
  await db.drop();
});

async function migrateWith(list: typeof migrations) {
  const orm = await createOrm({
    url: db.url,
    schema: 'booking',
    entities: [...entities, OutboxMessage, ProcessedMessage],
    migrations: list,
  });
  try {
    await migrate(orm, db.url, 'booking');
  } finally {
    await orm.close(true);
  }
}

describe('the holds migration', () => {
  it('gives confirmed bookings their claims, then pending ones oldest first where free; old requests end expired, without events', async () => {
    const before = migrations.findIndex((m) => m.name === 'Migration20261124222325');
    await migrateWith(migrations.slice(0, before));
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    try {
      const booking = (start: string, end: string, status: string, created: string) =>
        sql.query(
          `insert into booking.bookings (boat_id, customer_name_encrypted, customer_email_encrypted, customer_phone_encrypted, start_date, end_date, status, created_at)
           values (1, 'x', 'x', 'x', $1, $2, $3, $4) returning id`,
          [start, end, status, created],
        );
      const confirmed = (await booking('2031-05-10', '2031-05-12', 'confirmed', '2026-01-03')).rows[0].id;
      const overlapsConfirmed = (await booking('2031-05-12', '2031-05-13', 'pending', '2026-01-01')).rows[0].id;
      const older = (await booking('2031-06-01', '2031-06-03', 'pending', '2026-01-01')).rows[0].id;
      const newer = (await booking('2031-06-03', '2031-06-04', 'pending', '2026-01-02')).rows[0].id;
      await booking('2031-06-03', '2031-06-03', 'cancelled', '2026-01-01');
      await sql.query(
        `insert into booking.booking_requests (boat_id, boat_name, customer_name_encrypted, customer_email_encrypted, customer_phone_encrypted,
           start_date, end_date, total_price, dedupe_key, created_at)
         values (1, 'Barca', 'x', 'x', 'x', '2031-05-11', '2031-05-11', '250.00', 'k', now() - interval '1 day')`,
      );

      await migrateWith(migrations);

      const claims = await sql.query('select booking_id, request_id from booking.claims order by booking_id');
      expect(claims.rows).toEqual([
        { booking_id: confirmed, request_id: null },
        { booking_id: older, request_id: null },
      ]);
      expect([overlapsConfirmed, newer]).not.toContain(claims.rows[1].booking_id);
      const requests = await sql.query('select status, decided_at, hold_until, access_token_hash from booking.booking_requests');
      expect(requests.rows).toEqual([
        { status: 'expired', decided_at: expect.any(Date), hold_until: expect.any(Date), access_token_hash: null },
      ]);
      expect((await sql.query('select count(*)::int as n from booking.outbox')).rows[0].n).toBe(0);

      // From now on the triggers keep the claims: the skipped pending booking, confirmed, is refused.
      await expect(sql.query(`update booking.bookings set status = 'confirmed' where id = $1`, [newer])).rejects.toMatchObject({
        code: '23P01',
      });
      await sql.query(`update booking.bookings set status = 'cancelled' where id = $1`, [older]);
      await sql.query(`update booking.bookings set status = 'confirmed' where id = $1`, [newer]);
      expect((await sql.query('select booking_id from booking.claims order by booking_id')).rows).toEqual([
        { booking_id: confirmed },
        { booking_id: newer },
      ]);
    } finally {
      await sql.end();
    }
  });
});
