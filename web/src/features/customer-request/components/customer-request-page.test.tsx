// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerRequestView } from '@nbp/contracts/http/booking';
import { BUSINESS } from '@nbp/contracts/business';
import { formatEuro, longItalianDate } from '@nbp/contracts/format';
import { fakeServer, renderWithApp, type RouteHandler } from '../../../test/render.tsx';
import { CustomerRequestPage } from './customer-request-page.tsx';

const TOKEN = 'tok_abc123';
const URL_OF = `/api/email-bookings/by-token/${TOKEN}`;
const PENDING: CustomerRequestView = {
  status: 'pending',
  bookingStatus: null,
  boatId: 3,
  boatName: 'Eolo 6.90',
  startDate: '2027-07-10',
  endDate: '2027-07-12',
  days: 3,
  totalPrice: '540.00',
  holdUntil: '2027-06-11T12:30:00.000Z',
  createdAt: '2027-06-10T12:30:00.000Z',
  decidedAt: null,
  declineReason: null,
  holdsDays: true,
};

/** The page's two calls, for this page's token only; at its Italian address, or its English one. */
function renderPage(
  view: RouteHandler<'GET /api/email-bookings/by-token/:token'>,
  cancel?: RouteHandler<'POST /api/email-bookings/by-token/:token/cancel'>,
  path = `/richiesta/${TOKEN}`,
) {
  const server = fakeServer({
    'GET /api/email-bookings/by-token/:token': (request) => (request.params.token === TOKEN ? view(request) : undefined),
    'POST /api/email-bookings/by-token/:token/cancel': (request) => (request.params.token === TOKEN ? cancel?.(request) : undefined),
  });
  return renderWithApp(<CustomerRequestPage token={TOKEN} />, { server, path });
}

/** A request confirmed with changes: the booking's boat, days and price (docs/request-lifecycle.md#the-customers-link). */
const CONFIRMED_WITH_CHANGES: CustomerRequestView = {
  ...PENDING,
  status: 'confirmed',
  bookingStatus: 'confirmed',
  boatId: 4,
  boatName: 'Eolo 7.50 Day',
  endDate: '2027-07-13',
  days: 4,
  totalPrice: '820.00',
  decidedAt: '2027-06-10T15:00:00.000Z',
};

