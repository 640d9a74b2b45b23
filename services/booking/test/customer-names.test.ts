import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerNames } from '@nbp/contracts/http/booking';
import { adminBooking, client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

// The customers the log names (docs/back-office.md#a-readable-log): opened for the administrator
// from the sealed columns, the log itself holding none.

let h: Harness;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  h = await startBooking('customernames');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

describe('customer names for the log', () => {
  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    const path = '/api/admin/bookings/customer-names?bookings=1';
    expect((await api.get(path)).status).toBe(401);
    expect((await api.get(path, await h.auth.userToken())).status).toBe(403);
  });

  it('answers the names of existing bookings and requests, leaving out ids that do not exist', async () => {
    const made = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId: 1, customerName: 'Nicolò Ferrà', startDate: inDays(30), endDate: inDays(31) }),
    );
    expect(made.status).toBe(201);
    const request = await api.post(
      '/api/email-bookings',
      publicRequest({ boatId: 2, customerName: 'Lucia Sanò', startDate: inDays(33), endDate: inDays(33) }),
      {
        ip: '198.51.100.91',
      },
    );
    expect(request.status).toBe(201);
    const bookingId = made.body.id as number;
    const { rows } = await h.sql.query<{ id: number }>('select id from booking.booking_requests order by id desc limit 1');
    const requestId = rows[0]!.id;

    const answer = await api.admin.get(
      `/api/admin/bookings/customer-names?bookings=${bookingId},999999,${bookingId}&requests=${requestId},888888`,
    );
    expect(answer.status).toBe(200);
    expect(customerNames.parse(answer.body)).toEqual({
      bookings: [{ id: bookingId, customerName: 'Nicolò Ferrà' }],
      requests: [{ id: requestId, customerName: 'Lucia Sanò' }],
    });
    expect((await api.admin.get('/api/admin/bookings/customer-names')).body).toEqual({ bookings: [], requests: [] });
  });

  it('answers 400 in Italian for a list that is not ids, or too long', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const [query, message] of [
      ['bookings=abc', /Prenotazioni: elenco di identificativi non valido/],
      ['requests=1,,2', /Richieste: elenco di identificativi non valido/],
      ['bookings=0', /elenco di identificativi non valido/],
      ['bookings=99999999999', /elenco di identificativi non valido/],
      [`bookings=${tooMany}`, /al massimo 100/],
      ['bookings=1&bookings=2', /non valido/],
    ] as const) {
      const answer = await api.admin.get(`/api/admin/bookings/customer-names?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toMatch(message);
    }
  });
});
