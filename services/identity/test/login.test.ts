import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@nbp/contracts/messages';
import { createTestAuth } from '@nbp/kit/testing';
import { throttleHasher } from '../src/data/login-throttle.ts';
import { freshAddress, createUser, login, sidOf, startIdentity, withCookie, withToken, type Identity } from './harness.ts';

let identity: Identity;
const PASSWORD = 'Barca2025!Sole';

beforeAll(async () => {
  identity = await startIdentity('identitylogin');
  await createUser(identity, { email: 'Marina@Example.test', password: PASSWORD, isAdmin: true, firstName: 'Marina' });
});

afterAll(async () => {
  await identity?.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${identity.url}${path}`, { redirect: 'manual', ...init });

/** A request with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${identity.url}${path}`, { headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('login with e-mail and password', () => {
  it('accepts the form post, answers OK and sets an HttpOnly, SameSite=Lax session cookie for the session lifetime', async () => {
    const { response, setCookie, token } = await login(identity, 'marina@example.test', PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, redirect: '/admin' });
    expect(token).toBeTruthy();
    const attributes = setCookie!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'max-age=28800']));
    expect(attributes).not.toContain('secure');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the cookie Secure when the request came over HTTPS through the proxy, and takes JSON and any letter case', async () => {
    const { response, setCookie } = await login(identity, 'MARINA@example.TEST', PASSWORD, {
      json: true,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.status).toBe(200);
    expect(setCookie!.toLowerCase()).toContain('; secure');
  });

  it('signs an ES256 token with the expected claims, whose expiry is the session lifetime', async () => {
    const { token } = await login(identity, 'marina@example.test', PASSWORD);
    const [header, payload] = token!
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'ES256', kid: identity.key.kid });
    expect(payload).toMatchObject({
      iss: 'nbp-identity',
      aud: 'nbp-services',
      email: 'marina@example.test',
      firstName: 'Marina',
      isAdmin: true,
    });
    // exp comes from the session row's expiry, a moment before iat is stamped.
    expect(payload.exp - payload.iat).toBeGreaterThanOrEqual(480 * 60 - 1);
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(480 * 60);
    expect(typeof payload.sid).toBe('string');
  });

  it('answers a wrong password exactly like an unknown e-mail: 401 with the documented text, no cookie', async () => {
    const wrong = await login(identity, 'marina@example.test', 'Sbagliata1!');
    const unknown = await login(identity, 'nessuno@example.test', 'Sbagliata1!');
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    const wrongBody = await wrong.response.json();
    expect(wrongBody).toEqual(await unknown.response.json());
    expect(wrongBody).toEqual({ error: 'invalid_credentials', message: 'Credenziali non valide. Riprova.', code: 'credentials_invalid' });
    expect(wrong.setCookie).toBeUndefined();
  });

  it('refuses a login without e-mail or password with 400 and an Italian message', async () => {
    const response = await fetch(`${identity.url}/api/login/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=&password=',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Email e password sono obbligatorie', code: 'credentials_required' });
    const notJson = await fetch(`${identity.url}/api/login/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: 'bad_request', code: 'invalid_json' });
  });

  it('sends GET /api/login to the local login page', async () => {
    const response = await get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });
});

