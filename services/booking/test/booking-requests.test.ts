import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@nbp/kit/testing';
import { newEnvelope } from '@nbp/kit/bus';
import { emailOutcomeHandler } from '../src/events/email-outcomes.ts';
import { Keyring, DEV_PII_KEYS, TamperedError } from '@nbp/kit/crypto';
import {
  BOOKING_REQUEST_RECEIVED,
  bookingRequestReceived,
  bookingRequestSealContext,
  type BookingRequestSealedField,
} from '@nbp/contracts/events/booking';
import { EMAIL_FAILED, EMAIL_SENT, EMAIL_SKIPPED } from '@nbp/contracts/events/notification';
import { BOOKING_REQUEST_STORED, REQUEST_MESSAGES } from '@nbp/contracts/http/booking';
import { MESSAGES } from '@nbp/contracts/messages';
import { adminBooking, client, DAY_RATE, inDays, listenTo, publicRequest, startBooking, type Harness } from './support.ts';

let h: Harness;
let api: ReturnType<typeof client>;
let ipCounter = 0;
/** Each test speaks from an address of its own, so the rate limit of one does not spill into another. */
const newIp = () => `203.0.113.${++ipCounter}`;
const RATE_LIMIT = 5;

beforeAll(async () => {
  h = await startBooking('bookingemail', { RATE_LIMIT_MAX: RATE_LIMIT });
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const send = (overrides: Record<string, unknown> = {}, ip = newIp()) => api.post('/api/email-bookings', publicRequest(overrides), { ip });

describe('POST /api/email-bookings', () => {
  it('stores the request with the server price and publishes it with sealed customer fields only', async () => {
    const bus = await listenTo(h, BOOKING_REQUEST_RECEIVED);
    const response = await send({ startDate: inDays(30), endDate: inDays(32), totalPrice: 1 });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      message: BOOKING_REQUEST_STORED,
      totalPrice: (3 * DAY_RATE).toFixed(2),
      status: 'pending',
      holdUntil: expect.any(String),
      holdsDays: true,
    });
    const token = await h.tokenOf(response.body.id);
    // The usual 24 hours: far from departure, neither the evening before nor the minimum applies.
    const held = Date.parse(response.body.holdUntil) - Date.now();
    expect(held).toBeGreaterThan(23 * 3_600_000);
    expect(held).toBeLessThanOrEqual(24 * 3_600_000);
    expect(BOOKING_REQUEST_STORED).toBe('Richiesta inviata! Ti contatteremo a breve per confermare la disponibilità.');

    const event = await bus.next();
    expect(event.type).toBe(BOOKING_REQUEST_RECEIVED);
    const payload = bookingRequestReceived.parse(event.payload);
    expect(payload).toMatchObject({
      requestId: response.body.id,
      boatId: 2,
      boatName: 'Eolo 6.40 EL Open - Alacaluf II',
      startDate: inDays(30),
      endDate: inDays(32),
      days: 3,
      totalPrice: '750.00',
      deposit: '500.00',
      holdUntil: response.body.holdUntil,
    });
    const raw = JSON.stringify(event);
    expect(raw).not.toContain(token);
    for (const secret of ['Maria', 'Rossi', 'Example.test', 'example.test', '345 678', '3456789012', 'skipper'])
      expect(raw).not.toContain(secret);
    const keyring = new Keyring(DEV_PII_KEYS);
    const inEvent = (field: BookingRequestSealedField) => bookingRequestSealContext(field, payload.requestId);
    expect(keyring.open(payload.customerName, inEvent('customerName'))).toBe('Maria Rossi');
    expect(keyring.open(payload.customerEmail, inEvent('customerEmail'))).toBe('Maria.Rossi@Example.test');
    expect(keyring.open(payload.customerPhone, inEvent('customerPhone'))).toBe('+39 345 678 9012');
    expect(keyring.open(payload.notes!, inEvent('notes'))).toBe('Vorrei uno skipper');
    expect(keyring.open(payload.accessToken!, inEvent('accessToken'))).toBe(token);
    // Bound to its field and request: swapped fields, or another request's id, do not open.
    expect(() => keyring.open(payload.customerEmail, inEvent('customerName'))).toThrow(TamperedError);
    expect(() => keyring.open(payload.customerName, bookingRequestSealContext('customerName', payload.requestId + 1))).toThrow(
      TamperedError,
    );
    await bus.close();

    const { rows } = await h.sql.query('select * from booking.booking_requests where id = $1', [response.body.id]);
    expect(rows[0]).toMatchObject({
      boat_name: 'Eolo 6.40 EL Open - Alacaluf II',
      total_price: '750.00',
      email_status: 'pending',
      admin_email_sent: false,
      customer_email_sent: false,
      is_archived: false,
      status: 'pending',
      decided_at: null,
    });
    const table = JSON.stringify(rows);
    for (const secret of ['Maria', 'Rossi', 'xample.test', '345 678', 'skipper', token]) expect(table).not.toContain(secret);
  });

  it('stores no notes when none are given', async () => {
    const bus = await listenTo(h, BOOKING_REQUEST_RECEIVED);
    const response = await send({ startDate: inDays(40), endDate: inDays(40), notes: '' });
    expect(response.status).toBe(201);
    expect(response.body.totalPrice).toBe(DAY_RATE.toFixed(2));
    expect((await bus.next()).payload).toMatchObject({ requestId: response.body.id, notes: null, days: 1 });
    await bus.close();
  });

  it('validates the request with the shared schema messages', async () => {
    // Each refusal also names its message's code (docs/errors.md), at the top and in its issue.
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customerName: 'M' }, MESSAGES.bookingName, 'name_too_short'],
      [{ customerEmail: 'non-una-email' }, MESSAGES.bookingEmail, 'email_enter_valid'],
      [{ customerPhone: '123' }, MESSAGES.bookingPhone, 'phone_enter_valid'],
      [{ startDate: '2026-13-01' }, 'Data non valida', 'date_invalid'],
      [{ boatId: 'uno' }, 'Identificativo non valido', 'id_invalid'],
      [{ startDate: inDays(5), endDate: inDays(4) }, MESSAGES.endBeforeStart, 'end_before_start'],
      [{ startDate: inDays(-1), endDate: inDays(2) }, MESSAGES.pastDate, 'date_in_past'],
    ];
    for (const [overrides, message, code] of cases) {
      const response = await send(overrides);
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body.message, JSON.stringify(overrides)).toBe(message);
      expect(response.body.code, JSON.stringify(overrides)).toBe(code);
      expect(response.body.issues[0], JSON.stringify(overrides)).toMatchObject({ message, code });
    }
    const bad = await api.post('/api/email-bookings', '{"boatId": 1,', { ip: newIp() });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'bad_request', message: 'Richiesta non valida: il corpo non è JSON valido.', code: 'invalid_json' });
    expect((await h.sql.query('select count(*)::int as n from booking.booking_requests where start_date < current_date')).rows[0].n).toBe(
      0,
    );
  });

  it('refuses an unknown or deactivated boat (404), and a range pricing refuses (400)', async () => {
    for (const boatId of [4, 99]) {
      const response = await send({ boatId });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Barca non trovata');
      expect(response.body.code).toBe('boat_not_found');
    }
    const tooLong = await send({ startDate: inDays(50), endDate: inDays(90) });
    expect(tooLong.status).toBe(400);
    // Pricing's code and parameters are passed on; the words are the catalogue's.
    expect(tooLong.body).toMatchObject({
      message: 'Il noleggio può durare al massimo 30 giorni.',
      code: 'rental_too_long',
      params: { max: '30' },
    });
  });

  it('answers 503 JSON with an Italian message when catalogue or pricing fails, storing nothing', async () => {
    const before = (await h.sql.query('select count(*)::int as n from booking.booking_requests')).rows[0].n;
    for (const service of ['catalogue', 'pricing'] as const) {
      h.stubs.down[service] = true;
      try {
        const response = await send({ startDate: inDays(60), endDate: inDays(61) });
        expect(response.status).toBe(503);
        expect(response.body.message).toMatch(/non è raggiungibile/);
      } finally {
        h.stubs.down[service] = false;
      }
    }
    expect((await h.sql.query('select count(*)::int as n from booking.booking_requests')).rows[0].n).toBe(before);
  });

  it('refuses dates a confirmed booking or a blocked day takes (409), and days a pending booking holds (409, held)', async () => {
    expect(
      (
        await api.admin.post(
          '/api/admin/bookings',
          adminBooking({ boatId: 3, startDate: inDays(70), endDate: inDays(72), status: 'confirmed' }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await api.admin.post(
          '/api/admin/bookings',
          adminBooking({ boatId: 3, startDate: inDays(80), endDate: inDays(82), status: 'pending' }),
        )
      ).status,
    ).toBe(201);
    await h.sql.query(
      `insert into booking.boat_availability (boat_id, date, status, created_at, updated_at) values (3, $1, 'blocked', now(), now())`,
      [inDays(90)],
    );

    for (const [start, end] of [
      [inDays(72), inDays(74)],
      [inDays(88), inDays(90)],
    ]) {
      const response = await send({ boatId: 3, startDate: start, endDate: end });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 'conflict', message: MESSAGES.boatNotAvailable, code: 'boat_unavailable' });
    }
    const held = await send({ boatId: 3, startDate: inDays(80), endDate: inDays(81) });
    expect(held.status).toBe(409);
    expect(held.body).toEqual({ error: 'conflict', message: REQUEST_MESSAGES.daysHeld, code: 'days_held' });
    expect((await send({ boatId: 3, startDate: inDays(83), endDate: inDays(84) })).status).toBe(201);
  });

  it('stores one request when the same one is sent twice, one after the other or at once', async () => {
    const request = { boatId: 1, startDate: inDays(100), endDate: inDays(101) };
    const first = await send(request);
    expect(first.status).toBe(201);
    // The same customer, e-mail in another case: still the same request, answered as the first was.
    const again = await send({ ...request, customerEmail: 'MARIA.ROSSI@example.TEST' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);

    const together = { boatId: 1, startDate: inDays(110), endDate: inDays(111) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(together)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const { rows } = await h.sql.query('select count(*)::int as n from booking.booking_requests where boat_id = 1 and start_date = $1', [
      inDays(110),
    ]);
    expect(rows[0].n).toBe(1);
    // Another e-mail is another request: for the same days it finds them held, on other days it is stored.
    const other = await send({ ...together, customerEmail: 'altra@example.test' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(REQUEST_MESSAGES.daysHeld);
    expect((await send({ ...together, startDate: inDays(112), endDate: inDays(112), customerEmail: 'altra@example.test' })).status).toBe(
      201,
    );
  });

  it('limits one client to RATE_LIMIT_MAX requests per window (429), other clients unaffected', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++)
      statuses.push((await send({ boatId: 2, startDate: inDays(120 + i), endDate: inDays(120 + i) }, ip)).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(201), 429, 429]);
    const limited = await send({}, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'too_many_requests', message: MESSAGES.tooManyRequests, code: 'rate_limited' });
    expect(limited.headers.get('retry-after')).toBe('600');
    expect((await send({ boatId: 2, startDate: inDays(130), endDate: inDays(130) })).status).toBe(201);
  });
});

