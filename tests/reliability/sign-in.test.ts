/**
 * Sign-in and passwords through the gateway: throttling that a stranger cannot turn against an
 * administrator, change-password guesses, weak passwords, removed or demoted administrators, idle
 * sessions and cross-site logout. Clients of different addresses are real connections from
 * different loopback addresses (127.0.0.x), so the address is the one the gateway itself sees.
 */
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@nbp/contracts/messages';
import { startStack, type Stack } from '../support/stack.ts';
import { createNonAdmin } from '../support/users.ts';

let stack: Stack;
const PASSWORD = 'Scoglio2025!Faro';

beforeAll(async () => {
  // A small wide-attack threshold keeps the test short; the rule is the one of the defaults.
  stack = await startStack({ label: 'signin', env: { LOGIN_ACCOUNT_MAX_FAILURES: '20', LOGIN_ACCOUNT_MIN_ADDRESSES: '4' } });
});

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  body: { error?: string; message?: string };
  cookie: string | undefined;
}

/** One request to the gateway from the loopback address `from` (127.0.0.1 unless given). */
function call(
  method: string,
  path: string,
  options: { from?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const url = new URL(path, stack.url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        localAddress: options.from ?? '127.0.0.1',
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            // a redirect has no JSON body
          }
          const setCookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('nbp_session='));
          resolve({ status: response.statusCode ?? 0, body: parsed, cookie: setCookie?.split(';')[0] });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const login = (email: string, password: string, from?: string) =>
  call('POST', '/api/login/local', { from, json: { username: email, password } });

async function signedIn(email: string, password: string, from?: string): Promise<string> {
  const answer = await login(email, password, from);
  expect(answer.status, `login of ${email}`).toBe(200);
  return answer.cookie!;
}

async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function createAdmin(email: string): Promise<void> {
  await createNonAdmin(stack.databaseUrl, email, PASSWORD);
  await sql(`update identity.users set is_admin = true where email = $1`, [email]);
}

const adminRead = (cookie: string, base = stack.url) =>
  fetch(`${base}/api/admin/bookings`, { headers: { cookie } }).then((response) => response.status);

describe('sign-in throttling through the gateway', () => {
  it('ten wrong passwords from one address do not stop the administrator signing in from another', async () => {
    for (let i = 0; i < 10; i++) expect((await login(stack.admin.email, `Sbagliata${i}!`, '127.0.0.2')).status).toBe(401);
    const locked = await login(stack.admin.email, stack.admin.password, '127.0.0.2');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ error: 'too_many_logins', message: MESSAGES.tooManyLogins });
    expect(locked.cookie).toBeUndefined();

    const cookie = await signedIn(stack.admin.email, stack.admin.password, '127.0.0.3');
    expect(await adminRead(cookie)).toBe(200);
  });

  it('closes an account to everyone only under failures from many addresses', async () => {
    await createNonAdmin(stack.databaseUrl, 'bersaglio@test.example', PASSWORD);
    // 18 failures from 2 addresses: one stranger or two, not a wide attack.
    for (const from of ['127.0.0.10', '127.0.0.11']) {
      for (let i = 0; i < 9; i++) expect((await login('bersaglio@test.example', 'Sbagliata1!', from)).status).toBe(401);
    }
    await signedIn('bersaglio@test.example', PASSWORD, '127.0.0.12');
    // 2 more addresses: 20 failures from 4 addresses close the account, wherever the right password comes from.
    for (const from of ['127.0.0.13', '127.0.0.14']) expect((await login('bersaglio@test.example', 'Sbagliata1!', from)).status).toBe(401);
    expect((await login('bersaglio@test.example', PASSWORD, '127.0.0.15')).status).toBe(429);
  });
});

describe('change password through the gateway', () => {
  it('throttles wrong current passwords like failed logins', async () => {
    await createAdmin('guardiano@test.example');
    const from = '127.0.0.20';
    const cookie = await signedIn('guardiano@test.example', PASSWORD, from);
    const change = (currentPassword: string) =>
      call('POST', '/api/admin/change-password', {
        from,
        headers: { cookie },
        json: { currentPassword, newPassword: 'Mare#Lipari7Tonno' },
      });
    for (let i = 0; i < 10; i++) {
      const wrong = await change(`Sbagliata${i}!`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('La password attuale non è corretta');
    }
    const throttled = await change(PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe(MESSAGES.tooManyLogins);
    await signedIn('guardiano@test.example', PASSWORD, '127.0.0.21');
  });

  it('refuses a common or guessable new password in Italian and accepts a strong one', async () => {
    await createAdmin('cambusiere@test.example');
    const cookie = await signedIn('cambusiere@test.example', PASSWORD);
    const change = (newPassword: string) =>
      call('POST', '/api/admin/change-password', { headers: { cookie }, json: { currentPassword: PASSWORD, newPassword } });
    for (const weak of ['Password1234!', 'Patti2025!', 'Noleggio2025!', 'Cambusiere1!']) {
      const refused = await change(weak);
      expect(refused.status, weak).toBe(400);
      expect(refused.body.message, weak).toMatch(/^Password troppo debole: .+/);
    }
    expect((await change('Mare#Lipari7Tonno')).status).toBe(200);
    await signedIn('cambusiere@test.example', 'Mare#Lipari7Tonno');
  });
});

describe('sessions through the gateway', () => {
  it('a demoted administrator gets 403 and a removed one 401 at the next request, at the gateway and in the service', async () => {
    await createAdmin('congedato@test.example');
    const cookie = await signedIn('congedato@test.example', PASSWORD);
    expect(await adminRead(cookie)).toBe(200);

    await sql(`update identity.users set is_admin = false where email = $1`, ['congedato@test.example']);
    expect(await adminRead(cookie)).toBe(403);
    expect(await adminRead(cookie, stack.urls.booking)).toBe(403);

    await sql(`delete from identity.users where email = $1`, ['congedato@test.example']);
    expect(await adminRead(cookie)).toBe(401);
    expect(await adminRead(cookie, stack.urls.booking)).toBe(401);
  });

  it('a session idle for more than two hours is refused and ended', async () => {
    await createAdmin('assopito@test.example');
    const cookie = await signedIn('assopito@test.example', PASSWORD);
    expect(await adminRead(cookie)).toBe(200);
    const sid = JSON.parse(Buffer.from(cookie.split('.')[1]!, 'base64url').toString()).sid as string;
    await sql(`update identity.sessions set last_seen_at = now() - interval '121 minutes' where sid = $1`, [sid]);
    expect(await adminRead(cookie)).toBe(401);
    expect((await sql(`select 1 from identity.sessions where sid = $1`, [sid])).rowCount).toBe(0);
  });

  it('a cross-site logout leaves the session alive; the site’s own logout ends it', async () => {
    await createAdmin('prudente@test.example');
    const cookie = await signedIn('prudente@test.example', PASSWORD);
    for (const [method, headers] of [
      ['GET', { 'sec-fetch-site': 'cross-site' }],
      ['GET', {}],
      ['POST', { origin: 'https://evil.example' }],
      ['POST', { 'sec-fetch-site': 'cross-site' }],
      ['POST', {}],
    ] as const) {
      const answer = await call(method, '/api/logout', { headers: { ...headers, cookie } });
      expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
      expect(answer.body).toMatchObject({ error: 'cross_site', message: MESSAGES.crossSite });
      expect(await adminRead(cookie)).toBe(200);
    }
    const own = await call('GET', '/api/logout', { headers: { 'sec-fetch-site': 'same-origin', cookie } });
    expect(own.status).toBe(302);
    expect(await adminRead(cookie)).toBe(401);
  });
});