describe('login throttling', () => {
  it('refuses an account from one address with 429 after 10 failures in the window, even with the right password', async () => {
    await createUser(identity, { email: 'bersaglio@example.test', password: PASSWORD });
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await login(identity, 'bersaglio@example.test', `Sbagliata${i}!`, { address })).response.status).toBe(401);
    }
    const locked = await login(identity, 'bersaglio@example.test', 'Sbagliata!', { address });
    expect(locked.response.status).toBe(429);
    expect(await locked.response.json()).toMatchObject({ message: MESSAGES.tooManyLogins, code: 'login_rate_limited' });
    expect(locked.response.headers.get('retry-after')).toBe('900');
    const right = await login(identity, 'Bersaglio@example.test', PASSWORD, { address });
    expect(right.response.status).toBe(429);
    expect(right.setCookie).toBeUndefined();

    // Once the failures are older than the window, the address may try again.
    const hash = throttleHasher(identity.privateKey);
    await identity
      .em()
      .execute(`update "identity"."login_attempts" set created_at = created_at - interval '16 minutes' where key in (?, ?)`, [
        `pair:${hash(`pair|${address}|bersaglio@example.test`)}`,
        `account:${hash('account|bersaglio@example.test')}`,
      ]);
    expect((await login(identity, 'bersaglio@example.test', PASSWORD, { address })).response.status).toBe(200);
  });

  it('refuses a client address with 429 after 30 failures on different e-mails; another address still logs in', async () => {
    await createUser(identity, { email: 'vicino@example.test', password: PASSWORD });
    const address = freshAddress();
    for (let i = 0; i < 30; i++) {
      expect((await login(identity, `sconosciuto${i}@example.test`, 'Sbagliata1!', { address })).response.status).toBe(401);
    }
    expect((await login(identity, 'vicino@example.test', PASSWORD, { address })).response.status).toBe(429);
    expect((await login(identity, 'vicino@example.test', PASSWORD, { address: freshAddress() })).response.status).toBe(200);
  });

  it('lets at most 10 of a burst of parallel failures from one address through to a password check', async () => {
    const address = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login(identity, 'raffica@example.test', `Sbagliata${i}!`, { address }).then((r) => r.response.status),
      ),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('keeps only keyed hashes of the addresses and e-mails that failed, never the values themselves', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) {
      expect((await login(identity, 'Riservata.Rossi@Example.test', `Sbagliata${i}!`, { address })).response.status).toBe(401);
    }
    await login(identity, 'marina@example.test', 'Sbagliata1!', { address });
    const rows = await identity.em().execute<{ key: string; address: string }[]>(`select key, address from "identity"."login_attempts"`);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const stored = JSON.stringify(rows).toLowerCase();
    for (const clear of [address, 'riservata.rossi@example.test', 'riservata', 'marina@example.test', 'example.test', '198.51.100.']) {
      expect(stored).not.toContain(clear);
    }
    for (const row of rows) {
      expect(row.key).toMatch(/^(pair|address|account):[0-9a-f]{64}$/);
      expect(row.address).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('clears the failures of an account from an address after a successful login from it', async () => {
    await createUser(identity, { email: 'distratto@example.test', password: PASSWORD });
    const address = freshAddress();
    for (let i = 0; i < 9; i++) await login(identity, 'distratto@example.test', 'Sbagliata1!', { address });
    expect((await login(identity, 'distratto@example.test', PASSWORD, { address })).response.status).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await login(identity, 'distratto@example.test', 'Sbagliata1!', { address })).response.status).toBe(401);
    }
    expect((await login(identity, 'distratto@example.test', PASSWORD, { address })).response.status).toBe(200);
  });
});

