/**
 * The booking form is not a mail cannon, through the real processes: requests from several client
 * addresses that all name one e-mail address are stored and reach the office, but the customer copy
 * stops at the cap, the administrator sees why, and no copy quotes what the visitor typed. The
 * cancelled and expired copies count against the same caps, an address is counted as its mailbox
 * (case, +tag, Gmail's dots), and the private link's cancel has a limit of its own.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eventually } from '@nbp/kit/testing';
import { columnContext, DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { REQUEST_MESSAGES, type BookingRequest } from '@nbp/contracts/http/booking';
import { adminCookie, mails, startStack, type CaughtMail, type Stack } from '../support/stack.ts';
import { dayFromToday } from '../support/reliability.ts';
import { SEALED_TABLE_NAME } from '../../services/booking/src/data/pii.ts';

let stack: Stack;
let cookie: string;
let db: pg.Pool;

beforeAll(async () => {
  // The product's own caps (3 copies an hour to one address) and limits (10 cancels per 600 s).
  stack = await startStack({ label: 'mail-limits' });
  cookie = await adminCookie(stack);
  db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 });
});

afterAll(async () => {
  await db?.end();
  await stack?.stop();
});

/**
 * A request's private token, opened from where booking keeps it sealed: the customer's mail may be
 * withheld by the caps under test, and the form's answer is no place to read it from.
 */
async function tokenOf(requestId: number): Promise<string> {
  const { rows } = await db.query('select access_token_encrypted from booking.booking_requests where id = $1', [requestId]);
  const cell = columnContext('booking', SEALED_TABLE_NAME.booking_requests, 'access_token_encrypted', requestId);
  return new Keyring(DEV_PII_KEYS).open(rows[0].access_token_encrypted, cell);
}

/** Waits until every customer copy of these requests is settled (sent or withheld) and returns their statuses. */
async function settledCustomerCopies(requestIds: number[], count: number): Promise<string[]> {
  return eventually(
    async () => {
      const { rows } = await db.query<{ status: string }>(
        `select status from notification.mail_deliveries where recipient = 'customer' and request_id = any($1::int[]) order by id`,
        [requestIds],
      );
      return rows.length === count && rows.every((row) => row.status === 'sent' || row.status === 'skipped')
        ? rows.map((row) => row.status)
        : undefined;
    },
    { attempts: 300, intervalMs: 100 },
  );
}

/** One Gmail mailbox written several ways: upper case, +tags, without its dot, the googlemail.com alias. */
function mailboxVariants(label: string): { variants: string[]; reaches: (mail: CaughtMail) => boolean } {
  const local = `${label}.${randomUUID().slice(0, 8)}`;
  const variants = [
    `${local.toUpperCase()}@GMail.com`,
    `${local}+uno@gmail.com`,
    `${local.replace('.', '')}+due@gmail.com`,
    `${local}@googlemail.com`,
  ];
  const lower = variants.map((address) => address.toLowerCase());
  return { variants, reaches: (mail) => mail.to.some((to) => lower.includes(to.address.toLowerCase())) };
}

/** POST through the gateway from the given local address, so each request comes from another client. */
function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; body: { id?: number; message?: string } }> {
  const url = new URL(path, stack.url);
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        timeout: 30_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          'content-length': Buffer.byteLength(payload),
          origin: stack.url,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

describe('customer copy caps through the gateway', () => {
  it('4 requests to one address from 4 clients: all stored, 4 office mails, 3 customer copies, the 4th skipped with its reason', async () => {
    const email = `bersaglio-${randomUUID().slice(0, 8)}@cliente.example`;
    const name = 'Premio https://evil.example/nome';
    const notes = 'Ritira il premio: https://evil.example/note';
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Other boats and days each time: neither a double submit nor the boat and day cap.
      const answer = await postFrom(`127.0.0.${2 + i}`, '/api/email-bookings', {
        boatId: 1 + i,
        customerName: name,
        customerEmail: email,
        customerPhone: '+39 333 1234567',
        startDate: dayFromToday(40 + i),
        endDate: dayFromToday(40 + i),
        notes,
      });
      expect(answer.status).toBe(201);
      ids.push(answer.body.id!);
    }

    const requests = await eventually(
      async () => {
        const response = await fetch(`${stack.url}/api/admin/email-requests`, { headers: { cookie } });
        const list = ((await response.json()) as BookingRequest[]).filter((r) => ids.includes(r.id));
        return list.length === 4 && list.every((r) => r.emailStatus !== 'pending') ? list : undefined;
      },
      { attempts: 200, intervalMs: 100 },
    );
    expect(requests.every((r) => r.adminEmailSent && r.customerName === name && r.notes === notes)).toBe(true);
    const skipped = requests.filter((r) => r.customerEmailSkipReason);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ customerEmailSent: false, customerEmailSkipReason: 'recipient_hourly_cap', emailStatus: 'partial' });
    expect(requests.filter((r) => r.customerEmailSent && r.emailStatus === 'sent')).toHaveLength(3);

    const caught = await mails(stack);
    const office = caught.filter((mail) => !mail.to.some((to) => to.address === email) && mail.text.includes(email));
    expect(office).toHaveLength(4);
    // The office mail still has everything the visitor typed.
    expect(office.every((mail) => mail.text.includes(name) && mail.text.includes(notes))).toBe(true);
    const copies = caught.filter((mail) => mail.to.some((to) => to.address === email));
    expect(copies).toHaveLength(3);
    for (const copy of copies) {
      expect(copy.text).toContain('Gentile cliente,');
      expect(JSON.stringify(copy)).not.toContain('evil.example');
      expect(JSON.stringify(copy)).not.toContain('Premio');
    }
  }, 120_000);
});

