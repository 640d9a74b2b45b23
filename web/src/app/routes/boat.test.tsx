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

/** The page's reads about days and the booking window, answered empty: no day taken, no limit. */
const CALENDAR_READS: Parameters<typeof fakeServer>[0] = {
  'GET /api/unavailable-dates': () => ({ body: [] }),
  'GET /api/bookings': () => ({ body: [] }),
  'GET /api/bookings/held': () => ({ body: [] }),
  'GET /api/pricing/boat/:boatId/priced-until': ({ params }) => ({
    body: { boatId: Number(params.boatId), pricedUntil: null, lastBookableDate: null },
  }),
  'GET /api/email-bookings/window': () => ({ body: { sameDayCutoffHour: 9, horizonMonths: 18 } }),
};

/** The catalogue and the price list answer in the language asked; the rest of the page's reads answer empty. */
const server = fakeServer({
  'GET /api/boats/:id': ({ params, query }) => (params.id === '2' ? { body: boat(query.get('lang') === 'en' ? 'en' : 'it') } : undefined),
  'GET /api/boats': () => ({ body: [] }),
  'GET /api/extras': () => ({ body: [] }),
  'GET /api/boat-pricing/:boatId': ({ params, query }) =>
    params.boatId === '2' ? { body: prices(query.get('lang') === 'en' ? 'High season 2027' : 'Alta stagione 2027') } : undefined,
  ...CALENDAR_READS,
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

describe('the boat page writes the office’s figures and units in its language (docs/languages.md#every-word)', () => {
  /** A boat whose figures the office wrote in Italian, its beam and its lists left to the page's fallbacks. */
  const italianFigures = aBoat({
    id: 7,
    name: 'Alacaluf VII',
    model: 'Eolo 6.40 EL Open',
    length: '6.40 mt',
    motorPower: '40 CV',
    fuelTankCapacity: '90 litri',
    waterTankCapacity: null,
  });
  const extras = [
    { id: 1, name: 'Skipper', description: null, price: '150.00', unit: 'giorno', category: 'skipper' as const, isActive: true },
    {
      id: 2,
      name: 'Snorkelling kit',
      description: null,
      price: '10.00',
      unit: 'persona',
      category: 'attrezzature' as const,
      isActive: true,
    },
  ];
  const figures = fakeServer({
    'GET /api/boats/:id': () => ({ body: italianFigures }),
    'GET /api/boats': () => ({ body: [italianFigures] }),
    'GET /api/extras': () => ({ body: extras }),
    'GET /api/boat-pricing/:boatId': () => ({ body: [] }),
    ...CALENDAR_READS,
  });
  const render = (path: string) =>
    renderWithApp(
      <Routes>
        <Route path="/boat/:id" element={<BoatRoute />} />
        <Route path="/en/boat/:id" element={<BoatRoute />} />
      </Routes>,
      { path, server: figures },
    );
  const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

  it('in English: metres, horsepower, litres, per day and per person, the fallbacks in English', async () => {
    render('/en/boat/7');
    await screen.findByRole('heading', { name: 'Characteristics' });
    expect(fact('Length')).toBe('6.40 m');
    expect(fact('Engine')).toBe('40 hp');
    expect(fact('Fuel tank')).toBe('90 litres');
    expect(fact('Water tank')).toBe('40 litres');
    expect(fact('Beam')).toBe('2.30 m');
    expect(screen.getAllByText('Life jackets').length).toBeGreaterThan(0);
    expect(await screen.findByText('per day')).toBeTruthy();
    expect(screen.getByText('per person')).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const italian of [/\bmt\b/, /\bCV\b/, /\blitri\b/, /\bgiorno\b/, /\bpersona\b/, /Giubbotti/]) expect(text).not.toMatch(italian);
  });

  it('in Italian: the office’s text as written, the units as before', async () => {
    render('/boat/7');
    await screen.findByRole('heading', { name: 'Caratteristiche' });
    expect(fact('Lunghezza')).toBe('6.40 mt');
    expect(fact('Motore')).toBe('40 CV');
    expect(fact('Serbatoio carburante')).toBe('90 litri');
    expect(fact('Serbatoio acqua')).toBe('40 litri');
    expect(await screen.findAllByText('/ giorno')).toHaveLength(1);
    expect(screen.getByText('/ persona')).toBeTruthy();
  });
});
