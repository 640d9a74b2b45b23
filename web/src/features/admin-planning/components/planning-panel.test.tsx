// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HarbourToday, Planning } from '@nbp/contracts/http/booking';
import { slashItalianDate } from '@nbp/contracts/format';
import { fakeServer, renderWithApp } from '../../../test/render.tsx';
import { PlanningPanel } from './planning-panel.tsx';

const TODAY = '2027-06-10'; // a Thursday
const PLANNING: Planning = {
  boats: [
    { id: 1, name: 'Alacaluf I', isActive: true },
    { id: 2, name: 'Alacaluf II', isActive: true },
  ],
  entries: [
    { id: 7, boatId: 1, kind: 'booking', status: 'confirmed', startDate: '2027-06-09', endDate: '2027-06-11', label: 'Anna Blu' },
    { id: 3, boatId: 2, kind: 'hold', status: 'pending', startDate: '2027-06-12', endDate: '2027-06-12', label: 'Rita Viola' },
    // An imported calendar's event (docs/calendars.md#import-the-marketplaces-feeds): labelled with the feed's name.
    { id: 9, boatId: 2, kind: 'external', status: 'busy', startDate: '2027-06-13', endDate: '2027-06-14', label: 'SamBoat' },
    // Closed days (docs/back-office.md#closed-days): kind blocked, status closed, labelled with the reason.
    { id: 5, boatId: 1, kind: 'blocked', status: 'closed', startDate: '2027-06-12', endDate: '2027-06-13', label: 'Manutenzione' },
  ],
};
const HARBOUR: HarbourToday = {
  date: TODAY,
  departures: [],
  returns: [],
};

const server = fakeServer({
  'GET /api/admin/planning/today': () => ({ body: HARBOUR }),
  'GET /api/admin/planning': () => ({ body: PLANNING }),
  'POST /api/admin/blocked-days': () => ({
    status: 201,
    body: {
      id: 6,
      boatId: 2,
      startDate: '2027-06-08',
      endDate: '2027-06-09',
      reason: 'Tagliando',
      createdBy: 'a1',
      createdAt: '2027-06-10T08:00:00.000Z',
    },
  }),
  'DELETE /api/admin/blocked-days/:id': () => ({ status: 204 }),
});

function renderPanel({ calendars = true } = {}) {
  const props = {
    onOpenBooking: vi.fn(),
    onOpenRequests: vi.fn(),
    onNewBooking: vi.fn(),
    onOpenCalendars: calendars ? vi.fn() : undefined,
    today: TODAY,
  };
  const view = renderWithApp(<PlanningPanel {...props} />, { server });
  return { ...view, props };
}

const grid = () => within(screen.getByTestId('planning-grid'));

