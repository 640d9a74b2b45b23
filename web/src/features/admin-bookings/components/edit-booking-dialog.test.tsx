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
