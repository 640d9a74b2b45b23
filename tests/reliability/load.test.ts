/**
 * Load and concurrency against two replicas of booking and two of notification, each pair behind
 * a round-robin balancer the gateway and the other services call: bursts of visitors lose nothing
 * and every mail goes out exactly once; concurrent administrators never make two confirmed
 * bookings of one boat overlap.
 *
 * RELIABILITY_BURST (default 500) requests from RELIABILITY_BURST_CLIENTS (default 50) clients;
 * RELIABILITY_PROPERTY_RUNS (default 20) runs of the overlap property.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import fc from 'fast-check';
import { eventually } from '@nbp/kit/testing';
import { adminCookie, startStack, type Stack } from '../support/stack.ts';
import {
  caughtMails,
  consumerCount,
  count,
  database,
  dayFromToday,
  expectedKeys,
  inParallel,
  postJson,
  numberFromEnv,
  sleep,
  tally,
  visitorBooking,
  visitorContact,
  type Answer,
  LIMITS_LIFTED,
} from '../support/reliability.ts';
import { keyMaterial, scanLogs } from '../support/log-scan.ts';

let stack: Stack;
let db: pg.Pool;
let cookie: string;
const personalData = new Set<string>();

beforeAll(async () => {
  stack = await startStack({
    label: 'load',
    replicas: { booking: 2, notification: 2 },
    // The same boats and days come back many times in these bursts: every customer copy must go out.
    env: {
      ...LIMITS_LIFTED,
      // The property test below books years ahead, out of the way of every other booking.
      BOOKING_HORIZON_MONTHS: '120',
    },
  });
  db = database(stack);
  cookie = await adminCookie(stack);
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

async function sendBooking(tag: string, i: number): Promise<Answer & { email: string }> {
  const body = visitorBooking(tag, i);
  for (const value of [body.customerName, body.customerEmail, body.customerPhone]) personalData.add(value);
  return { ...(await postJson(stack, '/api/email-bookings', body)), email: body.customerEmail };
}

async function sendContact(tag: string, i: number): Promise<Answer & { email: string }> {
  const body = visitorContact(tag, i);
  for (const value of [body.name, body.email, body.phone]) personalData.add(value);
  return { ...(await postJson(stack, '/api/send-contact-email', body)), email: body.email };
}

/**
 * A visitor told "try again" (503: a service answered too slowly under the load) sends the same
 * form again, as the site lets them, a few times; the double-submit dedupe makes that safe.
 */
async function visitorBooks(tag: string, i: number, refusals: Answer[]): Promise<Answer & { email: string }> {
  for (let attempt = 1; ; attempt++) {
    const answer = await sendBooking(tag, i);
    if (answer.status !== 503 || attempt === 5) return answer;
    refusals.push(answer);
    await sleep(500 * attempt);
  }
}

/** Every request has both outcomes, every contact its delivery, every outbox row is published. */
async function settled(): Promise<boolean> {
  const [pending, contacts, contactOutcomes, outbox] = await Promise.all([
    count(db, `select count(*) as n from booking.booking_requests where email_status = 'pending'`),
    count(db, `select count(*) as n from notification.contacts`),
    count(db, `select count(*) as n from notification.mail_deliveries where recipient = 'office-contact' and status in ('sent', 'failed')`),
    count(
      db,
      `select (select count(*) from booking.outbox where published_at is null) + (select count(*) from notification.outbox where published_at is null) as n`,
    ),
  ]);
  return pending === 0 && contacts === contactOutcomes && outbox === 0;
}

async function mailedOnce(tag: string, bookingEmails: string[], contactEmails: string[]) {
  // The database says when everything went out; the catcher is read once that is so.
  await eventually(settled, { attempts: 600, intervalMs: 500 });
  const expected = expectedKeys(bookingEmails, contactEmails);
  return tally(await caughtMails(stack), expected, (address) => address.startsWith(`${tag}-`));
}

