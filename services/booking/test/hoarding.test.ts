/**
 * Holds that cannot be hoarded (docs/request-lifecycle.md#hoarding): the caps on pending requests
 * per mailbox, phone and client address, the boat's 30-day share of unanswered requests, the alarm,
 * and the answer that is the same for a first submission and a repeat, with no private link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_REQUEST_HOARDING, BOOKING_REQUEST_RECEIVED, bookingRequestHoarding } from '@nbp/contracts/events/booking';
import { REQUEST_MESSAGES } from '@nbp/contracts/http/booking';
import { calendarsAnswer } from '@nbp/contracts/http/calendars';
import { adminBooking, client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

/** The product's defaults, as config.ts sets them. */
const CAPS = { PENDING_MAX_PER_EMAIL: 1, PENDING_MAX_PER_PHONE: 1, PENDING_MAX_PER_CLIENT: 2, HOLD_SHARE_MAX: 0.5 };
const ENGLISH = 'You already have a request waiting: wait for our answer or cancel it from the link you received.';

let h: Harness;
let api: ReturnType<typeof client>;
let serial = 0;
/** A visitor nobody else in this file is: own e-mail, phone and address, unless the test says. */
const visitor = () => {
  const n = ++serial;
  return {
    customerEmail: `visitatore.${n}@example.test`,
    customerPhone: `+39 347 000 ${String(n).padStart(4, '0')}`,
    ip: `198.51.100.${n}`,
  };
};
const send = (overrides: Record<string, unknown>, ip: string) => api.post('/api/email-bookings', publicRequest(overrides), { ip });
const counts = async () =>
  (
    await h.sql.query(
      `select (select count(*)::int from booking.booking_requests) as requests,
              (select count(*)::int from booking.outbox where routing_key = $1) as events`,
      [BOOKING_REQUEST_RECEIVED],
    )
  ).rows[0] as { requests: number; events: number };

