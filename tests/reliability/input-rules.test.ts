/**
 * Input refused at the edge, through the gateway of a whole stack: hidden or control characters in
 * text fields, money that is not a plain amount within its column, ids that are not plain positive
 * integers, a booking for a boat the catalogue does not have, dates past the booking horizon and
 * paths with '.' or '..' segments. Each is a 400 (a 404 for some paths) with an Italian message,
 * never a 500, and nothing is stored. Generated input (fast-check) covers each rule class beyond the
 * hand-picked cases.
 *
 * RELIABILITY_FUZZ_RUNS (default 25) generated requests per property.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type pg from 'pg';
import { charactersNotAllowed, horizonMessage, monthsAfter, todayInRome } from '@nbp/contracts/common';
import { DAY_PRICE_TOO_HIGH } from '@nbp/contracts/http/pricing';
import { addDays } from '@nbp/contracts/days';
import { adminCookie, startStack, type Stack } from '../support/stack.ts';
import { database, dayFromToday, numberFromEnv } from '../support/reliability.ts';

let stack: Stack;
let cookie: string;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startStack({
    label: 'inputrules',
    // Generated input must reach the rules, not a rate limit.
    env: { RATE_LIMIT_MAX: '100000', CONTACT_RATE_LIMIT_MAX: '10000' },
  });
  cookie = await adminCookie(stack);
  db = database(stack);
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

interface Answer {
  status: number;
  body: { error?: string; message?: string; issues?: { path: string; message: string }[] } & Record<string, unknown>;
}

async function call(method: string, path: string, body?: unknown, asAdmin = false): Promise<Answer> {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(asAdmin ? { cookie } : {}),
      origin: stack.url,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

/** A GET with the path exactly as written: fetch would resolve '.', '..' and their encodings before sending. */
const rawGet = (base: string, path: string) =>
  new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
    const request = http.get(`${base}/`, { path, headers: cookie ? { cookie } : {} }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, type: String(response.headers['content-type']) }));
    });
    request.on('error', reject);
  });

/** Rows of every table a refused request could have written. */
async function stored(): Promise<Record<string, number>> {
  const { rows } = await db.query<{ name: string; n: number }>(
    `select 'bookings' as name, count(*)::int as n from booking.bookings
     union all select 'requests', count(*)::int from booking.booking_requests
     union all select 'contacts', count(*)::int from notification.contacts
     union all select 'periods', count(*)::int from pricing.pricing_periods
     union all select 'prices', count(*)::int from pricing.boat_pricing
     union all select 'boats', (select count(*)::int from catalogue.boats where content_updated_at is not null)`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

const adminBooking = (overrides: Record<string, unknown> = {}) => ({
  boatId: 1,
  customerName: 'Giuseppe Verdi',
  customerEmail: 'giuseppe.verdi@example.test',
  customerPhone: '+39 333 111 2222',
  startDate: dayFromToday(60),
  endDate: dayFromToday(61),
  totalPrice: '480.00',
  notes: 'Arrivo alle 9',
  ...overrides,
});
const visitorRequest = (overrides: Record<string, unknown> = {}) => ({
  boatId: 2,
  boatName: 'Eolo 6.40 EL Open - Alacaluf II',
  customerName: 'Maria Rossi',
  customerEmail: 'maria.rossi@example.test',
  customerPhone: '+39 345 678 9012',
  startDate: dayFromToday(70),
  endDate: dayFromToday(71),
  notes: 'Vorrei uno skipper',
  ...overrides,
});
const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Rossi',
  email: 'maria.rossi@example.test',
  phone: '+39 345 678 9012',
  message: 'Vorrei informazioni sul noleggio.',
  ...overrides,
});

/** The characters refused in one-line fields: controls, line breaks, bidi overrides and isolates, zero-width. */
const HIDDEN = ['\u0000', '\u0008', '\u001b', '\n', '\r', '\t', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029'].concat(
  ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
  ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'],
);