describe('PlanningPanel', () => {
  it('shows the week around today (Monday to Sunday) with today marked, and asks for that range', async () => {
    const { requests } = renderPanel();
    await screen.findByRole('table');
    const heads = grid().getAllByRole('columnheader');
    expect(heads).toHaveLength(8);
    const current = heads.filter((th) => th.getAttribute('aria-current') === 'date');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('10');
    expect(requests.map((r) => r.url)).toContain('/api/admin/planning?from=2027-06-07&to=2027-06-13');
    // The booking covers its three days; the hold its one.
    expect(grid().getAllByRole('button', { name: /^Confermata: Anna Blu, Alacaluf I/ })).toHaveLength(3);
    expect(grid().getAllByRole('button', { name: /^Richiesta in attesa: Rita Viola/ })).toHaveLength(1);
    expect(screen.getByRole('list', { name: 'Legenda' }).textContent).toMatch(
      /Confermata.*In attesa.*Richiesta in attesa.*Bloccato.*Calendario esterno/,
    );
  });

  it('switches to the month, moves to the next one and back to today', async () => {
    const { requests } = renderPanel();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Mese' }));
    await waitFor(() => expect(grid().getAllByRole('columnheader')).toHaveLength(31));
    expect(requests.map((r) => r.url)).toContain('/api/admin/planning?from=2027-06-01&to=2027-06-30');
    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/admin/planning?from=2027-07-01&to=2027-07-31'));
    await waitFor(() => expect(grid().getAllByRole('columnheader')).toHaveLength(32));
    expect(
      grid()
        .getAllByRole('columnheader')
        .some((th) => th.getAttribute('aria-current') === 'date'),
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Oggi' }));
    await waitFor(() =>
      expect(
        grid()
          .getAllByRole('columnheader')
          .filter((th) => th.getAttribute('aria-current') === 'date'),
      ).toHaveLength(1),
    );
  });

  it('"Vai alla data" shows the month of a day typed as gg/mm/aaaa, and refuses what is no day', async () => {
    const { requests } = renderPanel();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Mese' }));
    const field = screen.getByLabelText('Vai alla data');
    fireEvent.change(field, { target: { value: '31/02/2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vai' }));
    expect(await screen.findByText('Data non valida: scrivila come gg/mm/aaaa')).toBeTruthy();
    fireEvent.change(field, { target: { value: '15/09/2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vai' }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/admin/planning?from=2027-09-01&to=2027-09-30'));
  });

  it('opens a new booking for an empty cell, the booking for its cell and the requests for a hold', async () => {
    const { props } = renderPanel();
    await screen.findByRole('table');
    fireEvent.click(grid().getByRole('button', { name: 'Nuova prenotazione: Alacaluf II, 8 giugno 2027' }));
    expect(props.onNewBooking).toHaveBeenCalledWith(2, '2027-06-08');
    fireEvent.click(grid().getAllByRole('button', { name: /Anna Blu/ })[0]!);
    expect(props.onOpenBooking).toHaveBeenCalledWith(7);
    fireEvent.click(grid().getByRole('button', { name: /Rita Viola/ }));
    expect(props.onOpenRequests).toHaveBeenCalledWith(3);
  });

  it("names an imported calendar's days after the feed and opens the Calendari tab from them", async () => {
    const { props } = renderPanel();
    await screen.findByRole('table');
    // The week ends on Sunday the 13th: one day of the event is in it.
    const cells = grid().getAllByRole('button', { name: /^Calendario esterno: SamBoat, Alacaluf II/ });
    expect(cells).toHaveLength(1);
    fireEvent.click(cells[0]!);
    expect(props.onOpenCalendars).toHaveBeenCalledTimes(1);
    expect(props.onOpenBooking).not.toHaveBeenCalled();
    expect(props.onOpenRequests).not.toHaveBeenCalled();
  });

  it('without a way to the Calendari tab, an imported day is only a coloured mark', async () => {
    renderPanel({ calendars: false });
    await screen.findByRole('table');
    expect(grid().queryAllByRole('button', { name: /^Calendario esterno/ })).toHaveLength(0);
    expect(grid().getAllByRole('img', { name: /^Calendario esterno: SamBoat, Alacaluf II/ })).toHaveLength(1);
  });

  it('lists the same days one by one for a phone', async () => {
    renderPanel();
    await screen.findByRole('table');
    const list = within(screen.getByTestId('planning-list'));
    expect(list.getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(7);
    expect(list.getByText('Oggi')).toBeTruthy();
  });

  it('a drag across empty days of a boat opens "Chiudi giorni" on them; the reason is required; the closing is sent', async () => {
    const { requests, props } = renderPanel();
    await screen.findByRole('table');
    const first = grid().getByRole('button', { name: 'Nuova prenotazione: Alacaluf II, 8 giugno 2027' });
    const last = grid().getByRole('button', { name: 'Nuova prenotazione: Alacaluf II, 9 giugno 2027' });
    fireEvent.pointerDown(first, { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(last, { pointerType: 'mouse' });
    fireEvent.pointerUp(last, { pointerType: 'mouse' });
    // A mouse click (detail 1) on the day the drag ended on is not a new booking.
    fireEvent.click(last, { detail: 1 });
    const dialog = within(await screen.findByRole('dialog'));
    expect(props.onNewBooking).not.toHaveBeenCalled();
    expect((dialog.getByLabelText('Barca *') as HTMLSelectElement).value).toBe('2');
    // The days as the back office writes them (docs/back-office.md#dates).
    expect((dialog.getByLabelText('Dal *') as HTMLInputElement).value).toBe('08/06/2027');
    expect((dialog.getByLabelText('Al (compreso) *') as HTMLInputElement).value).toBe('09/06/2027');
    fireEvent.click(dialog.getByRole('button', { name: 'Chiudi giorni' }));
    await dialog.findByText('Scrivi il motivo della chiusura.');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.change(dialog.getByLabelText('Motivo *'), { target: { value: ' Tagliando ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Chiudi giorni' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST')).toEqual([
        {
          method: 'POST',
          url: '/api/admin/blocked-days',
          body: { boatId: 2, startDate: '2027-06-08', endDate: '2027-06-09', reason: 'Tagliando' },
        },
      ]),
    );
  });

  it('the toolbar opens "Chiudi giorni" on today without a drag; a closed range opens its dialog and reopens', async () => {
    const { requests } = renderPanel();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi giorni' }));
    let dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Dal *') as HTMLInputElement).value).toBe(slashItalianDate(TODAY));
    fireEvent.click(dialog.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const closed = grid().getAllByRole('button', { name: /^Giorni chiusi: Manutenzione, Alacaluf I, / });
    expect(closed).toHaveLength(2);
    fireEvent.click(closed[0]!);
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Motivo: Manutenzione')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Riapri giorni' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/blocked-days/5']));
  });
});
