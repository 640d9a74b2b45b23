import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

let h: Harness;
let api: ReturnType<typeof client>;

// A cut-off at 0:00 closes today at every hour, so the test does not depend on when it runs.
beforeAll(async () => {
  h = await startBooking('bookingsameday', { SAME_DAY_CUTOFF_HOUR: 0 });
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

describe('POST /api/email-bookings after the same-day cut-off', () => {
  it('refuses a request for today with an Italian 400 and stores nothing; tomorrow is accepted', async () => {
    const today = await api.post('/api/email-bookings', publicRequest({ startDate: inDays(0), endDate: inDays(1) }), {
      ip: '203.0.113.90',
    });
    expect(today.status).toBe(400);
    expect(today.body).toMatchObject({
      error: 'bad_request',
      message: 'Le prenotazioni per oggi si chiudono alle 00:00: scegli una data da domani.',
      code: 'same_day_closed',
      params: { hour: '00' },
      issues: [
        {
          path: 'startDate',
          message: 'Le prenotazioni per oggi si chiudono alle 00:00: scegli una data da domani.',
          code: 'same_day_closed',
          params: { hour: '00' },
        },
      ],
    });
    expect((await h.sql.query('select count(*)::int as n from booking.booking_requests')).rows[0].n).toBe(0);

    const tomorrow = await api.post('/api/email-bookings', publicRequest({ startDate: inDays(1), endDate: inDays(2) }), {
      ip: '203.0.113.91',
    });
    expect(tomorrow.status).toBe(201);
  });
});

describe('GET /api/email-bookings/window', () => {
  it('tells the calendar the cut-off hour and the horizon this service applies', async () => {
    const window = await api.get('/api/email-bookings/window');
    expect(window.status).toBe(200);
    expect(window.body).toEqual({ sameDayCutoffHour: 0, horizonMonths: 18 });
  });
});
