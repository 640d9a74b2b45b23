// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { aBookingRequest } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { office } from '../test-office.ts';
import { BookingRequestsPanel } from './booking-requests-panel.tsx';
import { RequestsTabLabel } from './requests-tab-label.tsx';

const NOW = new Date('2027-06-10T10:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

/** A pending request by `name` whose hold ends `hours` from now. */
const pending = (id: number, name: string, hours: number): BookingRequest =>
  aBookingRequest({
    id,
    holdUntil: at(hours),
    customerName: name,
    customerEmail: `${name.replace(/ .*/, '').toLowerCase()}@example.com`,
    createdAt: at(-id),
  });

const LATE = pending(1, 'Anna Bianchi', 9);
const SOON = pending(2, 'Bruno Verdi', 3.34);
const CONFIRMED = { ...pending(3, 'Carla Neri', 5), status: 'confirmed' as const, bookingId: 40 };

const panel = () => <BookingRequestsPanel onCreateBooking={() => undefined} />;
/** The customers of the cards shown, in order (each card's Archivia or Ripristina names its customer). */
const cardNames = () =>
  screen
    .getAllByRole('article')
    .map((card) =>
      within(card)
        .getByRole('button', { name: /^(Archivia|Ripristina) la richiesta di / })
        .getAttribute('aria-label'),
    )
    .map((name) => name?.replace(/^.* la richiesta di /, ''));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('admin: the requests tab is a to-do list', () => {
  it('opens on In attesa, the hold that ends first on top with its time left; the badge and the panel say the same count', async () => {
    const { requests } = renderWithApp(
      <>
        <RequestsTabLabel />
        {panel()}
      </>,
      { server: office([LATE, CONFIRMED, SOON]) },
    );
    await waitFor(() => expect(cardNames()).toEqual(['Bruno Verdi', 'Anna Bianchi']));
    const [first] = screen.getAllByRole('article');
    expect(first?.textContent).toContain('scade tra 3 h 20 min');
    expect(screen.getByRole('button', { name: 'In attesa (2)', pressed: true })).toBeTruthy();
    // The panel's badge, and the tab's badge as a screen reader hears it.
    expect(screen.getAllByText('2 in attesa')).toHaveLength(2);
    expect(screen.getByTitle('2 richieste in attesa')).toBeTruthy();
    // One source: the badge and the panel read the same answer.
    expect(new Set(requests.map((request) => request.url))).toEqual(new Set(['/api/admin/email-requests?state=pending&page=1']));
  });

  it('filters by state, searches by name once the typing stops, and pages by 20', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 23 }, (_, index) => pending(10 + index, `Cliente ${10 + index}`, 1 + index));
    const { requests } = renderWithApp(panel(), { server: office([...many, CONFIRMED]) });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.getByText('Pagina 1 di 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(cardNames()).toEqual(['Cliente 30', 'Cliente 31', 'Cliente 32']));
    expect(screen.getByText('Pagina 2 di 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confermate' }));
    await waitFor(() => expect(cardNames()).toEqual(['Carla Neri']));
    expect(requests.at(-1)?.url).toBe('/api/admin/email-requests?state=confirmed&page=1');
    for (const label of ['Rifiutate', 'Scadute', 'Annullate', 'Archiviate'])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^In attesa/ }));
    // Pasted in one go, so a slow machine cannot make a pause between two keys look like the end of the typing.
    await user.click(screen.getByLabelText('Cerca cliente'));
    await user.paste('Cliente 12');
    await waitFor(() => expect(cardNames()).toEqual(['Cliente 12']));
    expect(requests.filter((request) => request.url.includes('q=')).map((request) => request.url)).toEqual([
      '/api/admin/email-requests?state=pending&page=1&q=Cliente+12',
    ]);
  });
});

describe('admin: archiving a request still waiting for an answer asks first', () => {
  it('offers Rifiuta la richiesta, which opens the decline dialog and archives nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(panel(), { server: office([SOON]) });
    await user.click(await screen.findByRole('button', { name: 'Archivia la richiesta di Bruno Verdi' }));
    const question = screen.getByRole('dialog', { name: 'La richiesta è ancora in attesa' });
    expect(question.textContent).toContain('le date restano riservate fino a giovedì 10/06/2027, 15:20 (ora di Patti), poi tornano libere');
    await user.click(within(question).getByRole('button', { name: 'Rifiuta la richiesta' }));
    expect(await screen.findByRole('dialog', { name: 'Rifiuta la richiesta' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('archives when told to let the hold run, and the request leaves the to-do list', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(panel(), { server: office([SOON, LATE]) });
    await user.click(await screen.findByRole('button', { name: 'Archivia la richiesta di Bruno Verdi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archivia e lascia scadere' }));
    await waitFor(() => expect(cardNames()).toEqual(['Anna Bianchi']));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/admin/email-requests/2/archive',
    ]);
  });

  it('asks for a selection too, naming each pending request and its expiry', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(panel(), { server: office([SOON, LATE]) });
    await user.click(await screen.findByLabelText('Seleziona tutte le richieste da gestire'));
    await user.click(screen.getByRole('button', { name: 'Archivia selezionate (2)' }));
    const question = screen.getByRole('dialog', { name: '2 richieste sono ancora in attesa' });
    expect(question.textContent).toContain('Bruno Verdi: fino a giovedì 10/06/2027, 15:20 (ora di Patti)');
    expect(question.textContent).toContain('Anna Bianchi: fino a giovedì 10/06/2027, 21:00 (ora di Patti)');
    await user.click(within(question).getByRole('button', { name: 'Annulla' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Archivia selezionate (2)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archivia e lascia scadere' }));
    expect(await screen.findByText('Nessuna richiesta in attesa')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/email-requests/archive', body: { ids: [2, 1] } },
    ]);
  });

  it('archives a request already answered without asking', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(panel(), { server: office([CONFIRMED]) });
    await user.click(await screen.findByRole('button', { name: 'Confermate' }));
    await user.click(await screen.findByRole('button', { name: 'Archivia la richiesta di Carla Neri' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(requests.some((request) => request.url === '/api/admin/email-requests/3/archive')).toBe(true));
  });
});
