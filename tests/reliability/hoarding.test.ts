/**
 * Nobody can hold the fleet (docs/request-lifecycle.md#hoarding), through the whole stack with the
 * product's own caps: a stranger with three real source addresses (127.0.0.2, 127.0.0.3,
 * 127.0.0.4: every 127/8 address is this machine) and a fresh e-mail and phone for every request
 * sends 24 requests of half a month for the four boats. Each address keeps at most two pending,
 * the rest are 429 and stored nowhere; no boat has more than half of a 30-day window held; and the
 * office gets one alarm mail. The per-address rate limit is lifted, so what stops the stranger is
 * the caps, not the flood limit.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eventually } from '@nbp/kit/testing';
import { REQUEST_MESSAGES } from '@nbp/contracts/http/booking';
import { mails, startStack, type Stack } from '../support/stack.ts';
import { dayFromToday, LIMITS_LIFTED } from '../support/reliability.ts';
import { addDays } from '@nbp/contracts/days';

/** The product's defaults (services/booking/src/config.ts), the alarm included. */
const CAPS = {
  PENDING_MAX_PER_EMAIL: '1',
  PENDING_MAX_PER_PHONE: '1',
  PENDING_MAX_PER_CLIENT: '2',
  HOLD_SHARE_MAX: '0.5',
  HOARDING_ALARM_REFUSALS: '10',
  HOARDING_ALARM_WINDOW_MINUTES: '10',
};
const ALARM_SUBJECT = /^Allarme: \d+ richieste di prenotazione rifiutate in 10 minuti$/;

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ label: 'hoarding', env: { ...LIMITS_LIFTED, ...CAPS } });
});

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  body: { message?: string; code?: string; holdsDays?: boolean };
}

/** One request on a connection of its own from a chosen source address. */
function send(pathname: string, from: string, body?: unknown): Promise<Answer> {
  const target = new URL(stack.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: pathname,
        method: payload ? 'POST' : 'GET',
        localAddress: from,
        agent: false,
        timeout: 30_000,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? (JSON.parse(text) as Answer['body']) : {} }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${pathname}: no answer`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Days of `range` within [from, to]. */
const overlap = (range: { startDate: string; endDate: string }, from: string, to: string) => {
  const start = range.startDate > from ? range.startDate : from;
  const end = range.endDate < to ? range.endDate : to;
  return start > end ? 0 : Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
};

describe('a stranger trying to hold the fleet', () => {
  it('from three addresses gets two pending requests each, half a month of any boat at most, and the office one alarm', async () => {
    const season = dayFromToday(200);
    const seasonEnd = addDays(season, 29);
    const addresses = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
    const statuses: Record<string, number[]> = {};
    const holds: boolean[] = [];
    let n = 0;
    for (const [i, from] of addresses.entries()) {
      statuses[from] = [];
      for (let j = 0; j < 8; j++) {
        // The first two of each address aim at boats the others' first two leave alone.
        const k = 2 * i + j;
        const startDate = addDays(season, 15 * (Math.floor(k / 4) % 2));
        const answer = await send('/api/email-bookings', from, {
          boatId: 1 + (k % 4),
          customerName: `Cliente ${n}`,
          customerEmail: `accaparratore.${n}@example.test`,
          customerPhone: `+39 320 ${String(1_000_000 + n).slice(-7)}`,
          startDate,
          endDate: addDays(startDate, 14),
        });
        n++;
        statuses[from]!.push(answer.status);
        if (answer.status === 201) holds.push(answer.body.holdsDays!);
        else expect(answer.body).toMatchObject({ message: REQUEST_MESSAGES.alreadyPending, code: 'requests_pending' });
      }
    }
    for (const from of addresses) expect(statuses[from], from).toEqual([201, 201, 429, 429, 429, 429, 429, 429]);
    // The third address's two came after the first two had filled boats 1 and 2's share: stored, holding nothing.
    expect(holds).toEqual([true, true, true, true, false, false]);

    // Refused means stored nowhere.
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(`select count(*)::int as n from booking.booking_requests where start_date between $1 and $2`, [
        season,
        seasonEnd,
      ]);
      expect(rows[0].n).toBe(6);
    } finally {
      await db.end();
    }

    // No boat is held for more than half of the month, and every boat still has free days in it.
    for (const boatId of [1, 2, 3, 4]) {
      const held = (await send(`/api/bookings/held?boatId=${boatId}`, '127.0.0.5')).body as unknown as {
        startDate: string;
        endDate: string;
      }[];
      const days = held.reduce((sum, range) => sum + overlap(range, season, seasonEnd), 0);
      expect(days, `boat ${boatId}`).toBeLessThanOrEqual(15);
      const free = await send(
        `/api/simple-boat-availability?boatId=${boatId}&startDate=${addDays(season, 16)}&endDate=${addDays(season, 18)}`,
        '127.0.0.5',
      );
      expect(free.body, `boat ${boatId}`).toEqual({ available: true });
    }

    // A real customer from another address is served as ever.
    const customer = await send('/api/email-bookings', '127.0.0.5', {
      boatId: 3,
      customerName: 'Rosa Marino',
      customerEmail: 'rosa.marino@example.test',
      customerPhone: '+39 320 999 8877',
      startDate: addDays(season, 16),
      endDate: addDays(season, 18),
    });
    expect(customer.status).toBe(201);

    // 18 refusals in minutes: past the threshold of 10, the office gets one alarm, with no one's data.
    const [alarm] = await eventually(
      async () => {
        const found = (await mails(stack)).filter((mail) => ALARM_SUBJECT.test(mail.subject));
        return found.length ? found : undefined;
      },
      { attempts: 300, intervalMs: 100 },
    );
    expect(alarm!.subject).toBe('Allarme: 11 richieste di prenotazione rifiutate in 10 minuti');
    expect(alarm!.text).not.toMatch(/accaparratore|127\.0\.0|\+39 320/);
    const outbox = new pg.Client({ connectionString: stack.databaseUrl });
    await outbox.connect();
    try {
      const { rows } = await outbox.query(
        `select count(*)::int as n from booking.outbox where routing_key = 'booking.request.hoarding.v1'`,
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await outbox.end();
    }
    expect((await mails(stack)).filter((mail) => ALARM_SUBJECT.test(mail.subject))).toHaveLength(1);
  });
});
