import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import { remoteSessionVerifier } from '@nbp/kit/auth';
import { createTestAuth, eventually, TEST_AMQP_URL } from '@nbp/kit/testing';
import { ActivityLogEntity } from '../src/data/entities.ts';
import { createUser, login, sidOf, startIdentity, withCookie, withToken, type Identity } from './harness.ts';

let identity: Identity;
const ADMIN_EMAIL = 'capitano@example.test';
const ADMIN_PASSWORD = 'Timone2025!Porto';

beforeAll(async () => {
  identity = await startIdentity('identityadmin');
  await createUser(identity, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, isAdmin: true, firstName: 'Capitano' });
  await createUser(identity, { email: 'mozzo@example.test', password: ADMIN_PASSWORD, isAdmin: false });
});

afterAll(async () => {
  await identity?.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${identity.url}${path}`, { redirect: 'manual', ...init });
const changePassword = (cookie: string, body: unknown) =>
  get(
    '/api/admin/change-password',
    withCookie(cookie, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );

describe('admin access', () => {
  it('refuses anonymous callers with 401 and signed-in non-administrators with 403', async () => {
    const user = await login(identity, 'mozzo@example.test', ADMIN_PASSWORD);
    for (const [method, path] of [
      ['GET', '/api/admin/activity-logs'],
      ['POST', '/api/admin/change-password'],
    ] as const) {
      const anonymous = await get(path, { method });
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).message).toBeTruthy();
      expect((await get(path, withCookie(user.cookie, { method }))).status).toBe(403);
    }
  });
});

describe('change password', () => {
  it('applies the documented rules in their order, then checks the current password', async () => {
    const { cookie } = await login(identity, ADMIN_EMAIL, ADMIN_PASSWORD);
    const cases: [unknown, string][] = [
      [{}, 'Tutti i campi sono obbligatori'],
      [{ currentPassword: ADMIN_PASSWORD }, 'Tutti i campi sono obbligatori'],
      [{ currentPassword: 42, newPassword: 'Nuova2025!' }, 'Tutti i campi sono obbligatori'],
      [['not', 'an', 'object'], 'Tutti i campi sono obbligatori'],
      [{ currentPassword: 'Abc1!', newPassword: 'Abc1!' }, 'La nuova password deve essere di almeno 8 caratteri'],
      [{ currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD }, 'La nuova password deve essere diversa da quella attuale'],
      [
        { currentPassword: ADMIN_PASSWORD, newPassword: 'semplicissima' },
        'La password deve contenere maiuscole, minuscole, numeri e caratteri speciali',
      ],
      [
        { currentPassword: ADMIN_PASSWORD, newPassword: 'Senzasimboli2025' },
        'La password deve contenere maiuscole, minuscole, numeri e caratteri speciali',
      ],
      [{ currentPassword: 'Sbagliata2025!', newPassword: 'Nuova2025!Vela' }, 'La password attuale non è corretta'],
    ];
    for (const [body, message] of cases) {
      const response = await changePassword(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).message, JSON.stringify(body)).toBe(message);
    }
    // Built on the site's own words (docs/security-sign-in.md#the-sites-own-words): the year is this one.
    const year = new Date().getUTCFullYear();
    for (const weak of [`Estate${year}!`, 'Alacaluf!Patti1', `Charter${year}!x`]) {
      const response = await changePassword(cookie, { currentPassword: ADMIN_PASSWORD, newPassword: weak });
      expect(response.status, weak).toBe(400);
      expect((await response.json()).message, weak).toMatch(/^Password troppo debole: .+/);
    }
    // Nothing changed: the old password still logs in.
    expect((await login(identity, ADMIN_EMAIL, ADMIN_PASSWORD)).response.status).toBe(200);
  });

  it('stores the new password, keeps the current session, ends the others and logs the change', async () => {
    const current = await login(identity, ADMIN_EMAIL, ADMIN_PASSWORD);
    const other = await login(identity, ADMIN_EMAIL, ADMIN_PASSWORD);
    const NEW_PASSWORD = 'Nuova2025!Vela';

    const response = await changePassword(current.cookie, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Password cambiata con successo!' });

    expect((await get('/api/auth/user', withCookie(current.cookie))).status).toBe(200);
    expect((await get(`/internal/sessions/${sidOf(current.token!)}`)).status).toBe(200);
    expect((await get('/api/auth/user', withCookie(other.cookie))).status).toBe(401);
    expect((await get(`/internal/sessions/${sidOf(other.token!)}`)).status).toBe(404);

    expect((await login(identity, ADMIN_EMAIL, ADMIN_PASSWORD)).response.status).toBe(401);
    expect((await login(identity, ADMIN_EMAIL, NEW_PASSWORD)).response.status).toBe(200);

    const logs = await (await get('/api/admin/activity-logs', withCookie(current.cookie))).json();
    const entry = logs.find((log: { action: string }) => log.action === 'password.changed');
    expect(entry).toMatchObject({ userId: expect.any(String), entityType: 'user', entityId: entry.userId });
    // The log names the administrator for its readers (docs/back-office.md#a-readable-log).
    expect(entry.userName).toEqual(expect.stringMatching(/\S/));
    expect(entry.details.revokedSessions).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(logs)).not.toContain(NEW_PASSWORD);
  });
});

describe('activity log', () => {
  it('stores audit events from the bus once each and lists them newest first, a page at a time', async () => {
    const connection = await amqp.connect(TEST_AMQP_URL);
    const channel = await connection.createConfirmChannel();
    const exchange = `${identity.prefix}.events`;
    await channel.assertExchange(exchange, 'topic', { durable: true });
    const publish = (id: string, occurredAt: string, payload: unknown) =>
      new Promise<void>((resolve, reject) =>
        channel.publish(
          exchange,
          AUDIT_RECORDED,
          Buffer.from(JSON.stringify({ id, type: AUDIT_RECORDED, occurredAt, payload })),
          { persistent: true },
          (err) => (err ? reject(err) : resolve()),
        ),
      );
    const base = Date.parse('2030-01-01T10:00:00Z');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = randomUUID();
      ids.push(id);
      await publish(id, new Date(base + i * 60_000).toISOString(), {
        userId: 'admin-1',
        action: `boat.content.updated`,
        entityType: 'boat',
        entityId: String(i + 1),
        details: { step: i },
        service: 'catalogue',
      });
    }
    // A redelivery of the same message, and a message that is not an audit record.
    await publish(ids[0]!, new Date(base).toISOString(), {
      userId: 'admin-1',
      action: 'boat.content.updated',
      entityType: 'boat',
      entityId: '1',
      details: { step: 0 },
      service: 'catalogue',
    });
    await publish(randomUUID(), new Date(base).toISOString(), { nonsense: true });
    await connection.close();

    const em = () => identity.em();
    await eventually(async () => (await em().count(ActivityLogEntity, { action: 'boat.content.updated' })) === 5);
    // The duplicate and the malformed message were handled too (dead-lettered), not merely delayed.
    await eventually(async () => {
      const probe = await amqp.connect(TEST_AMQP_URL);
      try {
        const ch = await probe.createChannel();
        const dead = await ch.checkQueue(`${identity.prefix}.identity.audit.dlq`);
        const live = await ch.checkQueue(`${identity.prefix}.identity.audit`);
        return dead.messageCount === 1 && live.messageCount === 0;
      } finally {
        await probe.close();
      }
    });
    expect(await em().count(ActivityLogEntity, { action: 'boat.content.updated' })).toBe(5);

    const { cookie } = await login(identity, 'capitano@example.test', 'Nuova2025!Vela');
    const first = await get('/api/admin/activity-logs?page=1&pageSize=2', withCookie(cookie));
    expect(first.status).toBe(200);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(6);
    const page1 = await first.json();
    expect(page1.map((log: { entityId: string }) => log.entityId)).toEqual(['5', '4']);
    expect(page1[0]).toEqual({
      id: expect.any(Number),
      userId: 'admin-1',
      // No such user: the log still lists the entry, without a name.
      userName: null,
      action: 'boat.content.updated',
      entityType: 'boat',
      entityId: '5',
      details: { service: 'catalogue', step: 4 },
      createdAt: new Date(base + 4 * 60_000).toISOString(),
    });
    const page2 = await (await get('/api/admin/activity-logs?page=2&pageSize=2', withCookie(cookie))).json();
    expect(page2.map((log: { entityId: string }) => log.entityId)).toEqual(['3', '2']);

    const all = await (await get('/api/admin/activity-logs', withCookie(cookie))).json();
    expect(all).toHaveLength(total);
    const times = all.map((log: { createdAt: string }) => log.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    for (const query of ['pageSize=500', 'page=0', 'page=abc', 'pageSize=-1']) {
      const response = await get(`/api/admin/activity-logs?${query}`, withCookie(cookie));
      expect(response.status, query).toBe(400);
      expect((await response.json()).message).toMatch(/non valida/);
    }
    expect((await get('/api/admin/activity-logs?pageSize=200', withCookie(cookie))).status).toBe(200);
  });
});

describe('the contract other services rely on', () => {
  it('remoteSessionVerifier accepts a live session through JWKS and /internal/sessions, and refuses it after logout', async () => {
    const verifier = remoteSessionVerifier(identity.url);
    const { token, cookie } = await login(identity, 'capitano@example.test', 'Nuova2025!Vela');
    const claims = await verifier.verify(token!);
    expect(claims).toMatchObject({ email: 'capitano@example.test', isAdmin: true, sid: sidOf(token!) });

    const foreign = await (await createTestAuth()).adminToken();
    expect(await verifier.verify(foreign)).toBeNull();

    await get('/api/logout', withCookie(cookie, { headers: { 'sec-fetch-site': 'same-origin' } }));
    expect(await verifier.verify(token!)).toBeNull();
    expect((await get('/api/admin/activity-logs', withToken(token!))).status).toBe(401);
  });
});
