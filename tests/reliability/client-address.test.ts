/**
 * The address a per-client limit counts is the one the edge saw on its socket, never one the
 * client wrote: through the gateway alone (TRUSTED_PROXY_HOPS=1, as `npm start` runs) and through
 * nginx and the gateway (TRUSTED_PROXY_HOPS=2, as docker-compose.yml runs). Requests leave from
 * chosen loopback addresses (127.0.0.2, 127.0.0.3, ...: every 127/8 address is this machine), so
 * two real clients are two source addresses. Also: robots.txt and the sitemap name PUBLIC_URL
 * whatever Host a request names, and nginx sends HSTS exactly when COOKIE_SECURE is on. And with an
 * HTTPS terminator in front of nginx (TRUSTED_TERMINATORS: nginx believes the terminator's
 * X-Forwarded-For and nothing else), the same promises hold: each visitor keeps an address of its own
 * (docs/security-edge.md#three-topologies).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@nbp/kit/testing';
import { startNginx, type Nginx } from '../support/nginx.ts';
import { startTerminator, type Terminator } from '../support/terminator.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { visitorBooking, visitorContact } from '../support/reliability.ts';

/** Requests per client per window, kept small so a limit is reached in a few calls. */
const MAX = 3;
const PUBLIC_URL = 'https://www.alacaluf-charter.example';
const LIMITS = { RATE_LIMIT_MAX: String(MAX), CONTACT_RATE_LIMIT_MAX: String(MAX), PUBLIC_URL };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own from a chosen source address, with whatever headers. */
function send(
  base: string,
  pathname: string,
  options: { from: string; method?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const target = new URL(base);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: pathname,
        method: options.method ?? (body ? 'POST' : 'GET'),
        localAddress: options.from,
        agent: false,
        timeout: 30_000,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${pathname}: no answer`)));
    req.on('error', reject);
    req.end(body);
  });
}

let serial = 0;
/** A booking request no other in this file repeats (a repeat would be answered as a duplicate). */
const booking = (tag: string) => visitorBooking(tag, serial++);
const contact = (tag: string) => visitorContact(tag, serial++);

/** The tests both deployments must pass; `site` is where a visitor connects (the gateway or nginx). */
function clientAddressTests(site: () => string) {
  it('a made-up X-Forwarded-For changes nothing: the booking limit still counts the socket address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MAX; i++) {
      const answer = await send(site(), '/api/email-bookings', {
        from: '127.0.0.4',
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}`, 'x-real-ip': `192.0.2.${i + 1}`, forwarded: `for=192.0.2.${i + 1}` },
        body: booking('spoof'),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(MAX).fill(201), 429]);
  });

  it('two clients (127.0.0.2 and 127.0.0.3) have a booking limit each, not a shared one', async () => {
    for (let i = 0; i < MAX; i++) {
      expect((await send(site(), '/api/email-bookings', { from: '127.0.0.2', body: booking('first') })).status).toBe(201);
    }
    const over = await send(site(), '/api/email-bookings', { from: '127.0.0.2', body: booking('first') });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.body)).toMatchObject({ error: 'too_many_requests' });
    // The second client, even when it names the first one's address.
    const other = await send(site(), '/api/email-bookings', {
      from: '127.0.0.3',
      headers: { 'x-forwarded-for': '127.0.0.5' },
      body: booking('second'),
    });
    expect(other.status).toBe(201);
  });

  it('the contact-message limit counts the socket address too, one bucket per client', async () => {
    const spoofed: number[] = [];
    for (let i = 0; i <= MAX; i++) {
      const answer = await send(site(), '/api/send-contact-email', {
        from: '127.0.0.6',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: contact('contact'),
      });
      spoofed.push(answer.status);
    }
    expect(spoofed.slice(0, MAX).every((status) => status >= 200 && status < 300)).toBe(true);
    expect(spoofed[MAX]).toBe(429);
    const other = await send(site(), '/api/send-contact-email', { from: '127.0.0.7', body: contact('contact') });
    expect(other.status).toBeGreaterThanOrEqual(200);
    expect(other.status).toBeLessThan(300);
  });

  it('robots.txt and the sitemap name PUBLIC_URL, whatever Host or X-Forwarded-Host the request names', async () => {
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const forgeries: Record<string, string>[] = [
        { host: 'evil.example' },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      ];
      for (const headers of forgeries) {
        const answer = await send(site(), file, { from: '127.0.0.8', headers });
        expect(answer.status, file).toBe(200);
        expect(answer.body, file).toContain(`${PUBLIC_URL}/`);
        expect(answer.body, file).not.toContain('evil.example');
        expect(answer.body, file).not.toContain('__SITE_ORIGIN__');
      }
    }
  });
}

describe('the gateway as the edge (TRUSTED_PROXY_HOPS=1)', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ label: 'clientaddr1', env: LIMITS });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  clientAddressTests(() => stack.url);
});

describe('nginx, then the gateway (TRUSTED_PROXY_HOPS=2, as in docker-compose.yml)', () => {
  let stack: Stack;
  let nginx: Nginx;
  beforeAll(async () => {
    stack = await startStack({ label: 'clientaddr2', env: { ...LIMITS, TRUSTED_PROXY_HOPS: '2' } });
    nginx = await startNginx({
      gatewayPort: stack.ports.gateway,
      rendererPort: stack.ports.renderer,
      publicUrl: PUBLIC_URL,
      cookieSecure: true,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await stack?.stop();
  });

  clientAddressTests(() => nginx.url);

  it('sends Strict-Transport-Security when COOKIE_SECURE is on, and not when it is off', async () => {
    const secure = await send(nginx.url, '/', { from: '127.0.0.1' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await send(nginx.url, '/api/boats', { from: '127.0.0.1' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await startNginx({
      gatewayPort: stack.ports.gateway,
      rendererPort: stack.ports.renderer,
      publicUrl: PUBLIC_URL,
      cookieSecure: false,
    });
    try {
      const answer = await send(plain.url, '/', { from: '127.0.0.1' });
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.stop();
    }
  });
});

describe('a terminator, then nginx, then the gateway (TRUSTED_TERMINATORS, TRUSTED_PROXY_HOPS=2)', () => {
  /** The terminator connects to nginx from this address, and nginx trusts it alone. */
  const TERMINATOR = '127.0.0.9';
  let stack: Stack;
  let nginx: Nginx;
  let terminator: Terminator;
  beforeAll(async () => {
    stack = await startStack({ label: 'clientaddr3', env: { ...LIMITS, TRUSTED_PROXY_HOPS: '2' } });
    nginx = await startNginx({
      gatewayPort: stack.ports.gateway,
      rendererPort: stack.ports.renderer,
      publicUrl: PUBLIC_URL,
      trustedTerminators: [TERMINATOR],
    });
    terminator = await startTerminator({ target: nginx.url, from: TERMINATOR });
  });
  afterAll(async () => {
    await terminator?.stop();
    await nginx?.stop();
    await stack?.stop();
  });

  clientAddressTests(() => terminator.url);

  it("nginx's log names each visitor, not the terminator", async () => {
    const marker = `/api/boats?visitor=${Date.now()}`;
    expect((await send(terminator.url, marker, { from: '127.0.0.11', headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(200);
    // nginx writes the line after the answer has left, so the test may read the log before it.
    const line = await eventually(async () =>
      readFileSync(`${nginx.dir}/access.log`, 'utf8')
        .split('\n')
        .find((entry) => entry.includes(marker)),
    );
    expect(line.split(' ')[0]).toBe('127.0.0.11');
  });
});
