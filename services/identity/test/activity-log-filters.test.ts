import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActivity, romeDayStart } from '../src/data/activity-log.ts';
import { createUser, login, withCookie, type Identity, startIdentity } from './harness.ts';

// The log's filters (docs/back-office.md#a-readable-log): kind, administrator, Rome calendar days.
let identity: Identity;
let marina: string;
let cookie: string;
const PASSWORD = 'Timone2025!Porto';

beforeAll(async () => {
  identity = await startIdentity('identitylogfilter');
  marina = await createUser(identity, { email: 'marina@example.test', password: PASSWORD, isAdmin: true, firstName: 'Marina' });
  await createUser(identity, { email: 'mozzo@example.test', password: PASSWORD, isAdmin: false });
  const em = identity.em();
  const at = (iso: string) => new Date(iso);
  const entry = (action: string, userId: string | null, createdAt: string, entityId = '1') =>
    logActivity(em, { userId, action, entityType: null, entityId, details: null, createdAt: at(createdAt) });
  // Summer (UTC+2): 21:59:59Z is 23:59:59 of 14 July in Rome, 22:00:00Z is midnight of the 15th.
  entry('booking.updated', marina, '2031-07-14T21:59:59Z', 'late-14');
  entry('booking.created', marina, '2031-07-14T22:00:00Z', 'early-15');
  entry('booking-request.confirmed', 'someone-else', '2031-07-15T10:00:00Z', 'req-15');
  entry('email-request.archived', marina, '2031-07-15T11:00:00Z', 'arch-15');
  entry('boat.content.updated', marina, '2031-07-15T12:00:00Z', 'boat-15');
  entry('calendar.feed.added', marina, '2031-07-15T13:00:00Z', 'cal-15');
  entry('pricing.period.created', marina, '2031-07-15T21:59:59Z', 'price-late-15');
  entry('password.changed', marina, '2031-07-15T22:00:00Z', 'pwd-16');
  // Winter (UTC+1): 22:59:59Z is still 10 January in Rome, 23:00:00Z is the 11th.
  entry('booking.deleted', marina, '2031-01-10T22:59:59Z', 'late-jan-10');
  entry('admin.created', null, '2031-01-10T23:00:00Z', 'early-jan-11');
  // Looks like a booking action to a careless LIKE, is not one.
  entry('bookingXcreated', marina, '2031-07-15T09:00:00Z', 'not-a-booking');
  await em.flush();
  ({ cookie } = await login(identity, 'marina@example.test', PASSWORD));
});

afterAll(async () => {
  await identity?.close();
});

const get = (path: string, init?: RequestInit) => fetch(`${identity.url}${path}`, { redirect: 'manual', ...init });
async function ids(query: string): Promise<{ ids: string[]; total: number }> {
  const response = await get(`/api/admin/activity-logs?${query}`, withCookie(cookie));
  expect(response.status, query).toBe(200);
  const body = (await response.json()) as { entityId: string }[];
  return { ids: body.map((log) => log.entityId), total: Number(response.headers.get('x-total-count')) };
}

describe('activity log filters', () => {
  it('keeps a day to Rome midnights, summer and winter, both ends included', async () => {
    expect(romeDayStart('2031-07-15').toISOString()).toBe('2031-07-14T22:00:00.000Z');
    expect(romeDayStart('2031-01-11').toISOString()).toBe('2031-01-10T23:00:00.000Z');
    // The last Sunday of March has 23 hours: the next day starts 23 hours later.
    expect(romeDayStart('2031-03-30', 1).getTime() - romeDayStart('2031-03-30').getTime()).toBe(23 * 3_600_000);

    expect((await ids('from=2031-07-15&to=2031-07-15')).ids).toEqual([
      'price-late-15',
      'cal-15',
      'boat-15',
      'arch-15',
      'req-15',
      'not-a-booking',
      'early-15',
    ]);
    expect((await ids('to=2031-07-14')).ids).toEqual(['late-14', 'early-jan-11', 'late-jan-10']);
    expect((await ids('from=2031-07-16')).ids).toEqual(['pwd-16']);
    expect((await ids('from=2031-01-10&to=2031-01-10')).ids).toEqual(['late-jan-10']);
    expect((await ids('from=2031-01-11&to=2031-01-11')).ids).toEqual(['early-jan-11']);
  });

  it('filters by kind (the action prefixes), by administrator, and all together, counting what matches', async () => {
    expect((await ids('kind=prenotazioni')).ids).toEqual(['early-15', 'late-14', 'late-jan-10']);
    expect((await ids('kind=richieste')).ids).toEqual(['arch-15', 'req-15']);
    expect((await ids('kind=barche')).ids).toEqual(['boat-15']);
    expect((await ids('kind=prezzi')).ids).toEqual(['price-late-15']);
    expect((await ids('kind=calendari')).ids).toEqual(['cal-15']);
    expect((await ids('kind=accessi')).ids).toEqual(['pwd-16', 'early-jan-11']);
    expect((await ids(`userId=someone-else`)).ids).toEqual(['req-15']);
    const mine = await ids(`userId=${marina}&kind=prenotazioni&from=2031-07-15&to=2031-07-15&pageSize=1`);
    expect(mine).toEqual({ ids: ['early-15'], total: 1 });
    const paged = await ids('kind=prenotazioni&pageSize=2&page=2');
    expect(paged).toEqual({ ids: ['late-jan-10'], total: 3 });
  });

  it('lists the administrators the log names, by name, an unknown one by its id', async () => {
    const response = await get('/api/admin/activity-logs/admins', withCookie(cookie));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { id: marina, name: 'Marina' },
      { id: 'someone-else', name: 'someone-else' },
    ]);
  });

  it('answers bad filters 400 in Italian', async () => {
    const cases: [string, RegExp][] = [
      ['kind=ombrelloni', /Tipo non valido/],
      ['kind=prenotazioni&kind=barche', /Tipo non valido/],
      ['from=2031-02-30', /Data "dal" non valida/],
      ['to=15-07-2031', /Data "al" non valida/],
      ['from=2031-07-16&to=2031-07-15', /successiva/],
      ['userId=', /Amministratore non valido/],
      [`userId=${'x'.repeat(101)}`, /Amministratore non valido/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/admin/activity-logs?${query}`, withCookie(cookie));
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toMatch(message);
    }
  });

  it('refuses the administrators list to anonymous (401) and non-admin (403) callers', async () => {
    expect((await get('/api/admin/activity-logs/admins')).status).toBe(401);
    const user = await login(identity, 'mozzo@example.test', PASSWORD);
    expect((await get('/api/admin/activity-logs/admins', withCookie(user.cookie))).status).toBe(403);
  });
});
