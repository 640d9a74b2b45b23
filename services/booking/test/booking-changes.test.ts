import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import { BOOKING_CANCELLED, BOOKING_CHANGED, bookingChanged, lifecycleSealContext } from '@nbp/contracts/events/booking';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { adminBooking, client, inDays, listenTo, publicRequest, startBooking, type Harness } from './support.ts';

// An office change the customer can see reaches the customer (docs/request-lifecycle.md#office-changes):
// booking.changed.v1 / booking.cancelled.v1 through the outbox, with the rental's next SEQUENCE.

let h: Harness;
let api: ReturnType<typeof client>;
let ipCounter = 0;
const keyring = new Keyring(DEV_PII_KEYS);

beforeAll(async () => {
  h = await startBooking('bookingchanges');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

/** Every payload of `routingKey` the outbox holds about the booking, in the order written. */
const outboxOf = async (routingKey: string, bookingId: number) =>
  (
    await h.sql.query(
      `select envelope->'payload' as payload from booking.outbox
        where routing_key = $1 and envelope->'payload'->>'bookingId' = $2 order by id`,
      [routingKey, String(bookingId)],
    )
  ).rows.map((row: { payload: Record<string, unknown> }) => row.payload);
const updatesOf = async (bookingId: number) =>
  (
    await h.sql.query(
      `select envelope->'payload' as payload from booking.outbox
        where routing_key = $1 and envelope->'payload'->>'action' = 'booking.updated' and envelope->'payload'->>'entityId' = $2 order by id`,
      [AUDIT_RECORDED, String(bookingId)],
    )
  ).rows.map((row: { payload: { details: Record<string, unknown> } }) => row.payload.details);

/** A request sent in `language`, confirmed by the office with one click: its booking's id. */
async function confirmedFromRequest(language: 'it' | 'en', boatId: number, from: number) {
  const sent = await api.post(
    '/api/email-bookings',
    publicRequest({ boatId, startDate: inDays(from), endDate: inDays(from + 1), customerEmail: `changes-${from}@example.test`, language }),
    { ip: `198.51.100.${++ipCounter}` },
  );
  expect(sent.status).toBe(201);
  const confirmed = await api.admin.post(`/api/admin/email-requests/${sent.body.id}/confirm`, {});
  expect(confirmed.status).toBe(200);
  return { requestId: sent.body.id as number, bookingId: confirmed.body.id as number, totalPrice: confirmed.body.totalPrice as string };
}

describe('an office change of a booking', () => {
  it('moving the days of a booking confirmed from an English request publishes booking.changed.v1 in English, SEQUENCE 2, then 3', async () => {
    const bus = await listenTo(h, BOOKING_CHANGED);
    const { requestId, bookingId } = await confirmedFromRequest('en', 1, 60);
    const moved = await api.admin.patch(`/api/admin/bookings/${bookingId}`, { startDate: inDays(61), endDate: inDays(63) });
    expect(moved.status).toBe(200);

    const event = bookingChanged.parse((await bus.next()).payload);
    expect(event).toMatchObject({
      bookingId,
      requestId,
      boatId: 1,
      boatName: 'Eolo 6.40 EL Open - Alacaluf I',
      startDate: inDays(61),
      endDate: inDays(63),
      days: 3,
      status: 'confirmed',
      language: 'en',
      sequence: 2,
      changed: ['days'],
      before: { boatId: 1, startDate: inDays(60), endDate: inDays(61), status: 'confirmed' },
    });
    const open = (field: 'customerEmail' | 'accessToken', value: string) =>
      keyring.open(value, lifecycleSealContext(BOOKING_CHANGED, field, bookingId));
    expect(open('customerEmail', event.customerEmail)).toBe('changes-60@example.test');
    expect(open('accessToken', event.accessToken!)).toBe(await h.tokenOf(requestId));

    // The next change carries one more: the sequence is kept with the booking.
    const repriced = await api.admin.patch(`/api/admin/bookings/${bookingId}`, { totalPrice: '999' });
    expect(repriced.status).toBe(200);
    expect(bookingChanged.parse((await bus.next()).payload)).toMatchObject({ sequence: 3, changed: ['price'], totalPrice: '999.00' });
    await bus.close();
    expect((await updatesOf(bookingId)).map((d) => d.customerNotified)).toEqual([true, true]);
  });

  it('a cancellation publishes booking.cancelled.v1 with the next SEQUENCE; the same price written otherwise changes nothing', async () => {
    const { bookingId, totalPrice } = await confirmedFromRequest('it', 2, 70);
    const samePrice = await api.admin.patch(`/api/admin/bookings/${bookingId}`, {
      totalPrice: String(Number(totalPrice)),
      notes: 'Solo una nota',
    });
    expect(samePrice.status).toBe(200);
    const cancelled = await api.admin.patch(`/api/admin/bookings/${bookingId}`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const events = await outboxOf(BOOKING_CANCELLED, bookingId);
    expect(events).toEqual([expect.objectContaining({ status: 'cancelled', sequence: 2, changed: ['status'], language: 'it' })]);
    expect(await outboxOf(BOOKING_CHANGED, bookingId)).toEqual([]);
  });

  it('notes alone, or notifyCustomer false, publish nothing; the change is audited', async () => {
    const { bookingId } = await confirmedFromRequest('it', 3, 80);
    expect((await api.admin.patch(`/api/admin/bookings/${bookingId}`, { notes: 'Porta il cane' })).status).toBe(200);
    const quiet = await api.admin.patch(`/api/admin/bookings/${bookingId}`, { endDate: inDays(82), notifyCustomer: false });
    expect(quiet.status).toBe(200);
    expect(quiet.body).toMatchObject({ endDate: inDays(82) });
    expect(await outboxOf(BOOKING_CHANGED, bookingId)).toEqual([]);
    expect((await updatesOf(bookingId)).map((d) => d.customerNotified)).toEqual([false, false]);
    const bad = await api.admin.patch(`/api/admin/bookings/${bookingId}`, { notifyCustomer: 'sì' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Valore non valido per l’avviso al cliente');
  });

  it('a phone booking: its own entry (no request, no page), Italian, SEQUENCE 1; without an e-mail nothing', async () => {
    const phone = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({
        boatId: 2,
        startDate: inDays(90),
        endDate: inDays(90),
        status: 'confirmed',
        customerEmail: 'tel.change@example.test',
      }),
    );
    expect(phone.status).toBe(201);
    expect((await api.admin.patch(`/api/admin/bookings/${phone.body.id}`, { status: 'pending' })).status).toBe(200);
    expect(await outboxOf(BOOKING_CHANGED, phone.body.id)).toEqual([
      expect.objectContaining({ requestId: null, accessToken: null, language: 'it', sequence: 1, status: 'pending', changed: ['status'] }),
    ]);

    const noMail = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 2, startDate: inDays(92), endDate: inDays(92), status: 'confirmed', customerEmail: '' }),
    );
    expect((await api.admin.patch(`/api/admin/bookings/${noMail.body.id}`, { endDate: inDays(93) })).status).toBe(200);
    expect(await outboxOf(BOOKING_CHANGED, noMail.body.id)).toEqual([]);
  });
});
