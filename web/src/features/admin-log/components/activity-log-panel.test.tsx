// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityLog } from '@nbp/contracts/http/identity';
import { fakeServer, renderWithApp, type SentRequest } from '../../../test/render.tsx';
import { ActivityLogPanel } from './activity-log-panel.tsx';

const entry = (id: number, action: string, entityId: string | null, details: unknown = {}): ActivityLog => ({
  id,
  userId: 'u-1',
  userName: 'Marina',
  action,
  entityType: null,
  entityId,
  details,
  createdAt: '2027-07-10T10:00:00Z',
});

const ALL = [
  entry(4, 'booking.updated', '12', { boatName: 'Eolo 6.40', before: { status: 'confirmed' }, after: { status: 'cancelled' } }),
  entry(3, 'booking-request.declined', '5'),
  entry(2, 'pricing.period.created', '7', { name: 'Alta' }),
  entry(1, 'password.changed', null),
];

/** The log as identity answers it: the kind filter keeps the booking entries. */
const office = fakeServer({
  'GET /api/admin/activity-logs/admins': () => ({ body: [{ id: 'u-1', name: 'Marina' }] }),
  'GET /api/admin/boats': () => ({ body: [] }),
  'GET /api/admin/bookings/customer-names': ({ query }) =>
    query.toString() === 'bookings=12&requests=5'
      ? { body: { bookings: [{ id: 12, customerName: 'Nicolò Ferrà' }], requests: [{ id: 5, customerName: 'Lucia Sanò' }] } }
      : undefined,
  'GET /api/admin/activity-logs': ({ query }) => {
    const items = query.get('kind') === 'prenotazioni' ? ALL.filter((log) => log.action.startsWith('booking.')) : ALL;
    return { body: items, headers: { 'X-Total-Count': String(items.length) } };
  },
});

const logCalls = (requests: SentRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/admin/activity-logs?')).map((r) => new URL(r.url, 'http://x').searchParams);

describe('admin: the log', () => {
  it('sends Tipo, Amministratore, Dal and Al as query parameters, back on page 1', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<ActivityLogPanel onOpen={() => {}} />, { server: office });
    await screen.findByText('Password cambiata.');
    expect([...logCalls(requests)[0]!.keys()]).toEqual(['page', 'pageSize']);

    await user.selectOptions(screen.getByLabelText('Tipo'), 'prenotazioni');
    await waitFor(() => expect(screen.queryByText('Password cambiata.')).toBeNull());
    expect(logCalls(requests).at(-1)!.get('kind')).toBe('prenotazioni');

    await screen.findByRole('option', { name: 'Marina' });
    await user.selectOptions(screen.getByLabelText('Amministratore'), 'u-1');
    await waitFor(() => expect(logCalls(requests).at(-1)!.get('userId')).toBe('u-1'));

    await user.type(screen.getByLabelText('Dal'), '2027-07-01');
    await user.type(screen.getByLabelText('Al'), '2027-07-31');
    await waitFor(() => expect(logCalls(requests).at(-1)!.get('to')).toBe('2027-07-31'));
    const last = logCalls(requests).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      page: '1',
      pageSize: '50',
      kind: 'prenotazioni',
      userId: 'u-1',
      from: '2027-07-01',
      to: '2027-07-31',
    });

    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect([...logCalls(requests).at(-1)!.keys()]).toEqual(['page', 'pageSize']));
  });

  it('does not send a range whose end comes before its start, and says why', async () => {
    const user = userEvent.setup();
    const { requests } = renderWithApp(<ActivityLogPanel />, { server: office });
    await screen.findByText('Password cambiata.');
    await user.type(screen.getByLabelText('Dal'), '2027-07-10');
    await waitFor(() => expect(logCalls(requests).at(-1)!.get('from')).toBe('2027-07-10'));
    await user.type(screen.getByLabelText('Al'), '2027-07-01');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'La data "Al" deve essere uguale o successiva a "Dal".');
    expect(logCalls(requests).some((params) => params.get('to'))).toBe(false);
  });

  it("names the customers of the page's bookings and requests, asked once of the booking service", async () => {
    const { requests } = renderWithApp(<ActivityLogPanel />, { server: office });
    await screen.findByText('Prenotazione n. 12 di Nicolò Ferrà per Eolo 6.40: stato da Confermata a Cancellata.');
    await screen.findByText('Richiesta n. 5 di Lucia Sanò rifiutata.');
    expect(requests.filter((r) => r.url.startsWith('/api/admin/bookings/customer-names'))).toHaveLength(1);
  });

  it("each entry's link opens the very booking, request or period; access entries have none", async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithApp(<ActivityLogPanel onOpen={onOpen} />, { server: office });
    await screen.findByText('Prenotazione n. 12 di Nicolò Ferrà per Eolo 6.40: stato da Confermata a Cancellata.');
    await user.click(screen.getByRole('button', { name: 'Apri prenotazione n. 12' }));
    expect(onOpen).toHaveBeenLastCalledWith({ tab: 'booking', bookingId: 12 });
    await user.click(screen.getByRole('button', { name: 'Apri richiesta n. 5' }));
    expect(onOpen).toHaveBeenLastCalledWith({ tab: 'requests', requestId: 5 });
    await user.click(screen.getByRole('button', { name: 'Apri il periodo in Prezzi' }));
    expect(onOpen).toHaveBeenLastCalledWith({ tab: 'prices', periodId: 7 });
    expect(screen.getAllByRole('button', { name: /^Apri / })).toHaveLength(3);
  });
});
