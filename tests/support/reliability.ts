/**
 * Helpers of the reliability tests: what a visitor sends, what the SMTP catcher caught, what the
 * databases and the broker hold. Everything reads the real systems; nothing is mocked.
 */
import pg from 'pg';
import amqp from 'amqplib';
import { addDays } from '@nbp/contracts/days';
import { todayInRome } from '@nbp/contracts/common';
import { TEST_AMQP_URL } from '@nbp/kit/testing';
import type { Stack } from './stack.ts';

/** A calendar date `days` from today (Rome), inside the seeded pricing periods when days < 400. */
/**
 * Stack settings that lift the per-address and per-recipient limits: every request of a load test
 * comes from 127.0.0.1, and its bursts bring the same boats, days and addresses back many times,
 * so the limits (docs/security-edge.md, docs/mail-limits.md) would stop the load, not test it.
 */
export const LIMITS_LIFTED: Record<string, string> = {
  RATE_LIMIT_MAX: '100000',
  CANCEL_RATE_LIMIT_MAX: '100000',
  CONTACT_RATE_LIMIT_MAX: '10000',
  CUSTOMER_MAIL_MAX_PER_HOUR: '100000',
  CUSTOMER_MAIL_MAX_PER_DAY: '100000',
  CUSTOMER_MAIL_MAX_PER_BOAT_DAY: '100000',
};

export const dayFromToday = (days: number): string => addDays(todayInRome(), days);

export interface VisitorBooking {
  boatId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  startDate: string;
  endDate: string;
  notes?: string;
}

/**
 * Where the next request of this test process goes: each (tag, i) gets its own slot on first use
 * and keeps it, so a visitor who sends the same form again sends the same days. A request holds its
 * days (docs/request-lifecycle.md#holds), so two slots never share a boat-day: slot k is boat
 * 1 + k % 4 from day 30 + 3 * floor(k / 4), one to three days long. That is room for about 660
 * requests within the 18-month horizon.
 */
const slots = new Map<string, number>();
function slotOf(tag: string, i: number): number {
  const key = `${tag}|${i}`;
  let slot = slots.get(key);
  if (slot === undefined) {
    slot = slots.size;
    slots.set(key, slot);
  }
  return slot;
}

/**
 * The i-th booking request of a test: its own e-mail and phone (so the double-submit dedupe and
 * the pending caps keep them apart) and its own days (so the holds of requests never refuse one another).
 */
export function visitorBooking(tag: string, i: number): VisitorBooking {
  const slot = slotOf(tag, i);
  const start = 30 + 3 * Math.floor(slot / 4);
  return {
    boatId: 1 + (slot % 4),
    customerName: `Cliente ${tag} ${i}`,
    customerEmail: `${tag}-${i}@cliente.example`,
    // Its own phone too: one phone holds one pending request (docs/request-lifecycle.md#hoarding).
    customerPhone: `+39 333 ${String(1_000_000 + slot).slice(-7)}`,
    startDate: dayFromToday(start),
    endDate: dayFromToday(start + (slot % 3)),
    notes: `Nota ${tag} ${i}`,
  };
}

