/**
 * The walking skeleton through the real processes: gateway -> services -> PostgreSQL, events over
 * RabbitMQ between services, and the admin check at the gateway and inside every service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@nbp/kit/testing';
import { adminCookie, startStack, type Stack } from '../support/stack.ts';
import { createNonAdmin } from '../support/users.ts';

let stack: Stack;
let cookie: string;

beforeAll(async () => {
  stack = await startStack({ label: 'skeleton' });
  cookie = await adminCookie(stack);
});

afterAll(async () => {
  await stack?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.url}${path}`, { headers });

describe('through the gateway', () => {
  it('serves the boat page rendered, and the fleet from the catalogue database', async () => {
    const page = await get('/boat/2');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root" data-hydrate="">.*<h1[^>]*>Eolo 6\.40 EL Open - Alacaluf II<\/h1>/s);
    const boats = await (await get('/api/boats')).json();
    expect(boats).toHaveLength(4);
    expect(boats[3].name).toBe('Eolo 7.50 Day - Alacaluf IV');
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('routes each public call to its owner', async () => {
    expect((await get('/api/extras')).status).toBe(200);
    const prices = await (await get('/api/boat-pricing/1')).json();
    expect(prices.length).toBeGreaterThan(0);
    expect((await get('/api/auth/user')).status).toBe(401);
    expect((await get('/api/auth/debug')).status).toBe(200);
  });

  it('a boat edit by the administrator reaches the activity log through RabbitMQ (catalogue -> identity)', async () => {
    const [boat] = await (await get('/api/admin/boats', { cookie })).json();
    const saved = await fetch(`${stack.url}/api/admin/boats/${boat.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', origin: stack.url },
      body: JSON.stringify({ ...boat, description: `${boat.description} Aggiornata.` }),
    });
    expect(saved.status).toBe(200);
    const entry = await eventually(async () => {
      const logs = await (await get('/api/admin/activity-logs', { cookie })).json();
      return logs.find((log: { action: string }) => log.action === 'boat.content.updated');
    });
    expect(entry).toMatchObject({ entityType: 'boat', entityId: String(boat.id) });
    expect((await (await get(`/api/boats/${boat.id}`)).json()).description).toMatch(/Aggiornata\.$/);
  });

  it('composes the dashboard', async () => {
    const dashboard = await (await get('/api/admin/dashboard', { cookie })).json();
    expect(dashboard.stats.totalBoats).toBe(4);
    expect(dashboard.pricingPeriods.length).toBeGreaterThan(0);
    expect(typeof dashboard.stats.totalRevenue).toBe('string');
  });
});

describe('admin routes refuse strangers everywhere', () => {
  const adminRoutes: [service: 'catalogue' | 'pricing' | 'booking' | 'identity', path: string][] = [
    ['catalogue', '/api/admin/boats'],
    ['pricing', '/api/admin/pricing-periods'],
    ['pricing', '/api/admin/boat-pricing'],
    ['booking', '/api/admin/bookings'],
    ['booking', '/api/admin/email-requests'],
    ['booking', '/api/admin/bookings/stats'],
    ['booking', '/api/admin/planning?from=2027-06-01&to=2027-06-07'],
    ['booking', '/api/admin/planning/today'],
    ['identity', '/api/admin/activity-logs'],
  ];

  it('401 for anonymous and 403 for a signed-in non-admin, at the gateway and directly on the service', async () => {
    await createNonAdmin(stack.databaseUrl, 'cliente@test.example', 'Cliente2025!');
    const userCookie = await adminCookie(stack, { email: 'cliente@test.example', password: 'Cliente2025!' });
    for (const [service, path] of [...adminRoutes, ['catalogue', '/api/admin/dashboard'] as const]) {
      const bases = path === '/api/admin/dashboard' ? [stack.url] : [stack.url, stack.urls[service]];
      for (const base of bases) {
        expect((await fetch(`${base}${path}`)).status, `${base}${path} anonymous`).toBe(401);
        expect((await fetch(`${base}${path}`, { headers: { cookie: userCookie } })).status, `${base}${path} non-admin`).toBe(403);
      }
    }
  });

  it('after logout the old cookie is refused by the gateway and by each service', async () => {
    const session = await adminCookie(stack);
    expect((await fetch(`${stack.urls.booking}/api/admin/bookings`, { headers: { cookie: session } })).status).toBe(200);
    const out = await fetch(`${stack.url}/api/logout`, {
      headers: { cookie: session, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(out.status).toBe(302);
    for (const [service, path] of adminRoutes) {
      expect((await fetch(`${stack.url}${path}`, { headers: { cookie: session } })).status).toBe(401);
      expect((await fetch(`${stack.urls[service]}${path}`, { headers: { cookie: session } })).status).toBe(401);
    }
  });
});