describe('replicas', () => {
  it('two replicas of booking and two of notification: a burst produces every mail exactly once', async () => {
    // Both notification replicas consume each queue at the same time.
    expect(await consumerCount(stack, 'notification.booking-mails')).toBe(2);
    expect(await consumerCount(stack, 'notification.contact-mails')).toBe(2);
    expect(await consumerCount(stack, 'booking.email-outcomes')).toBe(2);

    const tag = 'replicas';
    const refusals: Answer[] = [];
    const [bookings, contacts] = await Promise.all([
      inParallel([...Array(80).keys()], 20, (i) => visitorBooks(tag, i, refusals)),
      inParallel([...Array(20).keys()], 5, (i) => sendContact(tag, i)),
    ]);
    expect(bookings.filter((a) => a.status !== 201 && a.status !== 200)).toEqual([]);
    expect(contacts.filter((a) => a.status !== 201)).toEqual([]);
    expect(refusals.filter((a) => !(a.body as { message?: string }).message)).toEqual([]);
    expect(new Set(bookings.map((a) => (a.body as { id: number }).id)).size).toBe(bookings.length);
    const result = await mailedOnce(
      tag,
      bookings.map((a) => a.email),
      contacts.map((a) => a.email),
    );
    expect(result).toEqual({ missing: [], repeated: [], unexpected: [] });

    // Both booking replicas took requests; both notification replicas sent mails (each delivery
    // row is claimed by one of them, so the outbox relays and consumers really shared the work).
    const served = (file: string) =>
      (readFileSync(path.join(stack.logDir, file), 'utf8').match(/"path":"\/api\/email-bookings","status":201/g) ?? []).length;
    const perReplica = [served('booking.log'), served('replica-2/booking.log')];
    expect(
      perReplica.every((n) => n > 0),
      `requests per booking replica: ${perReplica}`,
    ).toBe(true);
    console.info(
      `[replicas] ${refusals.length} answers 503 then retried; requests per booking replica: ${perReplica.join(' + ')}; balancer connections: ${JSON.stringify(Object.fromEntries(stack.balancers.booking!.connections))}`,
    );
  }, 300_000);
});

describe('load', () => {
  it('a bounded burst of booking requests from concurrent clients loses nothing: every accepted request is stored and mailed', async () => {
    const total = numberFromEnv('RELIABILITY_BURST', 500);
    const clients = numberFromEnv('RELIABILITY_BURST_CLIENTS', 50);
    const tag = 'burst';
    const refusals: Answer[] = [];
    const started = performance.now();
    const answers = await inParallel([...Array(total).keys()], clients, (i) => visitorBooks(tag, i, refusals));
    const seconds = (performance.now() - started) / 1000;
    expect(refusals.filter((a) => !(a.body as { message?: string }).message)).toEqual([]);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 200).map((a) => a.status)).toEqual([]);

    // One stored request per visitor: none lost, none stored twice by a retry.
    const ids = answers.map((a) => (a.body as { id: number }).id);
    expect(new Set(ids).size).toBe(total);
    expect(await count(db, 'select count(*) as n from booking.booking_requests where id = any($1)', [ids])).toBe(total);
    const listed = (await (await fetch(`${stack.url}/api/admin/email-requests`, { headers: { cookie } })).json()) as {
      customerEmail: string;
    }[];
    expect(listed.filter((r) => r.customerEmail.startsWith(`${tag}-`)).length).toBe(total);
    const result = await mailedOnce(
      tag,
      answers.map((a) => a.email),
      [],
    );
    expect(result).toEqual({ missing: [], repeated: [], unexpected: [] });
    console.info(
      `[burst] ${total} visitors from ${clients} clients in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)}/s), ${refusals.length} answers 503 then retried, ${total} stored, ${total * 2} mails once`,
    );
  }, 600_000);
});

