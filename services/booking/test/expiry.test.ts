import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import {
  BOOKING_REQUEST_EXPIRED,
  BOOKING_REQUEST_REMINDER,
  bookingRequestExpired,
  bookingRequestReminder,
  lifecycleSealContext,
} from '@nbp/contracts/events/booking';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { eventually } from '@nbp/kit/testing';
import { client, inDays, listenTo, publicRequest, startBooking, type Harness } from './support.ts';

// Holds of two seconds (the settings accept fractions of an hour) and no minimum: the sweeper's
// work comes due while the test waits, polled with a deadline.
const HOLD_SECONDS = 2;
let h: Harness;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  h = await startBooking('bookingexpiry', { BOOKING_HOLD_HOURS: HOLD_SECONDS / 3600, BOOKING_HOLD_MIN_HOURS: 0 });
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const free = async (startDate: string, endDate: string) =>
  (await api.get(`/api/simple-boat-availability?boatId=1&startDate=${startDate}&endDate=${endDate}`)).body.available as boolean;

describe('the sweeper', () => {
  it('reminds the office once half-way, then expires the request: event, audit, days free again', async () => {
    const reminders = await listenTo(h, BOOKING_REQUEST_REMINDER);
    const expiries = await listenTo(h, BOOKING_REQUEST_EXPIRED);
    const audit = await listenTo(h, AUDIT_RECORDED);
    const stored = await api.post('/api/email-bookings', publicRequest({ boatId: 1, startDate: inDays(20), endDate: inDays(21) }));
    expect(stored.status).toBe(201);
    const id = stored.body.id as number;
    const holdUntil = Date.parse(stored.body.holdUntil);
    expect(holdUntil - Date.now()).toBeLessThanOrEqual(HOLD_SECONDS * 1000);
    const { rows } = await h.sql.query('select reminder_at, hold_until, created_at from booking.booking_requests where id = $1', [id]);
    const { reminder_at: reminderAt, created_at: createdAt } = rows[0] as { reminder_at: Date; created_at: Date };
    expect(reminderAt.getTime()).toBe(createdAt.getTime() + (holdUntil - createdAt.getTime()) / 2);

    // Half-way: one reminder, and only one however many passes follow.
    await eventually(async () => Date.now() >= reminderAt.getTime());
    const first = await h.sweep();
    expect(first.reminded + (Date.now() >= holdUntil ? 1 : 0)).toBeGreaterThanOrEqual(1);
    if (first.reminded) {
      const reminder = bookingRequestReminder.parse((await reminders.next()).payload);
      expect(reminder).toMatchObject({
        requestId: id,
        boatId: 1,
        startDate: inDays(20),
        endDate: inDays(21),
        holdUntil: stored.body.holdUntil,
      });
      expect(
        new Keyring(DEV_PII_KEYS).open(reminder.customerName, lifecycleSealContext(BOOKING_REQUEST_REMINDER, 'customerName', id)),
      ).toBe('Maria Rossi');
      expect((await h.sweep()).reminded).toBe(0);
    }

    // The hold is over, but until the sweeper passes it still holds the days.
    await eventually(async () => Date.now() > holdUntil);
    expect(await free(inDays(21), inDays(21))).toBe(false);
    const swept = await h.sweep();
    expect(swept.expired).toBe(1);
    expect((await h.sweep()).expired).toBe(0);
    expect(await free(inDays(21), inDays(21))).toBe(true);
    const after = await h.sql.query('select status, decided_at from booking.booking_requests where id = $1', [id]);
    expect(after.rows[0]).toMatchObject({ status: 'expired', decided_at: expect.any(Date) });

    const expired = bookingRequestExpired.parse((await expiries.next()).payload);
    expect(expired).toMatchObject({ requestId: id, boatId: 1, sequence: 1 });
    expect((await audit.next()).payload).toMatchObject({ userId: null, action: 'booking-request.expired', entityId: String(id) });
    const view = await api.get(`/api/email-bookings/by-token/${await h.tokenOf(stored.body.id)}`);
    expect(view.body).toMatchObject({ status: 'expired', decidedAt: expect.any(String) });
    for (const bus of [reminders, expiries, audit]) await bus.close();
  });

  it('never expires or reminds a request twice when passes run at once (skip locked)', async () => {
    const ids: number[] = [];
    for (let day = 30; day < 36; day++)
      ids.push((await api.post('/api/email-bookings', publicRequest({ boatId: 2, startDate: inDays(day), endDate: inDays(day) }))).body.id);
    const last = Math.max(
      ...(await h.sql.query('select hold_until from booking.booking_requests where id = any($1)', [ids])).rows.map((r) =>
        (r.hold_until as Date).getTime(),
      ),
    );
    await eventually(async () => Date.now() > last);
    const passes = await Promise.all([h.sweep(), h.sweep(), h.sweep()]);
    expect(passes.reduce((n, p) => n + p.expired, 0)).toBe(ids.length);
    const { rows } = await h.sql.query(
      `select count(*)::int as n from booking.outbox where routing_key = $1 and (envelope->'payload'->>'requestId')::int = any($2)`,
      [BOOKING_REQUEST_EXPIRED, ids],
    );
    expect(rows[0].n).toBe(ids.length);
  });
});
