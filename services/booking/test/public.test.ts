import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@nbp/kit/testing';
import { isRangeFree, type BookedRange, type MarkedDay } from './availability-model.ts';
import { adminBooking, client, inDays, startBooking, type Harness } from './support.ts';

let h: Harness;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  h = await startBooking('bookingpublic');
  api = client(h);
  // Boat 1: confirmed inDays(10..12), pending inDays(20..21), cancelled inDays(25); boat 2: a blocked day inDays(15).
  for (const booking of [
    adminBooking({ boatId: 1, startDate: inDays(10), endDate: inDays(12), status: 'confirmed' }),
    adminBooking({ boatId: 1, startDate: inDays(20), endDate: inDays(21), status: 'pending' }),
    adminBooking({ boatId: 1, startDate: inDays(25), endDate: inDays(25), status: 'cancelled' }),
    adminBooking({ boatId: 1, startDate: inDays(-10), endDate: inDays(-8), status: 'confirmed' }),
  ]) {
    expect((await api.admin.post('/api/admin/bookings', booking)).status).toBe(201);
  }
  await h.sql.query(
    `insert into booking.boat_availability (boat_id, date, status, notes, created_at, updated_at) values
       (2, $1, 'blocked', 'manutenzione', now(), now()), (2, $2, 'available', null, now(), now()), (2, $3, 'blocked', null, now(), now())`,
    [inDays(15), inDays(16), inDays(-3)],
  );
});

afterAll(async () => {
  await h?.close();
});

describe('calendar reads', () => {
  it('lists the confirmed, current bookings of one boat with dates and status only', async () => {
    const response = await api.get('/api/bookings?boatId=1&status=confirmed');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([{ startDate: inDays(10), endDate: inDays(12), status: 'confirmed' }]);
    expect(response.headers.get('etag')).toBeTruthy();
    expect((await api.get('/api/bookings?boatId=1')).body).toEqual(response.body);
    expect((await api.get('/api/bookings?boatId=2')).body).toEqual([]);
  });

  it('never lists pending or cancelled bookings publicly', async () => {
    expect((await api.get('/api/bookings?boatId=1&status=pending')).body).toEqual([]);
    expect((await api.get('/api/bookings?boatId=1&status=cancelled')).body).toEqual([]);
  });

  it('lists the days marked unavailable from today on', async () => {
    const response = await api.get('/api/unavailable-dates?boatId=2');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([inDays(15)]);
    expect((await api.get('/api/unavailable-dates?boatId=1')).body).toEqual([]);
  });

  it('answers a missing or bad boat id with 400 JSON', async () => {
    for (const path of ['/api/bookings', '/api/bookings?boatId=abc', '/api/unavailable-dates?boatId=-1', '/api/unavailable-dates']) {
      const response = await api.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.message).toBe('Identificativo non valido');
    }
  });
});

