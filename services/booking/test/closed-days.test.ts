import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { AUDIT_RECORDED } from '@nbp/contracts/events/audit';
import { planning } from '@nbp/contracts/http/booking';
import { calendarsAnswer } from '@nbp/contracts/http/calendars';
import { slashItalianDate } from '@nbp/contracts/format';
import { adminBooking, client, inDays, listenTo, publicRequest, startBooking, type Harness } from './support.ts';

// Closed days (docs/back-office.md#closed-days): their own record, holding days through the claims
// rule like bookings and holds, audited, never a booking.

const HOST = 'alacaluf-charter.example';
const CLOSED = '/api/admin/blocked-days';

let h: Harness;
let api: ReturnType<typeof client>;
let ipCounter = 0;

beforeAll(async () => {
  h = await startBooking('closeddays', { PUBLIC_URL: `https://${HOST}` });
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const closing = (overrides: Record<string, unknown> = {}) => ({
  boatId: 1,
  startDate: inDays(20),
  endDate: inDays(22),
  reason: 'Manutenzione motore',
  ...overrides,
});
const close = (overrides: Record<string, unknown> = {}) => api.admin.post(CLOSED, closing(overrides));
const ask = (overrides: Record<string, unknown> = {}) =>
  api.post('/api/email-bookings', publicRequest(overrides), { ip: `198.51.100.${++ipCounter}` });
const free = async (boatId: number, startDate: string, endDate: string) =>
  (await api.get(`/api/simple-boat-availability?boatId=${boatId}&startDate=${startDate}&endDate=${endDate}`)).body.available as boolean;
const claimsOf = async (id: number) =>
  (await h.sql.query('select count(*)::int as n from booking.claims where blocked_day_id = $1', [id])).rows[0].n as number;
const slash = (from: number, to: number) => ({ startDate: slashItalianDate(inDays(from)), endDate: slashItalianDate(inDays(to)) });

describe('closing and reopening days', () => {
  it('refuses anonymous (401) and non-admin (403) callers, directly on the service; nothing stored', async () => {
    const user = await h.auth.userToken();
    expect((await api.post(CLOSED, closing())).status).toBe(401);
    expect((await api.post(CLOSED, closing(), { token: user })).status).toBe(403);
    expect((await api.del(`${CLOSED}/1`)).status).toBe(401);
    expect((await api.del(`${CLOSED}/1`, user)).status).toBe(403);
    expect((await h.sql.query('select count(*)::int as n from booking.blocked_days')).rows[0].n).toBe(0);
  });

  it('closes (201 with its id), shows in the planning as blocked with its reason, reopens (204), then 404; each audited', async () => {
    const audit = await listenTo(h, AUDIT_RECORDED);
    const created = await close({ boatId: 2, startDate: inDays(5), endDate: inDays(7), reason: '  Uscita del proprietario ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      boatId: 2,
      startDate: inDays(5),
      endDate: inDays(7),
      reason: 'Uscita del proprietario',
      createdBy: expect.any(String),
    });
    const id = created.body.id as number;
    expect(await claimsOf(id)).toBe(1);
    expect((await audit.next()).payload).toMatchObject({
      action: 'closed-days.created',
      entityType: 'blocked_days',
      entityId: String(id),
      service: 'booking',
      details: {
        boatId: 2,
        boatName: 'Eolo 6.40 EL Open - Alacaluf II',
        startDate: inDays(5),
        endDate: inDays(7),
        reason: 'Uscita del proprietario',
      },
    });

    const shown = planning.parse((await api.admin.get(`/api/admin/planning?from=${inDays(0)}&to=${inDays(13)}`)).body);
    expect(shown.entries.filter((e) => e.kind === 'blocked')).toEqual([
      { id, boatId: 2, kind: 'blocked', status: 'closed', startDate: inDays(5), endDate: inDays(7), label: 'Uscita del proprietario' },
    ]);

    expect((await api.admin.del(`${CLOSED}/${id}`)).status).toBe(204);
    expect((await audit.next()).payload).toMatchObject({ action: 'closed-days.reopened', entityId: String(id), details: { boatId: 2 } });
    expect(await claimsOf(id)).toBe(0);
    const after = planning.parse((await api.admin.get(`/api/admin/planning?from=${inDays(0)}&to=${inDays(13)}`)).body);
    expect(after.entries.filter((e) => e.kind === 'blocked')).toEqual([]);
    expect(await free(2, inDays(5), inDays(7))).toBe(true);

    for (const path of [`${CLOSED}/${id}`, `${CLOSED}/999999`, `${CLOSED}/abc`]) {
      const again = await api.admin.del(path);
      expect(again.status, path).toBe(404);
      expect(again.body, path).toMatchObject({
        code: 'closed_days_not_found',
        message: 'Giorni chiusi non trovati: forse sono già stati riaperti.',
      });
    }
    await audit.close();
  });

  it('answers 400 in Italian with a code for a missing or long reason, inverted, past or too long days, an unknown boat; nothing stored', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reason: undefined }, 'closed_reason_required', 'Scrivi il motivo della chiusura.'],
      [{ reason: '   ' }, 'closed_reason_required', 'Scrivi il motivo della chiusura.'],
      [{ reason: 'x'.repeat(201) }, 'closed_reason_too_long', 'Il motivo può avere al massimo 200 caratteri.'],
      [{ reason: 'riga\nnuova' }, 'characters_not_allowed', 'Il motivo contiene caratteri non ammessi.'],
      [
        { startDate: inDays(9), endDate: inDays(8) },
        'end_before_start',
        'La data di fine deve essere uguale o successiva alla data di inizio.',
      ],
      [{ startDate: inDays(-3), endDate: inDays(-1) }, 'closed_days_past', 'Non si possono chiudere giorni già passati.'],
      [{ startDate: inDays(1), endDate: inDays(400) }, 'closed_days_too_long', 'Si possono chiudere al massimo 366 giorni alla volta.'],
      [{ startDate: '2027-02-30' }, 'date_invalid', 'Data non valida'],
      [{ boatId: 99 }, 'boat_unknown', 'Barca non trovata: scegli una barca del catalogo.'],
    ];
    for (const [overrides, code, message] of cases) {
      const answer = await close(overrides);
      expect(answer.status, code).toBe(400);
      expect(answer.body.code, code).toBe(code);
      expect(answer.body.message, code).toContain(message);
    }
    expect((await h.sql.query('select count(*)::int as n from booking.blocked_days where boat_id in (1, 99)')).rows[0].n).toBe(0);
  });
});