describe('no overlapping confirmed bookings', () => {
  type Operation =
    | { kind: 'create'; boatId: number; start: number; length: number; confirmed: boolean }
    | { kind: 'edit'; target: number; start: number; length: number; confirmed: boolean };

  const range = { start: fc.integer({ min: 0, max: 20 }), length: fc.integer({ min: 0, max: 4 }), confirmed: fc.boolean() };
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), boatId: fc.integer({ min: 1, max: 2 }), ...range }),
    fc.record({ kind: fc.constant('edit' as const), target: fc.nat(), ...range }),
  );

  const admin = (method: string, url: string, body: unknown) =>
    fetch(`${stack.url}${url}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });

  /** Pairs of confirmed bookings of one boat whose days (both ends included) overlap. */
  const overlaps = () =>
    count(
      db,
      `select count(*) as n from booking.bookings a join booking.bookings b
         on a.boat_id = b.boat_id and a.id < b.id
        where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
          and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')`,
    );

  // Pending bookings hold their days like confirmed ones (docs/request-lifecycle.md#holds).
  it('random concurrent creates and edits never leave two live (pending or confirmed) bookings of a boat overlapping', async () => {
    let run = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 2, maxLength: 12 }), async (operations) => {
        // Each run in a calendar window of its own, years ahead of any other booking (40 windows fit
        // before the 10-year horizon this stack is given). A run cancels what it booked when it
        // ends, so a later run (fast-check's shrinking makes many) finds its window free again.
        const base = 2000 + (run++ % 40) * 40;
        const date = (offset: number) => dayFromToday(base + offset);
        const customer = {
          customerName: 'Armatore Proprietario',
          customerEmail: 'armatore@test.example',
          customerPhone: '+39 090 123 4567',
        };
        for (const value of Object.values(customer)) personalData.add(value);
        const made: number[] = [];
        try {
          // Edits need bookings to edit: a few pending ones (on days apart from each other) exist first.
          const seeded = await Promise.all(
            [1, 2, 1].map(async (boatId, i) => {
              const response = await admin('POST', '/api/admin/bookings', {
                boatId,
                ...customer,
                startDate: date(i * 7),
                endDate: date(i * 7 + 1),
                status: 'pending',
              });
              expect(response.status).toBe(201);
              const { id } = (await response.json()) as { id: number };
              made.push(id);
              return id;
            }),
          );
          const answers = await Promise.all(
            operations.map(async (op) => {
              const dates = {
                startDate: date(op.start),
                endDate: date(op.start + op.length),
                status: op.confirmed ? 'confirmed' : 'pending',
              };
              const response =
                op.kind === 'create'
                  ? await admin('POST', '/api/admin/bookings', { boatId: op.boatId, ...customer, ...dates })
                  : await admin('PATCH', `/api/admin/bookings/${seeded[op.target % seeded.length]}`, dates);
              if (op.kind === 'create' && response.status === 201) made.push(((await response.json()) as { id: number }).id);
              else await response.arrayBuffer();
              return response.status;
            }),
          );
          for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
          // Accepted, or refused with 409 (the dates overlap a live booking); never anything else.
          expect(answers.filter((status) => ![200, 201, 409].includes(status))).toEqual([]);
          expect(await overlaps()).toBe(0);
        } finally {
          // Cancelled bookings claim no day: the window is free for the next run that gets it.
          for (const id of made) await (await admin('PATCH', `/api/admin/bookings/${id}`, { status: 'cancelled' })).arrayBuffer();
        }
      }),
      { numRuns: numberFromEnv('RELIABILITY_PROPERTY_RUNS', 20) },
    );
    console.info(`[overlap property] ${run} runs, answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(statuses.get(409) ?? 0).toBeGreaterThan(0);
  }, 300_000);
});

describe('logs', () => {
  it('no personal data or secret in any log line of the run', async () => {
    await stack.stop();
    const { files, findings } = scanLogs(stack.logDir, [...personalData, stack.admin.password, ...keyMaterial()]);
    expect(files).toBeGreaterThanOrEqual(9);
    expect(findings).toEqual([]);
  });
});