describe('simple availability', () => {
  const check = (boatId: number, start: string, end: string) =>
    api.get(`/api/simple-boat-availability?boatId=${boatId}&startDate=${start}&endDate=${end}`);

  it('is taken by a confirmed booking covering any day, both ends inclusive, and never cached', async () => {
    for (const [start, end] of [
      [inDays(8), inDays(10)],
      [inDays(12), inDays(14)],
      [inDays(11), inDays(11)],
      [inDays(5), inDays(30)],
    ] as const) {
      const response = await check(1, start, end);
      expect(response.body, `${start}..${end}`).toEqual({ available: false });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect((await check(1, inDays(13), inDays(14))).body).toEqual({ available: true });
    expect((await check(1, inDays(9), inDays(9))).body).toEqual({ available: true });
  });

  it('is taken by a pending booking (it holds its days), not by a cancelled one', async () => {
    expect((await check(1, inDays(21), inDays(22))).body).toEqual({ available: false });
    expect((await check(1, inDays(25), inDays(25))).body).toEqual({ available: true });
  });

  it('is taken by a day marked other than available', async () => {
    expect((await check(2, inDays(14), inDays(15))).body).toEqual({ available: false });
    expect((await check(2, inDays(16), inDays(16))).body).toEqual({ available: true });
  });

  it('answers bad or missing dates with 400 JSON and an Italian message, never 500', async () => {
    const cases: [string, string][] = [
      ['/api/simple-boat-availability?boatId=1', 'Data mancante'],
      ['/api/simple-boat-availability?boatId=1&startDate=2026-02-30&endDate=2026-03-01', 'Data non valida'],
      ['/api/simple-boat-availability?boatId=1&startDate=ieri&endDate=oggi', 'Data non valida: usa il formato AAAA-MM-GG'],
      [
        `/api/simple-boat-availability?boatId=1&startDate=${inDays(5)}&endDate=${inDays(4)}`,
        'La data di fine deve essere uguale o successiva alla data di inizio.',
      ],
      [`/api/simple-boat-availability?boatId=1&startDate=${inDays(5)}&startDate=${inDays(6)}&endDate=${inDays(7)}`, 'Data mancante'],
    ];
    for (const [path, message] of cases) {
      const response = await api.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toBe(message);
    }
  });
});

describe('alternatives and model availability', () => {
  it('lists the other active boats free for the whole range, with the card fields', async () => {
    const response = await api.get(`/api/all-boats-availability?startDate=${inDays(11)}&endDate=${inDays(15)}&excludeBoatId=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Boat 1 is booked, boat 2 has a blocked day, boat 3 is excluded, boat 4 is inactive.
    expect(response.body).toEqual([]);
    const later = await api.get(`/api/all-boats-availability?startDate=${inDays(40)}&endDate=${inDays(41)}&excludeBoatId=1`);
    expect(later.body).toEqual([
      { id: 2, name: 'Eolo 6.40 EL Open - Alacaluf II', length: '6.40 mt', maxPersons: 6, motorPower: '40 CV' },
      { id: 3, name: 'Eolo 6.90 EL - Alacaluf III', length: '7.00 mt', maxPersons: 8, motorPower: '150 CV' },
    ]);
    const all = await api.get(`/api/all-boats-availability?startDate=${inDays(40)}&endDate=${inDays(41)}`);
    expect(all.body.map((b: { id: number }) => b.id)).toEqual([1, 2, 3]);
  });

  it('gives the availability of each boat of one model (its name or base model)', async () => {
    const response = await api.get(
      `/api/availability?boatModel=${encodeURIComponent('Eolo 6.40 EL Open')}&startDate=${inDays(12)}&endDate=${inDays(12)}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { boatId: 1, name: 'Eolo 6.40 EL Open - Alacaluf I', available: false },
      { boatId: 2, name: 'Eolo 6.40 EL Open - Alacaluf II', available: true },
    ]);
    const byBase = await api.get(`/api/availability?boatModel=eolo%206.90&startDate=${inDays(12)}&endDate=${inDays(12)}`);
    expect(byBase.body).toEqual([{ boatId: 3, name: 'Eolo 6.90 EL - Alacaluf III', available: true }]);
    expect((await api.get(`/api/availability?boatModel=Sconosciuto&startDate=${inDays(12)}&endDate=${inDays(12)}`)).body).toEqual([]);
  });

  it('answers bad input with 400 and a failing catalogue with 503 JSON, forwarding the request id', async () => {
    expect((await api.get(`/api/all-boats-availability?startDate=${inDays(3)}`)).status).toBe(400);
    expect((await api.get(`/api/availability?startDate=${inDays(3)}&endDate=${inDays(3)}`)).body.message).toBe('Modello richiesto');
    h.stubs.down.catalogue = true;
    try {
      const response = await api.get(`/api/all-boats-availability?startDate=${inDays(3)}&endDate=${inDays(4)}`);
      expect(response.status).toBe(503);
      expect(response.body.message).toMatch(/catalogo/);
    } finally {
      h.stubs.down.catalogue = false;
    }
    const response = await fetch(`${h.url}/api/all-boats-availability?startDate=${inDays(3)}&endDate=${inDays(4)}`, {
      headers: { 'x-request-id': 'trace-me-12345' },
    });
    expect(response.status).toBe(200);
    expect(h.stubs.requestIds).toContain('trace-me-12345');
  });

  it('is healthy and ready', async () => {
    expect((await api.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await eventually(async () => {
      const response = await api.get('/readyz');
      return response.status === 200 ? response.body : undefined;
    });
    expect(ready).toMatchObject({ checks: { database: true, broker: true } });
  });
});

describe('availability in the database agrees with a plain model of the rule', () => {
  it('answers like isRangeFree over generated bookings and marked days', async () => {
    // A fixed pseudo-random sequence, far from the dates the other tests use (days 200 to 240).
    let seed = 20261122;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const bookings = new Map<number, BookedRange[]>([
      [2, []],
      [3, []],
    ]);
    const marked = new Map<number, MarkedDay[]>([
      [2, []],
      [3, []],
    ]);
    for (const boatId of [2, 3]) {
      // Confirmed and pending stays one after the other (both hold their days, so they may not
      // overlap); cancelled ones anywhere.
      for (let day = 200 + next(3); day < 236; day += 3 + next(6)) {
        const booked = { startDate: inDays(day), endDate: inDays(day + next(3)), status: next(3) === 0 ? 'pending' : 'confirmed' };
        bookings.get(boatId)!.push(booked);
        day += next(3);
      }
      for (let i = 0; i < 4; i++) {
        const start = 200 + next(36);
        bookings.get(boatId)!.push({ startDate: inDays(start), endDate: inDays(start + next(4)), status: 'cancelled' });
      }
      for (const booked of bookings.get(boatId)!) {
        expect((await api.admin.post('/api/admin/bookings', adminBooking({ boatId, ...booked }))).status).toBe(201);
      }
      for (let i = 0; i < 6; i++) {
        const day = { date: inDays(200 + 6 * i + next(6)), status: ['blocked', 'maintenance', 'available'][next(3)]! };
        marked.get(boatId)!.push(day);
        await h.sql.query(
          `insert into booking.boat_availability (boat_id, date, status, created_at, updated_at) values ($1, $2, $3, now(), now())`,
          [boatId, day.date, day.status],
        );
      }
    }
    let free = 0;
    for (let i = 0; i < 60; i++) {
      const boatId = 2 + (i % 2);
      const start = 198 + next(42);
      const range = { startDate: inDays(start), endDate: inDays(start + next(5)) };
      const expected = isRangeFree(range, bookings.get(boatId)!, marked.get(boatId)!);
      if (expected) free++;
      const response = await api.get(
        `/api/simple-boat-availability?boatId=${boatId}&startDate=${range.startDate}&endDate=${range.endDate}`,
      );
      expect(response.body, `boat ${boatId} ${range.startDate}..${range.endDate}`).toEqual({ available: expected });
    }
    // Both answers were exercised.
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThan(60);
  });
});
