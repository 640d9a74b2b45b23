// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '@nbp/contracts/http/booking';
import { fakeServer, renderWithApp } from '../../../test/render.tsx';
import { EditBookingDialog } from './edit-booking-dialog.tsx';

const PHONE_BOOKING: Booking = {
  id: 12,
  boatId: 1,
  customerName: 'Maria Rossi',
  customerEmail: '',
  customerPhone: '+39 333 123 4567',
  startDate: '2027-07-10',
  endDate: '2027-07-12',
  selectedExtras: [],
  totalPrice: '450.00',
  status: 'confirmed',
  notes: null,
  createdAt: '2027-06-01T10:00:00Z',
  boat: { id: 1, name: 'Eolo 6.40' },
};

describe('admin: the edit booking dialog', () => {
  it('saves a phone booking that has no e-mail', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { requests } = renderWithApp(<EditBookingDialog booking={PHONE_BOOKING} onClose={onClose} />, {
      server: fakeServer({ 'PATCH /api/admin/bookings/:id': () => ({ body: PHONE_BOOKING }) }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Modifica Prenotazione' });
    await user.clear(within(dialog).getByLabelText('Note'));
    await user.type(within(dialog).getByLabelText('Note'), 'Chiamare il giorno prima');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'PATCH')).toMatchObject({
      url: '/api/admin/bookings/12',
      // The fields left alone go back as they were: the boat's status and total too.
      body: { customerEmail: '', notes: 'Chiamare il giorno prima', status: 'confirmed', totalPrice: 450 },
    });
  });
});

describe('admin: the edit booking dialog tells the customer (docs/back-office.md#telling-the-customer)', () => {
  const BOOKING: Booking = { ...PHONE_BOOKING, customerEmail: 'maria@example.com' };
  const patchOf = (requests: { method: string; body: unknown }[]) => requests.find((request) => request.method === 'PATCH')?.body;

  it('shows "Avvisa il cliente via email" ticked once the days change, and sends it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { requests } = renderWithApp(<EditBookingDialog booking={BOOKING} onClose={onClose} />, {
      server: fakeServer({ 'PATCH /api/admin/bookings/:id': () => ({ body: BOOKING }) }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Modifica Prenotazione' });
    expect(within(dialog).queryByLabelText('Avvisa il cliente via email')).toBeNull();
    await user.clear(within(dialog).getByLabelText('Data fine *'));
    await user.type(within(dialog).getByLabelText('Data fine *'), '2027-07-13');
    expect((within(dialog).getByLabelText('Avvisa il cliente via email') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patchOf(requests)).toMatchObject({ endDate: '2027-07-13', notifyCustomer: true });
  });

  it('unticked, the change is sent without the mail; a note alone shows no box and mails nobody', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<EditBookingDialog booking={BOOKING} onClose={vi.fn()} />, {
      server: fakeServer({ 'PATCH /api/admin/bookings/:id': () => ({ body: BOOKING }) }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Modifica Prenotazione' });
    await user.type(within(dialog).getByLabelText('Note'), 'Porta il cane');
    expect(within(dialog).queryByLabelText('Avvisa il cliente via email')).toBeNull();
    await user.clear(within(dialog).getByLabelText('Prezzo totale (€)'));
    await user.type(within(dialog).getByLabelText('Prezzo totale (€)'), '500');
    await user.click(within(dialog).getByLabelText('Avvisa il cliente via email'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(patchOf(requests)).toMatchObject({ totalPrice: 500, notifyCustomer: false }));
  });
});

describe('admin: the edit booking dialog keeps typed changes', () => {
  it('asks before Escape drops a changed note, and closes when told to', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<EditBookingDialog booking={PHONE_BOOKING} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Modifica Prenotazione' });
    await user.type(within(dialog).getByLabelText('Note'), 'Porta il cane');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Chiudi senza salvare' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('admin: the booking dialog says whether the days are free before saving (docs/back-office.md#free-or-taken)', () => {
  it('asks with the booking aside, and shows the answer: free, or what is in the way', async () => {
    const user = userEvent.setup();
    const taken = 'Le date si sovrappongono a una prenotazione confermata per questa barca. (Anna Bianchi, 13/07/2027 – 14/07/2027)';
    const { requests } = renderWithApp(<EditBookingDialog booking={PHONE_BOOKING} onClose={vi.fn()} />, {
      server: fakeServer({
        'GET /api/admin/bookings/clash': ({ query }) => ({
          body: query.get('endDate') === '2027-07-12' ? { free: true } : { free: false, code: 'booking_overlap_named', message: taken },
        }),
      }),
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Modifica Prenotazione' }));
    expect((await dialog.findByTestId('clash-hint')).textContent).toBe('Libera in queste date');
    expect(requests.find((request) => request.url.startsWith('/api/admin/bookings/clash'))?.url).toBe(
      '/api/admin/bookings/clash?boatId=1&startDate=2027-07-10&endDate=2027-07-12&bookingId=12',
    );
    await user.clear(dialog.getByLabelText('Data fine *'));
    await user.type(dialog.getByLabelText('Data fine *'), '14/07/2027');
    await waitFor(() => expect(dialog.getByTestId('clash-hint').textContent).toBe(taken));
  });
});
