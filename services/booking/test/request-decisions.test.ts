import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_EXPIRED,
  BOOKING_REQUEST_RECEIVED,
  bookingRequestReceived,
  bookingRequestSealContext,
} from '@nbp/contracts/events/booking';
import { REQUEST_MESSAGES } from '@nbp/contracts/http/booking';
import { MESSAGES } from '@nbp/contracts/messages';
import { slashItalianDate } from '@nbp/contracts/format';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { adminBooking, client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

// Decisions on a request that race its hold or its customer (docs/request-lifecycle.md#confirm):
// a lapsed hold is never confirmed, a hold's 409 names a request, and a booking made from a request
// never wins against the customer's own cancel.

let h: Harness;
let api: ReturnType<typeof client>;
let ipCounter = 0;
const keyring = new Keyring(DEV_PII_KEYS);

beforeAll(async () => {
  h = await startBooking('requestdecisions', { CANCEL_RATE_LIMIT_MAX: 3 });
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const ip = () => `203.0.113.${(++ipCounter % 250) + 1}`;
const send = async (overrides: Record<string, unknown>) => {
  const answer = await api.post('/api/email-bookings', publicRequest(overrides), { ip: ip() });
  expect(answer.status).toBe(201);
  return answer.body as { id: number };
};
/**
 * The request's private token as the customer gets it: from the received event (sealed for it),
 * not from the form's answer.
 */
const tokenOf = async (requestId: number) => {
  const { rows } = await h.sql.query(
    `select envelope->'payload' as payload from booking.outbox where routing_key = $1 and (envelope->'payload'->>'requestId')::int = $2`,
    [BOOKING_REQUEST_RECEIVED, requestId],
  );
  const payload = bookingRequestReceived.parse(rows[0].payload);
  return keyring.open(payload.accessToken!, bookingRequestSealContext('accessToken', requestId));
};
const requestRow = async (id: number) =>
  (await h.sql.query('select status, booking_id, decided_at from booking.booking_requests where id = $1', [id])).rows[0];
const outboxCount = async (routingKey: string, requestId: number) =>
  (
    await h.sql.query(
      `select count(*)::int as n from booking.outbox where routing_key = $1 and (envelope->'payload'->>'requestId')::int = $2`,
      [routingKey, requestId],
    )
  ).rows[0].n as number;
const bookingsFrom = async (boatId: number, startDate: string) =>
  (await h.sql.query('select count(*)::int as n from booking.bookings where boat_id = $1 and start_date = $2', [boatId, startDate])).rows[0]
    .n as number;
/** The hold's end moved into the past, as the clock would move it; the sweeper does not run here. */
const lapse = (id: number) =>
  h.sql.query(`update booking.booking_requests set hold_until = now() - interval '1 second' where id = $1`, [id]);

describe('a lapsed hold is not confirmed, even before the sweeper', () => {
  it('confirm: 409 "scaduta", the request expires with one expiry event, no booking; the sweeper adds no second one', async () => {
    const request = await send({ boatId: 1, startDate: inDays(20), endDate: inDays(21) });
    await lapse(request.id);

    const confirm = await api.admin.post(`/api/admin/email-requests/${request.id}/confirm`);
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(REQUEST_MESSAGES.holdLapsed);
    expect(await requestRow(request.id)).toMatchObject({ status: 'expired', booking_id: null, decided_at: expect.any(Date) });
    expect(await bookingsFrom(1, inDays(20))).toBe(0);
    expect(await outboxCount(BOOKING_REQUEST_EXPIRED, request.id)).toBe(1);
    expect(await outboxCount(BOOKING_REQUEST_CONFIRMED, request.id)).toBe(0);

    // The sweeper finds nothing left to expire: the customer gets one expiry mail, not two.
    expect((await h.sweep()).expired).toBe(0);
    expect(await outboxCount(BOOKING_REQUEST_EXPIRED, request.id)).toBe(1);
    // Asked again, the same answer.
    const again = await api.admin.post(`/api/admin/email-requests/${request.id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REQUEST_MESSAGES.holdLapsed);
  });

  it('booking from the request: 409 "scaduta", the request expires (one event), no booking; then made knowingly, it is only linked', async () => {
    const request = await send({ boatId: 2, startDate: inDays(24), endDate: inDays(25) });
    await lapse(request.id);
    const body = adminBooking({ boatId: 2, startDate: inDays(24), endDate: inDays(25), status: 'confirmed', requestId: request.id });

    const refused = await api.admin.post('/api/admin/bookings', body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REQUEST_MESSAGES.holdLapsed);
    expect(await requestRow(request.id)).toMatchObject({ status: 'expired', booking_id: null });
    expect(await bookingsFrom(2, inDays(24))).toBe(0);
    expect(await outboxCount(BOOKING_REQUEST_EXPIRED, request.id)).toBe(1);
    expect((await h.sweep()).expired).toBe(0);

    const knowingly = await api.admin.post('/api/admin/bookings', body);
    expect(knowingly.status).toBe(201);
    expect(await requestRow(request.id)).toMatchObject({ status: 'expired', booking_id: knowingly.body.id });
    expect(await outboxCount(BOOKING_REQUEST_CONFIRMED, request.id)).toBe(0);
    expect(await outboxCount(BOOKING_REQUEST_EXPIRED, request.id)).toBe(1);
  });
});

describe("a hold's 409", () => {
  it('names a request waiting for an answer, and a booking as a confirmed booking', async () => {
    await send({ boatId: 3, startDate: inDays(30), endDate: inDays(32), customerName: 'Rita Blu' });
    const onHold = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(31), endDate: inDays(33) }));
    expect(onHold.status).toBe(409);
    expect(onHold.body.message).toBe(
      `${REQUEST_MESSAGES.requestOverlap} (Rita Blu, ${slashItalianDate(inDays(30))} – ${slashItalianDate(inDays(32))})`,
    );
    expect(onHold.body.message).not.toContain('prenotazione confermata');

    const booked = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, customerName: 'Ugo Neri', startDate: inDays(40), endDate: inDays(41) }),
    );
    expect(booked.status).toBe(201);
    const onBooking = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(41), endDate: inDays(41) }));
    expect(onBooking.status).toBe(409);
    expect(onBooking.body.message).toBe(
      `${MESSAGES.bookingOverlap} (Ugo Neri, ${slashItalianDate(inDays(40))} – ${slashItalianDate(inDays(41))})`,
    );
  });
});

describe("booking from a request against the customer's cancel", () => {
  it('fired together many times: exactly one of the two succeeds, and no booking is ever linked to a cancelled request', async () => {
    const outcomes = { cancelWon: 0, bookingWon: 0 };
    for (let i = 0; i < 24; i++) {
      const day = inDays(60 + 2 * i);
      const boatId = 1 + (i % 3);
      const request = await send({ boatId, startDate: day, endDate: day });
      const token = await tokenOf(request.id);
      const [cancel, booking] = await Promise.all([
        api.post(`/api/email-bookings/by-token/${token}/cancel`, undefined, { ip: `192.0.2.${i + 1}` }),
        api.admin.post(
          '/api/admin/bookings',
          adminBooking({ boatId, startDate: day, endDate: day, status: 'confirmed', requestId: request.id }),
        ),
      ]);
      const row = await requestRow(request.id);
      if (cancel.status === 200) {
        outcomes.cancelWon += 1;
        expect(booking.status, `round ${i}`).toBe(409);
        expect(booking.body.message).toBe(REQUEST_MESSAGES.cancelledByCustomer);
        expect(row).toMatchObject({ status: 'cancelled', booking_id: null });
        expect(await bookingsFrom(boatId, day)).toBe(0);
      } else {
        outcomes.bookingWon += 1;
        expect(booking.status, `round ${i}`).toBe(201);
        expect(cancel.status).toBe(409);
        expect(cancel.body.message).toBe(REQUEST_MESSAGES.notPending);
        expect(row).toMatchObject({ status: 'confirmed', booking_id: booking.body.id });
      }
    }
    expect(outcomes.cancelWon + outcomes.bookingWon).toBe(24);
    const linkedToCancelled = await h.sql.query(
      `select count(*)::int as n from booking.booking_requests where status = 'cancelled' and booking_id is not null`,
    );
    expect(linkedToCancelled.rows[0].n).toBe(0);
  }, 60_000);
});

describe('the cancel limit', () => {
  it('past CANCEL_RATE_LIMIT_MAX from one client address: 429 with its message; other addresses and the request limit are unaffected', async () => {
    const unknown = 'A'.repeat(32);
    for (let i = 0; i < 3; i++) {
      expect((await api.post(`/api/email-bookings/by-token/${unknown}/cancel`, undefined, { ip: '198.18.0.7' })).status).toBe(404);
    }
    const limited = await api.post(`/api/email-bookings/by-token/${unknown}/cancel`, undefined, { ip: '198.18.0.7' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(REQUEST_MESSAGES.tooManyCancels);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect((await api.post(`/api/email-bookings/by-token/${unknown}/cancel`, undefined, { ip: '198.18.0.8' })).status).toBe(404);
    // Counted apart: the same address may still send a request.
    const request = await api.post('/api/email-bookings', publicRequest({ boatId: 1, startDate: inDays(120), endDate: inDays(120) }), {
      ip: '198.18.0.7',
    });
    expect(request.status).toBe(201);
  });
});
