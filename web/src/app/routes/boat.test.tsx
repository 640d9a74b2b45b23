// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aBoat } from '../../test/fixtures.ts';
import { fakeServer, renderWithApp } from '../../test/render.tsx';
import { prefetchForPath } from '../prefetch.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import BoatRoute from './boat.tsx';

const boat = (lang: 'it' | 'en') =>
  aBoat({
    id: 2,
    name: 'Eolo 7.50',
    model: 'Eolo 7.50 Cabin',
    length: '7.50 m',
    motorPower: '200 HP',
    maxPersons: 8,
    year: 2024,
    requiresLicense: true,
    licenseRequired: true,
    fuelIncluded: false,
    weatherRefund: true,
    deposit: '1000.00',
    imageUrl: '/images/eolo-750.jpg',
    description: lang === 'en' ? 'A roomy cabin boat.' : 'Una barca con cabina spaziosa.',
    detailedDescription: null,
    features: [],
  });

/** The price list of the boat, its period named as the language asked names it. */
const prices = (name: string) => [
  { periodId: 5, name, startDate: '2027-06-01', endDate: '2027-09-30', oneDayPrice: '550.00', multiDayPrice: '495.00' },
];

/** The catalogue and the price list answer in the language asked; the rest of the page's reads answer empty. */
const server = fakeServer({
  'GET /api/boats/:id': ({ params, query }) => (params.id === '2' ? { body: boat(query.get('lang') === 'en' ? 'en' : 'it') } : undefined),
  'GET /api/boats': () => ({ body: [] }),
  'GET /api/extras': () => ({ body: [] }),
  'GET /api/boat-pricing/:boatId': ({ params, query }) =>
    params.boatId === '2' ? { body: prices(query.get('lang') === 'en' ? 'High season 2027' : 'Alta stagione 2027') } : undefined,
  'GET /api/unavailable-dates': () => ({ body: [] }),
  'GET /api/bookings': () => ({ body: [] }),
  'GET /api/bookings/held': () => ({ body: [] }),
  'GET /api/pricing/boat/:boatId/priced-until': ({ params }) => ({
    body: { boatId: Number(params.boatId), pricedUntil: null, lastBookableDate: null },
  }),
  'GET /api/email-bookings/window': () => ({ body: { sameDayCutoffHour: 9, horizonMonths: 18 } }),
});

function renderBoatPage(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/boat/:id" element={<BoatRoute />} />
      <Route path="/en/boat/:id" element={<BoatRoute />} />
    </Routes>,
    { path, server },
  );
}

describe('the boat page in its two languages (docs/languages.md#boat-page)', () => {
  it('on /en/boat/2 asks for the boat, the fleet and the extras in English and speaks English', async () => {
    const { requests } = renderBoatPage('/en/boat/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eolo 7.50' })).toBeTruthy();
    expect(await screen.findByText('A roomy cabin boat.')).toBeTruthy();
    expect(screen.getByText('Max 8 people')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/en/contact');
    expect(screen.getByRole('link', { name: 'Fleet' }).getAttribute('href')).toBe('/en#flotta');
    expect(await screen.findByRole('heading', { name: 'Rental terms' })).toBeTruthy();
    expect(
      screen.getByText('€1,000 as a pre-authorisation on a credit card, released once the boat has been checked on return.'),
    ).toBeTruthy();
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/extras?lang=en'));
    const asked = requests.map((request) => request.url);
    expect(asked).toContain('/api/boats/2?lang=en');
    expect(asked).not.toContain('/api/boats/2');
    expect(asked).toContain('/api/boats?lang=en');
    // The price list names its periods in English (docs/languages.md#period-names).
    expect(await screen.findByText('High season 2027')).toBeTruthy();
    const all = requests.map((request) => request.url);
    expect(all).toContain('/api/boat-pricing/2?lang=en');
    expect(all).not.toContain('/api/boat-pricing/2');
  });

  it('on /boat/2 keeps the Italian URLs and words', async () => {
    const { requests } = renderBoatPage('/boat/2');
    expect(await screen.findByText('Una barca con cabina spaziosa.')).toBeTruthy();
    expect(screen.getByText('Max 8 persone')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Condizioni di noleggio' })).toBeTruthy();
    expect(
      screen.getByText('1000 € tramite pre-autorizzazione su carta di credito, restituita dopo il controllo della barca al rientro.'),
    ).toBeTruthy();
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/extras'));
    const asked = requests.map((request) => request.url);
    expect(asked).toContain('/api/boats/2');
    expect(await screen.findByText('Alta stagione 2027')).toBeTruthy();
    const all = requests.map((request) => request.url);
    expect(all).toContain('/api/boat-pricing/2');
    expect(all.some((url) => url.includes('lang='))).toBe(false);
  });

  it('the prefetcher asks for the English boat on /en/boat/:id, the Italian one on /boat/:id', async () => {
    const asked: string[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    prefetchForPath(createQueryClient(), '/en/boat/2');
    prefetchForPath(createQueryClient(), '/boat/3');
    prefetchForPath(createQueryClient(), '/en/about');
    await waitFor(() => expect(asked).toEqual(['/api/boats/2?lang=en', '/api/boats/3']));
  });
});
