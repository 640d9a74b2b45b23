import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import amqp from 'amqplib';
import { startInfrastructure, type Infrastructure } from '@nbp/kit/runtime';
import { serve, type RunningServer } from '@nbp/kit/server';
import { createTestAuth, createTestDatabase, eventually, silentLogger, testBusPrefix, testConfig, TEST_AMQP_URL } from '@nbp/kit/testing';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import { charactersNotAllowed, horizonMessage, monthsAfter, todayInRome } from '@nbp/contracts/common';
import {
  boatPricedUntil,
  DAY_PRICE_TOO_HIGH,
  fleetPricedUntil,
  pricedOnlyUntil,
  PRICING_MESSAGES,
  quote as quoteContract,
  type BoatPrice,
  type PricingPeriod,
} from '@nbp/contracts/http/pricing';
import { MESSAGES } from '@nbp/contracts/messages';
import { entities, DailyPriceOverrideEntity } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';
import { seed } from '../src/data/seed.ts';
import { createApp } from '../src/app.ts';
import { startCatalogueStub, stubBoat } from './support/catalogue-stub.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let auth: Awaited<ReturnType<typeof createTestAuth>>;
let catalogue: Awaited<ReturnType<typeof startCatalogueStub>>;
let infra: Infrastructure;
let server: RunningServer;
let prefix: string;
let broker: amqp.ChannelModel;
let channel: amqp.Channel;
let auditQueue: string;
let adminToken: string;

// The rentals below are in 2031, far from the seasons the seed creates around its 'today' (2026-11-22).
// Boat 7 costs 1.20 times its prices and asks 650 euro of deposit.
const BOATS = [1, 2, 3, 4]
  .map((id) => stubBoat(id))
  .concat(stubBoat(7, { priceMultiplier: '1.20', deposit: '650.00' }), stubBoat(8, { isActive: false }));

beforeAll(async () => {
  db = await createTestDatabase('pricing');
  auth = await createTestAuth();
  catalogue = await startCatalogueStub(BOATS);
  prefix = testBusPrefix('pricing');
  const logger = silentLogger();
  infra = await startInfrastructure({
    name: 'pricing',
    schema: 'pricing',
    config: testConfig(db.url, prefix),
    logger,
    entities,
    migrations,
    verifier: auth.verifier,
  });
  // A horizon of 10 years, so the 2031 rentals below may be quoted; the default one is tested on its own.
  server = await serve(createApp({ infra, catalogueUrl: catalogue.url, fallbackDayPrice: '300', horizonMonths: 120 }), {
    port: 0,
    host: '127.0.0.1',
    logger,
    handleSignals: false,
    onShutdown: infra.close,
  });
  // Bound before any admin change, so every audit event of the file lands here.
  broker = await amqp.connect(TEST_AMQP_URL);
  channel = await broker.createChannel();
  await channel.assertExchange(`${prefix}.events`, 'topic', { durable: true });
  auditQueue = (await channel.assertQueue('', { exclusive: true })).queue;
  await channel.bindQueue(auditQueue, `${prefix}.events`, AUDIT_RECORDED);
  adminToken = await auth.adminToken();
});

afterAll(async () => {
  await broker?.close();
  await server?.close();
  await catalogue?.close();
  await db?.drop();
});

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { ...bearer(token), ...headers } });
const send = (method: string, path: string, body: unknown, token: string | undefined = adminToken) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
/** A GET with the path exactly as written: fetch would resolve '.', '..' and their encodings first. */
const rawGet = (base: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(`${base}/`, { path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
const json = async <T = unknown>(response: Response | Promise<Response>, status = 200): Promise<T> => {
  const answer = await response;
  const body = await answer.json();
  expect(answer.status, JSON.stringify(body)).toBe(status);
  return body as T;
};
const createPeriod = (body: Record<string, unknown>) => json<PricingPeriod>(send('POST', '/api/admin/pricing-periods', body), 201);
const createPrice = (body: Record<string, unknown>) => json<BoatPrice>(send('POST', '/api/admin/boat-pricing', body), 201);

/** Takes audit events off the queue until one matches; bounded by eventually's attempts. */
async function auditEvent(
  match: (payload: { action: string; entityId: string | null; details: Record<string, unknown> | null; userId: string | null }) => boolean,
) {
  return eventually(async () => {
    for (let i = 0; i < 200; i++) {
      const message = await channel.get(auditQueue, { noAck: true });
      if (!message) return undefined;
      const event = JSON.parse(message.content.toString());
      if (match(event.payload)) return event;
    }
    return undefined;
  });
}

describe('seed', () => {
  it('creates the seasons around today with a price for every boat, once, and keeps admin edits', async () => {
    expect(await seed(infra.orm.em.fork(), '2026-11-22')).toEqual({ periods: 5, boatPrices: 20, seasonalPrices: 15, translated: 0 });
    const periods = await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken));
    expect(periods.map((p) => [p.name, p.nameEn, p.startDate, p.endDate])).toEqual([
      ['Bassa stagione 2026/27', 'Low season 2026/27', '2026-11-01', '2027-03-31'],
      ['Media stagione 2027 (aprile-maggio)', 'Mid season 2027 (April-May)', '2027-04-01', '2027-05-31'],
      ['Alta stagione 2027', 'High season 2027', '2027-06-01', '2027-09-30'],
      ['Media stagione 2027 (ottobre)', 'Mid season 2027 (October)', '2027-10-01', '2027-10-31'],
      ['Bassa stagione 2027/28', 'Low season 2027/28', '2027-11-01', '2028-03-31'],
    ]);
    const high = periods[2]!;
    const small = await json<{ oneDayPrice: string; multiDayPrice: string }[]>(get('/api/boat-pricing/1'));
    const large = await json<{ oneDayPrice: string; multiDayPrice: string }[]>(get('/api/boat-pricing/4'));
    expect(small).toHaveLength(5);
    small.forEach((row, i) => {
      expect(Number(row.multiDayPrice)).toBeLessThan(Number(row.oneDayPrice));
      expect(Number(row.oneDayPrice)).toBeLessThan(Number(large[i]!.oneDayPrice));
    });

    // An administrator renames a season and changes a price; seeding again changes nothing.
    await json(send('PATCH', `/api/admin/pricing-periods/${high.id}`, { name: 'Estate 2027' }));
    const prices = await json<BoatPrice[]>(get('/api/admin/boat-pricing', adminToken));
    const edited = prices.find((p) => p.boatId === 1 && p.periodId === high.id)!;
    await json(send('PATCH', `/api/admin/boat-pricing/${edited.id}`, { oneDayPrice: '275.50' }));
    expect(await seed(infra.orm.em.fork(), '2026-11-22')).toEqual({ periods: 0, boatPrices: 0, seasonalPrices: 0, translated: 0 });
    const after = await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken));
    expect(after).toHaveLength(5);
    expect(after[2]!.name).toBe('Estate 2027');
    const price = (await json<BoatPrice[]>(get('/api/admin/boat-pricing', adminToken))).find((p) => p.id === edited.id)!;
    expect(price.oneDayPrice).toBe('275.50');
  });

  it('gives a season seeded before English names its English name, only while it has none and keeps the seeded Italian name', async () => {
    // As the migration leaves them: every period without an English name.
    await infra.orm.em.fork().execute(`update "pricing"."pricing_periods" set name_en = null`);
    expect(await seed(infra.orm.em.fork(), '2026-11-22')).toEqual({ periods: 0, boatPrices: 0, seasonalPrices: 0, translated: 4 });
    const periods = await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken));
    // 'Estate 2027' was renamed by the office: the seed's English would not translate it.
    expect(periods.map((p) => [p.name, p.nameEn])).toEqual([
      ['Bassa stagione 2026/27', 'Low season 2026/27'],
      ['Media stagione 2027 (aprile-maggio)', 'Mid season 2027 (April-May)'],
      ['Estate 2027', null],
      ['Media stagione 2027 (ottobre)', 'Mid season 2027 (October)'],
      ['Bassa stagione 2027/28', 'Low season 2027/28'],
    ]);
    // An English name the office wrote is never replaced.
    await json(send('PATCH', `/api/admin/pricing-periods/${periods[0]!.id}`, { nameEn: 'Winter 2026/27' }));
    expect(await seed(infra.orm.em.fork(), '2026-11-22')).toMatchObject({ periods: 0, translated: 0 });
    expect((await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken)))[0]!.nameEn).toBe('Winter 2026/27');
  });
});

