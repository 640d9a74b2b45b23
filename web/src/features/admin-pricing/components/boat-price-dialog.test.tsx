// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { BoatPrice, PricingPeriod } from '@nbp/contracts/http/pricing';
import { fakeServer, renderWithApp, type FakeRoutes, type SentRequest } from '../../../test/render.tsx';
import { priceForm } from '../logic/price-matrix.ts';
import { BoatPriceDialog } from './boat-price-dialog.tsx';

const BOATS = [
  { id: 1, name: 'Eolo 6.40' },
  { id: 2, name: 'Eolo 6.90' },
] as Boat[];
const PERIODS: PricingPeriod[] = [
  {
    id: 10,
    name: 'Alta stagione',
    nameEn: 'High season',
    startDate: '2027-07-01',
    endDate: '2027-08-31',
    isActive: true,
    createdAt: '2027-01-01T00:00:00Z',
  },
  {
    id: 11,
    name: 'Bassa stagione',
    nameEn: null,
    startDate: '2027-04-01',
    endDate: '2027-06-30',
    isActive: true,
    createdAt: '2027-01-01T00:00:00Z',
  },
];
const PRICES: BoatPrice[] = [
  {
    id: 7,
    boatId: 2,
    periodId: 10,
    oneDayPrice: '300.00',
    multiDayPrice: '270.00',
    weekendMultiplier: '1.00',
    createdAt: '2027-01-01T00:00:00Z',
  },
];

function openDialog(initial = priceForm(), routes: FakeRoutes = {}) {
  const onClose = vi.fn();
  const view = renderWithApp(
    <BoatPriceDialog initial={initial} editing={false} boats={BOATS} periods={PERIODS} prices={PRICES} onClose={onClose} />,
    { server: fakeServer(routes) },
  );
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Imposta Prezzo Barca' }) };
}

const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('admin: the boat price dialog', () => {
  it('asks for a boat and a period before sending anything', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Imposta Prezzo' }));
    expect(within(dialog).getByText('Seleziona una barca', { selector: '[role=alert]' })).toBeTruthy();
    expect(within(dialog).getByText('Seleziona un periodo', { selector: '[role=alert]' })).toBeTruthy();
    expect(writes(requests)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a new price for a pair without one and says so', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog(priceForm(), {
      'POST /api/admin/boat-pricing': () => ({
        status: 201,
        body: { ...PRICES[0]!, id: 8, boatId: 1, periodId: 10, oneDayPrice: '250.00', multiDayPrice: '220.50' },
      }),
    });
    await user.selectOptions(within(dialog).getByLabelText('Barca'), '1');
    await user.selectOptions(within(dialog).getByLabelText('Periodo'), '10');
    await user.clear(within(dialog).getByLabelText('Prezzo Giornaliero (€)'));
    await user.type(within(dialog).getByLabelText('Prezzo Giornaliero (€)'), '250');
    await user.clear(within(dialog).getByLabelText('Prezzo Multi-giorno (€)'));
    await user.type(within(dialog).getByLabelText('Prezzo Multi-giorno (€)'), '220.5');
    expect(within(dialog).queryByText(/Esiste già un prezzo/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Imposta Prezzo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(requests)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/boat-pricing',
        body: expect.objectContaining({ boatId: 1, periodId: 10, oneDayPrice: expect.anything(), multiDayPrice: expect.anything() }),
      },
    ]);
    const body = writes(requests)[0]!.body as { oneDayPrice: unknown; multiDayPrice: unknown };
    expect([Number(body.oneDayPrice), Number(body.multiDayPrice)]).toEqual([250, 220.5]);
    expect(await screen.findByText('Prezzo Impostato')).toBeTruthy();
  });

  it('updates the existing price when the chosen boat and period already have one', async () => {
    const user = userEvent.setup();
    const { dialog, requests, onClose } = openDialog(priceForm(), {
      'PATCH /api/admin/boat-pricing/:id': ({ params }) => (params.id === '7' ? { body: PRICES[0]! } : undefined),
    });
    await user.selectOptions(within(dialog).getByLabelText('Barca'), '2');
    await user.selectOptions(within(dialog).getByLabelText('Periodo'), '10');
    expect(within(dialog).getByText('Esiste già un prezzo per questa combinazione: verrà aggiornato.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Aggiorna Prezzo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(requests).map((request) => [request.method, request.url])).toEqual([['PATCH', '/api/admin/boat-pricing/7']]);
    expect(await screen.findByText('Prezzo Aggiornato')).toBeTruthy();
  });

  it('refuses a day price the contract refuses, on its field', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = openDialog(priceForm(1, 11));
    await user.clear(within(dialog).getByLabelText('Prezzo Giornaliero (€)'));
    await user.type(within(dialog).getByLabelText('Prezzo Giornaliero (€)'), '99999999');
    await user.click(within(dialog).getByRole('button', { name: 'Imposta Prezzo' }));
    expect(within(dialog).getByLabelText('Prezzo Giornaliero (€)').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(/Prezzo giornaliero troppo alto/)).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });
});