describe('through the gateway, each rule', () => {
  it('text fields with control, line-break, bidi or zero-width characters: 400 in Italian, nothing stored; ordinary accents and line feeds in notes pass', async () => {
    const before = await stored();
    const [boat] = (await call('GET', '/api/admin/boats', undefined, true)).body as unknown as Record<string, unknown>[];
    for (const hidden of HIDDEN) {
      const cases: [Promise<Answer>, string][] = [
        [call('POST', '/api/email-bookings', visitorRequest({ customerName: `Maria${hidden}Rossi` })), charactersNotAllowed('Il nome')],
        [call('POST', '/api/send-contact-email', contact({ name: `Maria Rossi${hidden}` })), charactersNotAllowed('Il nome')],
        [
          call('POST', '/api/admin/bookings', adminBooking({ customerName: `${hidden}Giuseppe Verdi` }), true),
          charactersNotAllowed('Il nome del cliente'),
        ],
        [
          call(
            'POST',
            '/api/admin/pricing-periods',
            { name: `Agosto${hidden}2027`, startDate: dayFromToday(30), endDate: dayFromToday(40) },
            true,
          ),
          charactersNotAllowed('Il nome del periodo'),
        ],
        [call('PUT', `/api/admin/boats/${boat!.id}`, { ...boat, name: `Alacaluf${hidden}I` }, true), charactersNotAllowed('Il campo Nome')],
      ];
      for (const [answer, message] of cases) {
        const { status, body } = await answer;
        expect(status, JSON.stringify(hidden)).toBe(400);
        expect(body.message, JSON.stringify(hidden)).toBe(message);
      }
      if (hidden !== '\n') {
        const notes = await call('POST', '/api/send-contact-email', contact({ message: `Vorrei informazioni${hidden} sul noleggio.` }));
        expect(notes.status, JSON.stringify(hidden)).toBe(400);
        expect(notes.body.message).toBe(charactersNotAllowed('Il messaggio'));
      }
    }
    expect(await stored()).toEqual(before);

    const ordinary = await call(
      'POST',
      '/api/send-contact-email',
      contact({ name: "Zoë D'Alessandro-Müller", message: 'Prima riga,\nseconda riga.' }),
    );
    expect(ordinary.status).toBe(201);
  });

  it("money that is not a plain amount ('abc', 'Infinity', '12abc') is refused, not stored as 0 or 12; a day price too big for a 30-day total is refused when set", async () => {
    const before = await stored();
    const [boat] = (await call('GET', '/api/admin/boats', undefined, true)).body as unknown as Record<string, unknown>[];
    const periods = (await call('GET', '/api/admin/pricing-periods', undefined, true)).body as unknown as { id: number }[];
    for (const amount of ['abc', 'Infinity', '12abc', 'NaN', '1e3', '-1', '12.345', '12,50', '100000000', true, [12]]) {
      const booking = await call('POST', '/api/admin/bookings', adminBooking({ totalPrice: amount }), true);
      expect(booking.status, JSON.stringify(amount)).toBe(400);
      expect(booking.body.message).toMatch(/^Importo (non valido|troppo alto)/);
      const deposit = await call('PUT', `/api/admin/boats/${boat!.id}`, { ...boat, deposit: amount }, true);
      expect(deposit.status, JSON.stringify(amount)).toBe(400);
      expect(deposit.body.message).toMatch(/^Importo (non valido|troppo alto)/);
      const price = await call(
        'POST',
        '/api/admin/boat-pricing',
        { boatId: 1, periodId: periods[0]!.id, oneDayPrice: amount, multiDayPrice: '100' },
        true,
      );
      expect(price.status, JSON.stringify(amount)).toBe(400);
      expect(price.body.message).toMatch(/^(Importo non valido|Prezzo giornaliero troppo alto)/);
    }
    const tooBig = await call(
      'POST',
      '/api/admin/boat-pricing',
      { boatId: 1, periodId: periods[0]!.id, oneDayPrice: '50000', multiDayPrice: '100' },
      true,
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe(DAY_PRICE_TOO_HIGH);
    expect(await stored()).toEqual(before);
  });

  it('ids that are not plain positive integers ([3], true, "0x3") are refused; an admin booking for a boat that does not exist too', async () => {
    const before = await stored();
    for (const boatId of [[3], true, '0x3', '1e0', ' 3', 0, -3, 3.5, 2 ** 31]) {
      const admin = await call('POST', '/api/admin/bookings', adminBooking({ boatId }), true);
      expect(admin.status, JSON.stringify(boatId)).toBe(400);
      expect(admin.body.message).toBe('Identificativo non valido');
      const visitor = await call('POST', '/api/email-bookings', visitorRequest({ boatId }));
      expect(visitor.status, JSON.stringify(boatId)).toBe(400);
      expect(visitor.body.message).toBe('Identificativo non valido');
    }
    for (const boatId of ['0x3', '1e0', 'true', '3&boatId=4']) {
      const calendar = await call('GET', `/api/bookings?boatId=${boatId}`);
      expect(calendar.status, boatId).toBe(400);
      expect(calendar.body.message).toBe('Identificativo non valido');
    }
    const unknown = await call('POST', '/api/admin/bookings', adminBooking({ boatId: 999 }), true);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Barca non trovata: scegli una barca del catalogo.');
    expect(await stored()).toEqual(before);
  });

  it('dates past the booking horizon (18 months) and year 9999 are refused on requests, availability, quotes and admin bookings', async () => {
    const before = await stored();
    const justPast = addDays(monthsAfter(todayInRome(), 18), 1);
    for (const [start, end] of [
      ['9999-12-30', '9999-12-31'],
      [justPast, justPast],
    ] as const) {
      for (const answer of [
        call('POST', '/api/email-bookings', visitorRequest({ startDate: start, endDate: end })),
        call('POST', '/api/admin/bookings', adminBooking({ startDate: start, endDate: end }), true),
        call('GET', `/api/simple-boat-availability?boatId=1&startDate=${start}&endDate=${end}`),
        call('GET', `/api/all-boats-availability?startDate=${start}&endDate=${end}`),
        call('GET', `/api/pricing/boat/1/${start}/${end}`),
      ]) {
        const { status, body } = await answer;
        expect(status, start).toBe(400);
        expect(body.message).toBe(horizonMessage(18));
      }
    }
    expect(await stored()).toEqual(before);
    // The horizon's last day itself is quoted once it has a price (the seed prices about 16 months).
    const lastDay = monthsAfter(todayInRome(), 18);
    const period = await call('POST', '/api/admin/pricing-periods', { name: 'Orizzonte', startDate: lastDay, endDate: lastDay }, true);
    expect(period.status).toBe(201);
    const price = await call(
      'POST',
      '/api/admin/boat-pricing',
      { boatId: 1, periodId: period.body.id, oneDayPrice: '400.00', multiDayPrice: '380.00' },
      true,
    );
    expect(price.status).toBe(201);
    expect((await call('GET', `/api/pricing/boat/1/${lastDay}/${lastDay}`)).status).toBe(200);
  });

  it("paths with '.' or '..' segments, plain or encoded, answer 400 JSON at the gateway and 400/404 JSON at each service, never a 500", async () => {
    const paths = [
      '/api/boats/%2e%2e/1',
      '/api/boats/%2E%2E/1',
      '/api/../api/boats',
      '/api/boats/./1',
      '/api/boats/.',
      '/api/boats/..',
      '/api/boats/..%2f..%2fadmin%2fboats',
      '/api/boats/1/..%5cadmin',
      '/api/admin/../boats',
      '/api/boats/../admin/bookings',
      '/api/pricing/boat/1/%2e/2027-01-01',
      '/boat/%2e%2e/1',
    ];
    for (const path of paths) {
      const answer = await rawGet(stack.url, path);
      expect(answer.status, path).toBe(400);
      expect(answer.type).toMatch(/application\/json/);
      expect(JSON.parse(answer.body).message, path).toBe('Indirizzo non valido: il percorso contiene segmenti "." o "..".');
    }
    for (const [name, url] of Object.entries(stack.urls)) {
      if (name === 'gateway' || name === 'mail' || !url) continue;
      for (const path of paths) {
        const answer = await rawGet(url, path);
        expect([400, 404], `${name} ${path}`).toContain(answer.status);
        expect(JSON.parse(answer.body).message, `${name} ${path}`).toMatch(/\S/);
      }
    }
    // Ordinary paths with dots inside a segment still work.
    expect((await rawGet(stack.url, '/api/boats/1')).status).toBe(200);
  });
});

// ---- generated input ----------------------------------------------------------------------------

/** One character a one-line field refuses: C0, DEL and C1 controls, line separators, bidi controls, zero-width. */
const hiddenChar = fc
  .oneof(
    fc.integer({ min: 0x00, max: 0x1f }),
    fc.integer({ min: 0x7f, max: 0x9f }),
    fc.constantFrom(
      0x2028,
      0x2029,
      0x202a,
      0x202b,
      0x202c,
      0x202d,
      0x202e,
      0x2066,
      0x2067,
      0x2068,
      0x2069,
      0x200b,
      0x200c,
      0x200d,
      0x2060,
      0xfeff,
    ),
  )
  .map((code) => String.fromCharCode(code));
/** An ordinary name with one or more of them somewhere, the ends included. */
const taintedName = fc
  .tuple(
    fc.constantFrom('Maria Rossi', 'Zoë Müller', "Anna D'Amico", 'José Núñez'),
    fc.array(fc.tuple(hiddenChar, fc.nat()), { minLength: 1, maxLength: 3 }),
  )
  .map(([name, inserts]) =>
    inserts.reduce((text: string, [char, at]) => {
      const i = at % (text.length + 1);
      return text.slice(0, i) + char + text.slice(i);
    }, name),
  );

const PLAIN_MONEY = /^\d{1,8}(\.\d{1,2})?$/;
/** Amounts that are not a plain decimal with at most two places within numeric(10,2). */
const badMoney: fc.Arbitrary<unknown> = fc
  .oneof(
    fc.constantFrom(
      'abc',
      'Infinity',
      '-Infinity',
      'NaN',
      '12abc',
      '0x10',
      '1e3',
      '1E2',
      '+5',
      '-0.01',
      '12,50',
      '1.234,50',
      '€ 10',
      '100000000',
      '',
    ),
    fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.string({ minLength: 1, maxLength: 4 })).map(([n, junk]) => `${n}${junk}`),
    fc.integer({ min: 0, max: 99_999 }).map((n) => `${n}.${String(n % 1000).padStart(3, '1')}`),
    fc.double({ noNaN: false }).filter((n) => !PLAIN_MONEY.test(String(n))),
    fc.bigInt({ min: 100_000_000n, max: 10n ** 30n }).map(String),
    fc.constantFrom(true, false, null, [12], { amount: 12 }),
  )
  .filter((value) => !(typeof value === 'string' && PLAIN_MONEY.test(value.trim())));

