/**
 * What the tests on scripts/prod-local share: visitors that reach nginx from addresses of their
 * own (every 127/8 address is this machine, so each visitor has its own per-client limits, as on
 * the internet), a mixed traffic at a fixed rate, and readings of the run: each replica's request
 * log lines, the rows of the run's database, the mails maildev caught.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { dayFromToday, visitorBooking, visitorContact, type VisitorBooking } from '../support/reliability.ts';
import type { ProdLocal } from '../../scripts/prod-local/harness.ts';

export interface Reply {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  body: string;
}

let visitors = 0;
/** A fresh source address per visitor, in 127.250.0.0/16, away from the runs' replica addresses. */
export function visitorAddress(): string {
  const n = visitors++ % 65_000;
  return `127.250.${Math.floor(n / 250)}.${(n % 250) + 2}`;
}

/**
 * One request as a browser would send it to the site: its own connection from `from` (no
 * keep-alive, so no request of the tests ever lands on a connection a server is closing; browsers
 * retry those by themselves), same-origin headers on writes.
 */
export function send(site: string, pathname: string, options: { from: string; body?: unknown; timeoutMs?: number }): Promise<Reply> {
  const url = new URL(pathname, site);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: body ? 'POST' : 'GET',
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          connection: 'close',
          ...(body ? { 'content-type': 'application/json', origin: new URL(site).origin } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', (err) => resolve({ status: 0, body: String(err) }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${pathname}: no answer in time`)));
    request.on('error', (err) => resolve({ status: 0, body: String(err) }));
    request.end(body);
  });
}

export type Kind = 'page' | 'session' | 'availability' | 'quote' | 'booking' | 'contact';

interface Planned {
  kind: Kind;
  path: string;
  body?: unknown;
  expected: number;
  booking?: VisitorBooking;
}

/**
 * Request i of a traffic: of every 10, 3 pages (nginx, and the fleet from catalogue), the session
 * check (identity), 3 availability checks (booking), 2 quotes (pricing), 1 booking request (booking,
 * then notification over the bus); every 20th, a contact message (notification) instead of a quote.
 */
function planned(tag: string, i: number): Planned {
  const boatId = 1 + (i % 4);
  const start = dayFromToday(20 + (i % 300));
  const end = dayFromToday(20 + (i % 300) + (i % 3));
  if (i % 20 === 17) return { kind: 'contact', path: '/api/send-contact-email', body: visitorContact(tag, i), expected: 201 };
  switch (i % 10) {
    case 0:
      return { kind: 'page', path: '/', expected: 200 };
    case 1:
      return { kind: 'page', path: `/boat/${boatId}`, expected: 200 };
    case 2:
      return { kind: 'page', path: '/api/boats', expected: 200 };
    case 3:
      return { kind: 'session', path: '/api/auth/user', expected: 401 };
    case 4:
    case 5:
    case 6:
      return {
        kind: 'availability',
        path: `/api/simple-boat-availability?boatId=${boatId}&startDate=${start}&endDate=${end}`,
        expected: 200,
      };
    case 7:
    case 8:
      return { kind: 'quote', path: `/api/pricing/boat/${boatId}/${start}/${end}`, expected: 200 };
    default: {
      const booking = visitorBooking(tag, i);
      return { kind: 'booking', path: '/api/email-bookings', body: booking, expected: 201, booking };
    }
  }
}

export interface TrafficReport {
  sent: number;
  byKind: Record<Kind, { sent: number; failed: number }>;
  failures: { kind: Kind; path: string; status: number; body: string }[];
  /** The booking requests answered 201. */
  accepted: VisitorBooking[];
  /** The contact messages answered 201 (their visitors' addresses). */
  contacts: string[];
}

/**
 * Traffic at a fixed rate (open loop: a slow answer does not slow the sending, as with real
 * visitors) until `until` settles, at least `minMs`; at most `maxInFlight` at once, as a bound.
 */
