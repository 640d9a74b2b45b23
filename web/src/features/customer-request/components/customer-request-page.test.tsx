// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomerRequestView } from '@nbp/contracts/http/booking';
import { formatEuro, longItalianDate } from '@nbp/contracts/format';
import { fakeServer, renderWithApp, type RouteHandler } from '../../../test/render.tsx';
import { CustomerRequestPage } from './customer-request-page.tsx';

const TOKEN = 'tok_abc123';
const URL_OF = `/api/email-bookings/by-token/${TOKEN}`;
const PENDING: CustomerRequestView = {
  status: 'pending',
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

/** The page's two calls, for this page's token only. */
function renderPage(
  view: RouteHandler<'GET /api/email-bookings/by-token/:token'>,
  cancel?: RouteHandler<'POST /api/email-bookings/by-token/:token/cancel'>,
) {
  const server = fakeServer({
    'GET /api/email-bookings/by-token/:token': (request) => (request.params.token === TOKEN ? view(request) : undefined),
    'POST /api/email-bookings/by-token/:token/cancel': (request) => (request.params.token === TOKEN ? cancel?.(request) : undefined),
  });
  return renderWithApp(<CustomerRequestPage token={TOKEN} />, { server, path: `/richiesta/${TOKEN}` });
}

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

  it('shows a confirmed request without actions', async () => {
    renderPage(() => ({ body: { ...PENDING, status: 'confirmed' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta confermata' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annulla richiesta' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Richiedi di nuovo' })).toBeNull();
  });

  it('says the request was not found, with the server message, for an unknown link', async () => {
    const unknown = 'Richiesta non trovata: controlla il link ricevuto per email.';
    renderPage(() => ({ status: 404, body: { error: 'NOT_FOUND', message: unknown } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richiesta non trovata' })).toBeTruthy();
    expect(screen.getByText(unknown)).toBeTruthy();
  });
});