describe('delivery outcomes from the notification service', () => {
  const statusOf = async (id: number) =>
    (await h.sql.query('select email_status, admin_email_sent, customer_email_sent from booking.booking_requests where id = $1', [id]))
      .rows[0];

  it('moves pending to sent, partial or failed as the two outcomes arrive, once per event', async () => {
    const bus = await listenTo(h, 'none');
    const ids: number[] = [];
    for (const day of [140, 141, 142]) ids.push((await send({ startDate: inDays(day), endDate: inDays(day) })).body.id);
    const [sent, partial, failed] = ids as [number, number, number];
    const outcome = (requestId: number, recipient: 'admin' | 'customer', ok: boolean) =>
      bus.publish(ok ? EMAIL_SENT : EMAIL_FAILED, { requestId, recipient, attempts: ok ? 1 : 5, error: ok ? null : 'SMTP 550' });

    outcome(sent, 'admin', true);
    await eventually(async () => (await statusOf(sent)).admin_email_sent === true);
    expect(await statusOf(sent)).toEqual({ email_status: 'pending', admin_email_sent: true, customer_email_sent: false });
    const customerSent = outcome(sent, 'customer', true);
    outcome(partial, 'admin', true);
    outcome(partial, 'customer', false);
    outcome(failed, 'customer', false);
    outcome(failed, 'admin', false);
    await eventually(async () => (await statusOf(sent)).email_status === 'sent');
    await eventually(async () => (await statusOf(partial)).email_status === 'partial');
    await eventually(async () => (await statusOf(failed)).email_status === 'failed');
    expect(await statusOf(sent)).toEqual({ email_status: 'sent', admin_email_sent: true, customer_email_sent: true });
    expect(await statusOf(partial)).toEqual({ email_status: 'partial', admin_email_sent: true, customer_email_sent: false });
    expect(await statusOf(failed)).toEqual({ email_status: 'failed', admin_email_sent: false, customer_email_sent: false });

    // A redelivered event (same id) changes nothing, even were its content different.
    const handle = emailOutcomeHandler(h.infra);
    await handle({ ...customerSent, type: EMAIL_FAILED, payload: { ...(customerSent.payload as object), error: 'x' } });
    expect(await statusOf(sent)).toEqual({ email_status: 'sent', admin_email_sent: true, customer_email_sent: true });
    const adminOfPartial = newEnvelope(EMAIL_FAILED, { requestId: partial, recipient: 'admin', attempts: 5, error: 'tardi' });
    await handle(adminOfPartial);
    await handle(adminOfPartial);
    // A late failure does not undo a mail that went out.
    expect(await statusOf(partial)).toEqual({ email_status: 'partial', admin_email_sent: true, customer_email_sent: false });
    await expect(handle(newEnvelope(EMAIL_SENT, { requestId: partial }))).rejects.toThrow(/malformed/);
    await expect(handle(newEnvelope(EMAIL_SENT, { requestId: 999_999, recipient: 'admin', attempts: 1, error: null }))).rejects.toThrow(
      /unknown/,
    );

    const list = await api.admin.get('/api/admin/email-requests');
    const shown = list.body.find((r: { id: number }) => r.id === partial);
    expect(shown).toMatchObject({ emailStatus: 'partial', adminEmailSent: true, customerEmailSent: false, customerEmailSkipReason: null });
    await bus.close();
  });

  it('records a customer copy withheld by a sending cap, with its reason for the admin', async () => {
    const bus = await listenTo(h, 'none');
    const id = (await send({ startDate: inDays(145), endDate: inDays(145) })).body.id as number;
    bus.publish(EMAIL_SENT, { requestId: id, recipient: 'admin', attempts: 1, error: null });
    const skipped = bus.publish(EMAIL_SKIPPED, { requestId: id, recipient: 'customer', reason: 'recipient_hourly_cap' });
    await eventually(async () => (await statusOf(id)).email_status !== 'pending');
    expect(await statusOf(id)).toEqual({ email_status: 'partial', admin_email_sent: true, customer_email_sent: false });

    // Redelivered, or followed by a late failure report, it stays as it is.
    const handle = emailOutcomeHandler(h.infra);
    await handle(skipped);
    await handle(newEnvelope(EMAIL_FAILED, { requestId: id, recipient: 'customer', attempts: 1, error: 'x' }));
    await expect(handle(newEnvelope(EMAIL_SKIPPED, { requestId: id, recipient: 'customer', reason: 'whatever' }))).rejects.toThrow(
      /malformed/,
    );

    const list = await api.admin.get('/api/admin/email-requests');
    expect(list.body.find((r: { id: number }) => r.id === id)).toMatchObject({
      emailStatus: 'partial',
      adminEmailSent: true,
      customerEmailSent: false,
      customerEmailSkipReason: 'recipient_hourly_cap',
    });
    await bus.close();
  });

  it('a withheld cancelled or expired copy does not touch the delivery status of the received mails', async () => {
    const id = (await send({ startDate: inDays(147), endDate: inDays(147) })).body.id as number;
    const handle = emailOutcomeHandler(h.infra);
    // Even when their reports come before the received copy's (they travel on other queues).
    for (const mail of ['cancelled', 'expired']) {
      await handle(newEnvelope(EMAIL_SKIPPED, { requestId: id, recipient: 'customer', reason: 'recipient_hourly_cap', mail }));
    }
    await handle(newEnvelope(EMAIL_SENT, { requestId: id, recipient: 'admin', attempts: 1, error: null }));
    await handle(newEnvelope(EMAIL_SENT, { requestId: id, recipient: 'customer', attempts: 1, error: null }));
    expect(await statusOf(id)).toEqual({ email_status: 'sent', admin_email_sent: true, customer_email_sent: true });
    const list = await api.admin.get('/api/admin/email-requests');
    expect(list.body.find((r: { id: number }) => r.id === id)).toMatchObject({ customerEmailSent: true, customerEmailSkipReason: null });
  });
});
