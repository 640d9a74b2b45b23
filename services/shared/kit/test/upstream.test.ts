import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../src/errors.ts';
import { upstream } from '../src/upstream.ts';
import { errorText } from '@nbp/contracts/errors';

const DOWN = errorText('unavailable_pricing', 'it');
const seen: { requestId?: string; cookie?: string }[] = [];

function answer(req: IncomingMessage, res: ServerResponse): void {
  seen.push({ requestId: req.headers['x-request-id'] as string | undefined, cookie: req.headers.cookie });
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/boat') return json(200, { id: 7, name: 'Gozzo', extra: true });
  if (req.url === '/nonsense') return json(200, { id: 'sette' });
  if (req.url === '/missing') return json(404, { error: 'not_found', message: 'Barca non trovata' });
  if (req.url === '/broken') return json(500, { error: 'internal' });
  if (req.url === '/silent') return; // never answers
  json(200, {});
}

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const boat = z.object({ id: z.number().int(), name: z.string() });

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('the one client for calling another service', () => {
  it('returns the answer checked against the contract and carries the request id and credentials', async () => {
    const client = upstream({ baseUrl: base, down: 'unavailable_pricing' });
    const got = await client.get('/boat', boat, { requestId: 'req-12345678', headers: { cookie: 'nbp_session=abc' } });
    expect(got).toEqual({ ok: true, body: { id: 7, name: 'Gozzo' } });
    expect(seen.at(-1)).toEqual({ requestId: 'req-12345678', cookie: 'nbp_session=abc' });
  });

  it('hands a 4xx back to the caller to map', async () => {
    const got = await upstream({ baseUrl: base, down: 'unavailable_pricing' }).get('/missing', boat);
    expect(got).toEqual({ ok: false, status: 404, body: { error: 'not_found', message: 'Barca non trovata' } });
  });

  it.each([
    ['an answer that breaks the contract', '/nonsense'],
    ['a 5xx', '/broken'],
    ['a service that never answers', '/silent'],
  ])('turns %s into a 503 "unavailable" with the Italian message', async (_name, path) => {
    const err = await refusal(upstream({ baseUrl: base, down: 'unavailable_pricing', timeoutMs: 300 }).get(path, boat));
    expect({ status: err.status, code: err.kind, message: err.message }).toEqual({ status: 503, code: 'unavailable', message: DOWN });
  });

  it('turns a refused connection into the same 503', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await refusal(upstream({ baseUrl: `http://127.0.0.1:${port}`, down: 'unavailable_pricing' }).get('/boat', boat));
    expect({ status: err.status, code: err.kind }).toEqual({ status: 503, code: 'unavailable' });
  });
});
