// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '@nbp/contracts/http/pricing';
import { longItalianDate, shortItalianDate, formatEuro } from '@nbp/contracts/format';
import { bookingKeys, quoteKeys } from '../../../lib/query-keys.ts';
import { renderWithApp, type FakeServer } from '../../../test/render.tsx';
import { SELECTION_ERRORS } from '../logic/date-selection.ts';
import { BookingCard } from './booking-card.tsx';

// 08:00 in Rome on 10 June 2027: before the same-day cut-off, so today is still bookable.
const NOW = new Date('2027-06-10T06:00:00Z');
const BOAT = { id: 1, name: 'Eolo 6.40', model: 'Eolo 6.40 EL', deposit: '500.00' };

const quote = (startDate: string, endDate: string, days: number, total: string): Quote => ({
  boatId: BOAT.id,
  startDate,
  endDate,
  days,
  rate: days > 1 ? 'multiDay' : 'oneDay',
  breakdown: [],
  total,
  deposit: '500.00',
  currency: 'EUR',
});

/** The boat is free except when `taken` says otherwise; quotes at 150 € a day. */
const shopServer =
  (taken = false): FakeServer =>
  ({ url }) => {
    const path = url.split('?')[0]!;
    if (path === '/api/simple-boat-availability') return { body: { available: !taken } };
    if (path === '/api/all-boats-availability') return { body: [] };
    if (path === '/api/availability') return { body: [] };
    const priced = /^\/api\/pricing\/boat\/1\/(\d{4}-\d\d-\d\d)\/(\d{4}-\d\d-\d\d)$/.exec(path);
    if (priced) {
      const days = (Date.parse(priced[2]!) - Date.parse(priced[1]!)) / 86_400_000 + 1;
      return { body: quote(priced[1]!, priced[2]!, days, (days * 150).toFixed(2)) };
    }
    return undefined;
  };

function renderCard(server: FakeServer = shopServer()) {
  return renderWithApp(<BookingCard boat={BOAT} />, {
    server,
    data: [
      // Booked 20-22 June; the office closed the 15th.
      [bookingKeys.confirmedOf(BOAT.id), [{ startDate: '2027-06-20', endDate: '2027-06-22', status: 'confirmed' }]],
      [bookingKeys.unavailableDates(BOAT.id), ['2027-06-15']],
      [quoteKeys.pricedUntil(BOAT.id), { boatId: BOAT.id, lastBookableDate: '2027-10-31' }],
      [bookingKeys.window, { sameDayCutoffHour: 9, horizonMonths: 18 }],
    ],
  });
}

const startField = () => screen.getByRole('button', { name: /^Data di inizio/ });
const endField = () => screen.getByRole('button', { name: /^Data di fine/ });
const day = (iso: string) => screen.getByRole('button', { name: new RegExp(`^${longItalianDate(iso)}`) });

async function pick(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  await user.click(startField());
  await user.click(day(start));
  // Picking the start opens the end's calendar.
  await screen.findByRole('dialog', { name: 'Scegli la data di fine' });
  await user.click(day(end));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('booking card: date selection', () => {
  it('opens on the current month; past, booked and closed days cannot be picked', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(startField().textContent).toContain('Scegli data');
    await user.click(startField());
    const calendar = screen.getByRole('dialog', { name: 'Scegli la data di inizio' });
    expect(within(calendar).getByRole('grid').getAttribute('aria-label')).toMatch(/^Giugno 2027$/i);
    expect(day('2027-06-09').getAttribute('aria-disabled')).toBe('true');
    expect(day('2027-06-10').getAttribute('aria-disabled')).toBeNull();
    for (const taken of ['2027-06-15', '2027-06-20', '2027-06-21', '2027-06-22']) {
      expect(day(taken).getAttribute('aria-label')).toBe(`${longItalianDate(taken)}, non disponibile`);
      expect(day(taken).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('says which day is taken when one is clicked, and keeps the dates empty', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(startField());
    await user.click(day('2027-06-15'));
    expect(await screen.findByText(`${BOAT.name} non è disponibile il ${longItalianDate('2027-06-15')}.`)).toBeTruthy();
    expect(startField().textContent).toContain('Scegli data');
  });

  it('asks for the start first when the end field is pressed alone', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard();
    await user.click(endField());
    expect(await screen.findByText(SELECTION_ERRORS.startFirst.title)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Scegli la data di fine' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('writes both dates in the fields and closes the calendar once the end is picked', async () => {
    const user = userEvent.setup();
    renderCard();
    await pick(user, '2027-06-11', '2027-06-13');
    expect(startField().textContent).toContain(shortItalianDate('2027-06-11'));
    expect(endField().textContent).toContain(shortItalianDate('2027-06-13'));
    expect(screen.queryByRole('dialog', { name: /^Scegli la data/ })).toBeNull();
  });
});

describe('booking card: availability and price', () => {
  it('checks the chosen dates and shows the price the pricing service computed', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard();
    await pick(user, '2027-06-11', '2027-06-13');
    const summary = await screen.findByTestId('price-summary');
    expect(summary.textContent).toContain(formatEuro('450.00'));
    expect(summary.textContent).toContain('3 giorni');
    const asked = requests.map((request) => request.url);
    expect(asked).toContain('/api/simple-boat-availability?boatId=1&startDate=2027-06-11&endDate=2027-06-13');
    expect(asked).toContain('/api/pricing/boat/1/2027-06-11/2027-06-13');
    // A free boat needs no alternatives.
    expect(asked.some((url) => url.startsWith('/api/all-boats-availability'))).toBe(false);
  });

  it('shows no price and offers alternatives when the boat is taken on those dates', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard(shopServer(true));
    await pick(user, '2027-06-11', '2027-06-13');
    const alternatives = await screen.findByTestId('alternatives');
    await waitFor(() => expect(within(alternatives).queryByRole('status')).toBeNull());
    expect(alternatives.textContent).toContain('Nessuna alternativa disponibile per queste date');
    expect(screen.queryByTestId('price-summary')).toBeNull();
    expect(requests.map((request) => request.url)).toContain(
      '/api/all-boats-availability?startDate=2027-06-11&endDate=2027-06-13&excludeBoatId=1',
    );
  });
});