describe('current user and debug info', () => {
  it('returns the signed-in user from the cookie or a bearer token, and 401 JSON without one', async () => {
    const { cookie, token } = await login(identity, 'marina@example.test', PASSWORD);
    const response = await get('/api/auth/user', withCookie(cookie));
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toEqual({ id: expect.any(String), email: 'marina@example.test', firstName: 'Marina', lastName: null, isAdmin: true });
    expect((await get('/api/auth/user', withToken(token!))).status).toBe(200);

    const anonymous = await get('/api/auth/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/json/);
    expect((await anonymous.json()).message).toBeTruthy();
  });

  it('reports the hostname without port and whether it is on a platform domain, and nothing secret', async () => {
    const platform = await getWithHost('/api/auth/debug', 'my-app.replit.app:8080');
    expect(platform.status).toBe(200);
    expect(JSON.parse(platform.body)).toEqual({
      hasReplitDomains: true,
      domains: ['replit.app', 'example-platform.dev'],
      hostname: 'my-app.replit.app',
      environment: 'test',
    });
    expect(JSON.parse((await getWithHost('/api/auth/debug', 'example-platform.dev')).body).hasReplitDomains).toBe(true);
    expect(JSON.parse((await getWithHost('/api/auth/debug', 'notreplit.app')).body).hasReplitDomains).toBe(false);
    const local = await (await get('/api/auth/debug', { headers: { 'x-forwarded-host': 'localhost:8080' } })).json();
    expect(local).toMatchObject({ hasReplitDomains: false, hostname: 'localhost' });
  });
});

describe('logout', () => {
  it('GET from the site revokes the session, clears the cookie and redirects to /; the old cookie is then refused', async () => {
    const { cookie, token } = await login(identity, 'marina@example.test', PASSWORD);
    const sid = sidOf(token!);
    expect((await get(`/internal/sessions/${sid}`)).status).toBe(200);

    const response = await get('/api/logout', withCookie(cookie, { headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('nbp_session='));
    expect(cleared).toMatch(/^nbp_session=;/);
    expect(cleared).toContain('Max-Age=0');

    expect((await get('/api/auth/user', withCookie(cookie))).status).toBe(401);
    const gone = await get(`/internal/sessions/${sid}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ message: expect.any(String) });
  });

  it('POST answers 200 JSON and revokes too; logging out without a session is harmless', async () => {
    const { cookie } = await login(identity, 'marina@example.test', PASSWORD);
    const response = await get('/api/logout', withCookie(cookie, { method: 'POST', headers: { origin: identity.url } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await get('/api/auth/user', withCookie(cookie))).status).toBe(401);
    expect((await get('/api/logout')).status).toBe(302);
  });

  it('a new login ends the session the browser had before', async () => {
    const first = await login(identity, 'marina@example.test', PASSWORD);
    const second = await login(identity, 'marina@example.test', PASSWORD, { headers: { cookie: first.cookie } });
    expect(second.response.status).toBe(200);
    expect((await get('/api/auth/user', withCookie(first.cookie))).status).toBe(401);
    expect((await get('/api/auth/user', withCookie(second.cookie))).status).toBe(200);
  });
});

describe('internal endpoints', () => {
  it('publishes the public key as a JWKS and answers 404 for unknown or malformed session ids', async () => {
    const jwks = await (await get('/internal/jwks')).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', kid: identity.key.kid, alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
    expect((await get('/internal/sessions/unknownsessionid0000')).status).toBe(404);
    expect((await get(`/internal/sessions/${encodeURIComponent("x' or 1=1 --")}`)).status).toBe(404);
  });
});

describe('tokens identity does not accept', () => {
  it('refuses a token signed with another key, an expired one, one with alg none and one of an unknown session', async () => {
    const { token } = await login(identity, 'marina@example.test', PASSWORD);
    const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString());
    const { SignJWT } = await import('jose');

    const foreign = await (await createTestAuth()).sign({ isAdmin: true, sub: claims.sub, sid: claims.sid, email: claims.email });
    const expired = await new SignJWT({ sid: claims.sid, email: claims.email, firstName: 'Marina', isAdmin: true })
      .setProtectedHeader({ alg: 'ES256', kid: identity.key.kid })
      .setSubject(claims.sub)
      .setIssuer('nbp-identity')
      .setAudience('nbp-services')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(identity.privateKey);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const unknownSession = await new SignJWT({ ...claims, sid: 'sessioneinesistente0000' })
      .setProtectedHeader({ alg: 'ES256', kid: identity.key.kid })
      .sign(identity.privateKey);

    for (const bad of [foreign, expired, none, unknownSession]) {
      expect((await get('/api/admin/activity-logs', withToken(bad))).status).toBe(401);
      expect((await get('/api/auth/user', withToken(bad))).status).toBe(401);
    }
    expect((await get('/api/admin/activity-logs', withToken(token!))).status).toBe(200);
  });
});