export async function traffic(
  site: string,
  options: {
    tag: string;
    ratePerSecond: number;
    minMs: number;
    until?: Promise<unknown>;
    maxInFlight?: number;
    /** Booking requests at most (each needs days of its own: visitorBooking has room for about 660 a file); availability checks after. */
    maxBookings?: number;
  },
): Promise<TrafficReport> {
  const report: TrafficReport = {
    sent: 0,
    byKind: Object.fromEntries(
      (['page', 'session', 'availability', 'quote', 'booking', 'contact'] as Kind[]).map((kind) => [kind, { sent: 0, failed: 0 }]),
    ) as TrafficReport['byKind'],
    failures: [],
    accepted: [],
    contacts: [],
  };
  let done = false;
  const minimum = new Promise((resolve) => setTimeout(resolve, options.minMs));
  // The caller awaits `until` itself for its outcome; here it only ends the sending.
  void Promise.allSettled([minimum, options.until]).then(() => (done = true));
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / options.ratePerSecond;
  const started = performance.now();
  for (let i = 0; !done; i++) {
    // Bounded: a run that never ends is a failure of the test, not an endless loop.
    if (i > options.ratePerSecond * 600) throw new Error('traffic: ran for 10 minutes without its end');
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (done) break;
    if (inFlight.size >= (options.maxInFlight ?? 400)) {
      await Promise.race(inFlight);
    }
    let plan = planned(options.tag, i);
    if (plan.kind === 'booking' && report.byKind.booking.sent >= (options.maxBookings ?? Infinity)) plan = planned(options.tag, i - 5);
    report.sent++;
    report.byKind[plan.kind].sent++;
    const task = send(site, plan.path, { from: visitorAddress(), body: plan.body }).then((reply) => {
      if (reply.status === plan.expected) {
        if (plan.booking) report.accepted.push(plan.booking);
        if (plan.kind === 'contact') report.contacts.push((plan.body as { email: string }).email);
        return;
      }
      report.byKind[plan.kind].failed++;
      report.failures.push({ kind: plan.kind, path: plan.path, status: reply.status, body: reply.body.slice(0, 200) });
    });
    const tracked = task.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
  return report;
}

/** Failures in a few lines, for an assertion message. */
export function describeFailures(report: TrafficReport): string {
  const counts = new Map<string, number>();
  for (const f of report.failures) {
    const key = `${f.kind} ${f.status} ${f.body.slice(0, 80)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([key, n]) => `${n} x ${key}`).join('\n');
}

/** How many request log lines for `pathname` each replica of a service wrote so far (its own JSON access log). */
export function requestLines(run: ProdLocal, service: string, pathname: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const replica of run.replicas.filter((r) => r.service === service)) {
    let n = 0;
    for (const line of readFileSync(replica.logFile, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; path?: string };
        if (entry.msg === 'request' && entry.path === pathname) n++;
      } catch {
        /* a line cut by a kill */
      }
    }
    counts.set(replica.index, n);
  }
  return counts;
}

/** SQL straight to the run's database, as its superuser. */
export function database(run: ProdLocal): pg.Pool {
  const pool = new pg.Pool({ connectionString: run.databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  return pool;
}

/** Rows of booking.booking_requests per (boat, first day, last day). */
export async function requestRows(pool: pg.Pool): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ key: string; n: string }>(
    `select boat_id || ' ' || start_date::text || ' ' || end_date::text as key, count(*) as n
       from booking.booking_requests group by 1`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.n)]));
}

export const rowKey = (b: VisitorBooking) => `${b.boatId} ${b.startDate} ${b.endDate}`;

interface CaughtMail {
  to: { address: string }[];
  text?: string;
}

/**
 * Per address of the test's visitors, the mails maildev holds: `to:<address>` (sent to it) and
 * `office:<address>` (to the office, naming it).
 */
export async function mailTally(run: ProdLocal, isOurs: (address: string) => boolean): Promise<Map<string, number>> {
  const response = await fetch(`${run.mailUrl}/api/email`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  const mails = (await response.json()) as CaughtMail[];
  const tally = new Map<string, number>();
  const add = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  for (const mail of mails) {
    const to = mail.to.map((t) => t.address.toLowerCase()).find(isOurs);
    if (to) {
      add(`to:${to}`);
      continue;
    }
    const named = [...new Set((mail.text ?? '').match(/[^\s<>"',;:]+@[^\s<>"',;:]+/g) ?? [])].map((a) => a.toLowerCase()).find(isOurs);
    if (named) add(`office:${named}`);
  }
  return tally;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
