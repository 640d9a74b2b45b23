// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import { aBookingRequest } from '../../../test/fixtures.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { office } from '../test-office.ts';
import { BookingRequestsPanel } from './booking-requests-panel.tsx';

const NOW = new Date('2027-06-10T10:00:00Z');
const base = aBookingRequest();
const CONFIRMED: BookingRequest = { ...base, id: 2, status: 'confirmed', bookingId: 41, customerName: 'Bruno Verdi' };
const DECLINED: BookingRequest = { ...base, id: 3, status: 'declined', declineReason: 'Barca in cantiere.', customerName: 'Carla Neri' };

function cardOf(customer: string): HTMLElement {
  return screen.getByText(customer).closest('article')!;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('admin: the e-mail requests tab', () => {
  it('shows each state, the time left of a pending one, the booking of a confirmed one and the reason of a declined one', async () => {
    const user = userEvent.setup();
    renderWithApp(<BookingRequestsPanel onCreateBooking={() => undefined} />, {
      server: office([base, CONFIRMED, DECLINED]),
    });
    const pending = await waitFor(() => cardOf('Anna Bianchi'));
    expect(within(pending).getByText('In attesa di conferma')).toBeTruthy();
    expect(within(pending).getByText('scade tra 5 h 20 min')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Conferma la richiesta di Anna Bianchi' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Rifiuta la richiesta di Anna Bianchi' })).toBeTruthy();

    expect(within(pending).getByRole('button', { name: 'Crea prenotazione dalla richiesta di Anna Bianchi' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Confermate' }));
    const confirmed = await waitFor(() => cardOf('Bruno Verdi'));
    expect(within(confirmed).getByText('Confermata')).toBeTruthy();
    expect(within(confirmed).queryByRole('button', { name: /^Conferma/ })).toBeNull();
    expect(within(confirmed).queryByRole('button', { name: /^Rifiuta/ })).toBeNull();
    // It has its booking: nothing left to create from it.
    expect(within(confirmed).queryByRole('button', { name: /^Crea prenotazione/ })).toBeNull();
    // Its booking is a link to the booking's own address (docs/back-office.md#addresses).
    expect(within(confirmed).getByRole('link', { name: 'Prenotazione #41' }).getAttribute('href')).toBe('/admin/prenotazioni/41');

    await user.click(screen.getByRole('button', { name: 'Rifiutate' }));
    const declined = await waitFor(() => cardOf('Carla Neri'));
    expect(within(declined).getByText('Rifiutata')).toBeTruthy();
    expect(declined.textContent).toContain('Barca in cantiere.');
    // Archive and the delivery badges stay.
    expect(within(declined).getByRole('button', { name: 'Archivia la richiesta di Carla Neri' })).toBeTruthy();
    expect(declined.textContent).toContain('Email cliente:');
  });

  it('marks a pending request that holds no days, and only that one', async () => {
    renderWithApp(<BookingRequestsPanel onCreateBooking={() => undefined} />, {
      server: office([base, { ...base, id: 2, customerName: 'Luca Verdi', holdsDays: false }]),
    });
    expect(await within(await waitFor(() => cardOf('Luca Verdi'))).findByText('Date non bloccate')).toBeTruthy();
    expect(within(cardOf('Anna Bianchi')).queryByText('Date non bloccate')).toBeNull();
  });

  it('confirms a pending request, says so and shows the new state', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingRequestsPanel onCreateBooking={() => undefined} />, { server: office([base]) });
    await user.click(await screen.findByRole('button', { name: 'Conferma la richiesta di Anna Bianchi' }));
    expect(await screen.findByText('Richiesta confermata')).toBeTruthy();
    // The toast names the booking the request became.
    expect(screen.getByText(/^Prenotazione #77 creata per Anna Bianchi/)).toBeTruthy();
    // Answered, it leaves the to-do list for Confermate.
    expect(await screen.findByText('Nessuna richiesta in attesa')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confermate' }));
    await waitFor(() => expect(within(cardOf('Anna Bianchi')).getByRole('link', { name: 'Prenotazione #77' })).toBeTruthy());
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/admin/email-requests/1/confirm',
    ]);
  });

  it('declines with an optional reason from its dialog', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<BookingRequestsPanel onCreateBooking={() => undefined} />, { server: office([base]) });
    await user.click(await screen.findByRole('button', { name: 'Rifiuta la richiesta di Anna Bianchi' }));
    const dialog = screen.getByRole('dialog', { name: 'Rifiuta la richiesta' });
    const reason = within(dialog).getByLabelText(/^Motivo/);
    expect(reason.getAttribute('maxlength')).toBe('500');
    await user.type(reason, 'Motore in revisione.');
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta richiesta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/email-requests/1/decline', body: { reason: 'Motore in revisione.' } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Rifiutate' }));
    await waitFor(() => expect(cardOf('Anna Bianchi').textContent).toContain('Motore in revisione.'));
    expect(within(cardOf('Anna Bianchi')).getByText('Rifiutata')).toBeTruthy();
  });

  it('shows a refusal (409) readably', async () => {
    const user = userEvent.setup();
    const message = 'La richiesta non è più in attesa: è già stata gestita.';
    renderWithApp(<BookingRequestsPanel onCreateBooking={() => undefined} />, { server: office([base], { status: 409, message }) });
    await user.click(await screen.findByRole('button', { name: 'Conferma la richiesta di Anna Bianchi' }));
    expect(await screen.findByText('Conferma non riuscita')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('brings the asked request into view: its list opened, the card outlined and focused', async () => {
    const scrolled: string[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.id);
    };
    try {
      const held = { ...base, id: 5, customerName: 'Dario Rossi' };
      const archivedOne = { ...base, id: 6, customerName: 'Elena Gialli', isArchived: true, archivedAt: '2027-06-10T09:30:00Z' };
      const { rerender } = renderWithApp(<BookingRequestsPanel onCreateBooking={() => undefined} shownId={5} />, {
        server: office([base, held, archivedOne]),
      });
      await waitFor(() => expect(document.activeElement).toBe(cardOf('Dario Rossi')));
      expect(scrolled).toContain('request-5');
      expect(cardOf('Dario Rossi').className).not.toBe(cardOf('Anna Bianchi').className);
      // An archived one: the Archiviate list opens on it.
      rerender(<BookingRequestsPanel onCreateBooking={() => undefined} shownId={6} />);
      await waitFor(() => expect(document.activeElement).toBe(cardOf('Elena Gialli')));
      expect(screen.getByRole('button', { name: 'Archiviate', pressed: true })).toBeTruthy();
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });
});
