import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Balancer, retryable } from '../src/balancer.ts';
import { HttpError } from '../src/errors.ts';
import { eventually, fakeReplicas, type FakeReplicas } from '../src/testing.ts';
import { balancedRequest, upstream } from '../src/upstream.ts';

// Three replicas of "booking" on 127.0.0.2-4, one port, behind a name only the test's lookup knows
// (docs/replicas.md).
const ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4'];
const replicaAnswer = z.object({ replica: z.string() });

let replicas: FakeReplicas | undefined;
afterEach(async () => {
  await replicas?.close();
  replicas = undefined;
});

/** `count` calls one after another through `upstream`; the replica of each answer. */
async function calls(client: ReturnType<typeof upstream>, count: number): Promise<string[]> {
  const answered: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await client.get('/who', replicaAnswer);
    if (!answer.ok) throw new Error(`status ${answer.status}`);
    answered.push(answer.body.replica);
  }
  return answered;
}

const tally = (answered: string[]) =>
  Object.fromEntries(ADDRESSES.map((address) => [address, answered.filter((a) => a === address).length]));

describe('the balancer over every address of a name', () => {
  it('sends each call to the next replica in turn, over kept-alive connections, with the name as Host', async () => {
    const hosts: string[] = [];
    replicas = await fakeReplicas('booking', ADDRESSES, (address, req, res) => {
      hosts.push(String(req.headers.host));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ replica: address }));
    });
    const balancer = new Balancer(replicas.url, { lookup: replicas.lookup, refreshMs: 60_000 });
    const client = upstream({ baseUrl: replicas.url, balancer, down: 'unavailable_pricing' });
    expect(tally(await calls(client, 90))).toEqual({ '127.0.0.2': 30, '127.0.0.3': 30, '127.0.0.4': 30 });
    expect(new Set(hosts)).toEqual(new Set([`booking:${replicas.port}`]));
    // One connection per replica carried its thirty calls.
    for (const address of ADDRESSES) expect(replicas.connections.get(address), address).toBeLessThan(5);
  });

  it('loses no call when a replica stops: the refused call goes to another, and the stopped one is left out', async () => {
    replicas = await fakeReplicas('booking', ADDRESSES);
    const balancer = new Balancer(replicas.url, { lookup: replicas.lookup, refreshMs: 60_000, downMs: 60_000 });
    const client = upstream({ baseUrl: replicas.url, balancer, down: 'unavailable_pricing' });
    await calls(client, 9);
    // Stopped between calls: its kept connection closed too; it is still in the name's answer.
    await replicas.stop('127.0.0.3');
    const before = replicas.counts.get('127.0.0.3');
    const answered = await calls(client, 60);
    expect(answered).toHaveLength(60);
    expect(replicas.counts.get('127.0.0.3')).toBe(before);
    const share = tally(answered);
    expect(share['127.0.0.3']).toBe(0);
    expect(share['127.0.0.2']! + share['127.0.0.4']!).toBe(60);
    expect(share['127.0.0.2']).toBeGreaterThanOrEqual(25);
    expect(share['127.0.0.4']).toBeGreaterThanOrEqual(25);
  });

  it('tries a left-out replica again once its short pause is over', async () => {
    replicas = await fakeReplicas('booking', ADDRESSES);
    const balancer = new Balancer(replicas.url, { lookup: replicas.lookup, refreshMs: 60_000, downMs: 100 });
    const client = upstream({ baseUrl: replicas.url, balancer, down: 'unavailable_pricing' });
    await replicas.stop('127.0.0.4');
    await calls(client, 6);
    await replicas.start('127.0.0.4');
    // Bounded: each round is a few calls and a short pause.
    await eventually(async () => (await calls(client, 3)).includes('127.0.0.4'), { attempts: 50, intervalMs: 50 });
  });

  it('sends calls to a replica that appears, from the next resolution of the name on, and none to one that left', async () => {
    replicas = await fakeReplicas('booking', ADDRESSES.slice(0, 2));
    const balancer = new Balancer(replicas.url, { lookup: replicas.lookup, refreshMs: 50 });
    const client = upstream({ baseUrl: replicas.url, balancer, down: 'unavailable_pricing' });
    expect(new Set(await calls(client, 4))).toEqual(new Set(['127.0.0.2', '127.0.0.3']));
    await replicas.start('127.0.0.4');
    replicas.table = [...ADDRESSES];
    await eventually(async () => (await calls(client, 3)).includes('127.0.0.4'), { attempts: 50, intervalMs: 50 });
    expect(balancer.addresses()).toEqual(ADDRESSES);
    // 127.0.0.2 leaves the name (still listening, so only the name can keep calls from it).
    replicas.table = ['127.0.0.3', '127.0.0.4'];
    // The name is resolved again when a call comes after BALANCE_REFRESH_MS (here 50 ms), not on a timer.
    await eventually(
      async () => {
        await calls(client, 1);
        return !balancer.addresses().includes('127.0.0.2');
      },
      { attempts: 50, intervalMs: 50 },
    );
    expect(new Set(await calls(client, 20))).toEqual(new Set(['127.0.0.3', '127.0.0.4']));
  });

  it('keeps the known replicas when the name fails to resolve, and is down when it never resolved', async () => {
    replicas = await fakeReplicas('booking', ADDRESSES);
    const balancer = new Balancer(replicas.url, { lookup: replicas.lookup, refreshMs: 50 });
    const client = upstream({ baseUrl: replicas.url, balancer, down: 'unavailable_pricing' });
    await calls(client, 3);
    replicas.table = [];
    await balancer.refresh();
    expect(balancer.addresses()).toEqual(ADDRESSES);
    expect(await calls(client, 3)).toHaveLength(3);
    const nowhere = new Balancer('http://nowhere:4103', { lookup: replicas.lookup });
    const err = await upstream({ baseUrl: nowhere.baseUrl, balancer: nowhere, down: 'unavailable_pricing' })
      .get('/who', replicaAnswer)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(503);
  });

  it('takes an IP literal or localhost as one fixed address, asking no one', async () => {
    const asked: string[] = [];
    const lookup = async (hostname: string) => {
      asked.push(hostname);
      return ['127.0.0.9'];
    };
    for (const [url, address] of [
      ['http://127.0.0.1:4103', '127.0.0.1'],
      ['http://localhost:4103', 'localhost'],
      ['http://[::1]:4103', '::1'],
    ] as const) {
      const balancer = new Balancer(url, { lookup });
      const target = await balancer.pick();
      expect(target.address).toBe(address);
      expect(target.origin).toBe(new URL(url).origin);
    }
    expect(asked).toEqual([]);
  });
});

