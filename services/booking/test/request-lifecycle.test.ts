import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import {
  BOOKING_CONFIRMED,
  BOOKING_REQUEST_CANCELLED,
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_DECLINED,
  bookingConfirmed,
  bookingRequestCancelled,
  bookingRequestConfirmed,
  bookingRequestDeclined,
  lifecycleSealContext,
} from '@nbp/contracts/events/booking';
import { CONFIRMATION_NEEDS_EMAIL, REQUEST_MESSAGES, customerRequestView } from '@nbp/contracts/http/booking';
import { EMAIL_SENT } from '@nbp/contracts/events/notification';
import { MESSAGES } from '@nbp/contracts/messages';
import { slashItalianDate } from '@nbp/contracts/format';
import { DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { eventually } from '@nbp/kit/testing';
import { adminBooking, client, DAY_RATE, inDays, listenTo, publicRequest, startBooking, type Harness } from './support.ts';

let h: Harness;
let api: ReturnType<typeof client>;
let ipCounter = 0;
const keyring = new Keyring(DEV_PII_KEYS);

beforeAll(async () => {
  h = await startBooking('bookinglife');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const send = (overrides: Record<string, unknown> = {}) =>
  api.post('/api/email-bookings', publicRequest(overrides), { ip: `198.51.100.${++ipCounter}` });
const tokenOf = (answer: { body: { id: number } }) => h.tokenOf(answer.body.id);
const free = async (boatId: number, startDate: string, endDate: string) =>
  (await api.get(`/api/simple-boat-availability?boatId=${boatId}&startDate=${startDate}&endDate=${endDate}`)).body.available as boolean;
const heldOf = async (boatId: number) => (await api.get(`/api/bookings/held?boatId=${boatId}`)).body as { startDate: string }[];
const statusOf = async (id: number) =>
  (await h.sql.query('select status from booking.booking_requests where id = $1', [id])).rows[0].status;

describe('holds', () => {
  it('a pending request holds its days: availability says taken, /api/bookings/held lists them (dates only), other boats stay free', async () => {
    const stored = await send({ boatId: 1, startDate: inDays(20), endDate: inDays(22) });
    expect(stored.status).toBe(201);
    expect(await free(1, inDays(22), inDays(23))).toBe(false);
    expect(await free(1, inDays(23), inDays(24))).toBe(true);
    expect(await heldOf(1)).toEqual([{ startDate: inDays(20), endDate: inDays(22) }]);
    // Confirmed bookings are not held ranges; they stay in /api/bookings?status=confirmed.
    expect(
      (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 1, startDate: inDays(26), endDate: inDays(26) }))).status,
    ).toBe(201);
    expect(await heldOf(1)).toEqual([{ startDate: inDays(20), endDate: inDays(22) }]);
    expect((await api.get(`/api/bookings?boatId=1&status=confirmed`)).body).toEqual([
      { startDate: inDays(26), endDate: inDays(26), status: 'confirmed' },
    ]);
    const alternatives = await api.get(`/api/all-boats-availability?startDate=${inDays(20)}&endDate=${inDays(20)}&excludeBoatId=2`);
    expect(alternatives.body.map((b: { id: number }) => b.id)).toEqual([3]);
    const model = await api.get(`/api/availability?boatModel=Eolo%206.40&startDate=${inDays(21)}&endDate=${inDays(21)}`);
    expect(model.body).toEqual([
      { boatId: 1, name: expect.any(String), available: false },
      { boatId: 2, name: expect.any(String), available: true },
    ]);
    expect((await api.get('/api/bookings/held?boatId=x')).status).toBe(400);
  });

  it('409 on every overlap: request vs request (held), request vs confirmed booking, admin booking vs hold naming the customer, pending admin booking vs hold', async () => {
    const first = await send({ boatId: 2, startDate: inDays(40), endDate: inDays(42), customerName: 'Carla Neri' });
    expect(first.status).toBe(201);
    const again = await send({ boatId: 2, startDate: inDays(42), endDate: inDays(43), customerEmail: 'altro@example.test' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REQUEST_MESSAGES.daysHeld);

    expect(
      (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 2, startDate: inDays(50), endDate: inDays(50) }))).status,
    ).toBe(201);
    const onBooking = await send({ boatId: 2, startDate: inDays(49), endDate: inDays(50) });
    expect(onBooking.status).toBe(409);
    expect(onBooking.body.message).toBe(MESSAGES.boatNotAvailable);

    const named = `${REQUEST_MESSAGES.requestOverlap} (Carla Neri, ${slashItalianDate(inDays(40))} – ${slashItalianDate(inDays(42))})`;
    for (const status of ['confirmed', 'pending']) {
      const admin = await api.admin.post(
        '/api/admin/bookings',
        adminBooking({ boatId: 2, startDate: inDays(41), endDate: inDays(41), status }),
      );
      expect(admin.status, status).toBe(409);
      expect(admin.body.message, status).toBe(named);
    }

    const pendingBooking = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 2, startDate: inDays(55), endDate: inDays(56), status: 'pending' }),
    );
    expect(pendingBooking.status).toBe(201);
    const onPending = await send({ boatId: 2, startDate: inDays(56), endDate: inDays(57) });
    expect(onPending.status).toBe(409);
    expect(onPending.body.message).toBe(REQUEST_MESSAGES.daysHeld);
    expect(await heldOf(2)).toEqual([
      { startDate: inDays(40), endDate: inDays(42) },
      { startDate: inDays(55), endDate: inDays(56) },
    ]);
    // Moving the pending booking moves its hold; cancelling it frees the days.
    expect(
      (await api.admin.patch(`/api/admin/bookings/${pendingBooking.body.id}`, { startDate: inDays(58), endDate: inDays(58) })).status,
    ).toBe(200);
    expect(await free(2, inDays(55), inDays(57))).toBe(true);
    expect((await api.admin.patch(`/api/admin/bookings/${pendingBooking.body.id}`, { status: 'cancelled' })).status).toBe(200);
    expect(await free(2, inDays(58), inDays(58))).toBe(true);
  });

  it('of 20 simultaneous requests for the same days exactly one is stored, the others get 409, none a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send({ boatId: 3, startDate: inDays(70), endDate: inDays(72), customerEmail: `corsa${i}@example.test` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body.message).toBe(REQUEST_MESSAGES.daysHeld);
    const { rows } = await h.sql.query(
      `select count(*)::int as n from booking.booking_requests where boat_id = 3 and start_date = $1 and status = 'pending'`,
      [inDays(70)],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('confirm', () => {
  it('makes the confirmed booking (same boat and days, price = the quote, customer opened), links it, audits and publishes it', async () => {
    const audit = await listenTo(h, AUDIT_RECORDED);
    const bus = await listenTo(h, BOOKING_REQUEST_CONFIRMED);
    const stored = await send({ boatId: 1, startDate: inDays(80), endDate: inDays(81), customerName: 'Paolo Gialli' });
    const token = await tokenOf(stored);
    const confirmed = await api.admin.post(`/api/admin/email-requests/${stored.body.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      boatId: 1,
      customerName: 'Paolo Gialli',
      customerEmail: 'Maria.Rossi@Example.test',
      customerPhone: '+39 345 678 9012',
      startDate: inDays(80),
      endDate: inDays(81),
      totalPrice: (2 * DAY_RATE).toFixed(2),
      status: 'confirmed',
      notes: 'Vorrei uno skipper',
      boat: { id: 1, name: 'Eolo 6.40 EL Open - Alacaluf I' },
    });
    const bookingId = confirmed.body.id as number;
    const { rows } = await h.sql.query('select status, booking_id, decided_at from booking.booking_requests where id = $1', [
      stored.body.id,
    ]);
    expect(rows[0]).toMatchObject({ status: 'confirmed', booking_id: bookingId, decided_at: expect.any(Date) });
    // The days are now the booking's: still taken, no longer "held", public as confirmed.
    expect(await free(1, inDays(80), inDays(80))).toBe(false);
    expect((await heldOf(1)).some((r) => r.startDate === inDays(80))).toBe(false);
    const claims = await h.sql.query('select booking_id, request_id from booking.claims where boat_id = 1 and start_date = $1', [
      inDays(80),
    ]);
    expect(claims.rows).toEqual([{ booking_id: bookingId, request_id: null }]);

    const event = bookingRequestConfirmed.parse((await bus.next()).payload);
    expect(event).toMatchObject({
      requestId: stored.body.id,
      bookingId,
      boatId: 1,
      boatName: 'Eolo 6.40 EL Open - Alacaluf I',
      startDate: inDays(80),
      endDate: inDays(81),
      days: 2,
      totalPrice: '500.00',
      deposit: '500.00',
      checkInTime: '09:00',
      checkOutTime: '18:00',
      sequence: 1,
    });
    const context = (field: 'customerName' | 'customerEmail' | 'accessToken') =>
      lifecycleSealContext(BOOKING_REQUEST_CONFIRMED, field, stored.body.id);
    expect(keyring.open(event.customerName, context('customerName'))).toBe('Paolo Gialli');
    expect(keyring.open(event.customerEmail, context('customerEmail'))).toBe('Maria.Rossi@Example.test');
    expect(keyring.open(event.accessToken, context('accessToken'))).toBe(token);
    expect((await audit.next()).payload).toMatchObject({
      userId: expect.any(String),
      action: 'booking-request.confirmed',
      entityId: String(stored.body.id),
      details: expect.objectContaining({ bookingId }),
    });
    await bus.close();
    await audit.close();

    // The admin list tells it all.
    const listed = (await api.admin.get('/api/admin/email-requests')).body.find((r: { id: number }) => r.id === stored.body.id);
    expect(listed).toMatchObject({
      status: 'confirmed',
      bookingId,
      declineReason: null,
      decidedAt: expect.any(String),
      holdUntil: expect.any(String),
    });

    // Only pending moves.
    for (const path of ['confirm', 'decline']) {
      const twice = await api.admin.post(`/api/admin/email-requests/${stored.body.id}/${path}`, {});
      expect(twice.status, path).toBe(409);
      expect(twice.body.message, path).toBe(REQUEST_MESSAGES.notPending);
    }
    const cancel = await api.post(`/api/email-bookings/by-token/${token}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(REQUEST_MESSAGES.notPending);
    expect((await api.admin.post('/api/admin/email-requests/999999/confirm')).status).toBe(404);
    expect((await api.admin.post('/api/admin/email-requests/abc/confirm')).status).toBe(404);
  });
});

describe('decline', () => {
  it('frees the days, keeps the reason and offers up to three alternatives (other boats first, then the same boat on near days)', async () => {
    const bus = await listenTo(h, BOOKING_REQUEST_DECLINED);
    // Boat 3 is taken on the asked days by a booking; boat 1 and 2 are free. Then only boat 2's other days.
    const stored = await send({ boatId: 2, startDate: inDays(90), endDate: inDays(91) });
    expect(
      (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(91), endDate: inDays(91) }))).status,
    ).toBe(201);
    // Every event the decline puts on the bus, whatever its routing key.
    const everything = await listenTo(h, '#');
    const declined = await api.admin.post(`/api/admin/email-requests/${stored.body.id}/decline`, { reason: 'Barca in manutenzione' });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      id: stored.body.id,
      status: 'declined',
      declineReason: 'Barca in manutenzione',
      decidedAt: expect.any(String),
    });
    expect(await free(2, inDays(90), inDays(91))).toBe(true);

    const event = bookingRequestDeclined.parse((await bus.next()).payload);
    expect(event).toMatchObject({ requestId: stored.body.id, sequence: 1 });
    // The reason travels sealed for this event, this field and this request (docs/sealed-fields.md#values-in-events).
    expect(keyring.open(event.reason!, lifecycleSealContext(BOOKING_REQUEST_DECLINED, 'reason', stored.body.id))).toBe(
      'Barca in manutenzione',
    );
    expect(() => keyring.open(event.reason!, lifecycleSealContext(BOOKING_REQUEST_DECLINED, 'reason', stored.body.id + 1))).toThrow();
    // Neither the event nor the audit record beside it holds the reason readable.
    const seen: { type: string; payload: Record<string, unknown> }[] = [];
    const auditOf = (m: (typeof seen)[number]) => m.type === AUDIT_RECORDED && m.payload.action === 'booking-request.declined';
    while (!(seen.some((m) => m.type === BOOKING_REQUEST_DECLINED) && seen.some(auditOf))) seen.push(await everything.next());
    await everything.close();
    expect(JSON.stringify(seen)).not.toMatch(/manutenzione/i);
    const audit = seen.find(auditOf)!;
    expect(audit.payload.details).toMatchObject({ withReason: true, alternatives: 3 });
    // Boat 1 on the same days (boat 3 is taken), then boat 2 on the nearest days that leave the declined ones alone.
    expect(event.alternatives).toEqual([
      { boatId: 1, boatName: 'Eolo 6.40 EL Open - Alacaluf I', startDate: inDays(90), endDate: inDays(91) },
      { boatId: 2, boatName: 'Eolo 6.40 EL Open - Alacaluf II', startDate: inDays(92), endDate: inDays(93) },
      { boatId: 2, boatName: 'Eolo 6.40 EL Open - Alacaluf II', startDate: inDays(88), endDate: inDays(89) },
    ]);

    // Without a reason; a reason with hidden characters is refused.
    const second = await send({ boatId: 2, startDate: inDays(95), endDate: inDays(95) });
    expect((await api.admin.post(`/api/admin/email-requests/${second.body.id}/decline`, { reason: 'a\u0000b' })).status).toBe(400);
    const plain = await api.admin.post(`/api/admin/email-requests/${second.body.id}/decline`);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ status: 'declined', declineReason: null });
    expect(bookingRequestDeclined.parse((await bus.next()).payload).reason).toBeNull();
    await bus.close();
  });
  it('offers only boats that fit: as many people at least, and no licence where the asked boat needed none', async () => {
    const bus = await listenTo(h, BOOKING_REQUEST_DECLINED);
    // Boat 3 takes 8 people and needs a licence; boats 1 and 2 (6 people) are free on the same days but too small.
    const big = await send({ boatId: 3, startDate: inDays(140), endDate: inDays(140) });
    expect((await api.admin.post(`/api/admin/email-requests/${big.body.id}/decline`)).status).toBe(200);
    expect(bookingRequestDeclined.parse((await bus.next()).payload).alternatives.map((a) => a.boatId)).toEqual([3, 3, 3]);
    // Boat 1 (6 people, no licence): boat 2 fits; boat 3 is larger but needs a licence the customer may not have.
    const small = await send({ boatId: 1, startDate: inDays(145), endDate: inDays(145) });
    expect((await api.admin.post(`/api/admin/email-requests/${small.body.id}/decline`)).status).toBe(200);
    expect(bookingRequestDeclined.parse((await bus.next()).payload).alternatives.map((a) => a.boatId)).toEqual([2, 1, 1]);
    await bus.close();
  });
});

