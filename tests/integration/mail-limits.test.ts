/**
 * The booking form is not a mail cannon, through the real processes: requests from several client
 * addresses that all name one e-mail address are stored and reach the office, but the customer copy
 * stops at the cap, the administrator sees why, and no copy quotes what the visitor typed.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@nbp/kit/testing';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { adminCookie, mails, startStack, type Stack } from '../support/stack.ts';
import { dayFromToday } from '../support/reliability.ts';

let stack: Stack;
let cookie: string;

beforeAll(async () => {
  // The product's own caps (3 copies an hour to one address).
  stack = await startStack({ label: 'mail-limits' });
  cookie = await adminCookie(stack);
});

afterAll(async () => {
  await stack?.stop();
});

/** POST through the gateway from the given local address, so each request comes from another client. */
function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; body: { id?: number } }> {
  const url = new URL(path, stack.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        timeout: 30_000,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: stack.url },
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
