/**
 * The booking service on a database and bus prefix of its own, with catalogue and pricing replaced
 * by small node:http stubs that answer their documented contracts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import amqp from 'amqplib';
import pg from 'pg';
import { startInfrastructure, type Infrastructure } from '@nbp/kit/runtime';
import { serve, type RunningServer } from '@nbp/kit/server';
import { DEV_PII_KEYS } from '@nbp/kit/crypto';
import { createTestAuth, createTestDatabase, eventually, silentLogger, testBusPrefix, testConfig, TEST_AMQP_URL } from '@nbp/kit/testing';
import { newEnvelope } from '@nbp/kit/bus';
import type { Boat, BoatSummary } from '@nbp/contracts/http/catalogue';
import type { Quote } from '@nbp/contracts/http/pricing';
import { rentalDays, todayInRome } from '@nbp/contracts/common';
import { entities } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';
import { ruleFiles } from '../src/db/rules.ts';
import { bookingDeps, type DepsConfig } from '../src/deps.ts';
import { afterBookingMigrations } from '../src/data/reseal.ts';
import { consumeEmailOutcomes } from '../src/events/email-outcomes.ts';
import { calendarWorkerDeps, createApp } from '../src/app.ts';
import { sweepOnce } from '../src/use-cases/sweeper.ts';
import { calendarPass, type CalendarWorkerDeps } from '../src/use-cases/calendar-poll.ts';
import { addDays } from '@nbp/contracts/days';

export const inDays = (n: number) => addDays(todayInRome(), n);

const boat = (id: number, name: string, model: string, baseModel: string, isActive = true): BoatSummary => ({
  id,
  name,
  model,
  baseModel,
  imageUrl: `/images/boat-${id}.jpg`,
  maxPersons: id < 3 ? 6 : 8,
  length: id < 3 ? '6.40 mt' : '7.00 mt',
  motorPower: id < 3 ? '40 CV' : '150 CV',
  requiresLicense: id >= 3,
  description: 'Barca di prova',
  isActive,
});

/** Boat 4 is deactivated: the public catalogue does not list it, the admin one does. */
export const STUB_BOATS: BoatSummary[] = [
  boat(1, 'Eolo 6.40 EL Open - Alacaluf I', 'Eolo 6.40 EL Open', 'Eolo 6.40'),
  boat(2, 'Eolo 6.40 EL Open - Alacaluf II', 'Eolo 6.40 EL Open', 'Eolo 6.40'),
  boat(3, 'Eolo 6.90 EL - Alacaluf III', 'Eolo 6.90 EL', 'Eolo 6.90'),
  boat(4, 'Eolo 7.50 Day - Alacaluf IV', 'Eolo 7.50 Day', 'Eolo 7.50', false),
];

export const DAY_RATE = 250;

export interface Stubs {
  catalogueUrl: string;
  pricingUrl: string;
  /** When true the stub answers 500, as a failing dependency would. */
  down: { catalogue: boolean; pricing: boolean };
  /** Headers of the last call to the catalogue's admin list (credentials forwarded?). */
  lastAdminHeaders?: http.IncomingHttpHeaders;
  requestIds: string[];
  close: () => Promise<void>;
}