describe("the customer's request page", () => {
  it('shows a pending request: the state as a heading, boat, days, price and the hold', async () => {
    renderPage(() => ({ body: PENDING }));
    expect(await screen.findByRole('heading', { level: 1, name: 'In attesa di conferma' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eolo 6.90' }).getAttribute('href')).toBe('/boat/3');
    expect(screen.getByText(`dal ${longItalianDate('2027-07-10')} al ${longItalianDate('2027-07-12')} (3 giorni)`)).toBeTruthy();
    expect(screen.getByText('Prezzo').nextElementSibling?.textContent).toBe(formatEuro('540.00'));
    expect(screen.getByText('Riservata fino a venerdì 11/06/2027, 14:30 (ora di Patti)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annulla richiesta' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Richiedi di nuovo' })).toBeNull();
  });

  it('says a pending request that holds no days leaves them free until the office answers', async () => {
    renderPage(() => ({ body: { ...PENDING, holdsDays: false } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'In attesa di conferma' })).toBeTruthy();
    expect(
      screen.getByText("Le date non sono bloccate: la tua richiesta è arrivata all'ufficio, che ti risponderà per email."),
    ).toBeTruthy();
    expect(screen.queryByText(/Riservata fino a/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Annulla richiesta' })).toBeTruthy();
  });

  it('cancels after the confirmation dialog and then shows the new state', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage(
      () => ({ body: PENDING }),
      () => ({ body: { ...PENDING, status: 'cancelled', decidedAt: PENDING.holdUntil } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Annulla richiesta' }));
    const dialog = screen.getByRole('dialog', { name: 'Annullare la richiesta?' });
    // Keeping it sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'No, mantieni la richiesta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Annulla richiesta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sì, annulla la richiesta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta annullata dal cliente' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([`${URL_OF}/cancel`]);
    expect(screen.queryByRole('button', { name: 'Annulla richiesta' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Richiedi di nuovo' }).getAttribute('href')).toBe(
      '/boat/3?start=2027-07-10&end=2027-07-12#prenota',
    );
  });

  it("shows the server's refusal when the request was answered meanwhile", async () => {
    const user = userEvent.setup();
    const notPending = 'La richiesta non è più in attesa: è già stata gestita.';
    renderPage(
      () => ({ body: PENDING }),
      () => ({ status: 409, body: { error: 'NOT_PENDING', message: notPending } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Annulla richiesta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sì, annulla la richiesta' }));
    expect(await screen.findByText(notPending)).toBeTruthy();
  });

  it('shows a declined request with its reason and a way to ask again', async () => {
    renderPage(() => ({ body: { ...PENDING, status: 'declined', declineReason: 'Barca in manutenzione quei giorni.' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta rifiutata' })).toBeTruthy();
    expect(screen.getByText('Barca in manutenzione quei giorni.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Richiedi di nuovo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annulla richiesta' })).toBeNull();
    expect(screen.queryByText(/Riservata fino a/)).toBeNull();
  });

  it("shows a confirmed request without actions, with the booking's values, where and when to board and what to bring", async () => {
    renderPage(() => ({ body: CONFIRMED_WITH_CHANGES }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta confermata' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eolo 7.50 Day' }).getAttribute('href')).toBe('/boat/4');
    expect(screen.getByText(`dal ${longItalianDate('2027-07-10')} al ${longItalianDate('2027-07-13')} (4 giorni)`)).toBeTruthy();
    expect(screen.getByText('Prezzo').nextElementSibling?.textContent).toBe(formatEuro('820.00'));
    expect(screen.queryByRole('button', { name: 'Annulla richiesta' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Richiedi di nuovo' })).toBeNull();
    const boarding = screen.getByRole('region', { name: 'Imbarco' });
    expect(boarding.textContent).toContain(BUSINESS.address);
    expect(boarding.textContent).toContain('sabato 10 luglio 2027, dalle 09:00 alle 10:00 (ora di Patti)');
    expect(boarding.textContent).toContain('martedì 13 luglio 2027, entro le 18:00 (ora di Patti)');
    expect(within(boarding).getByRole('link', { name: 'Come arrivare' }).getAttribute('href')).toBe('/where-we-are');
    const bring = screen.getByRole('region', { name: 'Cosa portare' });
    expect(
      within(bring)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Un documento di identità');
  });

  it('says so when the office saved the booking as pending, or cancelled it, and offers nothing to cancel', async () => {
    const { unmount } = renderPage(() => ({ body: { ...CONFIRMED_WITH_CHANGES, bookingStatus: 'pending' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione in attesa di conferma' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annulla richiesta' })).toBeNull();
    expect(screen.queryByText(/Riservata fino a/)).toBeNull();
    unmount();
    renderPage(() => ({ body: { ...CONFIRMED_WITH_CHANGES, bookingStatus: 'cancelled' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prenotazione annullata' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Imbarco' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Richiedi di nuovo' })).toBeTruthy();
  });

  it('at its English address: every word in English, the cancel dialog too, and its links under /en', async () => {
    const user = userEvent.setup();
    const { requests } = renderPage(
      () => ({ body: PENDING }),
      () => ({ body: { ...PENDING, status: 'cancelled', decidedAt: PENDING.holdUntil } }),
      `/en/request/${TOKEN}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Awaiting confirmation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Eolo 6.90' }).getAttribute('href')).toBe('/en/boat/3');
    expect(screen.getByText('from 10 July 2027 to 12 July 2027 (3 days)')).toBeTruthy();
    expect(screen.getByText('Price').nextElementSibling?.textContent).toBe('€540.00');
    expect(screen.getByText('Held until Friday, 11 June 2027 at 14:30 (Patti time)')).toBeTruthy();
    const boarding = screen.getByRole('region', { name: 'Boarding' });
    expect(boarding.textContent).toContain('Saturday, 10 July 2027, from 09:00 to 10:00 (Patti time)');
    expect(within(boarding).getByRole('link', { name: 'How to get there' }).getAttribute('href')).toBe('/en/where-we-are');
    expect(screen.getByRole('region', { name: 'What to bring' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the request?' });
    expect(dialog.textContent).toContain(
      'The dates from 10 July 2027 to 12 July 2027 for Eolo 6.90 will be free for other customers again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Request cancelled by you' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([`${URL_OF}/cancel`]);
    expect(screen.getByRole('link', { name: 'Ask again' }).getAttribute('href')).toBe('/en/boat/3?start=2027-07-10&end=2027-07-12#prenota');
    expect(document.body.textContent).not.toMatch(/Annulla|richiesta|Prezzo|giorni/);
  });

  it('says the request was not found, with the server message, for an unknown link', async () => {
    const unknown = 'Richiesta non trovata: controlla il link ricevuto per email.';
    renderPage(() => ({ status: 404, body: { error: 'NOT_FOUND', message: unknown } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta non trovata' })).toBeTruthy();
    expect(screen.getByText(unknown)).toBeTruthy();
  });
});
