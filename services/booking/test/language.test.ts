import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_CONFIRMED,
  BOOKING_REQUEST_CANCELLED,
  BOOKING_REQUEST_CONFIRMED,
  BOOKING_REQUEST_DECLINED,
  BOOKING_REQUEST_EXPIRED,
  BOOKING_REQUEST_RECEIVED,
} from '@nbp/contracts/events/booking';
import { LANGUAGE_MESSAGE } from '@nbp/contracts/language';
import { adminBooking, client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

// A request keeps the language it was sent in, and every event that mails its customer carries it
// (docs/languages.md).

let h: Harness;
let api: ReturnType<typeof client>;
let ipCounter = 0;

beforeAll(async () => {
  h = await startBooking('bookinglang');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const send = (overrides: Record<string, unknown>) =>
  api.post('/api/email-bookings', publicRequest(overrides), { ip: `198.51.100.${++ipCounter}` });
const sent = async (overrides: Record<string, unknown>) => {
  const answer = await send(overrides);
  expect(answer.status).toBe(201);
  return answer.body as { id: number };
};
const storedLanguage = async (id: number) =>
  (await h.sql.query('select language from booking.booking_requests where id = $1', [id])).rows[0]?.language as string | undefined;
/** The events written with a change, in the same transaction: what the outbox holds is what is published. */
const outboxOf = async (routingKey: string, field: string, id: number) =>
  (
    await h.sql.query(
      `select envelope->'payload' as payload from booking.outbox where routing_key = $1 and envelope->'payload'->>$2 = $3`,
      [routingKey, field, String(id)],
    )
  ).rows.map((row: { payload: Record<string, unknown> }) => row.payload);
const languageOf = async (routingKey: string, field: string, id: number) =>
  (await outboxOf(routingKey, field, id)).map((payload) => payload.language);

describe('the language of a booking request', () => {
  it("is stored as sent ('en'), and travels in the received event", async () => {
    const request = await sent({ boatId: 1, startDate: inDays(30), endDate: inDays(31), language: 'en' });
    expect(await storedLanguage(request.id)).toBe('en');
    expect(await languageOf(BOOKING_REQUEST_RECEIVED, 'requestId', request.id)).toEqual(['en']);
  });

  it("defaults to 'it' when the body does not say", async () => {
    const request = await sent({ boatId: 1, startDate: inDays(33), endDate: inDays(33) });
    expect(await storedLanguage(request.id)).toBe('it');
    expect(await languageOf(BOOKING_REQUEST_RECEIVED, 'requestId', request.id)).toEqual(['it']);
  });

  it('refuses any other value with 400 and the Italian message, storing nothing', async () => {
    const before = (await h.sql.query('select count(*)::int as n from booking.booking_requests')).rows[0].n;
    for (const language of ['fr', 'EN', '', null, 2]) {
      const answer = await send({ boatId: 2, startDate: inDays(40), endDate: inDays(40), language });
      expect(answer.status, JSON.stringify(language)).toBe(400);
      expect(answer.body.message).toBe(LANGUAGE_MESSAGE);
      expect(answer.body.issues).toEqual([{ path: 'language', message: LANGUAGE_MESSAGE, code: 'language_invalid' }]);
    }
    expect((await h.sql.query('select count(*)::int as n from booking.booking_requests')).rows[0].n).toBe(before);
  });

  it('is shown to the office in the request list', async () => {
    const english = await sent({ boatId: 2, startDate: inDays(44), endDate: inDays(44), language: 'en' });
    const italian = await sent({ boatId: 2, startDate: inDays(45), endDate: inDays(45) });
    const list = await api.admin.get('/api/admin/email-requests');
    expect(list.status).toBe(200);
    const byId = new Map((list.body as { id: number; language: string }[]).map((row) => [row.id, row.language]));
    expect([byId.get(english.id), byId.get(italian.id)]).toEqual(['en', 'it']);
  });
});

describe('the language in the events of the request’s later life', () => {
  it('confirmed, declined and cancelled carry the request’s language', async () => {
    const confirmed = await sent({ boatId: 3, startDate: inDays(50), endDate: inDays(51), language: 'en' });
    expect((await api.admin.post(`/api/admin/email-requests/${confirmed.id}/confirm`)).status).toBe(200);
    expect(await languageOf(BOOKING_REQUEST_CONFIRMED, 'requestId', confirmed.id)).toEqual(['en']);

    const declined = await sent({ boatId: 3, startDate: inDays(53), endDate: inDays(53), language: 'en' });
    expect((await api.admin.post(`/api/admin/email-requests/${declined.id}/decline`, { reason: 'Manutenzione' })).status).toBe(200);
    expect(await languageOf(BOOKING_REQUEST_DECLINED, 'requestId', declined.id)).toEqual(['en']);

    const cancelled = await sent({ boatId: 3, startDate: inDays(55), endDate: inDays(55), language: 'en' });
    const token = await h.tokenOf(cancelled.id);
    expect((await api.post(`/api/email-bookings/by-token/${token}/cancel`)).status).toBe(200);
    expect(await languageOf(BOOKING_REQUEST_CANCELLED, 'requestId', cancelled.id)).toEqual(['en']);

    const italian = await sent({ boatId: 3, startDate: inDays(57), endDate: inDays(57) });
    expect((await api.admin.post(`/api/admin/email-requests/${italian.id}/decline`, {})).status).toBe(200);
    expect(await languageOf(BOOKING_REQUEST_DECLINED, 'requestId', italian.id)).toEqual(['it']);
  });

  it('expired carries it too', async () => {
    const request = await sent({ boatId: 1, startDate: inDays(60), endDate: inDays(60), language: 'en' });
    await h.sql.query(`update booking.booking_requests set hold_until = now() - interval '1 minute' where id = $1`, [request.id]);
    await h.sweep();
    expect(await languageOf(BOOKING_REQUEST_EXPIRED, 'requestId', request.id)).toEqual(['en']);
  });
});

describe('the language of an administrator’s booking', () => {
  it('made from a pending request: its confirmation is in the request’s language, whatever the body says', async () => {
    const request = await sent({ boatId: 2, startDate: inDays(70), endDate: inDays(71), language: 'en' });
    const created = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 2, startDate: inDays(70), endDate: inDays(72), requestId: request.id, language: 'it' }),
    );
    expect(created.status).toBe(201);
    expect(await languageOf(BOOKING_REQUEST_CONFIRMED, 'requestId', request.id)).toEqual(['en']);
  });

  it('made from a request that no longer holds its days, with sendConfirmation: booking.confirmed.v1 in the request’s language', async () => {
    const request = await sent({ boatId: 2, startDate: inDays(75), endDate: inDays(75), language: 'en' });
    await h.sql.query(`update booking.booking_requests set status = 'expired', decided_at = now() where id = $1`, [request.id]);
    const created = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 2, startDate: inDays(75), endDate: inDays(75), requestId: request.id, sendConfirmation: true }),
    );
    expect(created.status).toBe(201);
    expect(await languageOf(BOOKING_CONFIRMED, 'bookingId', created.body.id)).toEqual(['en']);
  });

  it("without a request: 'it' unless the body says 'en'; anything else is a 400", async () => {
    const italian = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(80), endDate: inDays(80), sendConfirmation: true }),
    );
    expect(italian.status).toBe(201);
    expect(await languageOf(BOOKING_CONFIRMED, 'bookingId', italian.body.id)).toEqual(['it']);

    const english = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(82), endDate: inDays(82), sendConfirmation: true, language: 'en' }),
    );
    expect(english.status).toBe(201);
    expect(await languageOf(BOOKING_CONFIRMED, 'bookingId', english.body.id)).toEqual(['en']);

    const wrong = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(84), endDate: inDays(84), language: 'de' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(LANGUAGE_MESSAGE);
  });
});
