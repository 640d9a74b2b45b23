/**
 * Input refused at the edge of the booking service: hidden or control characters in text fields,
 * money that is not a plain amount, ids that are not plain integers, a boat the catalogue does not
 * have, dates past the booking horizon. Each is a 400 with an Italian message and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersNotAllowed, horizonMessage } from '@nbp/contracts/common';
import { adminBooking, client, inDays, publicRequest, startBooking, type Harness } from './support.ts';

let h: Harness;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  h = await startBooking('bookinginput');
  api = client(h);
});

afterAll(async () => {
  await h?.close();
});

const stored = async () => {
  const bookings = await h.sql.query<{ n: number }>('select count(*)::int as n from booking.bookings');
  const requests = await h.sql.query<{ n: number }>('select count(*)::int as n from booking.booking_requests');
  return { bookings: bookings.rows[0]!.n, requests: requests.rows[0]!.n };
};

const HIDDEN = [
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\n',
  '\r',
  '\t',
  '\u0085',
  '\u2028',
  '\u202e',
  '\u2066',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
];

describe('text fields', () => {
  it('a name, a phone or an extra with a control, line-break, bidi or zero-width character is refused with a 400 in Italian, nothing stored', async () => {
    const before = await stored();
    for (const hidden of HIDDEN) {
      const name = await api.admin.post('/api/admin/bookings', adminBooking({ customerName: `Giuseppe${hidden}Verdi` }));
      expect(name.status, JSON.stringify(hidden)).toBe(400);
      expect(name.body.message).toBe(charactersNotAllowed('Il nome del cliente'));
      const trailing = await api.admin.post('/api/admin/bookings', adminBooking({ customerPhone: `+39 333 111 2222${hidden}` }));
      expect(trailing.status, JSON.stringify(hidden)).toBe(400);
      expect(trailing.body.message).toBe(charactersNotAllowed('Il telefono'));
      const visitor = await api.post('/api/email-bookings', publicRequest({ customerName: `Maria${hidden}Rossi` }));
      expect(visitor.status, JSON.stringify(hidden)).toBe(400);
      expect(visitor.body.message).toBe(charactersNotAllowed('Il nome'));
    }
    const extra = await api.admin.post('/api/admin/bookings', adminBooking({ selectedExtras: ['Skipper\u202e'] }));
    expect(extra.status).toBe(400);
    expect(extra.body.message).toBe(charactersNotAllowed('Un extra'));
    expect(await stored()).toEqual(before);
  });

  it('notes keep their line breaks but refuse every other hidden character', async () => {
    const before = await stored();
    for (const hidden of HIDDEN.filter((c) => c !== '\n')) {
      const response = await api.post('/api/email-bookings', publicRequest({ notes: `Prima riga${hidden}seconda` }));
      expect(response.status, JSON.stringify(hidden)).toBe(400);
      expect(response.body.message).toBe(charactersNotAllowed('Il testo delle note'));
    }
    expect(await stored()).toEqual(before);
    const ok = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({
        startDate: inDays(200),
        endDate: inDays(201),
        customerName: 'Zoë D’Alessandro-Müller',
        notes: 'Prima riga\nseconda riga',
      }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ customerName: 'Zoë D’Alessandro-Müller', notes: 'Prima riga\nseconda riga' });
  });
});

describe('money', () => {
  it('a total that is not a plain amount within the column is refused, not stored as 0 or 12', async () => {
    const before = await stored();
    for (const totalPrice of [
      'abc',
      'Infinity',
      '-Infinity',
      'NaN',
      '12abc',
      '1e3',
      '0x10',
      '-5',
      '12.345',
      '480,5',
      '100000000',
      '',
      true,
      null,
      [12],
      {},
      1e21,
    ]) {
      const created = await api.admin.post(
        '/api/admin/bookings',
        adminBooking({ totalPrice, startDate: inDays(210), endDate: inDays(211) }),
      );
      expect(created.status, JSON.stringify(totalPrice)).toBe(400);
      expect(created.body.message, JSON.stringify(totalPrice)).toMatch(/^Importo (non valido|troppo alto)/);
    }
    expect(await stored()).toEqual(before);
    const ok = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ totalPrice: '99999999.99', startDate: inDays(212), endDate: inDays(213) }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.totalPrice).toBe('99999999.99');
    const patched = await api.admin.patch(`/api/admin/bookings/${ok.body.id}`, { totalPrice: '12abc' });
    expect(patched.status).toBe(400);
    expect((await api.admin.get('/api/admin/bookings')).body.find((b: { id: number }) => b.id === ok.body.id).totalPrice).toBe(
      '99999999.99',
    );
  });
});

describe('ids', () => {
  it('a boat id that is not a plain positive integer is refused ([3], true, "0x3", "1e3", " 3", 0, 3.5)', async () => {
    const before = await stored();
    for (const boatId of [[3], true, '0x3', '1e3', ' 3', '3 ', 0, -1, 3.5, '', null, 2 ** 31]) {
      const admin = await api.admin.post('/api/admin/bookings', adminBooking({ boatId }));
      expect(admin.status, JSON.stringify(boatId)).toBe(400);
      expect(admin.body.message).toBe('Identificativo non valido');
      const visitor = await api.post('/api/email-bookings', publicRequest({ boatId }));
      expect(visitor.status, JSON.stringify(boatId)).toBe(400);
      expect(visitor.body.message).toBe('Identificativo non valido');
    }
    for (const boatId of ['0x3', '1e0', '%5B3%5D', 'true']) {
      const response = await api.get(`/api/simple-boat-availability?boatId=${boatId}&startDate=${inDays(5)}&endDate=${inDays(6)}`);
      expect(response.status, boatId).toBe(400);
      expect(response.body.message).toBe('Identificativo non valido');
    }
    const twice = await api.get(`/api/simple-boat-availability?boatId=1&boatId=2&startDate=${inDays(5)}&endDate=${inDays(6)}`);
    expect(twice.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('an admin booking for a boat the catalogue does not have is refused; an inactive boat of the catalogue is accepted', async () => {
    const before = await stored();
    const unknown = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 99 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Barca non trovata: scegli una barca del catalogo.');
    expect(await stored()).toEqual(before);
    const inactive = await api.admin.post('/api/admin/bookings', adminBooking({ boatId: 4, startDate: inDays(220), endDate: inDays(221) }));
    expect(inactive.status).toBe(201);
  });
});

describe('booking horizon', () => {
  it('dates past 18 months are refused on requests, availability and admin bookings; year 9999 too', async () => {
    const before = await stored();
    const far = inDays(18 * 31 + 5);
    for (const [startDate, endDate] of [
      ['9999-12-30', '9999-12-31'],
      [far, far],
      [inDays(10), far],
    ] as const) {
      const visitor = await api.post('/api/email-bookings', publicRequest({ startDate, endDate }));
      expect(visitor.status).toBe(400);
      expect(visitor.body.message).toBe(horizonMessage(18));
      const admin = await api.admin.post('/api/admin/bookings', adminBooking({ startDate, endDate }));
      expect(admin.status).toBe(400);
      expect(admin.body.message).toBe(horizonMessage(18));
      for (const path of [
        `/api/simple-boat-availability?boatId=1&startDate=${startDate}&endDate=${endDate}`,
        `/api/all-boats-availability?startDate=${startDate}&endDate=${endDate}`,
        `/api/availability?boatModel=Eolo%206.40&startDate=${startDate}&endDate=${endDate}`,
      ]) {
        const response = await api.get(path);
        expect(response.status, path).toBe(400);
        expect(response.body.message).toBe(horizonMessage(18));
      }
    }
    expect(await stored()).toEqual(before);
    // Within the horizon, still answered.
    const near = await api.get(`/api/simple-boat-availability?boatId=1&startDate=${inDays(500)}&endDate=${inDays(501)}`);
    expect(near.status).toBe(200);
  });
});
