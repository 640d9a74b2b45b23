import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBooking, client, inDays, startBooking, type Harness } from './support.ts';

/** Finding a booking in the admin list (docs/back-office.md#finding-a-booking), customer fields sealed at rest. */

let h: Harness;
let api: ReturnType<typeof client>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await startBooking('bookingfind');
  api = client(h);
  const people = [
    {
      key: 'nicolo',
      boatId: 1,
      customerName: 'Nicolò Bianchi',
      customerEmail: 'nbianchi@posta.example',
      customerPhone: '+39 333 123 4567',
      startDate: inDays(10),
      endDate: inDays(12),
    },
    {
      key: 'anna',
      boatId: 1,
      customerName: 'Anna Ferri',
      customerEmail: 'anna.ferri@mare.example',
      customerPhone: '+39 340 555 0101',
      startDate: inDays(20),
      endDate: inDays(20),
    },
    {
      key: 'luca',
      boatId: 2,
      customerName: 'Luca Neri',
      customerEmail: 'luca@porto.example',
      customerPhone: '0789 12 34 56',
      startDate: inDays(11),
      endDate: inDays(15),
    },
    {
      key: 'sara',
      boatId: 3,
      customerName: 'Sara Colombo',
      customerEmail: 'sara.c@mare.example',
      customerPhone: '+39 347 000 1111',
      startDate: inDays(30),
      endDate: inDays(31),
    },
  ];
  for (const { key, ...person } of people) {
    const created = await api.admin.post('/api/admin/bookings', adminBooking(person));
    expect(created.status).toBe(201);
    ids[key] = created.body.id;
  }
});

afterAll(async () => {
  await h?.close();
});

const find = async (query: string) => {
  const answer = await api.admin.get(`/api/admin/bookings?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ids: (answer.body as { id: number }[]).map((b) => b.id), total: answer.headers.get('x-total-count') };
};

describe('finding a booking', () => {
  it('keeps the plain list an array, with the total in X-Total-Count', async () => {
    const all = await find('');
    expect(all.ids).toEqual([ids.nicolo, ids.luca, ids.anna, ids.sara]);
    expect(all.total).toBe('4');
  });

  it('stores the customer sealed: the table holds no name to compare', async () => {
    const raw = await h.sql.query<{ n: string }>('select customer_name_encrypted as n from booking.bookings where id = $1', [ids.nicolo]);
    expect(raw.rows[0]!.n).not.toContain('Nicol');
  });

  it('finds "Nicolò" by "nicolo" and by "BIANCHI", accents and case aside', async () => {
    expect((await find('q=nicolo')).ids).toEqual([ids.nicolo]);
    expect((await find('q=BIANCHI')).ids).toEqual([ids.nicolo]);
    expect((await find(`q=${encodeURIComponent('colò b')}`)).ids).toEqual([ids.nicolo]);
  });

  it('finds by a part of the phone, digits only', async () => {
    expect((await find(`q=${encodeURIComponent('333 12')}`)).ids).toEqual([ids.nicolo]);
    expect((await find(`q=${encodeURIComponent('0789 12')}`)).ids).toEqual([ids.luca]);
    expect((await find('q=3401')).ids).toEqual([]);
  });

  it('finds by a part of the e-mail', async () => {
    const found = await find('q=mare.example');
    expect(found.ids).toEqual([ids.anna, ids.sara]);
    expect(found.total).toBe('2');
  });

  it('combines the search with boat and status', async () => {
    expect((await find('q=mare&boatId=3')).ids).toEqual([ids.sara]);
    expect((await find('q=mare&status=cancelled')).ids).toEqual([]);
  });

  it('keeps the bookings overlapping from/to', async () => {
    expect((await find(`from=${inDays(12)}&to=${inDays(12)}`)).ids).toEqual([ids.nicolo, ids.luca]);
    expect((await find(`from=${inDays(13)}&to=${inDays(25)}`)).ids).toEqual([ids.luca, ids.anna]);
    expect((await find(`from=${inDays(16)}`)).ids).toEqual([ids.anna, ids.sara]);
    expect((await find(`to=${inDays(10)}`)).ids).toEqual([ids.nicolo]);
  });

  it('pages with limit/offset, the total counting every match', async () => {
    const first = await find('limit=3');
    expect(first).toEqual({ ids: [ids.nicolo, ids.luca, ids.anna], total: '4' });
    const second = await find('limit=3&offset=3');
    expect(second).toEqual({ ids: [ids.sara], total: '4' });
    expect(await find('limit=2&offset=1&q=a&order=desc')).toEqual({ ids: [ids.anna, ids.luca], total: '4' });
    expect(await find('offset=10')).toEqual({ ids: [], total: '4' });
  });

  it('refuses bad parameters with 400, an Italian message and a code', async () => {
    for (const query of [
      'limit=0',
      'limit=501',
      'limit=abc',
      'offset=-1',
      'from=2026-13-01',
      'to=ieri',
      `from=${inDays(5)}&to=${inDays(4)}`,
      `q=${'x'.repeat(101)}`,
      'q=a&q=b',
      'sortBy=price',
      'order=up',
    ]) {
      const answer = await api.admin.get(`/api/admin/bookings?${query}`);
      expect(answer.status, query).toBe(400);
      expect(typeof answer.body.message, query).toBe('string');
      expect(typeof answer.body.code, query).toBe('string');
      expect(answer.body.message, query).not.toMatch(/expected|invalid|option/i);
    }
    const sorted = await api.admin.get('/api/admin/bookings?sortBy=price');
    expect(sorted.body).toMatchObject({ code: 'sort_invalid', message: 'Ordinamento non valido: date o created' });
    // The field's name leads, so the words agree with it whatever its gender.
    expect((await api.admin.get('/api/admin/bookings?offset=x')).body.message).toBe('Posizione: usa un numero intero');
    expect((await api.admin.get('/api/admin/bookings?limit=501')).body.message).toBe('Limite: il massimo è 500');
    expect((await api.admin.get('/api/admin/bookings?limit=500')).status).toBe(200);
  });

  it('refuses the search to anonymous (401) and non-admin (403) callers', async () => {
    expect((await api.get('/api/admin/bookings?q=nicolo')).status).toBe(401);
    expect((await api.get('/api/admin/bookings?q=nicolo', await h.auth.userToken())).status).toBe(403);
  });
});