function listen(handler: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })),
  );
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startStubs(): Promise<Stubs> {
  const stubs = { down: { catalogue: false, pricing: false }, requestIds: [] as string[] } as Stubs;
  const catalogue = await listen((req, res) => {
    if (req.headers['x-request-id']) stubs.requestIds.push(String(req.headers['x-request-id']));
    if (stubs.down.catalogue) return json(res, 500, { error: 'internal', message: 'errore' });
    const path = req.url ?? '';
    if (path === '/api/boats')
      return json(
        res,
        200,
        STUB_BOATS.filter((b) => b.isActive),
      );
    if (path === '/api/admin/boats?view=names') {
      stubs.lastAdminHeaders = req.headers;
      if (!req.headers.authorization && !req.headers.cookie)
        return json(res, 401, { error: 'unauthenticated', message: 'Accesso richiesto' });
      return json(
        res,
        200,
        STUB_BOATS.map((b): Partial<Boat> => ({ ...b, deposit: '500.00' })),
      );
    }
    const match = /^\/api\/boats\/(\d+)$/.exec(path);
    const found = match ? STUB_BOATS.find((b) => b.id === Number(match[1]) && b.isActive) : undefined;
    if (found) return json(res, 200, { ...found, deposit: '500.00' });
    return json(res, 404, { error: 'not_found', message: 'Barca non trovata' });
  });
  const pricing = await listen((req, res) => {
    if (stubs.down.pricing) return json(res, 500, { error: 'internal', message: 'errore' });
    const match = /^\/api\/pricing\/boat\/(\d+)\/(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/.exec(req.url ?? '');
    if (!match) return json(res, 404, { error: 'not_found', message: 'Risorsa non trovata.' });
    const [, id, startDate, endDate] = match as unknown as [string, string, string, string];
    const days = rentalDays(startDate, endDate);
    if (days > 30)
      return json(res, 400, {
        error: 'bad_request',
        message: 'Il noleggio può durare al massimo 30 giorni.',
        code: 'rental_too_long',
        params: { max: '30' },
      });
    const quote: Quote = {
      boatId: Number(id),
      startDate,
      endDate,
      days,
      rate: days >= 3 ? 'multiDay' : 'oneDay',
      breakdown: Array.from({ length: days }, (_, i) => ({
        date: addDays(startDate, i),
        price: `${DAY_RATE}.00`,
        source: 'period',
        periodName: 'Estate',
      })),
      total: (days * DAY_RATE).toFixed(2),
      deposit: '500.00',
      currency: 'EUR',
    };
    return json(res, 200, quote);
  });
  stubs.catalogueUrl = catalogue.url;
  stubs.pricingUrl = pricing.url;
  stubs.close = async () => {
    await Promise.all([catalogue.server, pricing.server].map((s) => new Promise((resolve) => s.close(resolve))));
  };
  return stubs;
}

export interface Harness {
  url: string;
  db: Awaited<ReturnType<typeof createTestDatabase>>;
  auth: Awaited<ReturnType<typeof createTestAuth>>;
  infra: Infrastructure;
  prefix: string;
  stubs: Stubs;
  /** A pg client on the test database, to look at the raw tables. */
  sql: pg.Client;
  adminToken: string;
  /** One pass of the request sweeper, as the running service makes every BOOKING_SWEEP_SECONDS. */
  sweep: (now?: Date) => ReturnType<typeof sweepOnce>;
  /** What the calendar worker reads feeds with (settings included). */
  calendars: CalendarWorkerDeps;
  /** One pass of the calendar worker (every due feed read, quiet ones announced), as the running service makes. */
  pollCalendars: (now?: Date) => ReturnType<typeof calendarPass>;
  /**
   * The private link token of a stored request, as the customer's mail carries it: the answer to the
   * form never does (docs/request-lifecycle.md#the-customers-link).
   */
  tokenOf: (requestId: number) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The caps on pending requests are lifted unless a test sets them (docs/request-lifecycle.md#hoarding):
 * most tests send many requests with one e-mail, phone and address, and fill boats' days, as the
 * per-address rate limit is lifted for them.
 */
const HOARDING_LIFTED = {
  PENDING_MAX_PER_EMAIL: 1000,
  PENDING_MAX_PER_PHONE: 1000,
  PENDING_MAX_PER_CLIENT: 1000,
  HOLD_SHARE_MAX: 1,
} as const;

export async function startBooking(
  label: string,
  // Any setting the service reads (deps.ts, DepsConfig); the rest as below.
  env: Partial<DepsConfig> = {},
): Promise<Harness> {
  const db = await createTestDatabase(label);
  const auth = await createTestAuth();
  const prefix = testBusPrefix(label);
  const logger = silentLogger();
  const stubs = await startStubs();
  const deps = bookingDeps(
    {
      CATALOGUE_URL: stubs.catalogueUrl,
      PRICING_URL: stubs.pricingUrl,
      PII_KEYS: DEV_PII_KEYS,
      PII_ACTIVE_KEY: undefined,
      RATE_LIMIT_MAX: env.RATE_LIMIT_MAX ?? 1000,
      RATE_LIMIT_WINDOW_SECONDS: env.RATE_LIMIT_WINDOW_SECONDS ?? 600,
      CANCEL_RATE_LIMIT_MAX: env.CANCEL_RATE_LIMIT_MAX ?? 1000,
      SAME_DAY_CUTOFF_HOUR: env.SAME_DAY_CUTOFF_HOUR,
      BOOKING_HORIZON_MONTHS: env.BOOKING_HORIZON_MONTHS,
      BOOKING_HOLD_HOURS: env.BOOKING_HOLD_HOURS,
      BOOKING_HOLD_MIN_HOURS: env.BOOKING_HOLD_MIN_HOURS,
      CALENDAR_POLL_SECONDS: env.CALENDAR_POLL_SECONDS,
      CALENDAR_STALE_MINUTES: env.CALENDAR_STALE_MINUTES,
      CALENDAR_FETCH_TIMEOUT_MS: env.CALENDAR_FETCH_TIMEOUT_MS,
      CALENDAR_MAX_BYTES: env.CALENDAR_MAX_BYTES,
      CALENDAR_MAX_EVENTS: env.CALENDAR_MAX_EVENTS,
      CALENDAR_MAX_OCCURRENCES: env.CALENDAR_MAX_OCCURRENCES,
      CALENDAR_HORIZON_DAYS: env.CALENDAR_HORIZON_DAYS,
      CALENDAR_PARSE_TIMEOUT_MS: env.CALENDAR_PARSE_TIMEOUT_MS,
      CALENDAR_PARSE_MEMORY_MB: env.CALENDAR_PARSE_MEMORY_MB,
      // 0 unless a test asks: a stub turned down must be seen at the next call.
      CATALOGUE_NAMES_TTL_MS: env.CATALOGUE_NAMES_TTL_MS,
      ALLOW_PRIVATE_FEEDS: env.ALLOW_PRIVATE_FEEDS,
      PUBLIC_URL: env.PUBLIC_URL ?? 'https://alacaluf-charter.example',
      PENDING_MAX_PER_EMAIL: env.PENDING_MAX_PER_EMAIL ?? HOARDING_LIFTED.PENDING_MAX_PER_EMAIL,
      PENDING_MAX_PER_PHONE: env.PENDING_MAX_PER_PHONE ?? HOARDING_LIFTED.PENDING_MAX_PER_PHONE,
      PENDING_MAX_PER_CLIENT: env.PENDING_MAX_PER_CLIENT ?? HOARDING_LIFTED.PENDING_MAX_PER_CLIENT,
      HOLD_SHARE_MAX: env.HOLD_SHARE_MAX ?? HOARDING_LIFTED.HOLD_SHARE_MAX,
      HOARDING_ALARM_REFUSALS: env.HOARDING_ALARM_REFUSALS,
      HOARDING_ALARM_WINDOW_MINUTES: env.HOARDING_ALARM_WINDOW_MINUTES,
    },
    logger,
  );
  const infra = await startInfrastructure({
    name: 'booking',
    schema: 'booking',
    config: testConfig(db.url, prefix),
    logger,
    entities,
    migrations,
    verifier: auth.verifier,
    afterMigrations: afterBookingMigrations(deps.pii.keyring, logger),
    rules: ruleFiles,
  });
  await consumeEmailOutcomes(infra);
  const server: RunningServer = await serve(createApp({ ...deps, infra }), {
    port: 0,
    host: '127.0.0.1',
    logger,
    handleSignals: false,
    onShutdown: infra.close,
  });
  // The service's own port, refused as a feed like the registry's (docs/calendars.md#hostile-feeds).
  deps.calendars.ownPorts.add(Number(new URL(server.url).port));
  const calendars = calendarWorkerDeps({ ...deps, infra });
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  await eventually(async () => infra.bus.connected);
  return {
    url: server.url,
    db,
    auth,
    infra,
    prefix,
    stubs,
    sql,
    adminToken: await auth.adminToken(),
    sweep: (now?: Date) => sweepOnce({ orm: infra.orm, pii: deps.pii, kick: () => infra.relay.kick() }, now),
    calendars,
    pollCalendars: (now?: Date) => calendarPass(calendars, now),
    tokenOf: async (requestId: number) => {
      const { rows } = await sql.query<{ sealed: string }>(
        'select access_token_encrypted as sealed from booking.booking_requests where id = $1',
        [requestId],
      );
      return deps.pii.open(rows[0]!.sealed, { table: 'booking_requests', id: requestId, column: 'access_token_encrypted' });
    },
    close: async () => {
      await sql.end();
      await server.close();
      await stubs.close();
      await db.drop();
      await dropBusNames(prefix);
    },
  };
}

/** The broker keeps durable queues after a run: remove the ones this run's consumer declared. */
async function dropBusNames(prefix: string): Promise<void> {
  const connection = await amqp.connect(TEST_AMQP_URL);
  const channel = await connection.createChannel();
  for (const suffix of ['', '.retry', '.dlq']) await channel.deleteQueue(`${prefix}.booking.email-outcomes${suffix}`);
  await channel.deleteExchange(`${prefix}.events`);
  await connection.close();
}

/** JSON calls to the service; `as` picks the client address the rate limit sees. */
export function client(h: Harness) {
  const call = async (method: string, path: string, options: { body?: unknown; token?: string; ip?: string } = {}) => {
    const response = await fetch(`${h.url}${path}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      },
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
  return {
    get: (path: string, token?: string) => call('GET', path, { token }),
    post: (path: string, body?: unknown, options: { token?: string; ip?: string } = {}) => call('POST', path, { body, ...options }),
    patch: (path: string, body: unknown, token?: string) => call('PATCH', path, { body, token }),
    del: (path: string, token?: string) => call('DELETE', path, { token }),
    admin: {
      get: (path: string) => call('GET', path, { token: h.adminToken }),
      post: (path: string, body?: unknown) => call('POST', path, { body, token: h.adminToken }),
      patch: (path: string, body: unknown) => call('PATCH', path, { body, token: h.adminToken }),
      del: (path: string) => call('DELETE', path, { token: h.adminToken }),
    },
  };
}

/** A queue of its own bound to the test exchange, read with eventually(). */
export async function listenTo(h: Harness, routingKey: string) {
  const connection = await amqp.connect(TEST_AMQP_URL);
  const channel = await connection.createChannel();
  await channel.assertExchange(`${h.prefix}.events`, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, `${h.prefix}.events`, routingKey);
  return {
    next: () =>
      eventually(async () => {
        const message = await channel.get(queue, { noAck: true });
        return message
          ? (JSON.parse(message.content.toString()) as { id: string; type: string; payload: Record<string, unknown> })
          : undefined;
      }),
    /** Publishes an event on the test exchange as another service would; returns its envelope. */
    publish: (key: string, payload: unknown, envelope = newEnvelope(key, payload)) => {
      channel.publish(`${h.prefix}.events`, key, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
        messageId: envelope.id,
        contentType: 'application/json',
      });
      return envelope;
    },
    close: () => connection.close(),
  };
}

/** A booking an administrator would enter, with overridable fields. */
export function adminBooking(overrides: Record<string, unknown> = {}) {
  return {
    boatId: 1,
    customerName: 'Giuseppe Verdi',
    customerEmail: 'giuseppe.verdi@example.test',
    customerPhone: '+39 333 111 2222',
    startDate: inDays(10),
    endDate: inDays(12),
    selectedExtras: [],
    totalPrice: '750',
    notes: 'Arrivo alle 9',
    ...overrides,
  };
}

/** A visitor's request from the booking card. */
export function publicRequest(overrides: Record<string, unknown> = {}) {
  return {
    boatId: 2,
    boatName: 'Nome scritto dal browser',
    customerName: 'Maria Rossi',
    customerEmail: 'Maria.Rossi@Example.test',
    customerPhone: '+39 345 678 9012',
    startDate: inDays(30),
    endDate: inDays(32),
    totalPrice: 1,
    notes: 'Vorrei uno skipper',
    ...overrides,
  };
}