describe('the retry rule', () => {
  it('is: a refused or reset connection before any answer, never a timeout or a failure after the answer began', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    const wrapped = Object.assign(new TypeError('fetch failed'), { cause: refused });
    expect(retryable(refused, { responded: false, timedOut: false })).toBe(true);
    expect(retryable(reset, { responded: false, timedOut: false })).toBe(true);
    expect(retryable(wrapped, { responded: false, timedOut: false })).toBe(true);
    expect(retryable(reset, { responded: true, timedOut: false })).toBe(false);
    // The proxy destroys a request that timed out: it reads as a reset, and is not retried.
    expect(retryable(reset, { responded: false, timedOut: true })).toBe(false);
    expect(retryable(new Error('bad'), { responded: false, timedOut: false })).toBe(false);
  });

  it('sends a POST whose connection was reset before any answer to another replica, once', async () => {
    const bodies: string[] = [];
    replicas = await fakeReplicas('booking', ADDRESSES.slice(0, 2), (address, req, res) => {
      // 127.0.0.2 dies on every request before answering; 127.0.0.3 answers.
      if (address === '127.0.0.2') return void req.socket.destroy();
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        bodies.push(body);
        res.end(JSON.stringify({ replica: address }));
      });
    });
    const balancer = new Balancer(replicas.url, { lookup: replicas.lookup, refreshMs: 60_000, downMs: 60_000 });
    const answer = await balancedRequest(balancer, '/requests', { method: 'POST', body: '{"n":1}', timeoutMs: 2000 });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ replica: '127.0.0.3' });
    expect(bodies).toEqual(['{"n":1}']);
    expect(replicas.counts.get('127.0.0.2')).toBe(1);
  });

  it('does not send a call that timed out to another replica', async () => {
    const held: http.ServerResponse[] = [];
    replicas = await fakeReplicas('booking', ADDRESSES.slice(0, 2), (address, req, res) => {
      req.resume();
      // 127.0.0.2 never answers; 127.0.0.3 would.
      if (address === '127.0.0.2') return void held.push(res);
      res.end(JSON.stringify({ replica: address }));
    });
    const balancer = new Balancer(replicas.url, { lookup: replicas.lookup, refreshMs: 60_000 });
    const err = await balancedRequest(balancer, '/requests', { method: 'POST', body: '{}', timeoutMs: 200 }).catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe('ETIMEDOUT');
    expect(replicas.counts.get('127.0.0.3')).toBe(0);
    for (const res of held) res.destroy();
  });
});
