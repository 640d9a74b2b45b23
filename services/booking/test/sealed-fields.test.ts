import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNREADABLE_FIELD } from '@nbp/contracts/http/booking';
import { columnContext, DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { migrate } from '@nbp/kit/db';
import { silentLogger } from '@nbp/kit/testing';
import { afterBookingMigrations } from '../src/data/reseal.ts';
import { adminBooking, client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

let h: Harness;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  h = await startBooking('bookingsealed');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

/**
 * Values sealed with the development key before they were bound to their row: the key id alone was
 * authenticated, so such a value opened in any row or column.
 */
const OLDER = {
  name: ['Mario Rossi', 'dev1:_Cds7fF7FqhNXIO8:UOolyEm2QJG0gdazZ7DLFw:LgmNQ4-BhanZ6lI'],
  email: ['mario.rossi@example.it', 'dev1:p8atn2mwMA_t6oh6:Y21diA7-lqXzJx34q8Yv2A:5DvOLCXnyNCh-u9v3mGcyRBxbsM0SA'],
  phone: ['+39 333 1234567', 'dev1:n_la22ceJsx32AdB:5baA65KytpZXuOMc6rrt-A:oWKOM-ZwwEGr1U1v90eZ'],
  notes: ['Arriviamo alle 9', 'dev1:YV1l-bLarny0am3P:qg_b36JxNLgKxa_YV3pYfw:qtDnLkw4hRqSt8cfjNWUdw'],
} as const;

const shownBooking = async (id: number) =>
  (await api.admin.get('/api/admin/bookings')).body.find((b: { id: number }) => b.id === id) as Record<string, unknown>;

describe('sealed customer fields are bound to their row and column', () => {
  it("does not show one booking's customer data on another booking its ciphertext was copied to", async () => {
    const a = (
      await api.admin.post(
        '/api/admin/bookings',
        adminBooking({
          boatId: 1,
          startDate: inDays(40),
          endDate: inDays(40),
          customerName: 'Anna Prima',
          customerEmail: 'anna@prima.test',
        }),
      )
    ).body;
    const b = (
      await api.admin.post(
        '/api/admin/bookings',
        adminBooking({
          boatId: 2,
          startDate: inDays(41),
          endDate: inDays(41),
          customerName: 'Bruno Secondo',
          customerEmail: 'bruno@secondo.test',
        }),
      )
    ).body;
    // Row A's name into row B's name (another row), and A's e-mail into B's phone (another row and column).
    await h.sql.query(
      `update booking.bookings b set customer_name_encrypted = a.customer_name_encrypted, customer_phone_encrypted = a.customer_email_encrypted
         from booking.bookings a where a.id = $1 and b.id = $2`,
      [a.id, b.id],
    );
    const list = await api.admin.get('/api/admin/bookings');
    expect(list.status).toBe(200);
    const shown = list.body.find((row: { id: number }) => row.id === b.id);
    expect(shown).toMatchObject({ customerName: UNREADABLE_FIELD, customerPhone: UNREADABLE_FIELD, customerEmail: 'bruno@secondo.test' });
    expect(JSON.stringify(shown)).not.toMatch(/Anna|prima\.test/);
    expect(await shownBooking(a.id)).toMatchObject({ customerName: 'Anna Prima', customerEmail: 'anna@prima.test' });
  });

  it("does not show one request's customer data on another request, nor a booking's on a request", async () => {
    const ids: number[] = [];
    for (const [i, name] of ['Carla Terza', 'Dario Quarto'].entries()) {
      const response = await api.post(
        '/api/email-bookings',
        publicRequest({
          customerName: name,
          customerEmail: `${name.split(' ')[0]!.toLowerCase()}@richiesta.test`,
          startDate: inDays(160 + i),
          endDate: inDays(160 + i),
        }),
        { ip: '198.51.100.7' },
      );
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    const [carla, dario] = ids as [number, number];
    const booking = (
      await api.admin.post(
        '/api/admin/bookings',
        adminBooking({ boatId: 3, startDate: inDays(42), endDate: inDays(42), customerPhone: '+39 311 000 0001' }),
      )
    ).body;
    await h.sql.query(
      `update booking.booking_requests d set customer_email_encrypted = c.customer_email_encrypted
         from booking.booking_requests c where c.id = $1 and d.id = $2`,
      [carla, dario],
    );
    // Same id and column name in the other table: still another cell.
    await h.sql.query(
      `update booking.booking_requests r set customer_phone_encrypted = b.customer_phone_encrypted from booking.bookings b where b.id = $1 and r.id = $2`,
      [booking.id, dario],
    );
    const list = await api.admin.get('/api/admin/email-requests');
    expect(list.status).toBe(200);
    const shown = list.body.find((row: { id: number }) => row.id === dario);
    expect(shown).toMatchObject({ customerName: 'Dario Quarto', customerEmail: UNREADABLE_FIELD, customerPhone: UNREADABLE_FIELD });
    expect(JSON.stringify(shown)).not.toMatch(/carla@|311 000/);
  });

  it('seals again, bound to their row, values written in the older format, which still read before and after', async () => {
    const created = (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 1, startDate: inDays(50), endDate: inDays(51) })))
      .body;
    const other = (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 1, startDate: inDays(52), endDate: inDays(52) })))
      .body;
    await h.sql.query(
      `update booking.bookings set customer_name_encrypted = $2, customer_email_encrypted = $3, customer_phone_encrypted = $4, notes_encrypted = $5 where id = $1`,
      [created.id, OLDER.name[1], OLDER.email[1], OLDER.phone[1], OLDER.notes[1]],
    );
    const { rows: requests } = await h.sql.query('select id from booking.booking_requests order by id limit 1');
    await h.sql.query('update booking.booking_requests set customer_name_encrypted = $2, notes_encrypted = null where id = $1', [
      requests[0].id,
      OLDER.name[1],
    ]);
    const plain = { customerName: OLDER.name[0], customerEmail: OLDER.email[0], customerPhone: OLDER.phone[0], notes: OLDER.notes[0] };
    expect(await shownBooking(created.id)).toMatchObject(plain);

    // What a restart of the service does after its migrations, under the same lock.
    const reseal = afterBookingMigrations(new Keyring(DEV_PII_KEYS), silentLogger());
    await migrate(h.infra.orm, h.db.url, 'booking', () => reseal(h.infra.orm));

    const { rows } = await h.sql.query('select * from booking.bookings where id = $1', [created.id]);
    for (const column of ['customer_name_encrypted', 'customer_email_encrypted', 'customer_phone_encrypted', 'notes_encrypted'])
      expect(Keyring.isCurrent(rows[0][column]), column).toBe(true);
    expect(await shownBooking(created.id)).toMatchObject(plain);
    const request = (await api.admin.get('/api/admin/email-requests')).body.find((r: { id: number }) => r.id === requests[0].id);
    expect(request).toMatchObject({ customerName: 'Mario Rossi', notes: null });
    const { rows: after } = await h.sql.query(
      'select customer_name_encrypted as v, notes_encrypted as n from booking.booking_requests where id = $1',
      [requests[0].id],
    );
    expect(Keyring.isCurrent(after[0].v)).toBe(true);
    expect(after[0].n).toBeNull();

    // Once sealed again it is bound like any other: copied to another row it no longer opens.
    await h.sql.query('update booking.bookings set customer_name_encrypted = $2 where id = $1', [
      other.id,
      rows[0].customer_name_encrypted,
    ]);
    expect((await shownBooking(other.id)).customerName).toBe(UNREADABLE_FIELD);

    // A second run finds nothing older: the stored values stay as they are.
    await migrate(h.infra.orm, h.db.url, 'booking', () => reseal(h.infra.orm));
    const { rows: again } = await h.sql.query('select * from booking.bookings where id = $1', [created.id]);
    expect(again[0]).toEqual(rows[0]);
  });

  it('still opens a booking request sealed while its table had its first name (email_booking_requests)', async () => {
    const { rows } = await h.sql.query('select id from booking.booking_requests order by id limit 1');
    const id = rows[0].id as number;
    // Written exactly as the service sealed it before the table was renamed: the context names the old table.
    const keyring = new Keyring(DEV_PII_KEYS);
    const sealedBefore = (column: string, plain: string) =>
      keyring.seal(plain, columnContext('booking', 'email_booking_requests', column, id));
    await h.sql.query('update booking.booking_requests set customer_name_encrypted = $2, customer_email_encrypted = $3 where id = $1', [
      id,
      sealedBefore('customer_name_encrypted', 'Elena Prima'),
      sealedBefore('customer_email_encrypted', 'elena@prima.test'),
    ]);
    const shown = (await api.admin.get('/api/admin/email-requests')).body.find((r: { id: number }) => r.id === id);
    expect(shown).toMatchObject({ customerName: 'Elena Prima', customerEmail: 'elena@prima.test' });
  });
});
