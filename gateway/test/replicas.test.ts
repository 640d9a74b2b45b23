import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createTestAuth, fakeReplicas, type FakeReplicas } from '@nbp/kit/testing';
import type { DrainState } from '@nbp/kit/server';
import { gatewayEnv } from '../src/config.ts';
import { createApp } from '../src/app.ts';

// Three booking replicas on 127.0.0.2-4 behind the name "booking", as Docker's DNS would answer it
// (docs/replicas.md); the gateway is handed the name table instead of the system's resolver.
const ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];

/** How a replica treats a request: answer it, reset the connection first, hang, or cut its answer short. */
type Behaviour = 'answer' | 'reset' | 'hang' | 'cut';
const behaviour = new Map<string, Behaviour>();
/** The bodies of the POSTs each replica answered. */
const received: { address: string; body: string }[] = [];
const held: http.ServerResponse[] = [];

let replicas: FakeReplicas;
let gateway: http.Server;
let base: string;

beforeAll(async () => {
  replicas = await fakeReplicas('booking', ADDRESSES, (address, req, res) => {
    const mode = behaviour.get(address) ?? 'answer';
    if (mode === 'reset') return void req.socket.destroy();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (mode === 'hang') return void held.push(res);
      if (mode === 'cut') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
        res.write('{"replica":');
        setImmediate(() => req.socket.destroy());
        return;
      }
      if (req.method === 'POST') received.push({ address, body });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ replica: address }));
    });
  });
  const auth = await createTestAuth();
  const config = gatewayEnv.parse({ BOOKING_URL: replicas.url, SERVE_WEB: 'false', BALANCE_REFRESH_MS: '60000' });
  gateway = http.createServer(
    createApp(config, { logger: pino({ level: 'silent' }), verifier: auth.verifier, lookup: replicas.lookup, proxyTimeoutMs: 500 }),
  );
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of held) res.destroy();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  await replicas.close();
});

beforeEach(() => {
  behaviour.clear();
  received.length = 0;
});

const total = () => [...replicas.counts.values()].reduce((sum, n) => sum + n, 0);

/** GETs an availability path; the replica that answered, or the failure. */
async function availability(i: number): Promise<string> {
  const response = await fetch(`${base}/api/simple-boat-availability?boatId=1&i=${i}`);
  if (response.status !== 200) return `status ${response.status}`;
  return ((await response.json()) as { replica: string }).replica;
}

/** POSTs a booking request with its own body; the replica that answered, or the failure. */
async function bookingRequest(i: number): Promise<string> {
  const response = await fetch(`${base}/api/email-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ n: i }),
  });
  if (response.status !== 200) return `status ${response.status}`;
  return ((await response.json()) as { replica: string }).replica;
}

/** `count` calls, `concurrency` at a time. */
async function many(count: number, concurrency: number, call: (i: number) => Promise<string>): Promise<string[]> {
  const answers: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) answers.push(await call(next++));
    }),
  );
  return answers;
}

describe('the gateway over replicas of a service', () => {
  it('spreads 300 GETs over the three replicas, at least 20 % each', async () => {
    const answers = await many(300, 10, availability);
    expect(answers.filter((a) => !ADDRESSES.includes(a))).toEqual([]);
    for (const address of ADDRESSES) expect(answers.filter((a) => a === address).length, address).toBeGreaterThanOrEqual(60);
  });

  it('fails no GET and no POST when a replica is stopped between requests, and sends each POST once', async () => {
    await many(30, 3, availability);
    // Stopped, its kept connections closed; the name still lists it (Docker's DNS lags too).
    await replicas.stop('127.0.0.3');
    try {
      const before = replicas.counts.get('127.0.0.3');
      const gets = await many(60, 3, availability);
      const posts = await many(60, 3, bookingRequest);
      expect([...gets, ...posts].filter((a) => !ADDRESSES.includes(a))).toEqual([]);
      expect(replicas.counts.get('127.0.0.3')).toBe(before);
      expect(received.map((r) => JSON.parse(r.body).n).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    } finally {
      await replicas.start('127.0.0.3');
    }
  });

  it('sends a POST whose connection was reset before any answer to another replica, once', async () => {
    behaviour.set('127.0.0.2', 'reset');
    const answers = await many(12, 1, bookingRequest);
    expect(answers.filter((a) => !ADDRESSES.includes(a) || a === '127.0.0.2')).toEqual([]);
    expect(received).toHaveLength(12);
  });

  it('does not send a POST that timed out to another replica: 503', async () => {
    for (const address of ADDRESSES) behaviour.set(address, 'hang');
    const before = total();
    const response = await fetch(`${base}/api/email-bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/non disponibile/);
    expect(total() - before).toBe(1);
  });

  it('does not send a request again once its answer began', async () => {
    for (const address of ADDRESSES) behaviour.set(address, 'cut');
    const before = total();
    const failed = await fetch(`${base}/api/simple-boat-availability?boatId=1`)
      .then((response) => response.text())
      .then(
        () => false,
        () => true,
      );
    expect(failed).toBe(true);
    expect(total() - before).toBe(1);
  });

  it('answers 503 when no replica takes the connection', async () => {
    replicas.table = ['127.0.0.9'];
    const config = gatewayEnv.parse({ BOOKING_URL: replicas.url, SERVE_WEB: 'false' });
    const lonely = http.createServer(
      createApp(config, { logger: pino({ level: 'silent' }), verifier: (await createTestAuth()).verifier, lookup: replicas.lookup }),
    );
    await new Promise<void>((resolve) => lonely.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(lonely.address() as AddressInfo).port}/api/email-bookings`, {
        method: 'POST',
        body: '{}',
      });
      expect(response.status).toBe(503);
    } finally {
      replicas.table = [...ADDRESSES];
      lonely.closeAllConnections();
      await new Promise((resolve) => lonely.close(resolve));
    }
  });

  it('reports not ready from the moment it starts draining', async () => {
    const drain: DrainState = { draining: false };
    const config = gatewayEnv.parse({ BOOKING_URL: replicas.url, SERVE_WEB: 'false' });
    const app = createApp(config, {
      logger: pino({ level: 'silent' }),
      verifier: (await createTestAuth()).verifier,
      lookup: replicas.lookup,
      drain,
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
    try {
      drain.draining = true;
      const response = await fetch(url);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'draining', checks: {} });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
