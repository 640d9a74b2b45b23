import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthUnavailableError, remoteSessionVerifier } from '../src/auth.ts';
import { createTestAuth } from '../src/testing.ts';

// identity as the other services see it: its public keys, and whether a session is still live.
let auth: Awaited<ReturnType<typeof createTestAuth>>;
let server: Server;
let identityUrl: string;
let sessions: (sid: string) => { status: number; body: unknown };

beforeAll(async () => {
  auth = await createTestAuth();
  const jwk = { ...(await auth.publicJwk()), kid: 'test', alg: 'ES256', use: 'sig' };
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/internal/jwks') return send(200, { keys: [jwk] });
    const sid = /^\/internal\/sessions\/(.+)$/.exec(req.url ?? '')?.[1];
    if (sid) {
      const answer = sessions(decodeURIComponent(sid));
      return send(answer.status, answer.body);
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  identityUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('checking a session with identity', () => {
  it("takes identity's answer: a live session with its current role, an ended one refused", async () => {
    const verifier = remoteSessionVerifier(identityUrl);
    const token = await auth.sign({ isAdmin: false, sub: 'user-1', sid: 'live-1' });
    sessions = (sid) =>
      sid === 'live-1' ? { status: 200, body: { active: true, userId: 'user-1', isAdmin: true } } : { status: 404, body: {} };
    expect(await verifier.verify(token)).toMatchObject({ sub: 'user-1', isAdmin: true });
    sessions = () => ({ status: 404, body: { error: 'not_found' } });
    expect(await verifier.verify(token)).toBeNull();
  });

  it.each([
    ['fails', { status: 500, body: { error: 'internal' } }],
    ['answers nonsense', { status: 200, body: { active: 'yes' } }],
  ])('is a 503 "unavailable", the one code of a dependency that is down, when identity %s', async (_name, answer) => {
    sessions = () => answer;
    const token = await auth.sign({ isAdmin: true });
    const err = await remoteSessionVerifier(identityUrl)
      .verify(token)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(AuthUnavailableError);
    expect({ status: (err as AuthUnavailableError).status, code: (err as AuthUnavailableError).kind }).toEqual({
      status: 503,
      code: 'unavailable',
    });
  });
});
