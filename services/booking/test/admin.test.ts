import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import { UNREADABLE_FIELD } from '@nbp/contracts/http/booking';
import { MESSAGES } from '@nbp/contracts/messages';
import { slashItalianDate } from '@nbp/contracts/format';
import { createTestAuth } from '@nbp/kit/testing';
import { seed } from '../src/data/seed.ts';
import { Pii } from '../src/data/pii.ts';
import { DEV_PII_KEYS } from '@nbp/kit/crypto';
import { silentLogger } from '@nbp/kit/testing';
import { adminBooking, client, inDays, listenTo, publicRequest, startBooking, STUB_BOATS, type Harness } from './support.ts';
import { todayInRome } from '@nbp/contracts/common';
import { daysWithin, monthOf, seasonOf } from '../src/domain/dashboard-figures.ts';

let h: Harness;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  h = await startBooking('bookingadmin');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const auditOf = (events: Awaited<ReturnType<typeof listenTo>>) => events.next().then((event) => event.payload);

describe('access', () => {
  it('refuses anonymous (401), non-admin (403) and foreign-signed (401) callers on every admin route', async () => {
    const user = await h.auth.userToken();
    const foreign = await (await createTestAuth()).adminToken();
    const routes: [string, string][] = [
      ['GET', '/api/admin/bookings'],
      ['GET', '/api/admin/bookings/stats'],
      ['POST', '/api/admin/bookings'],
      ['PATCH', '/api/admin/bookings/1'],
      ['DELETE', '/api/admin/bookings/1'],
      ['GET', '/api/admin/email-requests'],
      ['POST', '/api/admin/email-requests/1/archive'],
      ['POST', '/api/admin/email-requests/1/unarchive'],
      ['POST', '/api/admin/email-requests/archive'],
    ];
    for (const [method, path] of routes) {
      const call = (token?: string) =>
        fetch(`${h.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
      expect((await call()).status, `${method} ${path}`).toBe(401);
      expect((await call(user)).status, `${method} ${path}`).toBe(403);
      expect((await call(foreign)).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('bookings panel', () => {
  it('creates a booking (default confirmed), lists it with the boat name and audits it', async () => {
    const audit = await listenTo(h, AUDIT_RECORDED);
    const created = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, startDate: inDays(5), endDate: inDays(6), totalPrice: '480.5' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      boatId: 1,
      customerName: 'Giuseppe Verdi',
      customerEmail: 'giuseppe.verdi@example.test',
      customerPhone: '+39 333 111 2222',
      startDate: inDays(5),
      endDate: inDays(6),
      selectedExtras: [],
      totalPrice: '480.50',
      status: 'confirmed',
      notes: 'Arrivo alle 9',
      boat: { id: 1, name: 'Eolo 6.40 EL Open - Alacaluf I' },
    });
    const event = await auditOf(audit);
    expect(event).toMatchObject({
      action: 'booking.created',
      entityType: 'booking',
      entityId: String(created.body.id),
      service: 'booking',
    });
    expect(JSON.stringify(event)).not.toMatch(/Verdi|giuseppe|333 111/);
    await audit.close();

    const pending = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 2, startDate: inDays(3), endDate: inDays(3), status: 'pending', notes: '' }),
    );
    expect(pending.body).toMatchObject({ status: 'pending', notes: null, totalPrice: '750.00' });
    // Boat 4 is deactivated in the catalogue, yet the admin list still names it; an unknown boat shows null (N/A).
    await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 4, startDate: inDays(8), endDate: inDays(9), status: 'cancelled' }));
    // A booking whose boat the catalogue no longer has: it cannot be created so, only left behind.
    const orphan = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(4), endDate: inDays(4) }));
    await h.sql.query('update booking.bookings set boat_id = 77 where id = $1', [orphan.body.id]);

    const list = await api.admin.get('/api/admin/bookings');
    expect(list.status).toBe(200);
    expect(list.body.map((b: { startDate: string }) => b.startDate)).toEqual([inDays(3), inDays(4), inDays(5), inDays(8)]);
    expect(list.body.map((b: { boat: { name: string } | null }) => b.boat?.name ?? null)).toEqual([
      'Eolo 6.40 EL Open - Alacaluf II',
      null,
      'Eolo 6.40 EL Open - Alacaluf I',
      'Eolo 7.50 Day - Alacaluf IV',
    ]);
    expect(h.stubs.lastAdminHeaders?.authorization).toBe(`Bearer ${h.adminToken}`);
  });

  it('filters by boat and status, sorts by date or creation, both orders', async () => {
    const ids = async (query: string) =>
      (await api.admin.get(`/api/admin/bookings${query}`)).body.map(
        (b: { startDate: string; boatId: number }) => `${b.boatId}@${b.startDate}`,
      );
    expect(await ids('?boatId=1')).toEqual([`1@${inDays(5)}`]);
    expect(await ids('?status=pending')).toEqual([`2@${inDays(3)}`]);
    expect(await ids('?status=cancelled&boatId=4')).toEqual([`4@${inDays(8)}`]);
    expect(await ids('?sortBy=date&order=desc')).toEqual([`4@${inDays(8)}`, `1@${inDays(5)}`, `77@${inDays(4)}`, `2@${inDays(3)}`]);
    expect(await ids('?sortBy=created&order=asc')).toEqual([`1@${inDays(5)}`, `2@${inDays(3)}`, `4@${inDays(8)}`, `77@${inDays(4)}`]);
    expect(await ids('?sortBy=created&order=desc')).toEqual([`77@${inDays(4)}`, `4@${inDays(8)}`, `2@${inDays(3)}`, `1@${inDays(5)}`]);
    for (const bad of ['?status=boh', '?sortBy=price', '?order=up', '?boatId=x'])
      expect((await api.admin.get(`/api/admin/bookings${bad}`)).status).toBe(400);
  });

  it('keeps the list usable when the catalogue is down: boats show as N/A', async () => {
    h.stubs.down.catalogue = true;
    try {
      const list = await api.admin.get('/api/admin/bookings');
      expect(list.status).toBe(200);
      expect(list.body.every((b: { boat: unknown }) => b.boat === null)).toBe(true);
    } finally {
      h.stubs.down.catalogue = false;
    }
  });

  it('validates the create form with readable messages', async () => {
    const missing = await api.admin.post('/api/admin/bookings', { boatId: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['customerName', 'customerPhone', 'startDate', 'endDate']),
    );
    // A phone booking may have no e-mail, but a wrong one is still refused.
    expect((await api.admin.post('/api/admin/bookings', adminBooking({ customerEmail: 'non-una-email' }))).body.message).toBe(
      'Email non valida',
    );
    const reversed = await api.admin.post('/api/admin/bookings', adminBooking({ startDate: inDays(9), endDate: inDays(8) }));
    expect(reversed.body.message).toBe(MESSAGES.endBeforeStart);
    expect((await api.admin.post('/api/admin/bookings', adminBooking({ status: 'boh' }))).body.message).toBe(
      'Stato non valido: pending, confirmed o cancelled',
    );
  });

  it("gives every refused create or edit the stable code 'Invalid booking data' beside the Italian message", async () => {
    const created = await api.admin.post('/api/admin/bookings', adminBooking({ startDate: inDays(40), endDate: inDays(41) }));
    expect(created.status).toBe(201);
    const refused = [
      await api.admin.post('/api/admin/bookings', { boatId: 1 }),
      await api.admin.post('/api/admin/bookings', adminBooking({ startDate: inDays(9), endDate: inDays(8) })),
      await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 424242 })),
      await api.admin.patch(`/api/admin/bookings/${created.body.id}`, { customerEmail: 'non-una-mail' }),
      await api.admin.patch(`/api/admin/bookings/${created.body.id}`, { endDate: inDays(30) }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Invalid booking data');
      expect(response.body.message).toMatch(/[a-zà-ù]/);
      expect(response.body.message).not.toContain('Invalid booking data');
    }
    expect(refused[1]?.body.message).toBe(MESSAGES.endBeforeStart);
    expect((await api.admin.get(`/api/admin/bookings`)).body.find((b: { id: number }) => b.id === created.body.id)).toMatchObject({
      customerEmail: 'giuseppe.verdi@example.test',
      endDate: inDays(41),
    });
  });

  it('edits a booking fully or only its status, keeping the rest', async () => {
    const created = (
      await api.admin.post(
        '/api/admin/bookings',
        adminBooking({ boatId: 3, startDate: inDays(30), endDate: inDays(31), totalPrice: '600', status: 'pending' }),
      )
    ).body;
    const statusOnly = await api.admin.patch(`/api/admin/bookings/${created.id}`, { status: 'confirmed' });
    expect(statusOnly.status).toBe(200);
    expect(statusOnly.body).toMatchObject({
      status: 'confirmed',
      totalPrice: '600.00',
      notes: 'Arrivo alle 9',
      customerName: 'Giuseppe Verdi',
      boat: { id: 3 },
    });

    const full = await api.admin.patch(`/api/admin/bookings/${created.id}`, {
      customerName: 'Anna Bianchi',
      customerEmail: 'anna@example.test',
      customerPhone: '+39 320 000 0000',
      startDate: inDays(32),
      endDate: inDays(34),
      status: 'confirmed',
      totalPrice: '0',
      notes: '',
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({
      customerName: 'Anna Bianchi',
      startDate: inDays(32),
      endDate: inDays(34),
      totalPrice: '0.00',
      notes: null,
    });
    // Only an end before the stored start: refused although the body alone looks fine.
    const reversed = await api.admin.patch(`/api/admin/bookings/${created.id}`, { endDate: inDays(31) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(MESSAGES.endBeforeStart);
    for (const id of ['999999', 'abc', '0']) {
      const response = await api.admin.patch(`/api/admin/bookings/${id}`, { status: 'cancelled' });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Prenotazione non trovata');
    }
  });

  it('says before saving whether the days are free, in the words of the 409 (docs/back-office.md#free-or-taken)', async () => {
    const clash = (query: string) => api.admin.get(`/api/admin/bookings/clash?${query}`);
    const taken = (
      await api.admin.post(
        '/api/admin/bookings',
        adminBooking({ boatId: 3, startDate: inDays(300), endDate: inDays(302), customerName: 'Lia Prima' }),
      )
    ).body;
    const free = await clash(`boatId=3&startDate=${inDays(303)}&endDate=${inDays(304)}`);
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ free: true });
    const busy = await clash(`boatId=3&startDate=${inDays(302)}&endDate=${inDays(304)}`);
    const saving = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(302), endDate: inDays(304) }));
    expect(saving.status).toBe(409);
    expect(busy.body).toEqual({ free: false, code: 'booking_overlap_named', message: saving.body.message });
    // The booking being edited does not stand in its own way.
    expect((await clash(`boatId=3&startDate=${inDays(301)}&endDate=${inDays(303)}&bookingId=${taken.id}`)).body).toEqual({ free: true });
    expect((await clash(`boatId=3&startDate=${inDays(304)}&endDate=${inDays(303)}`)).status).toBe(400);
    expect((await clash('boatId=x')).status).toBe(400);
    expect((await api.get(`/api/admin/bookings/clash?boatId=3&startDate=${inDays(1)}&endDate=${inDays(1)}`)).status).toBe(401);
  });

  it('refuses a booking overlapping a confirmed or pending one on create and on edit (409, naming it); a cancelled one holds nothing', async () => {
    const base = (
      await api.admin.post(
        '/api/admin/bookings',
        adminBooking({ boatId: 2, startDate: inDays(40), endDate: inDays(42), customerName: 'Anna Bianchi' }),
      )
    ).body;
    const inTheWay = `${MESSAGES.bookingOverlap} (Anna Bianchi, ${slashItalianDate(inDays(40))} – ${slashItalianDate(inDays(42))})`;
    const overlap = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 2, startDate: inDays(42), endDate: inDays(45) }));
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toBe(inTheWay);
    expect(
      (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(42), endDate: inDays(45) }))).status,
    ).toBe(201);
    // A pending booking holds its days too.
    const pendingOverlap = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 2, startDate: inDays(41), endDate: inDays(41), status: 'pending' }),
    );
    expect(pendingOverlap.status).toBe(409);
    expect(pendingOverlap.body.message).toBe(inTheWay);
    const cancelled = (
      await api.admin.post(
        '/api/admin/bookings',
        adminBooking({ boatId: 2, startDate: inDays(41), endDate: inDays(41), status: 'cancelled' }),
      )
    ).body;
    expect(cancelled.status).toBe('cancelled');
    const revive = await api.admin.patch(`/api/admin/bookings/${cancelled.id}`, { status: 'pending' });
    expect(revive.status).toBe(409);
    expect(revive.body.message).toBe(inTheWay);
    const after = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 2, startDate: inDays(43), endDate: inDays(43) }));
    const moved = await api.admin.patch(`/api/admin/bookings/${after.body.id}`, { startDate: inDays(42) });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(inTheWay);
    // A pending booking in the way is called what it is, never a confirmed one.
    await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, startDate: inDays(60), endDate: inDays(61), customerName: 'Pia Attesa', status: 'pending' }),
    );
    const onPending = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(61), endDate: inDays(62) }));
    expect(onPending.status).toBe(409);
    expect(onPending.body).toMatchObject({
      code: 'pending_booking_overlap_named',
      message: `Le date si sovrappongono a una prenotazione in attesa di conferma per questa barca. (Pia Attesa, ${slashItalianDate(inDays(60))} – ${slashItalianDate(inDays(61))})`,
    });
    // An edit within its own days does not collide with itself.
    expect((await api.admin.patch(`/api/admin/bookings/${base.id}`, { endDate: inDays(41) })).status).toBe(200);
    // Cancelling the first frees its days.
    expect((await api.admin.patch(`/api/admin/bookings/${base.id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await api.admin.patch(`/api/admin/bookings/${cancelled.id}`, { status: 'confirmed' })).status).toBe(200);
  });

  it('stores exactly one of many concurrent conflicting confirmed bookings', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.admin.post('/api/admin/bookings', adminBooking({ boatId: 1, startDate: inDays(60 + (i % 3)), endDate: inDays(63 + (i % 4)) })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const { rows } = await h.sql.query(
      `select count(*)::int as n from booking.bookings where boat_id = 1 and status = 'confirmed' and start_date >= $1`,
      [inDays(60)],
    );
    expect(rows[0].n).toBe(1);
    // PostgreSQL itself refuses it, whoever writes.
    await expect(
      h.sql.query(
        `insert into booking.bookings (boat_id, customer_name_encrypted, customer_email_encrypted, customer_phone_encrypted, start_date, end_date, status, created_at)
                   values (1, 'x', 'x', 'x', $1, $1, 'confirmed', now())`,
        [inDays(63)],
      ),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('deletes a booking (204), then 404; audited', async () => {
    const created = (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(90), endDate: inDays(90) })))
      .body;
    const audit = await listenTo(h, AUDIT_RECORDED);
    const deleted = await api.admin.del(`/api/admin/bookings/${created.id}`);
    expect(deleted.status).toBe(204);
    expect(await auditOf(audit)).toMatchObject({ action: 'booking.deleted', entityId: String(created.id) });
    await audit.close();
    expect((await api.admin.del(`/api/admin/bookings/${created.id}`)).status).toBe(404);
  });

  it('holds no customer name, e-mail, phone or notes in clear in the table', async () => {
    const { rows } = await h.sql.query('select * from booking.bookings');
    expect(rows.length).toBeGreaterThan(3);
    const table = JSON.stringify(rows);
    for (const secret of ['Giuseppe', 'Verdi', 'example.test', '333 111', 'Anna', 'Bianchi', 'Arrivo']) expect(table).not.toContain(secret);
  });

  it('shows a placeholder, never the ciphertext, for a tampered field', async () => {
    const created = (await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 3, startDate: inDays(95), endDate: inDays(95) })))
      .body;
    const { rows } = await h.sql.query('select customer_email_encrypted as v from booking.bookings where id = $1', [created.id]);
    const sealed: string = rows[0].v;
    // One character of the ciphertext changed (the one before last: all its bits count in base64url).
    const at = sealed.length - 2;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(flipped).not.toBe(sealed);
    await h.sql.query('update booking.bookings set customer_email_encrypted = $2, customer_name_encrypted = $3 where id = $1', [
      created.id,
      flipped,
      'dev1:garbage',
    ]);
    const shown = (await api.admin.get('/api/admin/bookings?boatId=3')).body.find((b: { id: number }) => b.id === created.id);
    expect(shown).toMatchObject({ customerEmail: UNREADABLE_FIELD, customerName: UNREADABLE_FIELD, customerPhone: '+39 333 111 2222' });
    expect(JSON.stringify(shown)).not.toContain(flipped);
    await api.admin.del(`/api/admin/bookings/${created.id}`);
  });
});