export function visitorContact(tag: string, i: number) {
  return {
    name: `Visitatore ${tag} ${i}`,
    email: `${tag}-${i}@visitatore.example`,
    phone: `+39 347 ${String(2_000_000 + i).slice(-7)}`,
    message: `Vorrei informazioni sul noleggio (${tag} ${i}).`,
  };
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A JSON POST as the website makes it (same origin); a network failure is status 0. */
export async function postJson(stack: Stack, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const response = await fetch(`${stack.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url, ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed };
  } catch (err) {
    return { status: 0, body: String(err) };
  }
}

/** Runs `work` for each item with at most `concurrency` at once (the visitors' browsers). */
export async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** SQL straight to the stack's database (never through a test proxy). */
export function database(stack: Stack): pg.Pool {
  const pool = new pg.Pool({ connectionString: stack.databaseUrl, max: 3 });
  pool.on('error', () => undefined);
  return pool;
}

export async function count(pool: pg.Pool, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

export interface ReadyAnswer {
  status: number;
  checks?: Record<string, boolean>;
}

export async function readiness(url: string): Promise<ReadyAnswer> {
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) });
    const body = (await response.json()) as { checks?: Record<string, boolean> };
    return { status: response.status, checks: body.checks };
  } catch {
    return { status: 0 };
  }
}

/** A caught mail as the tests compare them. */
export interface CaughtMailSummary {
  to: string[];
  /** Addresses written in the text (the office mails name the customer or visitor there). */
  mentions: string[];
  subject: string;
  messageId: string;
  /** When the catcher received it. */
  time: string;
}

interface MaildevMail {
  subject: string;
  time?: string;
  to: { address: string }[];
  text?: string;
  headers: Record<string, string | string[] | undefined>;
}

const ADDRESS = /[^\s<>"',;:]+@[^\s<>"',;:]+/g;

/** Every mail the catcher holds, reduced to its addresses, subject and Message-ID. */
export async function caughtMails(stack: Stack): Promise<CaughtMailSummary[]> {
  const response = await fetch(`${stack.mailUrl}/api/email`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  const all = (await response.json()) as MaildevMail[];
  return all.map((mail) => {
    const header = (name: string) => {
      const value = mail.headers[name];
      return Array.isArray(value) ? value.join(',') : (value ?? '');
    };
    return {
      to: mail.to.map((t) => t.address.toLowerCase()),
      mentions: [...new Set((mail.text ?? '').match(ADDRESS) ?? [])].map((a) => a.toLowerCase()),
      subject: mail.subject,
      messageId: header('message-id'),
      time: mail.time ?? '',
    };
  });
}

/**
 * What a test expects: a booking request's two mails (to the customer; to the office, naming the
 * customer) and a contact message's one (to the office, naming the visitor).
 */
export function expectedKeys(bookingEmails: string[], contactEmails: string[]): string[] {
  return [
    ...bookingEmails.flatMap((e) => [`to:${e.toLowerCase()}`, `office:${e.toLowerCase()}`]),
    ...contactEmails.map((e) => `office:${e.toLowerCase()}`),
  ];
}

/** The key of a mail among the test's addresses, or undefined for a mail the test did not cause. */
export function keyOf(mail: CaughtMailSummary, tagged: (address: string) => boolean): string | undefined {
  const to = mail.to.find(tagged);
  if (to) return `to:${to}`;
  const named = mail.mentions.find(tagged);
  return named ? `office:${named}` : undefined;
}

export interface MailTally {
  /** Expected keys with no mail. */
  missing: string[];
  /** Keys caught more than once, with how many copies and how many distinct Message-IDs. */
  repeated: { key: string; copies: number; messageIds: number; times: string[] }[];
  /** Mails of the test's addresses it did not expect. */
  unexpected: string[];
}

export function tally(mails: CaughtMailSummary[], expected: string[], tagged: (address: string) => boolean): MailTally {
  const byKey = new Map<string, CaughtMailSummary[]>();
  const unexpected: string[] = [];
  const wanted = new Set(expected);
  for (const mail of mails) {
    const key = keyOf(mail, tagged);
    if (!key) continue;
    if (!wanted.has(key)) unexpected.push(key);
    byKey.set(key, [...(byKey.get(key) ?? []), mail]);
  }
  return {
    missing: expected.filter((key) => !byKey.has(key)),
    repeated: [...byKey.entries()]
      .filter(([, list]) => list.length > 1)
      .map(([key, list]) => ({
        key,
        copies: list.length,
        messageIds: new Set(list.map((m) => m.messageId)).size,
        times: list.map((m) => m.time),
      })),
    unexpected,
  };
}

/** Messages waiting in one of the stack's queues, read straight from RabbitMQ (not through a test proxy). */
export async function queueDepth(stack: Stack, queue: string): Promise<number> {
  const connection = await amqp.connect(TEST_AMQP_URL);
  try {
    const channel = await connection.createChannel();
    const { messageCount } = await channel.checkQueue(`${stack.busPrefix}.${queue}`);
    return messageCount;
  } finally {
    await connection.close().catch(() => undefined);
  }
}

export async function consumerCount(stack: Stack, queue: string): Promise<number> {
  const connection = await amqp.connect(TEST_AMQP_URL);
  try {
    const channel = await connection.createChannel();
    const { consumerCount: n } = await channel.checkQueue(`${stack.busPrefix}.${queue}`);
    return n;
  } finally {
    await connection.close().catch(() => undefined);
  }
}

/** A number from an env variable (seconds of an outage, size of a burst), so a run may shorten the slow parts. */
export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got ${JSON.stringify(raw)}`);
  return value;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