describe('what is in the way of closing days (409)', () => {
  it('a confirmed booking, a pending booking, a pending request and other closed days are each named; nothing stored', async () => {
    const booked = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, customerName: 'Carla Neri', startDate: inDays(40), endDate: inDays(41) }),
    );
    const pending = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 3, customerName: 'Paolo Gialli', status: 'pending', startDate: inDays(43), endDate: inDays(43) }),
    );
    const held = await ask({ boatId: 3, customerName: 'Rita Viola', startDate: inDays(45), endDate: inDays(46) });
    const closed = await close({ boatId: 3, startDate: inDays(48), endDate: inDays(49), reason: 'Carena' });
    expect([booked.status, pending.status, held.status, closed.status]).toEqual([201, 201, 201, 201]);

    const cases: [number, number, string, string][] = [
      [
        39,
        40,
        'booking_overlap_named',
        `Le date si sovrappongono a una prenotazione confermata per questa barca. (Carla Neri, ${slash(40, 41).startDate} – ${slash(40, 41).endDate})`,
      ],
      [43, 44, 'pending_booking_overlap_named', `(Paolo Gialli, ${slash(43, 43).startDate} – ${slash(43, 43).endDate})`],
      [
        46,
        47,
        'request_overlap_named',
        `Le date si sovrappongono a una richiesta in attesa di risposta per questa barca. (Rita Viola, ${slash(45, 46).startDate} – ${slash(45, 46).endDate})`,
      ],
      [
        47,
        48,
        'closed_overlap_named',
        `Le date si sovrappongono a giorni chiusi: la barca è chiusa dal ${slash(48, 49).startDate} al ${slash(48, 49).endDate} (Carena).`,
      ],
    ];
    for (const [from, to, code, message] of cases) {
      const answer = await close({ boatId: 3, startDate: inDays(from), endDate: inDays(to) });
      expect(answer.status, code).toBe(409);
      expect(answer.body.code, code).toBe(code);
      expect(answer.body.message, code).toContain(message);
    }
    expect((await h.sql.query('select count(*)::int as n from booking.blocked_days where boat_id = 3')).rows[0].n).toBe(1);
  });

  it("an imported calendar's event names its feed", async () => {
    const { rows } = await h.sql.query(
      `with feed as (insert into booking.calendar_feeds (boat_id, name, url_encrypted, next_poll_at, created_at)
                     values (4, 'SamBoat', 'sealed', now() + interval '1 day', now()) returning id),
            event as (insert into booking.external_events (feed_id, boat_id, uid, start_date, end_date)
                      select id, 4, 'samboat-1', $1::date, $2::date from feed returning id)
       insert into booking.claims (boat_id, start_date, end_date, external_event_id) select 4, $1::date, $2::date, id from event returning id`,
      [inDays(30), inDays(31)],
    );
    expect(rows).toHaveLength(1);
    const answer = await close({ boatId: 4, startDate: inDays(31), endDate: inDays(33) });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'booking_overlap_external',
      message: `Le date si sovrappongono a un evento del calendario esterno «SamBoat» (dal ${slash(30, 31).startDate} al ${slash(30, 31).endDate}).`,
    });
  });
});

