// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayInRome } from '@nbp/contracts/common';
import type { Booking } from '@nbp/contracts/http/booking';
import { fakeServer, renderWithApp, type SentRequest } from '../../../test/render.tsx';
import { quickRangeDates } from '../logic/quick-range.ts';
import { BookingsPanel } from './bookings-panel.tsx';

const booking = (id: number): Booking => ({
  id,
  boatId: 1,
  customerName: `Cliente ${id}`,
  customerEmail: `cliente${id}@example.com`,
  customerPhone: '+39 333 123 4567',
  startDate: '2027-07-10',
  endDate: '2027-07-12',
  selectedExtras: [],
  totalPrice: '450.00',
  status: 'confirmed',
  notes: null,
  createdAt: '2027-06-01T10:00:00Z',
  boat: { id: 1, name: 'Eolo 6.40' },
});

/** 45 bookings, paged as the service pages them, the total in X-Total-Count. */
const office = fakeServer({
  'GET /api/boats': () => ({ body: [] }),
  'GET /api/admin/bookings': ({ query }) => {
    const all = Array.from({ length: 45 }, (_, i) => booking(i + 1)).filter(
      (b) => !query.get('q') || b.customerName.includes(query.get('q')!),
    );
    const limit = Number(query.get('limit') ?? all.length);
    // aroundId: the page holding that booking, as the service chooses it (docs/back-office.md#showing-a-booking-on-its-page).
    const around = all.findIndex((b) => String(b.id) === query.get('aroundId'));
    const offset = around >= 0 ? Math.floor(around / limit) * limit : Number(query.get('offset') ?? 0);
    return {
      body: all.slice(offset, offset + limit),
      headers: { 'X-Total-Count': String(all.length), 'X-Page-Offset': String(offset) },
    };
  },
});

const listCalls = (requests: SentRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/admin/bookings?')).map((r) => new URL(r.url, 'http://x').searchParams);

describe('admin: finding a booking', () => {
  it('shows each booking with its number and pages 20 at a time', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingsPanel />, { server: office });
    await screen.findByText('Prenotazione #1');
    expect(screen.getByText('Pagina 1 di 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Precedente' })).toHaveProperty('disabled', true);
    expect(listCalls(requests)[0]!.get('limit')).toBe('20');
    expect(listCalls(requests)[0]!.get('offset')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    await screen.findByText('Pagina 2 di 3');
    await screen.findByText('Prenotazione #21');
    expect(listCalls(requests).at(-1)!.get('offset')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    await screen.findByText('Prenotazione #41');
    expect(screen.getByRole('button', { name: 'Successiva' })).toHaveProperty('disabled', true);
  });

  it('sends the search as q once typing stops, back on page 1', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingsPanel />, { server: office });
    await screen.findByText('Prenotazione #1');
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    await screen.findByText('Pagina 2 di 3');
    await user.type(screen.getByLabelText('Cerca cliente'), 'Cliente 4');
    await waitFor(() => expect(listCalls(requests).at(-1)!.get('q')).toBe('Cliente 4'));
    // Debounced: one request for the whole word, not one per key.
    expect(listCalls(requests).filter((p) => p.has('q'))).toHaveLength(1);
    expect(listCalls(requests).at(-1)!.get('offset')).toBe('0');
    await screen.findByText('Pagina 1 di 1');
    await screen.findByText('Prenotazione #45');
  });

  it('sends the days of a quick range as from/to, and none for Tutte', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingsPanel />, { server: office });
    await screen.findByText('Prenotazione #1');
    expect(listCalls(requests)[0]!.has('from')).toBe(false);
    for (const [label, range] of [
      ['Questa settimana', 'thisWeek'],
      ['Prossima settimana', 'nextWeek'],
      ['Questo mese', 'thisMonth'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: label }));
      const days = quickRangeDates(range, todayInRome())!;
      await waitFor(() => expect(listCalls(requests).at(-1)!.get('from')).toBe(days.from));
      expect(listCalls(requests).at(-1)!.get('to')).toBe(days.to);
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
    }
    await user.click(screen.getByRole('button', { name: 'Tutte' }));
    // Back to the first list (no from/to, as asked at first), answered from the cache.
    expect(screen.getByRole('button', { name: 'Tutte' }).getAttribute('aria-pressed')).toBe('true');
    await screen.findByText('Pagina 1 di 3');
  });

  it('asks for the page holding a booking to show, and shows it there, outlined and focused', async () => {
    const { requests } = renderWithApp(<BookingsPanel shownId={42} />, { server: office });
    await screen.findByText('Prenotazione #42');
    expect(listCalls(requests)[0]!.get('aroundId')).toBe('42');
    await screen.findByText('Pagina 3 di 3');
    const item = document.getElementById('booking-42')!;
    await waitFor(() => expect(document.activeElement).toBe(item));
    expect(screen.queryByText('Prenotazione #1')).toBeNull();
    // The page chosen is now the page: the previous one is page 2, asked by offset.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Precedente' }));
    await screen.findByText('Prenotazione #21');
    expect(listCalls(requests).at(-1)!.get('offset')).toBe('20');
    expect(listCalls(requests).at(-1)!.has('aroundId')).toBe(false);
  });

  it('clears the search and the range that would hide a booking asked for later', async () => {
    const user = userEvent.setup();
    const { requests, rerender } = renderWithApp(<BookingsPanel />, { server: office });
    await screen.findByText('Prenotazione #1');
    await user.click(screen.getByRole('button', { name: 'Questo mese' }));
    await user.type(screen.getByLabelText('Cerca cliente'), 'Cliente 4');
    await waitFor(() => expect(listCalls(requests).at(-1)!.get('q')).toBe('Cliente 4'));
    await screen.findByText('Pagina 1 di 1');

    rerender(<BookingsPanel shownId={30} />);
    await screen.findByText('Prenotazione #30');
    const asked = listCalls(requests).find((p) => p.get('aroundId') === '30')!;
    expect(asked.has('q')).toBe(false);
    expect(asked.has('from')).toBe(false);
    await screen.findByText('Pagina 2 di 3');
    expect(screen.getByLabelText('Cerca cliente')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Tutte' }).getAttribute('aria-pressed')).toBe('true');
    // The old words are not sent again once the wait is over. A later search is the signal: its
    // wait starts after any wait for the old words would have, so its request comes after theirs.
    await user.type(screen.getByLabelText('Cerca cliente'), 'Cliente 3');
    await waitFor(() => expect(listCalls(requests).at(-1)!.get('q')).toBe('Cliente 3'));
    const calls = listCalls(requests);
    const sinceShown = calls.slice(calls.findIndex((p) => p.get('aroundId') === '30'));
    expect(sinceShown.map((p) => p.get('q'))).not.toContain('Cliente 4');
  });
});
