import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@nbp/contracts/messages';
import { remoteSessionVerifier } from '@nbp/kit/auth';
import { createUser, freshAddress, login, sidOf, startIdentity, withCookie, type Identity } from './harness.ts';

let identity: Identity;
const PASSWORD = 'Scoglio2025!Faro';

beforeAll(async () => {
  // A small wide-attack threshold keeps the test short; the rule is the same as with the defaults.
  identity = await startIdentity('identitysignin', { LOGIN_ACCOUNT_MAX_FAILURES: '30', LOGIN_ACCOUNT_MIN_ADDRESSES: '5' });
});

afterAll(async () => {
  await identity?.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${identity.url}${path}`, { redirect: 'manual', ...init });
const changePassword = (cookie: string, body: unknown, address: string) =>
  get(
    '/api/admin/change-password',
    withCookie(cookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    }),
  );

describe('login throttling by account and address', () => {
  it('ten wrong passwords from one address stop that address for the account, not the account from another address', async () => {
    await createUser(identity, { email: 'ammiraglio@example.test', password: PASSWORD, isAdmin: true });
    const attacker = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await login(identity, 'ammiraglio@example.test', `Sbagliata${i}!`, { address: attacker })).response.status).toBe(401);
    }
    const locked = await login(identity, 'ammiraglio@example.test', PASSWORD, { address: attacker });
    expect(locked.response.status).toBe(429);
    expect(await locked.response.json()).toMatchObject({ error: 'too_many_logins', message: MESSAGES.tooManyLogins });
    expect(locked.setCookie).toBeUndefined();

    const owner = await login(identity, 'ammiraglio@example.test', PASSWORD, { address: freshAddress() });
    expect(owner.response.status).toBe(200);
    // The owner's success does not free the attacker's address.
    expect((await login(identity, 'ammiraglio@example.test', PASSWORD, { address: attacker })).response.status).toBe(429);
  });

  it('locks the account for every address only when the failures come from many addresses', async () => {
    await createUser(identity, { email: 'nostromo@example.test', password: PASSWORD, isAdmin: true });
    // 27 failures from 3 addresses: under the wide-attack rule (at least 5 addresses), so the owner gets in.
    for (const address of [freshAddress(), freshAddress(), freshAddress()]) {
      for (let i = 0; i < 9; i++) await login(identity, 'nostromo@example.test', 'Sbagliata1!', { address });
    }
    expect((await login(identity, 'nostromo@example.test', PASSWORD, { address: freshAddress() })).response.status).toBe(200);

    // 3 more addresses bring the count over 30 failures from 6 addresses: the account is closed to everyone.
    for (const address of [freshAddress(), freshAddress(), freshAddress()]) {
      for (let i = 0; i < 2; i++) await login(identity, 'nostromo@example.test', 'Sbagliata1!', { address });
    }
    const locked = await login(identity, 'nostromo@example.test', PASSWORD, { address: freshAddress() });
    expect(locked.response.status).toBe(429);
    expect(locked.setCookie).toBeUndefined();
  });
});

describe('change password', () => {
  it('counts wrong current passwords as failed logins and throttles them', async () => {
    await createUser(identity, { email: 'timoniere@example.test', password: PASSWORD, isAdmin: true });
    const address = freshAddress();
    const { cookie } = await login(identity, 'timoniere@example.test', PASSWORD, { address });
    for (let i = 0; i < 10; i++) {
      const wrong = await changePassword(cookie, { currentPassword: `Sbagliata${i}!`, newPassword: 'Mare#Lipari7Tonno' }, address);
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).message).toBe('La password attuale non è corretta');
    }
    const throttled = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'Mare#Lipari7Tonno' }, address);
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({ message: MESSAGES.tooManyLogins });
    // The password did not change.
    expect((await login(identity, 'timoniere@example.test', PASSWORD)).response.status).toBe(200);
  });

  it('refuses a common or guessable new password with an Italian message, and accepts a strong one', async () => {
    await createUser(identity, { email: 'armatore@example.test', password: PASSWORD, isAdmin: true, firstName: 'Rosario' });
    const address = freshAddress();
    const { cookie } = await login(identity, 'armatore@example.test', PASSWORD, { address });
    for (const weak of ['Password1234!', 'Qwerty123!', 'Patti2025!', 'Alacaluf2025!', 'Rosario2025!']) {
      const refused = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: weak }, address);
      expect(refused.status, weak).toBe(400);
      const body = await refused.json();
      expect(body.error).toBe('bad_request');
      expect(body.message, weak).toMatch(/^Password troppo debole: /);
    }
    // Still the old password: a refused one wrote nothing.
    expect((await login(identity, 'armatore@example.test', PASSWORD)).response.status).toBe(200);
    const accepted = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: 'Mare#Lipari7Tonno' }, address);
    expect(accepted.status).toBe(200);
    expect((await login(identity, 'armatore@example.test', 'Mare#Lipari7Tonno')).response.status).toBe(200);
  });
});

describe('administrators removed or demoted', () => {
  it('a demoted administrator is refused admin routes at the next request, a removed one is signed out', async () => {
    const id = await createUser(identity, { email: 'retrocesso@example.test', password: PASSWORD, isAdmin: true });
    const { cookie, token } = await login(identity, 'retrocesso@example.test', PASSWORD);
    const verifier = remoteSessionVerifier(identity.url);
    expect((await get('/api/admin/activity-logs', withCookie(cookie))).status).toBe(200);

    await identity.em().execute(`update "identity"."users" set is_admin = false where id = ?`, [id]);
    expect((await get('/api/admin/activity-logs', withCookie(cookie))).status).toBe(403);
    // Every other service asks identity: it hears the current role, not the one in the token.
    expect(await verifier.verify(token!)).toMatchObject({ isAdmin: false });

    await identity.em().execute(`delete from "identity"."users" where id = ?`, [id]);
    expect((await get('/api/admin/activity-logs', withCookie(cookie))).status).toBe(401);
    expect((await get('/api/auth/user', withCookie(cookie))).status).toBe(401);
    expect(await verifier.verify(token!)).toBeNull();
    expect((await get(`/internal/sessions/${sidOf(token!)}`)).status).toBe(404);
  });
});

describe('idle sessions', () => {
  it('ends a session unused for longer than the idle limit, and keeps one in use alive', async () => {
    await createUser(identity, { email: 'dormiente@example.test', password: PASSWORD, isAdmin: true });
    const { cookie, token } = await login(identity, 'dormiente@example.test', PASSWORD);
    const sid = sidOf(token!);
    const lastSeen = async () =>
      (
        await identity
          .em()
          .execute<{ age: number }[]>(`select extract(epoch from now() - last_seen_at) as age from "identity"."sessions" where sid = ?`, [
            sid,
          ])
      )[0];

    // Used 100 minutes ago: still good, and the use moves last-seen to now.
    await identity.em().execute(`update "identity"."sessions" set last_seen_at = now() - interval '100 minutes' where sid = ?`, [sid]);
    expect((await get('/api/admin/activity-logs', withCookie(cookie))).status).toBe(200);
    expect(Number((await lastSeen())!.age)).toBeLessThan(60);

    // Unused for 2 hours and a minute: refused, and the session is gone.
    await identity.em().execute(`update "identity"."sessions" set last_seen_at = now() - interval '121 minutes' where sid = ?`, [sid]);
    expect((await get('/api/admin/activity-logs', withCookie(cookie))).status).toBe(401);
    expect(await lastSeen()).toBeUndefined();
    expect((await get('/api/auth/user', withCookie(cookie))).status).toBe(401);
  });
});

describe('logout only from the site itself', () => {
  it('a cross-site logout is refused with 403 and leaves the session alive; the site’s own logout ends it', async () => {
    await createUser(identity, { email: 'prudente@example.test', password: PASSWORD, isAdmin: true });
    const { cookie } = await login(identity, 'prudente@example.test', PASSWORD);
    const attempts: RequestInit[] = [
      // A link or an image on another site (a top-level GET carries the SameSite=Lax cookie).
      withCookie(cookie, { headers: { 'sec-fetch-site': 'cross-site' } }),
      withCookie(cookie, { headers: { 'sec-fetch-site': 'same-site' } }),
      withCookie(cookie, { method: 'POST', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
      withCookie(cookie, { method: 'POST', headers: { origin: 'https://evil.example' } }),
      // A POST with a cookie that says nowhere where it comes from.
      withCookie(cookie, { method: 'POST' }),
      withCookie(cookie, { method: 'POST', headers: { origin: 'null' } }),
    ];
    for (const init of attempts) {
      const response = await get('/api/logout', init);
      expect(response.status, JSON.stringify(init.headers)).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'cross_site', message: MESSAGES.crossSite });
      expect(response.headers.getSetCookie().some((c) => c.startsWith('nbp_session='))).toBe(false);
      expect((await get('/api/auth/user', withCookie(cookie))).status).toBe(200);
    }

    const own = await get('/api/logout', withCookie(cookie, { headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(own.status).toBe(302);
    expect((await get('/api/auth/user', withCookie(cookie))).status).toBe(401);

    // The site's own POST (its Origin) works too, and anonymous logout stays harmless.
    const again = await login(identity, 'prudente@example.test', PASSWORD);
    const origin = identity.url;
    const post = await get('/api/logout', withCookie(again.cookie, { method: 'POST', headers: { origin } }));
    expect(post.status).toBe(200);
    expect((await get('/api/auth/user', withCookie(again.cookie))).status).toBe(401);
    expect((await get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(302);
  });
});
