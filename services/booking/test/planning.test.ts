import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harbourToday, planning, type PlanningEntry } from '@nbp/contracts/http/booking';
import { todayInRome } from '@nbp/contracts/common';
import { adminBooking, client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

// The planning tab and "Oggi al porto" (docs/back-office.md#planning).

let h: Harness;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  h = await startBooking('planning');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const range = (from: string, to: string) => `/api/admin/planning?from=${from}&to=${to}`;

describe('planning', () => {
  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    const user = await h.auth.userToken();
    for (const path of [range(inDays(0), inDays(6)), '/api/admin/planning/today']) {
      expect((await api.get(path)).status, path).toBe(401);
      expect((await api.get(path, user)).status, path).toBe(403);
    }
  });

  it('answers 400 in Italian for a missing date, an inverted range or more than 62 days', async () => {
    const cases: [string, RegExp][] = [
      ['/api/admin/planning', /Data mancante/],
      [range('2026-02-30', inDays(3)), /Data non valida/],
      [range(inDays(5), inDays(4)), /non può precedere/],
      [range(inDays(0), inDays(62)), /al massimo 62 giorni/],
    ];
    for (const [path, message] of cases) {
      const answer = await api.admin.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toMatch(message);
    }
    expect((await api.admin.get(range(inDays(0), inDays(61)))).status).toBe(200);
  });

  it('lists bookings, holds and blocked days overlapping the range, names opened from their sealed columns', async () => {
    const confirmed = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, customerName: 'Carla Neri', startDate: inDays(40), endDate: inDays(42) }),
    );
    const pending = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 2, customerName: 'Paolo Gialli', status: 'pending', startDate: inDays(44), endDate: inDays(44) }),
    );
    const cancelled = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, customerName: 'Via Annullata', status: 'cancelled', startDate: inDays(41), endDate: inDays(41) }),
    );
    // Outside the range: starts the day after it ends.
    await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, customerName: 'Fuori Range', startDate: inDays(51), endDate: inDays(52) }),
    );
    expect([confirmed.status, pending.status, cancelled.status]).toEqual([201, 201, 201]);
    const request = await api.post(
      '/api/email-bookings',
      publicRequest({ boatId: 3, customerName: 'Rita Viola', startDate: inDays(38), endDate: inDays(41) }),
      {
        ip: '198.51.100.90',
      },
    );
    expect(request.status).toBe(201);
    const blocks = await h.sql.query(
      `insert into booking.boat_availability (boat_id, date, status, notes, created_at, updated_at) values
        (2, $1, 'blocked', 'Tagliando motore', now(), now()), (4, $2, 'maintenance', null, now(), now()), (1, $3, 'available', null, now(), now())
       returning id`,
      [inDays(46), inDays(47), inDays(45)],
    );

    // Customer names are sealed at rest: the table holds none in clear.
    const raw = await h.sql.query(`select customer_name_encrypted from booking.bookings where id = $1`, [confirmed.body.id]);
    expect(raw.rows[0].customer_name_encrypted).not.toContain('Carla');

    const answer = await api.admin.get(range(inDays(39), inDays(50)));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = planning.parse(answer.body);
    // Every boat, the deactivated one (4) last.
    expect(body.boats.map((b) => [b.id, b.isActive])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    const byKind = (kind: PlanningEntry['kind']) => body.entries.filter((e) => e.kind === kind).map(({ kind: _, ...rest }) => rest);
    expect(byKind('booking')).toEqual([
      { id: confirmed.body.id, boatId: 1, status: 'confirmed', startDate: inDays(40), endDate: inDays(42), label: 'Carla Neri' },
      { id: pending.body.id, boatId: 2, status: 'pending', startDate: inDays(44), endDate: inDays(44), label: 'Paolo Gialli' },
    ]);
    expect(byKind('hold')).toEqual([
      { id: request.body.id, boatId: 3, status: 'pending', startDate: inDays(38), endDate: inDays(41), label: 'Rita Viola' },
    ]);
    expect(byKind('blocked')).toEqual([
      { id: blocks.rows[0].id, boatId: 2, status: 'blocked', startDate: inDays(46), endDate: inDays(46), label: 'Tagliando motore' },
      { id: blocks.rows[1].id, boatId: 4, status: 'maintenance', startDate: inDays(47), endDate: inDays(47), label: 'Non disponibile' },
    ]);
    // No phone, e-mail or notes in the grid's entries.
    expect(JSON.stringify(body.entries)).not.toMatch(/333|example\.test|Arrivo|skipper/);

    // A declined request frees its days and leaves the planning.
    expect((await api.admin.post(`/api/admin/email-requests/${request.body.id}/decline`, {})).status).toBe(200);
    const after = planning.parse((await api.admin.get(range(inDays(39), inDays(50)))).body);
    expect(after.entries.filter((e) => e.kind === 'hold')).toEqual([]);
  });

  it("lists today's departures and returns with phone and note; other days stay out", async () => {
    const leaving = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({
        boatId: 3,
        customerName: 'Luca Parte',
        customerPhone: '+39 340 000 1111',
        notes: 'Porta la cambusa',
        startDate: inDays(0),
        endDate: inDays(1),
      }),
    );
    expect(leaving.status).toBe(201);
    // A one-day rental leaves and comes back today.
    const dayTrip = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({
        boatId: 2,
        customerName: 'Gita Breve',
        customerPhone: '333 222 1111',
        notes: '',
        startDate: inDays(0),
        endDate: inDays(0),
      }),
    );
    expect(dayTrip.status).toBe(201);
    await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, customerName: 'Domani', startDate: inDays(1), endDate: inDays(2) }),
    );
    const answer = await api.admin.get('/api/admin/planning/today');
    expect(answer.status).toBe(200);
    const body = harbourToday.parse(answer.body);
    expect(body.date).toBe(todayInRome());
    const trip = {
      id: dayTrip.body.id,
      kind: 'booking',
      boatId: 2,
      status: 'confirmed',
      startDate: inDays(0),
      endDate: inDays(0),
      customerName: 'Gita Breve',
      customerPhone: '333 222 1111',
      notes: null,
    };
    expect(body.departures).toEqual([
      trip,
      {
        id: leaving.body.id,
        kind: 'booking',
        boatId: 3,
        status: 'confirmed',
        startDate: inDays(0),
        endDate: inDays(1),
        customerName: 'Luca Parte',
        customerPhone: '+39 340 000 1111',
        notes: 'Porta la cambusa',
      },
    ]);
    expect(body.returns).toEqual([trip]);
  });
});