beforeAll(async () => {
  h = await startBooking('bookinghoard', CAPS);
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

describe('one mailbox, one phone, one client address', () => {
  it('one e-mail holds one pending request: the same mailbox upper-cased or with a +tag gets 429 and nothing is stored', async () => {
    const first = visitor();
    const stored = await send(
      { ...first, customerEmail: 'Anna.Verdi@Example.test', boatId: 1, startDate: inDays(40), endDate: inDays(41) },
      first.ip,
    );
    expect(stored.status).toBe(201);
    const before = await counts();
    for (const customerEmail of ['ANNA.VERDI@EXAMPLE.TEST', 'anna.verdi+barca@example.test', ' Anna.Verdi+x@EXAMPLE.test ']) {
      const other = visitor();
      const refused = await send(
        { customerEmail, customerPhone: other.customerPhone, boatId: 2, startDate: inDays(44), endDate: inDays(45) },
        other.ip,
      );
      expect(refused.status, customerEmail).toBe(429);
      expect(refused.body).toEqual({ error: 'too_many_requests', message: REQUEST_MESSAGES.alreadyPending, code: 'requests_pending' });
    }
    // The request's language is the answer's.
    const english = visitor();
    const inEnglish = await send(
      {
        customerEmail: 'anna.verdi@example.test',
        customerPhone: english.customerPhone,
        boatId: 2,
        startDate: inDays(44),
        endDate: inDays(44),
        language: 'en',
      },
      english.ip,
    );
    expect(inEnglish.status).toBe(429);
    expect(inEnglish.body).toMatchObject({ message: ENGLISH, code: 'requests_pending' });
    expect(await counts()).toEqual(before);
    expect(await api.get(`/api/simple-boat-availability?boatId=2&startDate=${inDays(44)}&endDate=${inDays(45)}`)).toMatchObject({
      body: { available: true },
    });

    // Once the first is no longer pending the mailbox may ask again.
    expect((await api.post(`/api/email-bookings/by-token/${await h.tokenOf(stored.body.id)}/cancel`)).status).toBe(200);
    const again = visitor();
    expect(
      (
        await send(
          {
            customerEmail: 'anna.verdi+barca@example.test',
            customerPhone: again.customerPhone,
            boatId: 2,
            startDate: inDays(44),
            endDate: inDays(45),
          },
          again.ip,
        )
      ).status,
    ).toBe(201);
  });

  it('the key is a keyed hash: no e-mail, phone or address is stored in clear', async () => {
    const who = visitor();
    const stored = await send({ ...who, boatId: 3, startDate: inDays(48), endDate: inDays(48) }, who.ip);
    expect(stored.status).toBe(201);
    const { rows } = await h.sql.query('select email_key, phone_key, client_key from booking.booking_requests where id = $1', [
      stored.body.id,
    ]);
    const keys = Object.values(rows[0] as Record<string, string>);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$|^[A-Za-z0-9_-]{43}$/);
    const plain = JSON.stringify(rows[0]);
    for (const value of [who.customerEmail, '3470000', who.ip]) expect(plain).not.toContain(value);
  });

  it('one phone holds one pending request, however it is written', async () => {
    const first = visitor();
    expect(
      (await send({ ...first, customerPhone: '+39 345 111 2233', boatId: 1, startDate: inDays(50), endDate: inDays(50) }, first.ip)).status,
    ).toBe(201);
    const before = await counts();
    for (const customerPhone of ['0039 3451112233', '345-111-2233']) {
      const other = visitor();
      const refused = await send(
        { customerEmail: other.customerEmail, customerPhone, boatId: 2, startDate: inDays(52), endDate: inDays(52) },
        other.ip,
      );
      expect(refused.status, customerPhone).toBe(429);
      expect(refused.body.message).toBe(REQUEST_MESSAGES.alreadyPending);
    }
    expect(await counts()).toEqual(before);
  });

  it('one client address holds two pending requests; a third is refused, another address is not', async () => {
    const ip = '192.0.2.77';
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const who = visitor();
      answers.push(
        await send(
          {
            customerEmail: who.customerEmail,
            customerPhone: who.customerPhone,
            boatId: 3,
            startDate: inDays(60 + i),
            endDate: inDays(60 + i),
          },
          ip,
        ),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 429]);
    const { rows } = await h.sql.query('select count(*)::int as n from booking.booking_requests where boat_id = 3 and start_date = $1', [
      inDays(62),
    ]);
    expect(rows[0].n).toBe(0);
    const elsewhere = visitor();
    expect((await send({ ...elsewhere, boatId: 3, startDate: inDays(62), endDate: inDays(62) }, elsewhere.ip)).status).toBe(201);
  });

  it('a request whose hold is over no longer counts, even before the sweeper ends it', async () => {
    const first = visitor();
    const stored = await send({ ...first, boatId: 1, startDate: inDays(70), endDate: inDays(70) }, first.ip);
    expect(stored.status).toBe(201);
    await h.sql.query(`update booking.booking_requests set hold_until = now() - interval '1 minute' where id = $1`, [stored.body.id]);
    expect((await send({ ...first, boatId: 2, startDate: inDays(72), endDate: inDays(72) }, first.ip)).status).toBe(201);
  });

  it('answers a repeat exactly as the first submission (201, same body), with no private link or token, cap or not', async () => {
    const who = visitor();
    const body = { ...who, boatId: 2, startDate: inDays(76), endDate: inDays(77) };
    const first = await send(body, who.ip);
    const again = await send({ ...body, customerEmail: who.customerEmail.toUpperCase() }, who.ip);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(Object.keys(first.body).sort()).toEqual(['holdUntil', 'holdsDays', 'id', 'message', 'status', 'totalPrice']);
    const token = await h.tokenOf(first.body.id);
    expect(JSON.stringify(first.body)).not.toContain(token);
    expect(JSON.stringify(again.body)).not.toContain(token);
  });
});

