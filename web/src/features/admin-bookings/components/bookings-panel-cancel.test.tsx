// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@nbp/contracts/http/booking';
import { fakeServer, renderWithApp, type FakeServer } from '../../../test/render.tsx';
import { BookingsPanel } from './bookings-panel.tsx';

const BOOKING: Booking = {
  id: 7,
  boatId: 1,
  customerName: 'Maria Rossi',
  customerEmail: 'maria@example.com',
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

/** A tiny bookings service: the list, and PATCH changing the one booking's status. */
function bookingsServer(): FakeServer {
  let current = { ...BOOKING };
  return fakeServer({
    'GET /api/admin/bookings': () => ({ body: [current] }),
    'PATCH /api/admin/bookings/:id': ({ params, body }) => {
      if (params.id !== '7') return undefined;
      current = { ...current, ...(body as Partial<Booking>) };
      return { body: current };
    },
    'GET /api/boats': () => ({ body: [] }),
  });
}

const patches = (requests: { method: string; body: unknown }[]) => requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

describe('admin: cancelling a booking is asked first and can be undone', () => {
  it('the quick status select asks; "No" sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingsPanel />, { server: bookingsServer() });
    const select = await screen.findByLabelText('Cambia stato della prenotazione di Maria Rossi');
    await user.selectOptions(select, 'cancelled');
    const ask = await screen.findByRole('dialog', { name: 'Cancellare la prenotazione di Maria Rossi?' });
    await user.click(within(ask).getByRole('button', { name: "No, lasciala com'è" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(requests)).toEqual([]);
    expect((select as HTMLSelectElement).value).toBe('confirmed');
  });

  it('after "Sì, cancella" the toast offers Annulla, which sends the previous status back', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingsPanel />, { server: bookingsServer() });
    await user.selectOptions(await screen.findByLabelText('Cambia stato della prenotazione di Maria Rossi'), 'cancelled');
    const ask = await screen.findByRole('dialog', { name: 'Cancellare la prenotazione di Maria Rossi?' });
    await user.click(within(ask).getByRole('button', { name: 'Sì, cancella' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Prenotazione cancellata');
    await user.click(within(toast).getByRole('button', { name: 'Annulla' }));
    await waitFor(() =>
      expect(patches(requests)).toEqual([
        { status: 'cancelled', notifyCustomer: true },
        { status: 'confirmed', notifyCustomer: true },
      ]),
    );
    expect((await screen.findByTestId('toast')).textContent).toContain('Cancellazione annullata');
  });

  it('the edit dialog asks too when its status becomes Cancellata, then offers Annulla', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingsPanel />, { server: bookingsServer() });
    await user.click(await screen.findByRole('button', { name: 'Modifica la prenotazione di Maria Rossi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica Prenotazione' });
    await user.selectOptions(within(dialog).getByLabelText('Stato'), 'cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancellare la prenotazione di Maria Rossi?' });
    expect(patches(requests)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Sì, cancella' }));
    const toast = await screen.findByTestId('toast');
    await user.click(within(toast).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(patches(requests)).toHaveLength(2));
    expect(patches(requests)[0]).toMatchObject({ status: 'cancelled' });
    expect(patches(requests)[1]).toEqual({ status: 'confirmed', notifyCustomer: true });
  });
});

describe('admin: the cancellation asks whether the customer is told (docs/back-office.md#telling-the-customer)', () => {
  it('the question carries "Avvisa il cliente via email", ticked; unticked, neither the cancel nor its Annulla mails', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingsPanel />, { server: bookingsServer() });
    await user.selectOptions(await screen.findByLabelText('Cambia stato della prenotazione di Maria Rossi'), 'cancelled');
    const ask = await screen.findByRole('dialog', { name: 'Cancellare la prenotazione di Maria Rossi?' });
    const box = within(ask).getByLabelText('Avvisa il cliente via email') as HTMLInputElement;
    expect(box.checked).toBe(true);
    await user.click(box);
    await user.click(within(ask).getByRole('button', { name: 'Sì, cancella' }));
    const toast = await screen.findByTestId('toast');
    await user.click(within(toast).getByRole('button', { name: 'Annulla' }));
    await waitFor(() =>
      expect(patches(requests)).toEqual([
        { status: 'cancelled', notifyCustomer: false },
        { status: 'confirmed', notifyCustomer: false },
      ]),
    );
  });
});