describe("the catalogue's names, kept for CATALOGUE_NAMES_TTL_MS", () => {
  it('asks the catalogue once for calls within the time, and again after it; a refusal is not kept', async () => {
    const cached = await startBooking('planningttl', { CATALOGUE_NAMES_TTL_MS: 60_000 });
    try {
      const call = client(cached);
      const path = `/api/admin/planning?from=${inDays(0)}&to=${inDays(6)}`;
      expect((await call.admin.get(path)).status).toBe(200);
      // The catalogue goes down: the names already in hand still serve.
      cached.stubs.down.catalogue = true;
      const kept = await call.admin.get(path);
      expect(kept.status).toBe(200);
      expect(planning.parse(kept.body).boats.map((boat) => boat.id)).toEqual([1, 2, 3, 4]);
    } finally {
      await cached.close();
    }
    const fresh = await startBooking('planningttl0', { CATALOGUE_NAMES_TTL_MS: 0 });
    try {
      const call = client(fresh);
      const path = `/api/admin/planning?from=${inDays(0)}&to=${inDays(6)}`;
      expect((await call.admin.get(path)).status).toBe(200);
      fresh.stubs.down.catalogue = true;
      expect((await call.admin.get(path)).status).toBe(503);
      fresh.stubs.down.catalogue = false;
      expect((await call.admin.get(path)).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