describe('stats for the dashboard', () => {
  it('counts bookings, sums confirmed totals as a decimal string and counts those created in the last 7 days', async () => {
    await h.sql.query(`update booking.bookings set created_at = now() - interval '30 days' where boat_id = 77`);
    const stats = await api.admin.get('/api/admin/bookings/stats');
    expect(stats.status).toBe(200);
    const { rows } = await h.sql.query(
      `select count(*)::int as n, coalesce(sum(total_price) filter (where status = 'confirmed'), 0)::numeric(14,2)::text as revenue from booking.bookings`,
    );
    expect(stats.body).toMatchObject({ totalBookings: rows[0].n, totalRevenue: rows[0].revenue, recentBookings: rows[0].n - 1 });
    expect(stats.body.totalRevenue).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('dashboard figures (docs/back-office.md#dashboard-figures)', () => {
  it('counts active bookings, sums the season of confirmed ones and gives each boat its occupancy this month', async () => {
    const today = todayInRome();
    const month = monthOf(today);
    const season = seasonOf(today);
    const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const insert = `insert into booking.bookings (boat_id, customer_name_encrypted, customer_email_encrypted, customer_phone_encrypted,
                      start_date, end_date, total_price, status, created_at)
                    values ($1, 'x', 'x', 'x', $2, $3, $4, $5, now()) returning id`;
    const made: number[] = [];
    const add = async (boatId: number, start: string, end: string, total: string, status: string) =>
      made.push((await h.sql.query(insert, [boatId, start, end, total, status])).rows[0].id);
    // Boat 3: ten confirmed days from the first of the month, a cancelled booking beside them that must not count.
    await add(3, month.from, plusDays(month.from, 9), '500.00', 'confirmed');
    await add(3, plusDays(month.from, 12), plusDays(month.from, 14), '300.00', 'cancelled');
    // Boat 4 is inactive in the catalogue: listed only because it has a booked day this month.
    await add(4, month.to, plusDays(month.to, 3), '100.00', 'confirmed');
    // Two years ago, confirmed: in the total revenue, not in this season's.
    await add(1, `${season.year - 2}-06-01`, `${season.year - 2}-06-02`, '70.00', 'confirmed');
    try {
      const stats = await api.admin.get('/api/admin/bookings/stats');
      expect(stats.status).toBe(200);
      const { rows } = await h.sql.query<{ boat_id: number; start: string; end: string; total: string; status: string }>(
        `select boat_id, start_date::text as start, end_date::text as "end", total_price::text as total, status from booking.bookings`,
      );
      const cents = (list: typeof rows) => list.reduce((sum, r) => sum + Math.round(Number(r.total) * 100), 0);
      const confirmed = rows.filter((r) => r.status === 'confirmed');
      const inSeason = confirmed.filter((r) => r.start >= season.from && r.start <= season.to);
      const booked = (boatId: number) =>
        confirmed.filter((r) => r.boat_id === boatId).reduce((sum, r) => sum + daysWithin(r.start, r.end, month.from, month.to), 0);
      expect(stats.body.activeBookings).toBe(rows.filter((r) => r.status !== 'cancelled').length);
      expect(stats.body.seasonRevenue).toBe((cents(inSeason) / 100).toFixed(2));
      expect(stats.body.season).toEqual(season);
      expect(stats.body.occupancy.month).toBe(month.month);
      const byBoat = new Map(stats.body.occupancy.boats.map((b: { boatId: number }) => [b.boatId, b]));
      for (const id of [1, 2, 3]) {
        expect(byBoat.get(id)).toEqual({
          boatId: id,
          name: STUB_BOATS.find((b) => b.id === id)!.name,
          percent: Math.min(100, Math.round((booked(id) * 100) / month.days)),
        });
      }
      expect(byBoat.get(3)).toMatchObject({ percent: expect.any(Number) });
      expect((byBoat.get(3) as { percent: number }).percent).toBeGreaterThanOrEqual(Math.round(1000 / month.days));
      expect(byBoat.get(4)).toMatchObject({ boatId: 4, name: STUB_BOATS[3]!.name });
    } finally {
      await h.sql.query('delete from booking.bookings where id = any($1::int[])', [made]);
    }
  });
});

describe('booking requests panel', () => {
  it('lists requests newest first with customer data opened, archives and restores them, audited', async () => {
    const ids: number[] = [];
    for (const [i, name] of ['Primo Cliente', 'Secondo Cliente'].entries()) {
      const response = await api.post(
        '/api/email-bookings',
        publicRequest({ customerName: name, startDate: inDays(150 + i), endDate: inDays(150 + i) }),
        { ip: '198.51.100.1' },
      );
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    const list = await api.admin.get('/api/admin/email-requests');
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    expect(list.body[0]).toMatchObject({
      boatId: 2,
      boatName: 'Eolo 6.40 EL Open - Alacaluf II',
      customerName: 'Secondo Cliente',
      customerEmail: 'Maria.Rossi@Example.test',
      customerPhone: '+39 345 678 9012',
      startDate: inDays(151),
      endDate: inDays(151),
      totalPrice: '250.00',
      notes: 'Vorrei uno skipper',
      emailStatus: 'pending',
      adminEmailSent: false,
      customerEmailSent: false,
      isArchived: false,
      archivedAt: null,
    });

    const audit = await listenTo(h, AUDIT_RECORDED);
    const archived = await api.admin.post(`/api/admin/email-requests/${ids[0]}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ id: ids[0], isArchived: true, customerName: 'Primo Cliente' });
    expect(Date.parse(archived.body.archivedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditOf(audit)).toMatchObject({ action: 'email-request.archived', entityId: String(ids[0]) });
    const restored = await api.admin.post(`/api/admin/email-requests/${ids[0]}/unarchive`);
    expect(restored.body).toMatchObject({ isArchived: false, archivedAt: null });
    expect(await auditOf(audit)).toMatchObject({ action: 'email-request.unarchived' });
    await audit.close();
    expect((await api.admin.post('/api/admin/email-requests/424242/archive')).status).toBe(404);
    expect((await api.admin.post('/api/admin/email-requests/abc/unarchive')).status).toBe(404);
  });

  it('archives several requests in one call, each audited; an unknown or repeated id archives none', async () => {
    const ids: number[] = [];
    for (const [i, name] of ['Terzo Cliente', 'Quarto Cliente', 'Quinto Cliente'].entries()) {
      const response = await api.post(
        '/api/email-bookings',
        publicRequest({ customerName: name, startDate: inDays(160 + i), endDate: inDays(160 + i) }),
        { ip: '198.51.100.2' },
      );
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    const archivedIds = async () =>
      ((await api.admin.get('/api/admin/email-requests')).body as { id: number; isArchived: boolean }[])
        .filter((r) => ids.includes(r.id) && r.isArchived)
        .map((r) => r.id);

    const unknown = await api.admin.post('/api/admin/email-requests/archive', { ids: [ids[0], 424242] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'not_found', message: 'Richiesta non trovata', code: 'request_not_found' });
    for (const body of [{ ids: [] }, { ids: ['x'] }, {}, { ids: [ids[0], ids[0]] }]) {
      const refused = await api.admin.post('/api/admin/email-requests/archive', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message).toMatch(/[a-zà-ù]/);
    }
    expect(await archivedIds()).toEqual([]);

    const audit = await listenTo(h, AUDIT_RECORDED);
    const done = await api.admin.post('/api/admin/email-requests/archive', { ids: [ids[0], ids[2]] });
    expect(done.status).toBe(200);
    expect(done.body.map((r: { id: number; isArchived: boolean }) => [r.id, r.isArchived])).toEqual([
      [ids[0], true],
      [ids[2], true],
    ]);
    const events = [await auditOf(audit), await auditOf(audit)];
    await audit.close();
    expect(events.map((e) => [e.action, e.entityId]).sort()).toEqual(
      [
        ['email-request.archived', String(ids[0])],
        ['email-request.archived', String(ids[2])],
      ].sort(),
    );
    expect((await archivedIds()).sort()).toEqual([ids[0], ids[2]].sort());
  });

  it('refuses a tampered ciphertext: placeholder shown, the rest of the list intact', async () => {
    const { rows } = await h.sql.query('select id, customer_phone_encrypted as v from booking.booking_requests order by id limit 1');
    const [id, sealed] = [rows[0].id, rows[0].v as string];
    const [keyId, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    // Same key, a ciphertext of another value: authentication fails because the tag does not match.
    const other = new Pii(DEV_PII_KEYS, undefined, silentLogger())
      .seal('+39 999 999 9999', { table: 'booking_requests', id, column: 'customer_phone_encrypted' })
      .split(':')[4];
    await h.sql.query('update booking.booking_requests set customer_phone_encrypted = $2, notes_encrypted = $3 where id = $1', [
      id,
      [keyId, iv, tag, other].join(':'),
      `${keyId}:${iv}:${tag.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}:${body}`,
    ]);
    const list = await api.admin.get('/api/admin/email-requests');
    expect(list.status).toBe(200);
    const shown = list.body.find((r: { id: number }) => r.id === id);
    expect(shown.customerPhone).toBe(UNREADABLE_FIELD);
    expect(shown.notes).toBe(UNREADABLE_FIELD);
    expect(shown.customerName).not.toBe(UNREADABLE_FIELD);
    expect(JSON.stringify(list.body)).not.toContain(other);
  });
});

describe('seed', () => {
  it('adds two future demo bookings to an empty table only, sealed', async () => {
    const em = h.infra.orm.em.fork();
    const pii = new Pii(DEV_PII_KEYS, undefined, silentLogger());
    expect(await seed(em, pii)).toEqual({ bookings: 0 });
    await h.sql.query('delete from booking.bookings');
    expect(await seed(em, pii)).toEqual({ bookings: 2 });
    expect(await seed(h.infra.orm.em.fork(), pii)).toEqual({ bookings: 0 });
    const calendar = await api.get('/api/bookings?boatId=1&status=confirmed');
    expect(calendar.body).toEqual([{ startDate: inDays(14), endDate: inDays(15), status: 'confirmed' }]);
    expect(JSON.stringify((await h.sql.query('select * from booking.bookings')).rows)).not.toContain('Dimostrativo');
  });
});