describe('every customer mail a stranger can cause is capped', () => {
  it('a request and cancel loop to one mailbox written four ways: at most 3 customer mails, one "Richiesta annullata", every office mail', async () => {
    const { variants, reaches } = mailboxVariants('giro');
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const client = `127.0.0.${20 + i}`;
      const stored = await postFrom(client, '/api/email-bookings', {
        boatId: 1 + i,
        customerName: 'Giro Giro',
        customerEmail: variants[i],
        customerPhone: `+39 333 765432${i}`,
        startDate: dayFromToday(60 + i),
        endDate: dayFromToday(60 + i),
      });
      expect(stored.status).toBe(201);
      ids.push(stored.body.id!);
      // The customer reads the received mail (if it came) before cancelling: the copies go in that order.
      await settledCustomerCopies([stored.body.id!], 1);
      const cancelled = await postFrom(client, `/api/email-bookings/by-token/${await tokenOf(stored.body.id!)}/cancel`, undefined);
      expect(cancelled.status).toBe(200);
      await settledCustomerCopies([stored.body.id!], 2);
    }

    // Received and cancelled, in the order they happened: the cap (3 an hour) stops the fourth copy on.
    expect(await settledCustomerCopies(ids, 8)).toEqual(['sent', 'sent', 'sent', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped']);
    const caught = await mails(stack);
    const customer = caught.filter(reaches);
    expect(customer).toHaveLength(3);
    expect(customer.filter((mail) => mail.subject.startsWith('Richiesta annullata'))).toHaveLength(1);
    // The office hears of every request and every cancel.
    const office = await eventually(
      async () => {
        const found = (await mails(stack)).filter((mail) => !reaches(mail) && mail.text.includes('Giro Giro'));
        return found.length === 8 ? found : undefined;
      },
      { attempts: 200, intervalMs: 100 },
    );
    expect(office.filter((mail) => mail.subject.startsWith('Richiesta annullata dal cliente'))).toHaveLength(4);
  }, 120_000);

  it('the cancel of a private link has its own limit per client address: the 11th in 10 minutes is a 429 with its message', async () => {
    const unknown = 'Z'.repeat(32);
    for (let i = 0; i < 10; i++) {
      expect((await postFrom('127.0.0.31', `/api/email-bookings/by-token/${unknown}/cancel`, undefined)).status).toBe(404);
    }
    const limited = await postFrom('127.0.0.31', `/api/email-bookings/by-token/${unknown}/cancel`, undefined);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(REQUEST_MESSAGES.tooManyCancels);
    // Another client is not limited, and the same one may still send a request (counted apart).
    expect((await postFrom('127.0.0.32', `/api/email-bookings/by-token/${unknown}/cancel`, undefined)).status).toBe(404);
    const request = await postFrom('127.0.0.31', '/api/email-bookings', {
      boatId: 2,
      customerName: 'Ada Limite',
      customerEmail: `limite-${randomUUID().slice(0, 8)}@cliente.example`,
      customerPhone: '+39 333 5550001',
      startDate: dayFromToday(90),
      endDate: dayFromToday(90),
    });
    expect(request.status).toBe(201);
  }, 60_000);

  // Last: it starts booking again with holds of two seconds.
  it('expiry mails are capped too: two requests that lapse to one mailbox send 3 customer mails, the second expiry withheld', async () => {
    await stack.kill('booking', { signal: 'SIGTERM' });
    await stack.start('booking', { env: { BOOKING_HOLD_HOURS: '0.0006', BOOKING_HOLD_MIN_HOURS: '0.0006', BOOKING_SWEEP_SECONDS: '0.5' } });
    const { variants, reaches } = mailboxVariants('scade');
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const stored = await postFrom(`127.0.0.${40 + i}`, '/api/email-bookings', {
        boatId: 3,
        customerName: 'Scade Presto',
        customerEmail: variants[i],
        customerPhone: `+39 333 111222${i}`,
        startDate: dayFromToday(100 + 2 * i),
        endDate: dayFromToday(100 + 2 * i),
      });
      expect(stored.status).toBe(201);
      ids.push(stored.body.id!);
      // One lapses before the next is sent, as one visitor waiting in vain would see it.
      await eventually(
        async () => {
          const { rows } = await db.query('select status from booking.booking_requests where id = $1', [stored.body.id]);
          return rows[0]?.status === 'expired';
        },
        { attempts: 100, intervalMs: 200 },
      );
      await settledCustomerCopies([stored.body.id!], 2);
    }
    expect(await settledCustomerCopies(ids, 4)).toEqual(['sent', 'sent', 'sent', 'skipped']);
    const customer = (await mails(stack)).filter(reaches);
    expect(customer).toHaveLength(3);
    expect(customer.filter((mail) => mail.subject.startsWith('Richiesta scaduta'))).toHaveLength(1);
  }, 120_000);
});
