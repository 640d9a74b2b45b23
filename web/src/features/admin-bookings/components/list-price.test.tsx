// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boatKeys } from '../../../lib/query-keys.ts';
import { aBooking, aQuote } from '../../../test/fixtures.ts';
import { fakeServer, renderWithApp, type FakeRoutes } from '../../../test/render.tsx';
import type { BookingFormValues } from '../logic/booking-form.ts';
import { CreateBookingDialog } from './create-booking-dialog.tsx';
import { EditBookingDialog } from './edit-booking-dialog.tsx';

const FLEET = [
  { id: 1, name: 'Eolo 6.40', model: 'Eolo 6.40 EL' },
  { id: 3, name: 'Eolo 6.90', model: 'Eolo 6.90 EL' },
];

/** The pricing service's list: 150 € a day on boat 1, 200 € on boat 3, from 10 July 2027. */
const LIST: FakeRoutes = {
  'GET /api/pricing/boat/:boatId/:startDate/:endDate': ({ params: { boatId = '', startDate = '', endDate = '' } }) => {
    const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
    if (startDate !== '2027-07-10' || !(days > 0)) return undefined;
    const total = (days * (boatId === '3' ? 200 : 150)).toFixed(2);
    return { body: aQuote({ boatId: Number(boatId), startDate, endDate, days, total }) };
  },
};

/** A request for two days on boat 1 at 300 €, the quote stored with it. */
const FROM_REQUEST: BookingFormValues = {
  boatId: '1',
  customerName: 'Anna Blu',
  customerEmail: 'anna@example.it',
  customerPhone: '+39 345 678 9012',
  startDate: '2027-07-10',
  endDate: '2027-07-11',
  totalPrice: '300.00',
  status: 'pending',
  notes: '',
};

function fromRequest() {
  renderWithApp(
    <CreateBookingDialog open onClose={vi.fn()} initial={FROM_REQUEST} requestId={42} title="Crea prenotazione dalla richiesta" />,
    { data: [[boatKeys.all, FLEET]], server: fakeServer(LIST) },
  );
  const dialog = screen.getByRole('dialog', { name: 'Crea prenotazione dalla richiesta' });
  return { dialog, price: within(dialog).getByLabelText<HTMLInputElement>('Prezzo totale (€)') };
}

async function setField(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  if (field instanceof HTMLSelectElement) return user.selectOptions(field, value);
  await user.clear(field);
  await user.type(field, value);
}

describe('admin: the price follows the list when the boat or the days change', () => {
  it("made from a request: extending the days brings the list price, the request's price is not a typed one", async () => {
    const user = userEvent.setup();
    const { dialog, price } = fromRequest();
    // Opened as the request was: its price stays.
    expect(await within(dialog).findByText(/Prezzo di listino: 300,00/)).toBeTruthy();
    expect(price.value).toBe('300.00');
    await setField(user, within(dialog).getByLabelText('Data fine *'), '2027-07-12');
    await waitFor(() => expect(price.value).toBe('450.00'));
    expect(within(dialog).queryByRole('button', { name: 'Ricalcola' })).toBeNull();
  });

  it('another boat brings its list price', async () => {
    const user = userEvent.setup();
    const { dialog, price } = fromRequest();
    await setField(user, within(dialog).getByLabelText('Barca *'), '3');
    await waitFor(() => expect(price.value).toBe('400.00'));
  });

  it('a price typed in the dialog stays when the days change, and the list price shows beside it', async () => {
    const user = userEvent.setup();
    const { dialog, price } = fromRequest();
    await setField(user, price, '350');
    await setField(user, within(dialog).getByLabelText('Data fine *'), '2027-07-12');
    expect(await within(dialog).findByText(/Prezzo di listino: 450,00/)).toBeTruthy();
    expect(price.value).toBe('350');
    await user.click(within(dialog).getByRole('button', { name: 'Ricalcola' }));
    expect(price.value).toBe('450.00');
  });
});

const STORED = aBooking({ id: 12, customerEmail: '', endDate: '2027-07-11', totalPrice: '280.00' });

describe('admin: the edit dialog follows the list too', () => {
  it("keeps the stored price until the days change, then sends the new days' list price", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { requests } = renderWithApp(<EditBookingDialog booking={STORED} onClose={onClose} />, {
      server: fakeServer({ ...LIST, 'PATCH /api/admin/bookings/:id': () => ({ body: STORED }) }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Modifica Prenotazione' });
    const price = within(dialog).getByLabelText<HTMLInputElement>('Prezzo totale (€)');
    // The stored price differs from the list: both show.
    expect(await within(dialog).findByText(/Prezzo di listino: 300,00/)).toBeTruthy();
    expect(price.value).toBe('280.00');
    await setField(user, within(dialog).getByLabelText('Data fine *'), '2027-07-12');
    await waitFor(() => expect(price.value).toBe('450.00'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva Modifiche' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({ endDate: '2027-07-12', totalPrice: 450 });
  });
});