describe('admin access', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/pricing-periods'],
    ['POST', '/api/admin/pricing-periods'],
    ['PATCH', '/api/admin/pricing-periods/1'],
    ['DELETE', '/api/admin/pricing-periods/1'],
    ['GET', '/api/admin/boat-pricing'],
    ['POST', '/api/admin/boat-pricing'],
    ['PATCH', '/api/admin/boat-pricing/1'],
    ['DELETE', '/api/admin/boat-pricing/1'],
  ];

  it('refuses anonymous callers with 401 and non-administrators with 403, changing nothing', async () => {
    const user = await auth.userToken();
    const body = { name: 'Intruso', startDate: '2031-01-01', endDate: '2031-01-02' };
    for (const [method, path] of routes) {
      const anonymous = await send(method, path, method === 'GET' || method === 'DELETE' ? undefined : body, '');
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect((await anonymous.json()).message).toBe(MESSAGES.unauthenticated);
      const forbidden = await send(method, path, method === 'GET' || method === 'DELETE' ? undefined : body, user);
      expect(forbidden.status, `${method} ${path}`).toBe(403);
    }
    const periods = await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken));
    expect(periods.some((p) => p.name === 'Intruso')).toBe(false);
  });
});

describe('pricing periods and boat prices', () => {
  let june: PricingPeriod;
  let july: PricingPeriod;
  let august: PricingPeriod;

  it('creates periods and records an audit event for each change', async () => {
    // Created out of order, to see the public list sort them.
    july = await createPeriod({ name: 'Luglio 2031', startDate: '2031-07-01', endDate: '2031-07-31' });
    june = await createPeriod({ name: '  Giugno 2031 ', startDate: '2031-06-01', endDate: '2031-06-30', isActive: true });
    august = await createPeriod({ name: 'Agosto 2031', startDate: '2031-08-01', endDate: '2031-08-31', isActive: false });
    expect(july).toMatchObject({ name: 'Luglio 2031', isActive: true });
    expect(june.name).toBe('Giugno 2031');
    expect(august.isActive).toBe(false);
    const event = await auditEvent((p) => p.action === 'pricing.period.created' && p.entityId === String(june.id));
    expect(event.payload).toMatchObject({
      entityType: 'pricing_period',
      service: 'pricing',
      details: { name: 'Giugno 2031', startDate: '2031-06-01' },
    });
    expect(event.payload.userId).toBeTruthy();
  });

  it('refuses each invalid period with 400 and a readable Italian message', async () => {
    const valid = { name: 'Periodo valido', startDate: '2031-09-01', endDate: '2031-09-30' };
    const cases: [unknown, string, RegExp | string][] = [
      [{ ...valid, name: undefined }, 'name', /Nome del periodo richiesto/],
      [{ ...valid, name: ' x ' }, 'name', /almeno 2 caratteri/],
      [{ ...valid, name: 'x'.repeat(81) }, 'name', /troppo lungo/],
      [{ ...valid, startDate: '2031-02-30' }, 'startDate', /Data non valida/],
      [{ ...valid, endDate: '30/09/2031' }, 'endDate', /Data non valida/],
      [{ ...valid, endDate: '2031-08-31' }, 'endDate', MESSAGES.endBeforeStart],
      [{ ...valid, isActive: 'sì' }, 'isActive', /Stato non valido/],
    ];
    for (const [body, path, message] of cases) {
      const answer = await json<{ message: string; issues: { path: string }[] }>(send('POST', '/api/admin/pricing-periods', body), 400);
      expect(answer.issues.map((issue) => issue.path)).toContain(path);
      expect(answer.message).toMatch(message);
    }
    const broken = await json<{ message: string }>(send('POST', '/api/admin/pricing-periods', '{"name": '), 400);
    expect(broken.message).toMatch(/JSON/);
  });

  it('updates a period partly or wholly and still refuses an end before the start', async () => {
    const extra = await createPeriod({ name: 'Settembre 2031', startDate: '2031-09-01', endDate: '2031-09-30' });
    expect(await json(send('PATCH', `/api/admin/pricing-periods/${extra.id}`, { isActive: false }))).toMatchObject({
      isActive: false,
      name: 'Settembre 2031',
    });
    const whole = { name: 'Settembre lungo 2031', startDate: '2031-09-01', endDate: '2031-10-15', isActive: true };
    expect(await json(send('PATCH', `/api/admin/pricing-periods/${extra.id}`, whole))).toMatchObject({ ...whole, id: extra.id });

    // One date alone, before the stored other one.
    const lonely = await json<{ message: string }>(send('PATCH', `/api/admin/pricing-periods/${extra.id}`, { endDate: '2031-08-31' }), 400);
    expect(lonely.message).toBe('La data di fine deve essere uguale o successiva alla data di inizio.');
    const both = await json<{ message: string }>(
      send('PATCH', `/api/admin/pricing-periods/${extra.id}`, { startDate: '2031-09-10', endDate: '2031-09-09' }),
      400,
    );
    expect(both.message).toBe(MESSAGES.endBeforeStart);
    expect((await json<{ message: string }>(send('PATCH', `/api/admin/pricing-periods/${extra.id}`, {}), 400)).message).toBe(
      'Nessun campo da aggiornare',
    );
    expect((await send('PATCH', `/api/admin/pricing-periods/${extra.id}`, { startDate: 'domani' })).status).toBe(400);
    const stored = (await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken))).find((p) => p.id === extra.id);
    expect(stored).toMatchObject(whole);

    for (const id of ['999999', 'abc', '0']) {
      expect((await json<{ message: string }>(send('PATCH', `/api/admin/pricing-periods/${id}`, { isActive: true }), 404)).message).toBe(
        PRICING_MESSAGES.periodNotFound,
      );
    }
    const event = await auditEvent((p) => p.action === 'pricing.period.updated' && p.entityId === String(extra.id));
    expect(event.payload.details).toHaveProperty('changed');
  });

  it('serialises concurrent edits of one period: a start and an end sent together never leave the end before the start', async () => {
    const period = await createPeriod({ name: 'Ottobre 2035', startDate: '2035-10-01', endDate: '2035-10-31' });
    const path = `/api/admin/pricing-periods/${period.id}`;
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      await json(send('PATCH', path, { startDate: '2035-10-01', endDate: '2035-10-31' }));
      // Each is valid against the stored period; both together are not (20 > 10).
      const [later, earlier] = await Promise.all([
        send('PATCH', path, { startDate: '2035-10-20' }),
        send('PATCH', path, { endDate: '2035-10-10' }),
      ]);
      statuses.push(later.status, earlier.status);
      const stored = (await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken))).find((p) => p.id === period.id)!;
      expect(stored.startDate <= stored.endDate, JSON.stringify(stored)).toBe(true);
      // Whichever came second was checked against the first one's result: one 200, one 400, and the stored row is the 200's.
      expect([later.status, earlier.status].sort(), `round ${round}`).toEqual([200, 400]);
      expect(stored).toMatchObject(
        later.status === 200 ? { startDate: '2035-10-20', endDate: '2035-10-31' } : { startDate: '2035-10-01', endDate: '2035-10-10' },
      );
    }
    expect(statuses).not.toContain(500);
    await json(send('DELETE', path, undefined));
  });

  it('lists the periods by start date for the dashboard', async () => {
    const periods = await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken));
    const starts = periods.map((p) => p.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(periods.map((p) => p.name)).toEqual(expect.arrayContaining(['Giugno 2031', 'Luglio 2031', 'Agosto 2031']));
  });

  it("sets boat 7's prices, refuses a second price for the same boat and period with 409", async () => {
    const junePrice = await createPrice({ boatId: 7, periodId: june.id, oneDayPrice: '200', multiDayPrice: 150, weekendMultiplier: '1.5' });
    expect(junePrice).toMatchObject({
      boatId: 7,
      periodId: june.id,
      oneDayPrice: '200.00',
      multiDayPrice: '150.00',
      weekendMultiplier: '1.50',
    });
    const julyPrice = await createPrice({ boatId: 7, periodId: july.id, oneDayPrice: '300.00', multiDayPrice: '250.00' });
    expect(julyPrice.weekendMultiplier).toBe('1.00');
    await createPrice({ boatId: 7, periodId: august.id, oneDayPrice: '999.00', multiDayPrice: '999.00' });

    const duplicate = await json<{ message: string }>(
      send('POST', '/api/admin/boat-pricing', { boatId: 7, periodId: june.id, oneDayPrice: '1.00', multiDayPrice: '1.00' }),
      409,
    );
    expect(duplicate.message).toBe(PRICING_MESSAGES.duplicatePrice);
    // Moving a price onto a boat and period that already has one is the same conflict.
    expect((await send('PATCH', `/api/admin/boat-pricing/${julyPrice.id}`, { periodId: june.id })).status).toBe(409);

    const event = await auditEvent((p) => p.action === 'pricing.boat_price.created' && p.entityId === String(junePrice.id));
    expect(event.payload).toMatchObject({ entityType: 'boat_pricing', details: { boatId: 7, oneDayPrice: '200.00' } });
  });

  it('refuses each invalid boat price with 400', async () => {
    const valid = { boatId: 7, periodId: june.id, oneDayPrice: '10.00', multiDayPrice: '9.00' };
    const cases: [unknown, string][] = [
      [{ ...valid, oneDayPrice: '-1.00' }, 'oneDayPrice'],
      [{ ...valid, oneDayPrice: '12.345' }, 'oneDayPrice'],
      [{ ...valid, multiDayPrice: 'cento' }, 'multiDayPrice'],
      [{ ...valid, multiDayPrice: undefined }, 'multiDayPrice'],
      [{ ...valid, boatId: 0 }, 'boatId'],
      [{ ...valid, boatId: 'x' }, 'boatId'],
      [{ ...valid, periodId: undefined }, 'periodId'],
      [{ ...valid, weekendMultiplier: '0' }, 'weekendMultiplier'],
      [{ ...valid, weekendMultiplier: '12.5' }, 'weekendMultiplier'],
      [{ ...valid, boatId: 9, periodId: 999999 }, 'periodId'],
    ];
    for (const [body, path] of cases) {
      const answer = await json<{ message: string; issues: { path: string }[] }>(send('POST', '/api/admin/boat-pricing', body), 400);
      expect(
        answer.issues.map((issue) => issue.path),
        JSON.stringify(body),
      ).toContain(path);
      expect(answer.message).toMatch(/[a-zà-ù]/i);
    }
    const prices = await json<BoatPrice[]>(get('/api/admin/boat-pricing', adminToken));
    expect(prices.filter((p) => p.boatId === 7 || p.boatId === 9)).toHaveLength(3);
    const julyPrice = prices.find((p) => p.boatId === 7 && p.periodId === july.id)!;
    expect((await send('PATCH', `/api/admin/boat-pricing/${julyPrice.id}`, { multiDayPrice: '1.234' })).status).toBe(400);
    expect((await send('PATCH', `/api/admin/boat-pricing/${julyPrice.id}`, { periodId: 999999 })).status).toBe(400);
    expect((await send('PATCH', '/api/admin/boat-pricing/999999', { oneDayPrice: '1.00' })).status).toBe(404);
  });

  it('updates a price, and shows the public list of active periods by start date with an ETag', async () => {
    const prices = await json<BoatPrice[]>(get('/api/admin/boat-pricing', adminToken));
    const julyPrice = prices.find((p) => p.boatId === 7 && p.periodId === july.id)!;
    await json(send('PATCH', `/api/admin/boat-pricing/${julyPrice.id}`, { oneDayPrice: '310.00' }));
    await json(
      send('PATCH', `/api/admin/boat-pricing/${julyPrice.id}`, {
        boatId: 7,
        periodId: july.id,
        oneDayPrice: '300.00',
        multiDayPrice: '250.00',
        weekendMultiplier: '1.00',
      }),
    );
    const event = await auditEvent((p) => p.action === 'pricing.boat_price.updated' && p.entityId === String(julyPrice.id));
    expect(event.payload.details.changed).toHaveProperty('oneDayPrice');

    const response = await get('/api/boat-pricing/7');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        periodId: june.id,
        name: 'Giugno 2031',
        startDate: '2031-06-01',
        endDate: '2031-06-30',
        oneDayPrice: '200.00',
        multiDayPrice: '150.00',
      },
      {
        periodId: july.id,
        name: 'Luglio 2031',
        startDate: '2031-07-01',
        endDate: '2031-07-31',
        oneDayPrice: '300.00',
        multiDayPrice: '250.00',
      },
    ]);
    const tag = response.headers.get('etag');
    expect(tag).toBeTruthy();
    // node:http rather than fetch: fetch adds 'Cache-Control: no-cache' to a conditional request.
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}/api/boat-pricing/7`, { headers: { 'if-none-match': tag! } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
    expect(await json(get('/api/boat-pricing/99'))).toEqual([]);
    for (const id of ['abc', '0', '1e3', '-1']) {
      expect((await json<{ message: string }>(get(`/api/boat-pricing/${id}`), 400)).message).toBe(PRICING_MESSAGES.invalidBoatId);
    }
  });

  describe('quote', () => {
    it('prices a rental crossing a period boundary and a weekend, day by day', async () => {
      // Fri 27 June to Tue 1 July 2031: five days at the multi-day rate; Saturday and Sunday at June's 1.50.
      const answer = await get('/api/pricing/boat/7/2031-06-27/2031-07-01', undefined, { 'x-request-id': 'quote-test-0001' });
      const quote = await json(answer);
      expect(quoteContract.parse(quote)).toEqual({
        boatId: 7,
        startDate: '2031-06-27',
        endDate: '2031-07-01',
        days: 5,
        rate: 'multiDay',
        breakdown: [
          { date: '2031-06-27', price: '180.00', source: 'period', periodName: 'Giugno 2031' },
          { date: '2031-06-28', price: '270.00', source: 'period', periodName: 'Giugno 2031' },
          { date: '2031-06-29', price: '270.00', source: 'period', periodName: 'Giugno 2031' },
          { date: '2031-06-30', price: '180.00', source: 'period', periodName: 'Giugno 2031' },
          { date: '2031-07-01', price: '300.00', source: 'period', periodName: 'Luglio 2031' },
        ],
        total: '1200.00',
        deposit: '650.00',
        currency: 'EUR',
      });
      expect(catalogue.requestIds).toContain('quote-test-0001');
    });

    it('uses the one-day rate for a short rental, an active override, and the fallback where no active period is', async () => {
      const em = infra.orm.em.fork();
      em.create(DailyPriceOverrideEntity, { boatId: 7, date: '2031-06-30', customPrice: '100.00', reason: 'Prova', isActive: true });
      em.create(DailyPriceOverrideEntity, { boatId: 7, date: '2031-07-01', customPrice: '1.00', reason: 'Disattivata', isActive: false });
      await em.flush();
      const short = await json<{ rate: string; breakdown: { price: string; source: string }[]; total: string }>(
        get('/api/pricing/boat/7/2031-06-30/2031-07-01'),
      );
      expect(short.rate).toBe('oneDay');
      expect(short.breakdown.map((d) => [d.price, d.source])).toEqual([
        ['120.00', 'override'],
        ['360.00', 'period'],
      ]);
      expect(short.total).toBe('480.00');

      // August's period is inactive: its prices are not used. With a priced September after it, August
      // is a gap inside the priced days and costs the fallback price.
      const september = await createPeriod({ name: 'Settembre 2031', startDate: '2031-09-01', endDate: '2031-09-30' });
      await createPrice({ boatId: 7, periodId: september.id, oneDayPrice: '100.00', multiDayPrice: '100.00' });
      const august = await json<{ breakdown: { price: string; source: string; periodName: string | null }[] }>(
        get('/api/pricing/boat/7/2031-08-02/2031-08-02'),
      );
      expect(august.breakdown).toEqual([{ date: '2031-08-02', price: '360.00', source: 'fallback', periodName: null }]);
      await json(send('DELETE', `/api/admin/pricing-periods/${september.id}`, undefined));
      const boatOne = await json<{ total: string; deposit: string }>(get('/api/pricing/boat/1/2027-06-02/2027-06-02'));
      expect(boatOne).toMatchObject({ deposit: '500.00' });
    });

    it('refuses bad dates, an end before the start and more than 30 days with 400', async () => {
      const cases: [string, RegExp | string][] = [
        ['/api/pricing/boat/7/2031-02-30/2031-03-02', /Data di inizio non valida/],
        ['/api/pricing/boat/7/2031-06-01/domani', /Data di fine non valida/],
        ['/api/pricing/boat/7/2031-06-05/2031-06-04', MESSAGES.endBeforeStart],
        ['/api/pricing/boat/7/2031-06-01/2031-07-01', PRICING_MESSAGES.rangeTooLong],
        ['/api/pricing/boat/abc/2031-06-01/2031-06-02', PRICING_MESSAGES.invalidBoatId],
      ];
      for (const [path, message] of cases) expect((await json<{ message: string }>(get(path), 400)).message).toMatch(message);
      expect((await json<{ days: number }>(get('/api/pricing/boat/7/2031-06-01/2031-06-30'))).days).toBe(30);
    });

    it("refuses a rental past the boat's last priced day with 400 in Italian, and says how far the calendar goes", async () => {
      // Boat 7: June and July 2031 are priced, August is inactive: its last priced day is 31 July.
      for (const path of ['/api/pricing/boat/7/2031-07-30/2031-08-02', '/api/pricing/boat/7/2031-08-01/2031-08-01']) {
        const refused = await json<{ message: string; details: { path: string }[] }>(get(path), 400);
        expect(refused.message).toBe(pricedOnlyUntil('2031-07-31'));
        expect(refused.message).toBe('I prezzi sono disponibili fino al 31/07/2031: scegli date entro quel giorno o contattaci.');
      }
      expect((await json<{ total: string }>(get('/api/pricing/boat/7/2031-07-31/2031-07-31'))).total).toBe('360.00');
      // Boat 1 has the seed's prices only: up to 31 March 2028, nothing at the 300 euro fallback after it.
      expect((await json<{ message: string }>(get('/api/pricing/boat/1/2031-06-02/2031-06-02'), 400)).message).toBe(
        pricedOnlyUntil('2028-03-31'),
      );

      expect(boatPricedUntil.parse(await json(get('/api/pricing/boat/7/priced-until')))).toEqual({
        boatId: 7,
        pricedUntil: '2031-07-31',
        lastBookableDate: '2031-07-31',
      });
      expect(await json(get('/api/pricing/boat/99/priced-until'))).toEqual({ boatId: 99, pricedUntil: null, lastBookableDate: null });
      expect((await json<{ message: string }>(get('/api/pricing/boat/abc/priced-until'), 400)).message).toBe(
        PRICING_MESSAGES.invalidBoatId,
      );
      const fleet = fleetPricedUntil.parse(await json(get('/api/pricing/priced-until')));
      expect(fleet.boats).toEqual(
        expect.arrayContaining([
          { boatId: 1, pricedUntil: '2028-03-31' },
          { boatId: 7, pricedUntil: '2031-07-31' },
        ]),
      );
      expect(fleet.boats.some((boat) => boat.boatId === 99)).toBe(false);
    });

    it('answers 404 for a boat the catalogue does not know or has deactivated', async () => {
      for (const id of [99, 8]) {
        expect((await json<{ message: string }>(get(`/api/pricing/boat/${id}/2031-06-01/2031-06-02`), 404)).message).toBe(
          'Barca non trovata',
        );
      }
    });

    it('asks the catalogue once for a boat quoted again within its cache time', async () => {
      const first = await json<{ total: string }>(
        get('/api/pricing/boat/7/2031-06-03/2031-06-04', undefined, { 'x-request-id': 'quote-cache-0001' }),
      );
      const again = await json<{ total: string }>(
        get('/api/pricing/boat/7/2031-06-03/2031-06-04', undefined, { 'x-request-id': 'quote-cache-0002' }),
      );
      expect(again).toEqual(first);
      expect(catalogue.requestIds).not.toContain('quote-cache-0002');
    });

    it('answers 503 "unavailable" (the one code of a dependency that is down) with an Italian message when the catalogue is down', async () => {
      const logger = silentLogger();
      const orphan = await serve(createApp({ infra, catalogueUrl: 'http://127.0.0.1:9', fallbackDayPrice: '300', horizonMonths: 120 }), {
        port: 0,
        host: '127.0.0.1',
        logger,
        handleSignals: false,
      });
      try {
        const response = await fetch(`${orphan.url}/api/pricing/boat/7/2031-06-01/2031-06-02`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          error: 'unavailable',
          message: PRICING_MESSAGES.catalogueUnavailable,
          code: 'unavailable',
        });
      } finally {
        await orphan.close();
      }
    });
  });

  it('deletes a period together with its prices, then answers 404 for it', async () => {
    const result = await json<{ boatPrices: number }>(send('DELETE', `/api/admin/pricing-periods/${july.id}`, undefined));
    expect(result).toMatchObject({ id: july.id, deleted: true, boatPrices: 1 });
    const prices = await json<BoatPrice[]>(get('/api/admin/boat-pricing', adminToken));
    expect(prices.some((p) => p.periodId === july.id)).toBe(false);
    expect((await json<{ name: string }[]>(get('/api/boat-pricing/7'))).map((row) => row.name)).toEqual(['Giugno 2031']);
    // July's days have no price any more: past June's end they are not quoted.
    expect((await json<{ message: string }>(get('/api/pricing/boat/7/2031-07-02/2031-07-02'), 400)).message).toBe(
      pricedOnlyUntil('2031-06-30'),
    );
    for (const id of [String(july.id), 'abc']) {
      expect((await json<{ message: string }>(send('DELETE', `/api/admin/pricing-periods/${id}`, undefined), 404)).message).toBe(
        PRICING_MESSAGES.periodNotFound,
      );
    }
    const event = await auditEvent((p) => p.action === 'pricing.period.deleted' && p.entityId === String(july.id));
    expect(event.payload.details).toMatchObject({ name: 'Luglio 2031', boatPrices: 1 });
  });
});

describe('input refused at the edge', () => {
  const rows = async () => {
    const periods = await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken));
    const prices = await json<BoatPrice[]>(get('/api/admin/boat-pricing', adminToken));
    return { periods: periods.length, prices: prices.length };
  };

  it('a period name with a control, line-break, bidi or zero-width character is refused in Italian, nothing stored', async () => {
    const before = await rows();
    for (const hidden of ['\u0000', '\u001b', '\n', '\r', '\t', '\u0085', '\u2028', '\u202e', '\u2067', '\u200b', '\u2060', '\ufeff']) {
      const response = await send('POST', '/api/admin/pricing-periods', {
        name: `Agosto${hidden}2032`,
        startDate: '2032-08-01',
        endDate: '2032-08-31',
      });
      expect(response.status, JSON.stringify(hidden)).toBe(400);
      expect((await response.json()).message).toBe(charactersNotAllowed('Il nome del periodo'));
    }
    expect(await rows()).toEqual(before);
  });

  it("day prices that are not plain amounts ('abc', 'Infinity', '12abc') or too big for a 30-day booking total are refused when set", async () => {
    const period = await createPeriod({ name: 'Settembre 2032', startDate: '2032-09-01', endDate: '2032-09-30' });
    const before = await rows();
    for (const oneDayPrice of ['abc', 'Infinity', '12abc', 'NaN', '1e3', '-1', '12.345', '', true, [150], null]) {
      const response = await send('POST', '/api/admin/boat-pricing', { boatId: 1, periodId: period.id, oneDayPrice, multiDayPrice: '100' });
      expect(response.status, JSON.stringify(oneDayPrice)).toBe(400);
      expect((await response.json()).message, JSON.stringify(oneDayPrice)).toMatch(/^Importo non valido/);
    }
    for (const boatId of [[1], true, '0x1', '1e0']) {
      const response = await send('POST', '/api/admin/boat-pricing', {
        boatId,
        periodId: period.id,
        oneDayPrice: '100',
        multiDayPrice: '100',
      });
      expect(response.status, JSON.stringify(boatId)).toBe(400);
      expect((await response.json()).message).toBe('Identificativo non valido');
    }
    const tooBig = await send('POST', '/api/admin/boat-pricing', {
      boatId: 7,
      periodId: period.id,
      oneDayPrice: '33400.01',
      multiDayPrice: '100',
    });
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).message).toBe(DAY_PRICE_TOO_HIGH);
    expect(await rows()).toEqual(before);

    // The highest day price a 30-day rental at multipliers 9.99 and 9.99 can still hold: accepted, and quoted within the column.
    BOATS.push(stubBoat(9, { priceMultiplier: '9.99' }));
    const top = await createPrice({
      boatId: 9,
      periodId: period.id,
      oneDayPrice: '33400',
      multiDayPrice: '33400',
      weekendMultiplier: '9.99',
    });
    const patched = await send('PATCH', `/api/admin/boat-pricing/${top.id}`, { multiDayPrice: '99999999.99' });
    expect(patched.status).toBe(400);
    expect((await patched.json()).message).toBe(DAY_PRICE_TOO_HIGH);
    const quote = await json<{ total: string }>(get('/api/pricing/boat/9/2032-09-01/2032-09-30'));
    expect(Number(quote.total)).toBeLessThanOrEqual(99_999_999.99);
  });

  it('a quote for dates past the default horizon of 18 months (year 9999 too) is refused in Italian', async () => {
    const logger = silentLogger();
    const standard = await serve(createApp({ infra, catalogueUrl: catalogue.url, fallbackDayPrice: '300' }), {
      port: 0,
      host: '127.0.0.1',
      logger,
      handleSignals: false,
    });
    try {
      for (const [start, end] of [
        ['9999-12-30', '9999-12-31'],
        ['2031-06-01', '2031-06-02'],
      ]) {
        const response = await fetch(`${standard.url}/api/pricing/boat/1/${start}/${end}`);
        expect(response.status).toBe(400);
        expect((await response.json()).message).toBe(horizonMessage(18));
      }
      // Boat 9 is priced into September 2032: its calendar stops at the horizon instead.
      expect(await (await fetch(`${standard.url}/api/pricing/boat/9/priced-until`)).json()).toEqual({
        boatId: 9,
        pricedUntil: '2032-09-30',
        lastBookableDate: monthsAfter(todayInRome(), 18),
      });
      for (const id of ['0x1', '1e0', '%5B1%5D', 'true']) {
        const response = await fetch(`${standard.url}/api/pricing/boat/${id}/2031-06-01/2031-06-02`);
        expect(response.status, id).toBe(400);
        expect((await response.json()).message).toBe(PRICING_MESSAGES.invalidBoatId);
      }
      // A dot segment, plain or encoded: never a 500, a 400 or a 404 in Italian.
      for (const path of [
        '/api/pricing/boat/%2e%2e/2031-06-01/2031-06-02',
        '/api/pricing/boat/./1/2031-06-01',
        '/api/pricing/boat/%2E/1/2031-06-01/2031-06-02',
        '/api/pricing/../pricing/boat/1/2031-06-01/2031-06-02',
        '/api/pricing/boat/1/2031-06-01/..',
      ]) {
        const response = await rawGet(standard.url, path);
        expect([400, 404], path).toContain(response.status);
        expect(JSON.parse(response.body).message, path).toMatch(/^(Identificativo barca non valido|Risorsa non trovata|Data)/);
      }
    } finally {
      await standard.close();
    }
  });
});

describe('overlapping periods and single prices', () => {
  // Boat 10 and 2034: no other test of this file prices them.
  let summer: PricingPeriod;
  let ferragosto: PricingPeriod;

  it('saves a period that overlaps another and names the overlap in the answer; none when it overlaps nothing', async () => {
    const alone = await json<PricingPeriod & { overlaps: unknown[] }>(
      send('POST', '/api/admin/pricing-periods', { name: 'Alta stagione 2034', startDate: '2034-07-01', endDate: '2034-08-31' }),
      201,
    );
    expect(alone.overlaps).toEqual([]);
    summer = alone;
    const inside = await json<PricingPeriod & { overlaps: unknown[] }>(
      send('POST', '/api/admin/pricing-periods', { name: 'Ferragosto 2034', startDate: '2034-08-10', endDate: '2034-08-20' }),
      201,
    );
    ferragosto = inside;
    expect(inside.overlaps).toEqual([{ id: summer.id, name: 'Alta stagione 2034', startDate: '2034-07-01', endDate: '2034-08-31' }]);
    // An edit that moves a period onto another is warned too; an inactive period prices nothing, so it overlaps nothing.
    const moved = await json<PricingPeriod & { overlaps: { id: number }[] }>(
      send('PATCH', `/api/admin/pricing-periods/${summer.id}`, { endDate: '2034-08-31' }),
    );
    expect(moved.overlaps.map((o) => o.id)).toEqual([ferragosto.id]);
    const asleep = await json<PricingPeriod & { overlaps: unknown[] }>(
      send('POST', '/api/admin/pricing-periods', { name: 'Bozza 2034', startDate: '2034-08-01', endDate: '2034-08-05', isActive: false }),
      201,
    );
    expect(asleep.overlaps).toEqual([]);
    const stored = await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken));
    expect(stored.filter((p) => p.name.endsWith('2034')).map((p) => p.name)).toEqual([
      'Alta stagione 2034',
      'Bozza 2034',
      'Ferragosto 2034',
    ]);
  });

  it('shows on the public list only the period that wins each day: the one that starts last', async () => {
    await createPrice({ boatId: 10, periodId: summer.id, oneDayPrice: '400.00', multiDayPrice: '350.00' });
    await createPrice({ boatId: 10, periodId: ferragosto.id, oneDayPrice: '550.00', multiDayPrice: '500.00' });
    const list = await json(get('/api/boat-pricing/10'));
    expect(list).toEqual([
      {
        periodId: summer.id,
        name: 'Alta stagione 2034',
        startDate: '2034-07-01',
        endDate: '2034-08-09',
        oneDayPrice: '400.00',
        multiDayPrice: '350.00',
      },
      {
        periodId: ferragosto.id,
        name: 'Ferragosto 2034',
        startDate: '2034-08-10',
        endDate: '2034-08-20',
        oneDayPrice: '550.00',
        multiDayPrice: '500.00',
      },
      {
        periodId: summer.id,
        name: 'Alta stagione 2034',
        startDate: '2034-08-21',
        endDate: '2034-08-31',
        oneDayPrice: '400.00',
        multiDayPrice: '350.00',
      },
    ]);
    // The quote agrees with the list on a day inside Ferragosto.
    BOATS.push(stubBoat(10));
    const quote = quoteContract.parse(await json(get('/api/pricing/boat/10/2034-08-15/2034-08-15')));
    expect(quote.breakdown[0]).toMatchObject({ periodName: 'Ferragosto 2034', source: 'period' });
  });

  it('deletes a single boat price (200), then 404; audited; the period and other prices stay', async () => {
    const prices = await json<BoatPrice[]>(get('/api/admin/boat-pricing', adminToken));
    const target = prices.find((p) => p.boatId === 10 && p.periodId === ferragosto.id)!;
    const answer = await json(send('DELETE', `/api/admin/boat-pricing/${target.id}`, undefined));
    expect(answer).toEqual({ id: target.id, deleted: true });
    const event = await auditEvent((p) => p.action === 'pricing.boat_price.deleted' && p.entityId === String(target.id));
    expect(event.payload).toMatchObject({
      entityType: 'boat_pricing',
      service: 'pricing',
      details: { boatId: 10, periodId: ferragosto.id, oneDayPrice: '550.00', multiDayPrice: '500.00' },
    });
    const after = await json<BoatPrice[]>(get('/api/admin/boat-pricing', adminToken));
    expect(after.some((p) => p.id === target.id)).toBe(false);
    expect(after.some((p) => p.boatId === 10 && p.periodId === summer.id)).toBe(true);
    expect((await json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken))).some((p) => p.id === ferragosto.id)).toBe(true);
    // Without its price for boat 10, Ferragosto no longer splits the boat's summer.
    expect(await json<{ startDate: string; endDate: string }[]>(get('/api/boat-pricing/10'))).toMatchObject([
      { periodId: summer.id, startDate: '2034-07-01', endDate: '2034-08-31' },
    ]);
    const again = await send('DELETE', `/api/admin/boat-pricing/${target.id}`, undefined);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'not_found', message: PRICING_MESSAGES.priceNotFound, code: 'price_not_found' });
    for (const id of ['abc', '0']) expect((await send('DELETE', `/api/admin/boat-pricing/${id}`, undefined)).status).toBe(404);
  });
});

describe('English period names (docs/languages.md#period-names)', () => {
  // Boat 11 and 2036: no other test of this file prices them.
  let named: PricingPeriod;
  let unnamed: PricingPeriod;
  const periodsNow = async () => json<PricingPeriod[]>(get('/api/admin/pricing-periods', adminToken));
  const stored = async (id: number) => (await periodsNow()).find((p) => p.id === id)!;

  it('saves an English name trimmed, lists it, and clears it with an empty string or null; absent leaves it', async () => {
    named = await createPeriod({ name: 'Maggio 2036', nameEn: '  May 2036 ', startDate: '2036-05-01', endDate: '2036-05-31' });
    expect(named).toMatchObject({ name: 'Maggio 2036', nameEn: 'May 2036' });
    unnamed = await createPeriod({ name: 'Giugno 2036', startDate: '2036-06-01', endDate: '2036-06-30' });
    expect(unnamed.nameEn).toBeNull();
    expect(await createPeriod({ name: 'Bozza 2036', nameEn: '', startDate: '2036-07-01', endDate: '2036-07-02' })).toMatchObject({
      nameEn: null,
    });
    expect(await stored(named.id)).toMatchObject({ name: 'Maggio 2036', nameEn: 'May 2036' });
    const created = await auditEvent((p) => p.action === 'pricing.period.created' && p.entityId === String(named.id));
    expect(created.payload.details).toMatchObject({ name: 'Maggio 2036', nameEn: 'May 2036' });

    const path = `/api/admin/pricing-periods/${unnamed.id}`;
    expect(await json(send('PATCH', path, { nameEn: 'June 2036' }))).toMatchObject({ name: 'Giugno 2036', nameEn: 'June 2036' });
    const updated = await auditEvent((p) => p.action === 'pricing.period.updated' && p.entityId === String(unnamed.id));
    expect(updated.payload.details.changed).toEqual({ nameEn: { from: null, to: 'June 2036' } });
    // A patch without nameEn leaves it as it is.
    expect(await json(send('PATCH', path, { isActive: true }))).toMatchObject({ nameEn: 'June 2036' });
    expect(await json(send('PATCH', path, { nameEn: '' }))).toMatchObject({ nameEn: null });
    expect((await stored(unnamed.id)).nameEn).toBeNull();
    await json(send('PATCH', path, { nameEn: 'June 2036' }));
    expect(await json(send('PATCH', path, { nameEn: null }))).toMatchObject({ nameEn: null });
    expect((await stored(unnamed.id)).nameEn).toBeNull();
    // The whole period sent back, as the dialog does: the English name with it.
    const whole = { name: 'Giugno 2036', nameEn: '   ', startDate: '2036-06-01', endDate: '2036-06-30', isActive: true };
    expect(await json(send('PATCH', path, whole))).toMatchObject({ ...whole, nameEn: null });
  });

  it('refuses a bad English name with 400, a readable Italian message and its code, storing nothing', async () => {
    const before = await periodsNow();
    const valid = { name: 'Periodo valido', startDate: '2036-09-01', endDate: '2036-09-30' };
    const cases: [unknown, Record<string, unknown>][] = [
      [
        'x'.repeat(81),
        { message: 'Nome in inglese troppo lungo (massimo 80 caratteri)', code: 'period_name_en_too_long', params: { max: '80' } },
      ],
      [42, { message: 'Nome in inglese: valore non valido', code: 'field_invalid', params: { field: 'Nome in inglese' } }],
      [['May'], { message: 'Nome in inglese: valore non valido', code: 'field_invalid' }],
      [
        'May\n2036',
        {
          message: charactersNotAllowed('Il nome in inglese del periodo'),
          code: 'characters_not_allowed',
          params: { subject: 'Il nome in inglese del periodo' },
        },
      ],
      ['May\u202e2036', { message: charactersNotAllowed('Il nome in inglese del periodo'), code: 'characters_not_allowed' }],
    ];
    for (const [nameEn, expected] of cases) {
      for (const [method, path] of [
        ['POST', '/api/admin/pricing-periods'],
        ['PATCH', `/api/admin/pricing-periods/${named.id}`],
      ] as const) {
        const answer = await json<{ message: string; code: string; issues: { path: string }[] }>(
          send(method, path, method === 'POST' ? { ...valid, nameEn } : { nameEn }),
          400,
        );
        expect(answer, `${method} ${JSON.stringify(nameEn)}`).toMatchObject(expected);
        expect(answer.issues.map((issue) => issue.path)).toEqual(['nameEn']);
      }
    }
    // 80 characters, the Italian name's limit, are accepted.
    const longest = 'M'.repeat(80);
    expect(await json(send('PATCH', `/api/admin/pricing-periods/${named.id}`, { nameEn: longest }))).toMatchObject({ nameEn: longest });
    await json(send('PATCH', `/api/admin/pricing-periods/${named.id}`, { nameEn: 'May 2036' }));
    expect(await periodsNow()).toEqual(before);
  });

  it('names the periods in English on the public reads with lang=en, in Italian where there is no English name; without lang as always', async () => {
    await createPrice({ boatId: 11, periodId: named.id, oneDayPrice: '200.00', multiDayPrice: '180.00' });
    await createPrice({ boatId: 11, periodId: unnamed.id, oneDayPrice: '300.00', multiDayPrice: '270.00' });
    const row = (period: PricingPeriod, name: string, prices: [string, string]) => ({
      periodId: period.id,
      name,
      startDate: period.startDate,
      endDate: period.endDate,
      oneDayPrice: prices[0],
      multiDayPrice: prices[1],
    });
    const italian = [row(named, 'Maggio 2036', ['200.00', '180.00']), row(unnamed, 'Giugno 2036', ['300.00', '270.00'])];
    const plain = await get('/api/boat-pricing/11');
    expect(await json(plain)).toEqual(italian);
    expect(await json(get('/api/boat-pricing/11?lang=it'))).toEqual(italian);
    const english = await get('/api/boat-pricing/11?lang=en');
    expect(await json(english)).toEqual([row(named, 'May 2036', ['200.00', '180.00']), row(unnamed, 'Giugno 2036', ['300.00', '270.00'])]);
    // One ETag per language: a cache keyed by URL keeps them apart.
    expect(english.headers.get('etag')).not.toBe(plain.headers.get('etag'));

    // The quote names each day's period the same way; its prices do not change with the language.
    BOATS.push(stubBoat(11));
    const days = '/api/pricing/boat/11/2036-05-31/2036-06-01';
    const quoteIt = quoteContract.parse(await json(get(days)));
    expect(quoteIt.breakdown.map((day) => day.periodName)).toEqual(['Maggio 2036', 'Giugno 2036']);
    const quoteEn = quoteContract.parse(await json(get(`${days}?lang=en`)));
    expect(quoteEn.breakdown.map((day) => day.periodName)).toEqual(['May 2036', 'Giugno 2036']);
    expect({ ...quoteEn, breakdown: quoteEn.breakdown.map(({ periodName: _, ...day }) => day) }).toEqual({
      ...quoteIt,
      breakdown: quoteIt.breakdown.map(({ periodName: _, ...day }) => day),
    });
  });

  it('refuses any other language on the public reads with 400, the Italian message and its code', async () => {
    for (const path of [
      '/api/boat-pricing/11?lang=fr',
      '/api/boat-pricing/11?lang=EN',
      '/api/boat-pricing/11?lang=',
      '/api/boat-pricing/11?lang=it&lang=en',
      '/api/pricing/boat/11/2036-05-31/2036-06-01?lang=de',
    ]) {
      expect(await json(get(path), 400), path).toMatchObject({ message: 'Lingua non valida: it o en', code: 'language_invalid' });
    }
  });
});