describe('closed days are taken everywhere', () => {
  it('a booking or a request on them is refused (409: the boat is closed), availability and the public calendar show them taken; reopened, all free', async () => {
    const created = await close({ boatId: 1, startDate: inDays(60), endDate: inDays(62), reason: 'Tagliando' });
    expect(created.status).toBe(201);

    const booking = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 1, startDate: inDays(62), endDate: inDays(63) }));
    expect(booking.status).toBe(409);
    expect(booking.body).toMatchObject({
      code: 'closed_overlap_named',
      message: `Le date si sovrappongono a giorni chiusi: la barca è chiusa dal ${slash(60, 62).startDate} al ${slash(60, 62).endDate} (Tagliando).`,
    });
    const request = await ask({ boatId: 1, startDate: inDays(61), endDate: inDays(61) });
    expect(request.status).toBe(409);
    expect(request.body).toMatchObject({
      code: 'boat_closed',
      message: "La barca è chiusa in queste date. Scegli altre date o un'altra barca.",
    });
    expect(JSON.stringify(request.body)).not.toContain('Tagliando');

    expect(await free(1, inDays(61), inDays(61))).toBe(false);
    expect(await free(1, inDays(63), inDays(64))).toBe(true);
    const others = (await api.get(`/api/all-boats-availability?startDate=${inDays(60)}&endDate=${inDays(60)}&excludeBoatId=2`)).body as {
      id: number;
    }[];
    expect(others.map((b) => b.id)).not.toContain(1);
    const calendar = (await api.get('/api/bookings?boatId=1')).body as Record<string, unknown>[];
    expect(calendar).toContainEqual(expect.objectContaining({ startDate: inDays(60), endDate: inDays(62), status: 'confirmed' }));
    expect(JSON.stringify(calendar)).not.toContain('Tagliando');
    expect(((await api.get('/api/bookings/held?boatId=1')).body as { startDate: string }[]).map((r) => r.startDate)).not.toContain(
      inDays(60),
    );

    expect((await api.admin.del(`${CLOSED}/${created.body.id}`)).status).toBe(204);
    expect(await free(1, inDays(60), inDays(62))).toBe(true);
    expect((await ask({ boatId: 1, startDate: inDays(61), endDate: inDays(61) })).status).toBe(201);
  });

  it('of closings and requests racing for the same days exactly one wins (the database rule), the others 409, none a 500', async () => {
    const days = { boatId: 2, startDate: inDays(80), endDate: inDays(82) };
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => close({ ...days, reason: `Corsa ${i}` })),
      ...Array.from({ length: 6 }, (_, i) => ask({ ...days, customerEmail: `corsa${i}@example.test` })),
      ...Array.from({ length: 4 }, (_, i) => api.admin.post('/api/admin/bookings', adminBooking({ ...days, customerName: `Corsa ${i}` }))),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(15).fill(409)]);
    const { rows } = await h.sql.query(
      `select count(*)::int as n from booking.claims where boat_id = 2 and daterange(start_date, end_date, '[]') && daterange($1::date, $2::date, '[]')`,
      [days.startDate, days.endDate],
    );
    expect(rows[0].n).toBe(1);
  });

  it('are never revenue nor bookings in the dashboard figures', async () => {
    const before = (await api.admin.get('/api/admin/bookings/stats')).body;
    const created = await close({ boatId: 3, startDate: inDays(100), endDate: inDays(110), reason: 'Rimessaggio' });
    expect(created.status).toBe(201);
    const after = (await api.admin.get('/api/admin/bookings/stats')).body;
    expect(after).toEqual(before);
    expect(
      (await h.sql.query('select count(*)::int as n from booking.bookings where boat_id = 3 and start_date = $1', [inDays(100)])).rows[0].n,
    ).toBe(0);
  });

  it('are in the export feed as an unavailable event without the reason, and leave it once reopened', async () => {
    const list = calendarsAnswer.parse((await api.admin.get('/api/admin/calendars')).body);
    const path = list.find((b) => b.boatId === 4)!.exportUrl.slice(`https://${HOST}`.length);
    const created = await close({ boatId: 4, startDate: inDays(120), endDate: inDays(121), reason: 'Segreto del proprietario' });
    expect(created.status).toBe(201);
    const read = async () => {
      const body = await (await fetch(`${h.url}${path}`)).text();
      expect(body).not.toContain('Segreto');
      const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent');
      const event = events.find((v) => v.getFirstPropertyValue('uid') === `closed-${created.body.id}@${HOST}`);
      if (!event) return null;
      return {
        status: String(event?.getFirstPropertyValue('status')),
        start: String(event?.getFirstPropertyValue('dtstart')),
        end: String(event?.getFirstPropertyValue('dtend')),
        sequence: Number(event?.getFirstPropertyValue('sequence')),
        summary: String(event?.getFirstPropertyValue('summary')),
      };
    };
    expect(await read()).toEqual({ status: 'CONFIRMED', start: inDays(120), end: inDays(122), sequence: 0, summary: 'Occupato' });
    expect((await api.admin.del(`${CLOSED}/${created.body.id}`)).status).toBe(204);
    // Reopened: out of the feed (docs/calendars.md#export-each-boats-feed), never a CANCELLED event.
    expect(await read()).toBeNull();
  });
});
