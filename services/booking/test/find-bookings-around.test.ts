import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBooking, client, inDays, startBooking, type Harness } from './support.ts';

/** A booking shown on its own page of the admin list (docs/back-office.md#showing-a-booking-on-its-page). */

let h: Harness;
let api: ReturnType<typeof client>;
/** In date order, which is the list's default order: ids[i] sits at position i. */
const ids: number[] = [];

beforeAll(async () => {
  h = await startBooking('bookingaround');
  api = client(h);
  for (let i = 0; i < 45; i++) {
    const day = inDays(10 + i);
    const created = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: (i % 3) + 1, customerName: i === 44 ? 'Ultima Cliente' : `Cliente ${i}`, startDate: day, endDate: day }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ids.push(created.body.id);
  }
});

afterAll(async () => {
  await h?.close();
});

const page = async (query: string) => {
  const answer = await api.admin.get(`/api/admin/bookings?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {
    ids: (answer.body as { id: number }[]).map((b) => b.id),
    offset: answer.headers.get('x-page-offset'),
    total: answer.headers.get('x-total-count'),
  };
};

describe('aroundId', () => {
  it('answers the page holding the booking, its offset in X-Page-Offset', async () => {
    // Position 42 of 45: the third page of 20 (offset 40), whatever offset was asked.
    expect(await page(`limit=20&aroundId=${ids[42]}`)).toEqual({ ids: ids.slice(40, 45), offset: '40', total: '45' });
    expect(await page(`limit=20&offset=20&aroundId=${ids[42]}`)).toEqual({ ids: ids.slice(40, 45), offset: '40', total: '45' });
    expect(await page(`limit=20&aroundId=${ids[20]}`)).toEqual({ ids: ids.slice(20, 40), offset: '20', total: '45' });
    expect(await page(`limit=20&offset=40&aroundId=${ids[19]}`)).toEqual({ ids: ids.slice(0, 20), offset: '0', total: '45' });
  });

  it('counts with the filters and the order in force', async () => {
    // Descending: position 0 is the last booking, ids[2] sits at 42.
    expect(await page(`limit=20&order=desc&aroundId=${ids[2]}`)).toEqual({
      ids: ids.slice(0, 5).reverse(),
      offset: '40',
      total: '45',
    });
    // Boat 1 holds ids[0], ids[3], …, ids[42] (15 bookings): ids[42] is the 15th, on the second page of 10.
    const boat1 = ids.filter((_, i) => i % 3 === 0);
    expect(await page(`limit=10&boatId=1&aroundId=${ids[42]}`)).toEqual({ ids: boat1.slice(10), offset: '10', total: '15' });
  });

  it('keeps the offset asked when the filters leave the booking out, or it does not exist', async () => {
    expect(await page(`limit=20&offset=20&boatId=2&aroundId=${ids[42]}`)).toEqual({
      ids: [],
      offset: '20',
      total: '15',
    });
    expect((await page(`limit=20&offset=20&aroundId=999999`)).offset).toBe('20');
    expect((await page('limit=20&offset=20')).offset).toBe('20');
  });

  it('refuses a bad aroundId with 400 and an Italian message', async () => {
    for (const query of ['aroundId=abc', 'aroundId=0', 'aroundId=-3']) {
      const answer = await api.admin.get(`/api/admin/bookings?limit=20&${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(/Identificativo/);
    }
  });
});
