import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

/** The requests tab as a to-do list (docs/back-office.md#richieste-email), customer fields sealed at rest. */

let h: Harness;
let api: ReturnType<typeof client>;
const ids: Record<string, number> = {};

/** A request by `name`, one day on boat 1, stored pending with its hold ending `holdHours` from now. */
async function request(name: string, day: number, holdHours: number, phone = `+39 340 000 ${String(day).padStart(4, '0')}`) {
  const first = name.replace(/ .*/, '').toLowerCase();
  const stored = await api.post(
    '/api/email-bookings',
    publicRequest({
      boatId: 1,
      customerName: name,
      customerEmail: `${first}@mare.example`,
      customerPhone: phone,
      startDate: inDays(day),
      endDate: inDays(day),
    }),
  );
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  await h.sql.query(`update booking.booking_requests set hold_until = now() + make_interval(hours => $2) where id = $1`, [
    stored.body.id,
    holdHours,
  ]);
  return stored.body.id as number;
}

beforeAll(async () => {
  h = await startBooking('bookingtodo');
  api = client(h);
  ids.anna = await request('Anna Ferri', 20, 5);
  ids.bruno = await request('Bruno Nicolò', 21, 2, '+39 333 123 4567');
  ids.carla = await request('Carla Neri', 22, 9);
  ids.dario = await request('Dario Blu', 23, 4);
  ids.elena = await request('Elena Gialli', 24, 4);
  ids.franco = await request('Franco Rosa', 25, 1);
  ids.gino = await request('Gino Verdi', 26, 4);
  ids.ugo = await request('Ugo Viola', 27, 4);
  expect((await api.admin.post(`/api/admin/email-requests/${ids.dario}/confirm`)).status).toBe(200);
  expect((await api.admin.post(`/api/admin/email-requests/${ids.elena}/decline`, { reason: null })).status).toBe(200);
  expect((await api.admin.post(`/api/admin/email-requests/${ids.franco}/archive`)).status).toBe(200);
  await h.sql.query(`update booking.booking_requests set status = 'expired', decided_at = now() where id = $1`, [ids.gino]);
  await h.sql.query(`update booking.booking_requests set status = 'cancelled', decided_at = now() where id = $1`, [ids.ugo]);
});

afterAll(async () => {
  await h?.close();
});

const list = async (query: string) => {
  const answer = await api.admin.get(`/api/admin/email-requests?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {
    ids: (answer.body as { id: number }[]).map((r) => r.id),
    total: answer.headers.get('x-total-count'),
    offset: answer.headers.get('x-page-offset'),
    state: answer.headers.get('x-request-state'),
  };
};

describe('the requests tab as a to-do list', () => {
  it('lists the pending ones by the end of their hold, soonest first; the archived pending one is not among them', async () => {
    expect(await list('state=pending&page=1')).toEqual({
      ids: [ids.bruno, ids.anna, ids.carla],
      total: '3',
      offset: '0',
      state: 'pending',
    });
    expect((await list('state=pending&page=1&sort=created')).ids).toEqual([ids.carla, ids.bruno, ids.anna]);
  });

  it('lists each other state on its own, an archived request under Archiviate whatever its status', async () => {
    expect((await list('state=confirmed')).ids).toEqual([ids.dario]);
    expect((await list('state=declined')).ids).toEqual([ids.elena]);
    expect((await list('state=expired')).ids).toEqual([ids.gino]);
    expect((await list('state=cancelled')).ids).toEqual([ids.ugo]);
    expect((await list('state=archived')).ids).toEqual([ids.franco]);
  });

  it('keeps the plain list: every request, newest first', async () => {
    const all = await list('');
    expect(all.ids).toEqual(Object.values(ids).reverse());
    expect(all.state).toBeNull();
  });

  it('finds a customer by name (accents and case aside), e-mail or phone digits, within the state', async () => {
    expect((await list('state=pending&page=1&q=NICOLO')).ids).toEqual([ids.bruno]);
    expect((await list('state=pending&page=1&q=carla%40mare')).ids).toEqual([ids.carla]);
    expect((await list(`state=pending&page=1&q=${encodeURIComponent('333 12')}`)).ids).toEqual([ids.bruno]);
    expect(await list('state=pending&page=1&q=franco')).toMatchObject({ ids: [], total: '0' });
    expect((await list('state=archived&q=franco')).ids).toEqual([ids.franco]);
  });

  it('pages by 20, the total counting every match; aroundId lists the page and state holding that request', async () => {
    const more: number[] = [];
    for (let day = 40; day < 60; day += 1) more.push(await request(`Cliente ${day}`, day, 20 + day));
    const first = await list('state=pending&page=1');
    expect(first.total).toBe('23');
    expect(first.ids).toHaveLength(20);
    const second = await list('state=pending&page=2');
    expect(second).toEqual({ ids: more.slice(17), total: '23', offset: '20', state: 'pending' });
    expect(await list(`state=pending&page=1&aroundId=${more[19]}`)).toMatchObject({ offset: '20', state: 'pending' });
    expect(await list(`state=pending&page=1&q=zzz&aroundId=${ids.franco}`)).toEqual({
      ids: [ids.franco],
      total: '1',
      offset: '0',
      state: 'archived',
    });
  });

  it('refuses bad parameters with 400, an Italian message and a code', async () => {
    const refused: [string, string][] = [
      ['state=attesa', 'request_state_invalid'],
      ['state=pending&state=archived', 'request_state_invalid'],
      ['sort=price', 'request_sort_invalid'],
      ['page=0', 'page_invalid'],
      ['page=abc', 'page_invalid'],
      [`q=${'x'.repeat(101)}`, 'search_too_long'],
      ['aroundId=abc', 'id_invalid'],
    ];
    for (const [query, code] of refused) {
      const answer = await api.admin.get(`/api/admin/email-requests?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(code);
      expect(answer.body.message, query).not.toMatch(/expected|invalid/i);
    }
    expect((await api.admin.get('/api/admin/email-requests?state=attesa')).body.message).toBe(
      'Stato non valido: pending, confirmed, declined, expired, cancelled o archived',
    );
  });

  it('refuses the list to anonymous (401) and non-admin (403) callers', async () => {
    expect((await api.get('/api/admin/email-requests?state=pending')).status).toBe(401);
    expect((await api.get('/api/admin/email-requests?state=pending', await h.auth.userToken())).status).toBe(403);
  });
});