describe("the boat's 30-day share of unanswered requests", () => {
  it('a request past the share is stored and mailed but holds nothing, and says so; its days stay free for another', async () => {
    // Boat 4 is not in the public catalogue: boat 1 from day 200, far from the other tests' days.
    const a = visitor();
    const ten = await send({ ...a, boatId: 1, startDate: inDays(200), endDate: inDays(209) }, a.ip);
    expect(ten.status).toBe(201);
    expect(ten.body.holdsDays).toBe(true);
    // 15 days of 30: exactly the share, still held.
    const b = visitor();
    const five = await send({ ...b, boatId: 1, startDate: inDays(212), endDate: inDays(216) }, b.ip);
    expect(five.body.holdsDays).toBe(true);

    const c = visitor();
    const past = await send({ ...c, boatId: 1, startDate: inDays(220), endDate: inDays(222) }, c.ip);
    expect(past.status).toBe(201);
    expect(past.body).toMatchObject({ status: 'pending', holdsDays: false });
    const { rows } = await h.sql.query(
      `select r.holds_days, (select count(*)::int from booking.claims c where c.request_id = r.id) as claims from booking.booking_requests r where r.id = $1`,
      [past.body.id],
    );
    expect(rows[0]).toEqual({ holds_days: false, claims: 0 });
    const event = await h.sql.query(
      `select envelope->'payload' as payload from booking.outbox where routing_key = $1 and envelope->'payload'->>'requestId' = $2`,
      [BOOKING_REQUEST_RECEIVED, String(past.body.id)],
    );
    expect(event.rows[0].payload).toMatchObject({ requestId: past.body.id, holdsDays: false });
    const view = await api.get(`/api/email-bookings/by-token/${await h.tokenOf(past.body.id)}`);
    expect(view.body).toMatchObject({ status: 'pending', holdsDays: false });

    // Its days are free: the availability, the calendar's held days and the export feed do not show them.
    expect((await api.get(`/api/simple-boat-availability?boatId=1&startDate=${inDays(220)}&endDate=${inDays(222)}`)).body).toEqual({
      available: true,
    });
    const held = (await api.get('/api/bookings/held?boatId=1')).body as { startDate: string }[];
    expect(held.map((range) => range.startDate)).toEqual(expect.arrayContaining([inDays(200), inDays(212)]));
    expect(held.map((range) => range.startDate)).not.toContain(inDays(220));
    const list = calendarsAnswer.parse((await api.admin.get('/api/admin/calendars')).body);
    const exportUrl = new URL(list.find((boat) => boat.boatId === 1)!.exportUrl);
    const feed = await (await fetch(`${h.url}${exportUrl.pathname}${exportUrl.search}`)).text();
    expect(feed).toContain(`request-${ten.body.id}@`);
    expect(feed).not.toContain(`request-${past.body.id}@`);
    // The office can still give those days to someone else.
    expect(
      (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 1, startDate: inDays(220), endDate: inDays(222) }))).status,
    ).toBe(201);

    // A window clear of the others holds as usual.
    const d = visitor();
    expect((await send({ ...d, boatId: 1, startDate: inDays(260), endDate: inDays(262) }, d.ip)).body.holdsDays).toBe(true);
  });
});

describe('the alarm', () => {
  let alarm: Harness;
  afterAll(async () => {
    await alarm?.close();
  });

  it('more refusals than the threshold within the window publish one booking.request.hoarding.v1, however many follow', async () => {
    alarm = await startBooking('bookingalarm', { ...CAPS, HOARDING_ALARM_REFUSALS: 3, HOARDING_ALARM_WINDOW_MINUTES: 10 });
    const alarmApi = client(alarm);
    const who = visitor();
    const ask = (day: number) =>
      alarmApi.post('/api/email-bookings', publicRequest({ ...who, boatId: 2, startDate: inDays(day), endDate: inDays(day) }), {
        ip: who.ip,
      });
    expect((await ask(30)).status).toBe(201);
    const announced = async () =>
      (await alarm.sql.query('select envelope from booking.outbox where routing_key = $1', [BOOKING_REQUEST_HOARDING])).rows.map(
        (row: { envelope: { payload: unknown } }) => bookingRequestHoarding.parse(row.envelope.payload),
      );
    for (let day = 31; day <= 33; day++) expect((await ask(day)).status).toBe(429);
    expect(await announced()).toEqual([]);
    // The fourth crosses the threshold; the next ones, sent at once, do not raise it again.
    expect((await ask(34)).status).toBe(429);
    const answers = await Promise.all([35, 36, 37, 38, 39].map(ask));
    expect(answers.map((a) => a.status)).toEqual([429, 429, 429, 429, 429]);
    const events = await announced();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ refused: 4, windowMinutes: 10 });
    expect(Date.now() - Date.parse(events[0]!.since)).toBeGreaterThanOrEqual(10 * 60_000);
    const { rows } = await alarm.sql.query('select count(*)::int as n from booking.hoarding_refusals');
    expect(rows[0].n).toBe(9);
  });
});
