/**
 * A request's life through the gateway of the whole stack (docs/request-lifecycle.md): holds and
 * the 409s of every overlap, twenty visitors at once on the same days, one-click confirm and
 * decline, the customer's own link and cancel, phone bookings, expiry with a short hold, and the
 * mails each step sends, read from the SMTP catcher.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eventually } from '@nbp/kit/testing';
import { MESSAGES } from '@nbp/contracts/messages';
import { REQUEST_MESSAGES, type Booking, type BookingRequest, type CustomerRequestView } from '@nbp/contracts/http/booking';
import { adminCookie, customerPathFromMail, mails, startStack, type CaughtMail, type Stack } from '../support/stack.ts';
import { createNonAdmin } from '../support/users.ts';
import { dayFromToday, LIMITS_LIFTED } from '../support/reliability.ts';

let stack: Stack;
let cookie: string;
let userCookie: string;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack({ label: 'requests', env: LIMITS_LIFTED });
  cookie = await adminCookie(stack);
  await createNonAdmin(stack.databaseUrl, 'utente.normale@test.example', 'Utente2025!Normale#');
  userCookie = await adminCookie(stack, { email: 'utente.normale@test.example', password: 'Utente2025!Normale#' });
  db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, who?: string): Promise<Answer<T>> {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(who ? { cookie: who } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** Each test takes days no other test uses: boat and a window of its own. */
let nextDay = 40;
function days(length: number): { startDate: string; endDate: string } {
  const start = nextDay;
  nextDay += length + 2;
  return { startDate: dayFromToday(start), endDate: dayFromToday(start + length - 1) };
}

function visitor(boatId: number, range: { startDate: string; endDate: string }, who: string) {
  return {
    boatId,
    customerName: `Cliente ${who}`,
    customerEmail: `${who}@cliente.example`,
    customerPhone: '+39 333 123 4567',
    ...range,
  };
}

type Answered = { id: number; status: string; holdUntil: string; totalPrice: string; holdsDays: boolean };
/** The answer, and the private page the customer's received mail links (the answer never carries it). */
type Stored = Answered & { customerPath: string };

async function request(boatId: number, range: { startDate: string; endDate: string }, who: string): Promise<Stored> {
  const answer = await call<Answered>('POST', '/api/email-bookings', visitor(boatId, range, who));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { ...answer.body, customerPath: await customerPathFromMail(stack, `${who}@cliente.example`) };
}

const tokenOf = (stored: Stored) => stored.customerPath.replace('/richiesta/', '');
const view = (stored: Stored) => call<CustomerRequestView>('GET', `/api/email-bookings/by-token/${tokenOf(stored)}`);
const free = async (boatId: number, range: { startDate: string; endDate: string }) =>
  (
    await call<{ available: boolean }>(
      'GET',
      `/api/simple-boat-availability?boatId=${boatId}&startDate=${range.startDate}&endDate=${range.endDate}`,
    )
  ).body.available;

async function mailsTo(address: string, count: number): Promise<CaughtMail[]> {
  return eventually(
    async () => {
      const found = (await mails(stack)).filter((mail) => mail.to.some((to) => to.address === address));
      return found.length >= count ? found : undefined;
    },
    { attempts: 300, intervalMs: 100 },
  );
}

