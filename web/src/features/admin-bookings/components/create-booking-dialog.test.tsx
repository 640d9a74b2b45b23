// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminBookingKeys, boatKeys, bookingRequestKeys } from '../../../lib/query-keys.ts';
import { aBooking, aQuote } from '../../../test/fixtures.ts';
import { fakeServer, renderWithApp, type FakeRoutes } from '../../../test/render.tsx';
import type { BookingFormValues } from '../logic/booking-form.ts';
import { CreateBookingDialog } from './create-booking-dialog.tsx';

const FLEET = [
  { id: 1, name: 'Eolo 6.40', model: 'Eolo 6.40 EL' },
  { id: 3, name: 'Eolo 6.90', model: 'Eolo 6.90 EL' },
];

/** The booking service's answer to a created booking. */
const created = (id: number) => ({ status: 201 as const, body: aBooking({ id }) });

function openDialog(routes: FakeRoutes = {}) {
  const onClose = vi.fn();
  const view = renderWithApp(<CreateBookingDialog open onClose={onClose} />, { data: [[boatKeys.all, FLEET]], server: fakeServer(routes) });
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Nuova Prenotazione' }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

describe('admin: the create booking dialog', () => {
  it('lists the fleet, starts empty with price 0 and status In attesa', () => {
    const { dialog } = openDialog();
    const boats = within(dialog).getByLabelText('Barca *');
    expect(
      within(boats)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Seleziona una barca', 'Eolo 6.40', 'Eolo 6.90']);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Prezzo totale (€)').value).toBe('0');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Stato').value).toBe('pending');
  });

  it('marks every blank required field and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    for (const label of ['Barca *', 'Nome cliente *', 'Telefono *', 'Data inizio *', 'Data fine *']) {
      expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    // A phone booking needs no e-mail.
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    expect(within(dialog).getAllByText('Campo obbligatorio')).toHaveLength(5);
    expect(await screen.findByText('Campi mancanti')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an e-mail address the contract refuses, on its field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = openDialog();
    await fill(user, dialog, {
      'Barca *': '3',
      'Nome cliente *': 'Maria Rossi',
      Email: 'non-una-email',
      'Telefono *': '+39 333 123 4567',
      'Data inizio *': '2027-07-10',
      'Data fine *': '2027-07-12',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Nome cliente *').getAttribute('aria-invalid')).toBe('false');
    // Only the list price was asked for.
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('sends the filled booking as the API expects, says so and closes', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog({ 'POST /api/admin/bookings': () => created(99) });
    await fill(user, dialog, {
      'Barca *': '3',
      'Nome cliente *': '  Maria Rossi ',
      Email: 'maria@example.it',
      'Telefono *': '+39 333 123 4567',
      'Data inizio *': '2027-07-10',
      'Data fine *': '2027-07-12',
      'Prezzo totale (€)': '450,50',
      Stato: 'confirmed',
      Note: 'Arrivo alle 9',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/bookings',
        body: {
          boatId: 3,
          customerName: 'Maria Rossi',
          customerEmail: 'maria@example.it',
          customerPhone: '+39 333 123 4567',
          startDate: '2027-07-10',
          endDate: '2027-07-12',
          selectedExtras: [],
          totalPrice: 450.5,
          status: 'confirmed',
          notes: 'Arrivo alle 9',
          sendConfirmation: false,
        },
      },
    ]);
    expect(await screen.findByText('Prenotazione di Maria Rossi salvata.')).toBeTruthy();
  });

  it("shows the service's refusal in the toast and stays open", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = openDialog({
      'POST /api/admin/bookings': () => ({
        status: 409,
        body: { error: 'BOOKING_OVERLAP', message: 'Le date si sovrappongono a una prenotazione confermata.' },
      }),
    });
    await fill(user, dialog, {
      'Barca *': '1',
      'Nome cliente *': 'Maria Rossi',
      Email: 'maria@example.it',
      'Telefono *': '+39 333 123 4567',
      'Data inizio *': '2027-07-10',
      'Data fine *': '2027-07-12',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    expect(await screen.findByText('Errore nella creazione')).toBeTruthy();
    expect(screen.getByText('Le date si sovrappongono a una prenotazione confermata.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('fills the price from the pricing quote once boat and dates are set, keeps a typed price and recalculates on demand', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = openDialog({
      'GET /api/pricing/boat/:boatId/:startDate/:endDate': ({ params }) =>
        params.boatId === '3' && params.startDate === '2027-07-10' && params.endDate === '2027-07-12'
          ? { body: aQuote({ boatId: 3, startDate: '2027-07-10', endDate: '2027-07-12', total: '540.00', days: 3 }) }
          : undefined,
    });
    const price = within(dialog).getByLabelText<HTMLInputElement>('Prezzo totale (€)');
    await fill(user, dialog, { 'Barca *': '3', 'Data inizio *': '2027-07-10', 'Data fine *': '2027-07-12' });
    await waitFor(() => expect(price.value).toBe('540.00'));
    expect(requests.map((request) => request.url)).toContain('/api/pricing/boat/3/2027-07-10/2027-07-12');
    await fill(user, dialog, { 'Prezzo totale (€)': '500' });
    expect(price.value).toBe('500');
    await user.click(within(dialog).getByRole('button', { name: 'Ricalcola' }));
    expect(price.value).toBe('540.00');
  });

  it('books by phone without an e-mail; the confirmation mail is offered only with one', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog({ 'POST /api/admin/bookings': () => created(100) });
    const mail = within(dialog).getByLabelText<HTMLInputElement>('Invia al cliente la conferma via email');
    expect(mail.disabled).toBe(true);
    await fill(user, dialog, { Email: 'maria@example.it' });
    expect(mail.disabled).toBe(false);
    await user.click(mail);
    expect(mail.checked).toBe(true);
    await user.clear(within(dialog).getByLabelText('Email'));
    expect(mail.disabled).toBe(true);
    expect(mail.checked).toBe(false);
    await fill(user, dialog, {
      'Barca *': '1',
      'Nome cliente *': 'Maria Rossi',
      'Telefono *': '+39 333 123 4567',
      'Data inizio *': '2027-07-10',
      'Data fine *': '2027-07-12',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toMatchObject({ customerEmail: '', sendConfirmation: false });
  });

  it('sends sendConfirmation with an e-mail and the box ticked', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog({ 'POST /api/admin/bookings': () => created(101) });
    await fill(user, dialog, {
      'Barca *': '1',
      'Nome cliente *': 'Maria Rossi',
      Email: 'maria@example.it',
      'Telefono *': '+39 333 123 4567',
      'Data inizio *': '2027-07-10',
      'Data fine *': '2027-07-12',
      Stato: 'confirmed',
    });
    await user.click(within(dialog).getByLabelText('Invia al cliente la conferma via email'));
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      customerEmail: 'maria@example.it',
      status: 'confirmed',
      sendConfirmation: true,
    });
  });

  it('shows a 409 naming the booking in the way', async () => {
    const user = userEvent.setup();
    const taken = 'Date già occupate dalla prenotazione #41 (Bruno Verdi, 10-12 luglio 2027).';
    const { dialog, onClose } = openDialog({
      'POST /api/admin/bookings': () => ({ status: 409, body: { error: 'BOOKING_OVERLAP', message: taken } }),
    });
    await fill(user, dialog, {
      'Barca *': '1',
      'Nome cliente *': 'Maria Rossi',
      'Telefono *': '+39 333 123 4567',
      'Data inizio *': '2027-07-10',
      'Data fine *': '2027-07-12',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('made from a request: sends requestId with the edited values, then refreshes the requests and bookings lists', async () => {
    const user = userEvent.setup();
    const fromRequest: BookingFormValues = {
      boatId: '3',
      customerName: 'Anna Blu',
      customerEmail: 'anna@example.it',
      customerPhone: '+39 345 678 9012',
      startDate: '2027-07-10',
      endDate: '2027-07-12',
      totalPrice: '750.00',
      status: 'pending',
      notes: 'Vorrei uno skipper',
    };
    const onClose = vi.fn();
    const { requests, queryClient } = renderWithApp(
      <CreateBookingDialog open onClose={onClose} initial={fromRequest} requestId={42} title="Crea prenotazione dalla richiesta" />,
      {
        data: [
          [boatKeys.all, FLEET],
          [bookingRequestKeys.all, []],
          [adminBookingKeys.list({}), []],
        ],
        server: fakeServer({ 'POST /api/admin/bookings': () => created(7) }),
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Crea prenotazione dalla richiesta' });
    await fill(user, dialog, { 'Data fine *': '2027-07-13', 'Prezzo totale (€)': '900', Stato: 'confirmed' });
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/bookings',
        body: expect.objectContaining({ requestId: 42, boatId: 3, endDate: '2027-07-13', totalPrice: 900, status: 'confirmed' }),
      },
    ]);
    await waitFor(() => {
      expect(queryClient.getQueryState(bookingRequestKeys.all)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(adminBookingKeys.list({}))?.isInvalidated).toBe(true);
    });
  });

  it('a new booking (not from a request) sends no requestId', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog({ 'POST /api/admin/bookings': () => created(8) });
    await fill(user, dialog, {
      'Barca *': '1',
      'Nome cliente *': 'Maria Rossi',
      'Telefono *': '+39 333 123 4567',
      'Data inizio *': '2027-07-10',
      'Data fine *': '2027-07-12',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Crea Prenotazione' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'POST')?.body).not.toHaveProperty('requestId');
  });
});