describe("the customer's link", () => {
  it('shows the rental (no personal data), cancels it once, frees the days; unknown or malformed links are 404', async () => {
    const bus = await listenTo(h, BOOKING_REQUEST_CANCELLED);
    const stored = await send({ boatId: 3, startDate: inDays(100), endDate: inDays(102) });
    const token = await tokenOf(stored);
    const view = await api.get(`/api/email-bookings/by-token/${token}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toBe('no-store');
    expect(customerRequestView.parse(view.body)).toEqual({
      status: 'pending',
      bookingStatus: null,
      boatId: 3,
      boatName: 'Eolo 6.90 EL - Alacaluf III',
      startDate: inDays(100),
      endDate: inDays(102),
      days: 3,
      totalPrice: '750.00',
      holdUntil: stored.body.holdUntil,
      createdAt: expect.any(String),
      decidedAt: null,
      declineReason: null,
      holdsDays: true,
    });
    expect(JSON.stringify(view.body)).not.toMatch(/Maria|Rossi|345/);

    const cancelled = await api.post(`/api/email-bookings/by-token/${token}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', decidedAt: expect.any(String) });
    expect(await free(3, inDays(100), inDays(102))).toBe(true);
    const event = bookingRequestCancelled.parse((await bus.next()).payload);
    expect(event).toMatchObject({ requestId: stored.body.id, sequence: 1 });
    expect(keyring.open(event.accessToken, lifecycleSealContext(BOOKING_REQUEST_CANCELLED, 'accessToken', stored.body.id))).toBe(token);
    await bus.close();
    const again = await api.post(`/api/email-bookings/by-token/${token}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REQUEST_MESSAGES.notPending);
    for (const admin of ['confirm', 'decline'])
      expect((await api.admin.post(`/api/admin/email-requests/${stored.body.id}/${admin}`)).status).toBe(409);

    for (const bad of ['x'.repeat(32), 'corto', `${token}x`, '%00'.repeat(11)]) {
      for (const call of [api.get(`/api/email-bookings/by-token/${bad}`), api.post(`/api/email-bookings/by-token/${bad}/cancel`)]) {
        const answer = await call;
        expect(answer.status, bad).toBe(404);
        expect(answer.body.message, bad).toBe(REQUEST_MESSAGES.unknownLink);
      }
    }
  });

  it('a repeated identical submit answers the same request as the first, with no link', async () => {
    const body = { boatId: 1, startDate: inDays(110), endDate: inDays(110) };
    const first = await send(body);
    const again = await send(body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(JSON.stringify(again.body)).not.toContain(await h.tokenOf(first.body.id));
  });
});

describe('phone bookings', () => {
  it('without an e-mail are stored; with sendConfirmation a confirmed one publishes booking.confirmed.v1 (sealed for the booking), a pending one holds its days', async () => {
    const bus = await listenTo(h, BOOKING_CONFIRMED);
    const noEmail = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(120), endDate: inDays(120), customerEmail: '' }),
    );
    expect(noEmail.status).toBe(201);
    expect(noEmail.body.customerEmail).toBe('');
    const refused = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(121), endDate: inDays(121), customerEmail: '', sendConfirmation: true }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CONFIRMATION_NEEDS_EMAIL);

    const mailed = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(122), endDate: inDays(123), totalPrice: '640', sendConfirmation: true }),
    );
    expect(mailed.status).toBe(201);
    const event = bookingConfirmed.parse((await bus.next()).payload);
    expect(event).toMatchObject({
      bookingId: mailed.body.id,
      boatId: 1,
      boatName: 'Eolo 6.40 EL Open - Alacaluf I',
      startDate: inDays(122),
      endDate: inDays(123),
      days: 2,
      deposit: '500.00',
      checkInTime: '09:00',
      checkOutTime: '18:00',
      sequence: 0,
    });
    expect(Number(event.totalPrice)).toBe(640);
    expect(keyring.open(event.customerEmail, lifecycleSealContext(BOOKING_CONFIRMED, 'customerEmail', mailed.body.id))).toBe(
      'giuseppe.verdi@example.test',
    );
    expect(JSON.stringify(event)).not.toMatch(/Verdi|giuseppe/);
    await bus.close();
  });
});

describe('delivery outcomes of later mails', () => {
  it('only the arrival mails make the delivery status; a confirmation mail outcome is ignored', async () => {
    const bus = await listenTo(h, 'none');
    const stored = await send({ boatId: 2, startDate: inDays(130), endDate: inDays(130) });
    bus.publish(EMAIL_SENT, { requestId: stored.body.id, recipient: 'customer', attempts: 1, error: null, mail: 'confirmed' });
    bus.publish(EMAIL_SENT, { requestId: stored.body.id, recipient: 'admin', attempts: 1, error: null });
    const delivered = async () =>
      (await h.sql.query('select admin_email_sent, customer_email_sent from booking.booking_requests where id = $1', [stored.body.id]))
        .rows[0];
    await eventually(async () => (await delivered()).admin_email_sent === true);
    // Published before the admin one on the same queue: handled, and ignored.
    expect(await delivered()).toEqual({ admin_email_sent: true, customer_email_sent: false });
    await bus.close();
  });
});

describe('access', () => {
  it('refuses anonymous (401) and non-admin (403) callers on confirm and decline', async () => {
    const user = await h.auth.userToken();
    for (const path of ['/api/admin/email-requests/1/confirm', '/api/admin/email-requests/1/decline']) {
      expect((await api.post(path, {})).status, path).toBe(401);
      expect((await api.post(path, {}, { token: user })).status, path).toBe(403);
    }
    expect(await statusOf((await send({ boatId: 3, startDate: inDays(140), endDate: inDays(140) })).body.id)).toBe('pending');
  });
});