describe('holds', () => {
  it('a request is stored pending, holds its days until holdUntil and has its own private page', async () => {
    const range = days(2);
    const before = Date.now();
    const stored = await request(1, range, 'hold-a');
    expect(stored.status).toBe('pending');
    expect(stored.customerPath).toMatch(/^\/richiesta\/[A-Za-z0-9_-]{32}$/);
    const holdUntil = Date.parse(stored.holdUntil);
    // 24 h at most (the departure is weeks away), 2 h at least.
    expect(holdUntil).toBeGreaterThan(before + 2 * 3600_000 - 1000);
    expect(holdUntil).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);

    const page = await view(stored);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ status: 'pending', boatId: 1, ...range, holdUntil: stored.holdUntil, totalPrice: stored.totalPrice });
    expect(JSON.stringify(page.body)).not.toContain('hold-a');

    // Taken for everybody else, in every availability call, and listed as held.
    expect(await free(1, range)).toBe(false);
    const others = await call<{ id: number }[]>('GET', `/api/all-boats-availability?startDate=${range.startDate}&endDate=${range.endDate}`);
    expect(others.body.map((boat) => boat.id)).not.toContain(1);
    const held = await call<{ startDate: string; endDate: string }[]>('GET', '/api/bookings/held?boatId=1');
    expect(held.body).toContainEqual(range);
    // The public calendar of confirmed bookings does not list it as a booking.
    const confirmed = await call<{ startDate: string }[]>('GET', '/api/bookings?boatId=1&status=confirmed');
    expect(confirmed.body.map((b) => b.startDate)).not.toContain(range.startDate);

    // The same form sent again answers as the first did, and neither answer carries the link.
    const again = await call<Answered>('POST', '/api/email-bookings', visitor(1, range, 'hold-a'));
    expect(again.status).toBe(201);
    const { customerPath, ...first } = stored;
    expect(again.body).toEqual(first);
    expect(JSON.stringify(again.body)).not.toContain(customerPath.slice('/richiesta/'.length));
  });

  it('refuses every overlap with 409: request on a hold, request on a booking, admin booking on a hold, request on a pending admin booking', async () => {
    const range = days(3);
    await request(2, range, 'overlap-a');

    const second = await call(
      'POST',
      '/api/email-bookings',
      visitor(2, { startDate: range.endDate, endDate: dayFromToday(nextDay) }, 'overlap-b'),
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(REQUEST_MESSAGES.daysHeld);

    for (const status of ['confirmed', 'pending']) {
      const admin = await call(
        'POST',
        '/api/admin/bookings',
        { ...visitor(2, range, `telefono-${status}`), customerName: 'Telefono Cliente', status },
        cookie,
      );
      expect(admin.status).toBe(409);
      // Names the request in the way as one waiting for an answer: its customer and its days.
      expect(admin.body.message).toContain(REQUEST_MESSAGES.requestOverlap);
      expect(admin.body.message).toContain('Cliente overlap-a');
      expect(admin.body.message).toContain(range.startDate.split('-').reverse().join('/'));
    }

    const booked = days(2);
    expect((await call('POST', '/api/admin/bookings', { ...visitor(3, booked, 'confermata'), status: 'confirmed' }, cookie)).status).toBe(
      201,
    );
    const onBooking = await call('POST', '/api/email-bookings', visitor(3, booked, 'overlap-c'));
    expect(onBooking.status).toBe(409);
    expect(onBooking.body.message).toBe(MESSAGES.boatNotAvailable);

    const pendingDays = days(2);
    expect((await call('POST', '/api/admin/bookings', { ...visitor(4, pendingDays, 'in-attesa'), status: 'pending' }, cookie)).status).toBe(
      201,
    );
    const onPending = await call('POST', '/api/email-bookings', visitor(4, pendingDays, 'overlap-d'));
    expect(onPending.status).toBe(409);
    expect(onPending.body.message).toBe(REQUEST_MESSAGES.daysHeld);
  });

  it('twenty visitors asking for the same days at once: exactly one request is pending, the others get 409', async () => {
    const range = days(2);
    const answers = await Promise.all(
      [...Array(20).keys()].map((i) => call('POST', '/api/email-bookings', visitor(1, range, `folla-${i}`))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const { rows } = await db.query(
      `select count(*)::int as n from booking.booking_requests where boat_id = 1 and start_date = $1 and status = 'pending'`,
      [range.startDate],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('transitions', () => {
  it('confirm: one click makes the linked booking at the quoted price; only pending moves', async () => {
    const range = days(2);
    const stored = await request(3, range, 'conferma');
    const id = stored.id;

    expect((await call('POST', `/api/admin/email-requests/${id}/confirm`)).status).toBe(401);
    expect((await call('POST', `/api/admin/email-requests/${id}/confirm`, undefined, userCookie)).status).toBe(403);

    const confirmed = await call<Booking>('POST', `/api/admin/email-requests/${id}/confirm`, undefined, cookie);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      boatId: 3,
      ...range,
      status: 'confirmed',
      customerName: 'Cliente conferma',
      customerEmail: 'conferma@cliente.example',
      totalPrice: stored.totalPrice,
    });
    const list = await call<BookingRequest[]>('GET', '/api/admin/email-requests', undefined, cookie);
    expect(list.body.find((r) => r.id === id)).toMatchObject({ status: 'confirmed', bookingId: confirmed.body.id });
    const bookings = await call<Booking[]>('GET', '/api/admin/bookings', undefined, cookie);
    expect(bookings.body.find((b) => b.id === confirmed.body.id)).toMatchObject({ status: 'confirmed', ...range });
    // Still taken, now by a confirmed booking.
    expect(await free(3, range)).toBe(false);
    expect((await view(stored)).body.status).toBe('confirmed');

    for (const [path, who] of [
      [`/api/admin/email-requests/${id}/confirm`, cookie],
      [`/api/admin/email-requests/${id}/decline`, cookie],
      [`/api/email-bookings/by-token/${tokenOf(stored)}/cancel`, undefined],
    ] as const) {
      const again = await call('POST', path, {}, who);
      expect(again.status, path).toBe(409);
      expect(again.body.message).toBe(REQUEST_MESSAGES.notPending);
    }

    const [, confirmation] = await mailsTo('conferma@cliente.example', 2);
    expect(confirmation).toBeDefined();
    const texts = (await mailsTo('conferma@cliente.example', 2)).map((mail) => mail.text);
    expect(texts.every((text) => text.includes(stored.customerPath))).toBe(true);

    const log = await db.query(
      `select count(*)::int as n from identity.admin_activity_log where entity_id = $1 and action like '%confirmed%'`,
      [String(id)],
    );
    expect(log.rows[0].n).toBeGreaterThanOrEqual(1);
  });

  it('decline: the days are free at once; the customer gets the reason and alternatives that open the boat page with dates', async () => {
    const range = days(2);
    const stored = await request(4, range, 'rifiuto');
    const declined = await call<BookingRequest>(
      'POST',
      `/api/admin/email-requests/${stored.id}/decline`,
      { reason: 'La barca è in manutenzione quei giorni.' },
      cookie,
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'La barca è in manutenzione quei giorni.' });
    expect(await free(4, range)).toBe(true);
    expect((await view(stored)).body).toMatchObject({ status: 'declined', declineReason: 'La barca è in manutenzione quei giorni.' });

    const all = await mailsTo('rifiuto@cliente.example', 2);
    const refusal = all.find((mail) => mail.text.includes('La barca è in manutenzione quei giorni.'));
    expect(refusal).toBeDefined();
    // What went on the bus: the decline event, its reason sealed, and nothing else of booking's quoting it
    // (docs/sealed-fields.md#values-in-events).
    const sent = await db.query(
      `select routing_key, envelope::text as envelope from booking.outbox where envelope::text like $1 or routing_key = 'booking.request.declined.v1'`,
      ['%manutenzione%'],
    );
    const event = sent.rows.find(
      (row) => row.routing_key === 'booking.request.declined.v1' && JSON.parse(row.envelope).payload.requestId === stored.id,
    );
    expect(event).toBeDefined();
    expect(sent.rows.filter((row) => /manutenzione/i.test(row.envelope))).toEqual([]);
    const links = [...refusal!.text.matchAll(/\/boat\/(\d+)\?start=(\d{4}-\d{2}-\d{2})&end=(\d{4}-\d{2}-\d{2})/g)];
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    // Each alternative is really free.
    for (const [, boatId, startDate, endDate] of links)
      expect(await free(Number(boatId), { startDate: startDate!, endDate: endDate! })).toBe(true);
  });

  it('the customer cancels from the link: days free, the customer and the office are told', async () => {
    const range = days(1);
    const stored = await request(1, range, 'annullo');
    expect((await call('GET', '/api/email-bookings/by-token/non-esiste-questo-token-davvero-xx')).status).toBe(404);
    const cancelled = await call<CustomerRequestView>('POST', `/api/email-bookings/by-token/${tokenOf(stored)}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await free(1, range)).toBe(true);
    const customer = await mailsTo('annullo@cliente.example', 2);
    expect(customer.some((mail) => /annullat/i.test(mail.subject))).toBe(true);
    await eventually(async () =>
      (await mails(stack)).some(
        (mail) =>
          !mail.to.some((to) => to.address === 'annullo@cliente.example') &&
          /annullat/i.test(mail.subject) &&
          mail.text.includes('Cliente annullo'),
      ),
    );
  });
});

describe('phone bookings', () => {
  it('a phone number is enough; with an e-mail and the tick box the customer gets the confirmation', async () => {
    const noMail = await call<Booking>(
      'POST',
      '/api/admin/bookings',
      { boatId: 2, customerName: 'Solo Telefono', customerPhone: '+39 333 999 0000', ...days(1), status: 'confirmed' },
      cookie,
    );
    expect(noMail.status).toBe(201);
    expect(noMail.body.customerEmail).toBe('');

    const tickWithoutMail = await call(
      'POST',
      '/api/admin/bookings',
      { boatId: 2, customerName: 'Senza Email', customerPhone: '+39 333 999 0001', ...days(1), sendConfirmation: true },
      cookie,
    );
    expect(tickWithoutMail.status).toBe(400);

    const withMail = await call<Booking>(
      'POST',
      '/api/admin/bookings',
      {
        boatId: 2,
        customerName: 'Con Email',
        customerEmail: 'telefono@cliente.example',
        customerPhone: '+39 333 999 0002',
        ...days(2),
        status: 'confirmed',
        totalPrice: '450.00',
        sendConfirmation: true,
      },
      cookie,
    );
    expect(withMail.status).toBe(201);
    const [mail] = await mailsTo('telefono@cliente.example', 1);
    expect(mail!.attachments?.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
  });
});

describe('expiry', () => {
  it('a short hold lapses: the office is reminded at half time, the request expires, the days are free, the customer is invited to ask again', async () => {
    // Booking again with holds of two seconds and a sweeper every half second.
    await stack.kill('booking', { signal: 'SIGTERM' });
    await stack.start('booking', { env: { BOOKING_HOLD_HOURS: '0.0006', BOOKING_HOLD_MIN_HOURS: '0.0006', BOOKING_SWEEP_SECONDS: '0.5' } });
    const range = days(2);
    const stored = await request(3, range, 'scade');
    expect(await free(3, range)).toBe(false);
    const expired = await eventually(
      async () => {
        const page = await view(stored);
        return page.body.status === 'expired' ? page.body : undefined;
      },
      { attempts: 100, intervalMs: 200 },
    );
    expect(expired.decidedAt).not.toBeNull();
    expect(await free(3, range)).toBe(true);
    const customer = await mailsTo('scade@cliente.example', 2);
    expect(customer.some((mail) => mail.text.includes(`/boat/3?start=${range.startDate}&end=${range.endDate}`))).toBe(true);
    await eventually(async () =>
      (await mails(stack)).some(
        (mail) =>
          !mail.to.some((to) => to.address === 'scade@cliente.example') &&
          mail.text.includes('Cliente scade') &&
          /^Promemoria:/.test(mail.subject),
      ),
    );
    // Expired once: a single expiry event and audit line however many sweeps ran.
    const log = await db.query(
      `select count(*)::int as n from identity.admin_activity_log where entity_id = $1 and action like '%expired%'`,
      [String(stored.id)],
    );
    expect(log.rows[0].n).toBe(1);
  }, 60_000);
});
