import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import { BOOKING_CONFIRMED, BOOKING_REQUEST_CONFIRMED, bookingRequestConfirmed, lifecycleSealContext } from '@nbp/contracts/events/booking';
import { REQUEST_MESSAGES, customerRequestView } from '@nbp/contracts/http/booking';
import { MESSAGES } from '@nbp/contracts/messages';
import { slashItalianDate } from '@nbp/contracts/format';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { adminBooking, client, inDays, listenTo, publicRequest, startBooking, type Harness } from './support.ts';

// "Crea prenotazione dalla richiesta": a booking made from a request confirms it
// (docs/request-lifecycle.md#confirm), with the values the office may have changed.

let h: Harness;
let api: ReturnType<typeof client>;
let ipCounter = 0;
const keyring = new Keyring(DEV_PII_KEYS);

beforeAll(async () => {
  h = await startBooking('bookingfromreq');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const send = async (overrides: Record<string, unknown>) => {
  const answer = await api.post('/api/email-bookings', publicRequest(overrides), { ip: `198.51.100.${++ipCounter}` });
  expect(answer.status).toBe(201);
  return answer.body as { id: number };
};
const requestRow = async (id: number) =>
  (await h.sql.query('select status, booking_id, decided_at from booking.booking_requests where id = $1', [id])).rows[0];
/** The events written with a change, in the same transaction: what the outbox holds is what is published. */
const outboxOf = async (routingKey: string, field: string, id: number) =>
  (
    await h.sql.query(
      `select envelope->'payload' as payload from booking.outbox where routing_key = $1 and envelope->'payload'->>$2 = $3`,
      [routingKey, field, String(id)],
    )
  ).rows.map((row: { payload: Record<string, unknown> }) => row.payload);
const claimsOn = async (boatId: number, day: string) =>
  (
    await h.sql.query(
      `select booking_id, request_id from booking.claims where boat_id = $1 and daterange(start_date, end_date, '[]') @> $2::date`,
      [boatId, day],
    )
  ).rows;

describe('a booking made from a request', () => {
  it('confirms a pending request with the edited values, links it and mails the confirmation once (sendConfirmation adds no second mail)', async () => {
    const bus = await listenTo(h, BOOKING_REQUEST_CONFIRMED);
    const request = await send({ boatId: 1, startDate: inDays(20), endDate: inDays(22), customerName: 'Anna Blu' });
    // The office moves it a day later, changes the price and ticks the confirmation mail.
    const created = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({
        boatId: 1,
        customerName: 'Anna Blu',
        customerEmail: 'anna.blu@example.test',
        startDate: inDays(21),
        endDate: inDays(23),
        totalPrice: '680',
        status: 'confirmed',
        sendConfirmation: true,
        requestId: request.id,
      }),
    );
    expect(created.status).toBe(201);
    const bookingId = created.body.id as number;
    expect(created.body).toMatchObject({ startDate: inDays(21), endDate: inDays(23), totalPrice: '680.00', status: 'confirmed' });
    expect(await requestRow(request.id)).toMatchObject({ status: 'confirmed', booking_id: bookingId, decided_at: expect.any(Date) });
    // The request's claim is gone, the booking's holds its own days.
    expect(await claimsOn(1, inDays(20))).toEqual([]);
    expect(await claimsOn(1, inDays(23))).toEqual([{ booking_id: bookingId, request_id: null }]);

    const event = bookingRequestConfirmed.parse((await bus.next()).payload);
    expect(event).toMatchObject({
      requestId: request.id,
      bookingId,
      boatId: 1,
      boatName: 'Eolo 6.40 EL Open - Alacaluf I',
      startDate: inDays(21),
      endDate: inDays(23),
      days: 3,
      totalPrice: '680.00',
      sequence: 1,
    });
    // The customer's page shows the rental as the booking has it: the office's days and price, not the request's.
    const token = await h.tokenOf(request.id);
    const page = await api.get(`/api/email-bookings/by-token/${token}`);
    expect(page.status).toBe(200);
    expect(customerRequestView.parse(page.body)).toMatchObject({
      status: 'confirmed',
      bookingStatus: 'confirmed',
      boatId: 1,
      boatName: 'Eolo 6.40 EL Open - Alacaluf I',
      startDate: inDays(21),
      endDate: inDays(23),
      days: 3,
      totalPrice: '680.00',
    });
    expect(JSON.stringify(page.body)).not.toMatch(/Anna|Blu|example\.test/);
    const context = (field: 'customerName' | 'customerEmail' | 'accessToken') =>
      lifecycleSealContext(BOOKING_REQUEST_CONFIRMED, field, request.id);
    expect(keyring.open(event.customerEmail, context('customerEmail'))).toBe('anna.blu@example.test');
    expect(keyring.open(event.accessToken, context('accessToken'))).toBe(await h.tokenOf(request.id));
    await bus.close();
    expect(await outboxOf(BOOKING_REQUEST_CONFIRMED, 'requestId', request.id)).toHaveLength(1);
    expect(await outboxOf(BOOKING_CONFIRMED, 'bookingId', bookingId)).toEqual([]);
    const audits = (await outboxOf(AUDIT_RECORDED, 'entityId', request.id)).filter((a) => a.action === 'booking-request.confirmed');
    expect(audits).toEqual([expect.objectContaining({ details: expect.objectContaining({ bookingId, bookingStatus: 'confirmed' }) })]);

    // It has its booking now: a second one from it is refused, and so is the one-click confirm.
    const again = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(30), endDate: inDays(30), requestId: request.id }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REQUEST_MESSAGES.notPending);
    expect((await api.admin.post(`/api/admin/email-requests/${request.id}/confirm`)).status).toBe(409);
    expect(await claimsOn(1, inDays(30))).toEqual([]);

    const unknown = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ startDate: inDays(31), endDate: inDays(31), requestId: 999999 }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Richiesta non trovata');
    expect((await api.admin.post('/api/admin/bookings', adminBooking({ requestId: 'x' }))).status).toBe(400);
  });

  it("the customer's page follows the booking: another boat by its name, later edits, and a pending booking", async () => {
    const request = await send({ boatId: 1, startDate: inDays(60), endDate: inDays(61) });
    const created = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, startDate: inDays(60), endDate: inDays(62), totalPrice: '900', status: 'pending', requestId: request.id }),
    );
    expect(created.status).toBe(201);
    const token = await h.tokenOf(request.id);
    const view = async () => customerRequestView.parse((await api.get(`/api/email-bookings/by-token/${token}`)).body);
    expect(await view()).toMatchObject({
      status: 'confirmed',
      bookingStatus: 'pending',
      boatId: 3,
      boatName: 'Eolo 6.90 EL - Alacaluf III',
      startDate: inDays(60),
      endDate: inDays(62),
      days: 3,
      totalPrice: '900.00',
    });
    // The office edits the booking later: the page reads the booking as it is now.
    const edited = await api.admin.patch(`/api/admin/bookings/${created.body.id}`, {
      endDate: inDays(63),
      totalPrice: '1100',
      status: 'confirmed',
    });
    expect(edited.status).toBe(200);
    expect(await view()).toMatchObject({ bookingStatus: 'confirmed', endDate: inDays(63), days: 4, totalPrice: '1100.00' });
    // On a boat the site no longer shows (the edit cannot move a booking: written as the office's
    // data would be): no name rather than another boat's.
    await h.sql.query('update booking.bookings set boat_id = 4 where id = $1', [created.body.id]);
    expect(await view()).toMatchObject({ boatId: 4, boatName: null });
  });

  it('created as pending: the request is confirmed and linked, the pending booking holds the days, no mail', async () => {
    const request = await send({ boatId: 2, startDate: inDays(40), endDate: inDays(41) });
    const created = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 2, startDate: inDays(40), endDate: inDays(41), status: 'pending', requestId: request.id }),
    );
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending');
    expect(await requestRow(request.id)).toMatchObject({ status: 'confirmed', booking_id: created.body.id });
    expect(await claimsOn(2, inDays(40))).toEqual([{ booking_id: created.body.id, request_id: null }]);
    expect(await outboxOf(BOOKING_REQUEST_CONFIRMED, 'requestId', request.id)).toEqual([]);
    expect(await outboxOf(BOOKING_CONFIRMED, 'bookingId', created.body.id)).toEqual([]);
  });

  it('from an expired request: an ordinary booking on its days, linked, the request stays expired and no request mail', async () => {
    const request = await send({ boatId: 3, startDate: inDays(50), endDate: inDays(52) });
    // What the sweeper does when the hold lapses; the claims trigger frees the days.
    await h.sql.query(`update booking.booking_requests set status = 'expired', decided_at = now() where id = $1`, [request.id]);
    expect(await claimsOn(3, inDays(50))).toEqual([]);
    const created = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, startDate: inDays(50), endDate: inDays(52), status: 'confirmed', requestId: request.id }),
    );
    expect(created.status).toBe(201);
    expect(await requestRow(request.id)).toMatchObject({ status: 'expired', booking_id: created.body.id });
    expect(await outboxOf(BOOKING_REQUEST_CONFIRMED, 'requestId', request.id)).toEqual([]);
    // Linked once: a second booking from it is refused.
    const again = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, startDate: inDays(60), endDate: inDays(60), requestId: request.id }),
    );
    expect(again.status).toBe(409);
  });

  it('with dates moved onto another claim: 409 naming that claim (not the request itself), and everything rolls back', async () => {
    const request = await send({ boatId: 1, startDate: inDays(70), endDate: inDays(72), customerName: 'Anna Blu' });
    const other = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, customerName: 'Carlo Verde', startDate: inDays(74), endDate: inDays(75) }),
    );
    expect(other.status).toBe(201);
    const moved = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(71), endDate: inDays(74), status: 'confirmed', requestId: request.id }),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(
      `${MESSAGES.bookingOverlap} (Carlo Verde, ${slashItalianDate(inDays(74))} – ${slashItalianDate(inDays(75))})`,
    );
    expect(await requestRow(request.id)).toMatchObject({ status: 'pending', booking_id: null, decided_at: null });
    expect(await claimsOn(1, inDays(70))).toEqual([{ booking_id: null, request_id: request.id }]);
    expect(
      (await h.sql.query(`select count(*)::int as n from booking.bookings where boat_id = 1 and start_date = $1`, [inDays(71)])).rows[0].n,
    ).toBe(0);
    expect(await outboxOf(BOOKING_REQUEST_CONFIRMED, 'requestId', request.id)).toEqual([]);
  });
});