/** Ids that are not plain positive integers within PostgreSQL's int. */
const badId: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1, max: 1000 }).map((n) => [n]),
  fc.boolean(),
  fc.integer({ min: 1, max: 0xffff }).map((n) => `0x${n.toString(16)}`),
  fc.integer({ min: 1, max: 9 }).map((n) => `${n}e0`),
  fc.integer({ min: 1, max: 1000 }).map((n) => ` ${n}`),
  fc.integer({ max: 0 }),
  fc.double({ min: 0.01, max: 1000, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(null, '', 'tre', {}, '٣', '３'),
);

/** A date past today + 18 months, up to year 9999. */
const farDate = fc
  .integer({ min: 1, max: 2_900_000 })
  .map((days) => addDays(monthsAfter(todayInRome(), 18), days))
  .filter((date) => /^\d{4}-/.test(date) && date <= '9999-12-31');

describe('generated hostile input through the gateway', () => {
  const runs = numberFromEnv('RELIABILITY_FUZZ_RUNS', 25);

  it('control, bidi and zero-width characters in names, money strings, id shapes and far dates: always a 400 in Italian, nothing stored', async () => {
    const before = await stored();
    const failures: string[] = [];
    const expectRefused = (what: string, answer: Answer, message: string | RegExp) => {
      const ok =
        answer.status === 400 && (typeof message === 'string' ? answer.body.message === message : message.test(answer.body.message ?? ''));
      if (!ok) failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    };

    await fc.assert(
      fc.asyncProperty(taintedName, async (name) => {
        expectRefused(
          `visitor name ${JSON.stringify(name)}`,
          await call('POST', '/api/email-bookings', visitorRequest({ customerName: name })),
          charactersNotAllowed('Il nome'),
        );
        expectRefused(
          `contact name ${JSON.stringify(name)}`,
          await call('POST', '/api/send-contact-email', contact({ name })),
          charactersNotAllowed('Il nome'),
        );
        expectRefused(
          `admin name ${JSON.stringify(name)}`,
          await call('POST', '/api/admin/bookings', adminBooking({ customerName: name }), true),
          charactersNotAllowed('Il nome del cliente'),
        );
      }),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(badMoney, async (amount) => {
        expectRefused(
          `total ${JSON.stringify(amount)}`,
          await call('POST', '/api/admin/bookings', adminBooking({ totalPrice: amount }), true),
          /^Importo (non valido|troppo alto)/,
        );
      }),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(badId, async (boatId) => {
        expectRefused(
          `admin boatId ${JSON.stringify(boatId)}`,
          await call('POST', '/api/admin/bookings', adminBooking({ boatId }), true),
          'Identificativo non valido',
        );
        expectRefused(
          `visitor boatId ${JSON.stringify(boatId)}`,
          await call('POST', '/api/email-bookings', visitorRequest({ boatId })),
          'Identificativo non valido',
        );
      }),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(farDate, fc.nat({ max: 20 }), async (start, length) => {
        const end = addDays(start, length) <= '9999-12-31' ? addDays(start, length) : start;
        expectRefused(
          `request ${start}`,
          await call('POST', '/api/email-bookings', visitorRequest({ startDate: start, endDate: end })),
          horizonMessage(18),
        );
        expectRefused(
          `availability ${start}`,
          await call('GET', `/api/simple-boat-availability?boatId=1&startDate=${start}&endDate=${end}`),
          horizonMessage(18),
        );
        expectRefused(`quote ${start}`, await call('GET', `/api/pricing/boat/1/${start}/${end}`), horizonMessage(18));
      }),
      { numRuns: runs },
    );

    expect(failures.slice(0, 10)).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 600_000);
});
