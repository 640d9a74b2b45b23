// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingRequestAnswer } from '@nbp/contracts/http/booking';
import type { Quote } from '@nbp/contracts/http/pricing';
import { longItalianDate, shortItalianDate, formatEuro } from '@nbp/contracts/format';
import { bookingKeys, quoteKeys } from '../../../lib/query-keys.ts';
import { fakeServer, renderWithApp, type FakeRoutes, type RouteHandler } from '../../../test/render.tsx';
import { ITALIAN_REFUSALS } from '../../../test/booking-words.ts';
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
const shopServer = (taken = false): FakeRoutes => ({
  'GET /api/simple-boat-availability': () => ({ body: { available: !taken } }),
  'GET /api/all-boats-availability': () => ({ body: [] }),
  'GET /api/availability': () => ({ body: [] }),
  'GET /api/pricing/boat/:boatId/:startDate/:endDate': ({ params: { boatId, startDate, endDate } }) => {
    if (boatId !== '1' || !/^\d{4}-\d\d-\d\d$/.test(startDate!) || !/^\d{4}-\d\d-\d\d$/.test(endDate!)) return undefined;
    const days = (Date.parse(endDate!) - Date.parse(startDate!)) / 86_400_000 + 1;
    return { body: quote(startDate!, endDate!, days, (days * 150).toFixed(2)) };
  },
});

function renderCard(routes: FakeRoutes = shopServer(), path = '/boat/1') {
  return renderWithApp(<BookingCard boat={BOAT} />, {
    server: fakeServer(routes),
    path,
    data: [
      // Another visitor's request holds 25-26 June.
      [bookingKeys.heldOf(BOAT.id), [{ startDate: '2027-06-25', endDate: '2027-06-26' }]],
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

/** Presses a date field and waits for its calendar (its code comes when the visitor reaches for the dates). */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, name: string) {
  await user.click(field);
  return screen.findByRole('dialog', { name });
}
const openStart = (user: ReturnType<typeof userEvent.setup>) => openCalendar(user, startField(), 'Scegli la data di inizio');

async function pick(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  await openStart(user);
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
    const calendar = await openStart(user);
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
    await openStart(user);
    await user.click(day('2027-06-15'));
    expect(await screen.findByText(`${BOAT.name} non è disponibile il ${longItalianDate('2027-06-15')}.`)).toBeTruthy();
    expect(startField().textContent).toContain('Scegli data');
  });

  it('asks for the start first when the end field is pressed alone', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard();
    await user.click(endField());
    expect(await screen.findByText(ITALIAN_REFUSALS.startFirst.title)).toBeTruthy();
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

describe('booking card: answers it cannot use (docs/public-pages.md#pages-never-blank)', () => {
  it('says the search for other boats failed, and searches again on Riprova', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderCard({
      ...shopServer(true),
      'GET /api/all-boats-availability': () =>
        failing
          ? { status: 503, body: { error: 'unavailable' } }
          : { body: [{ id: 2, name: 'Eolo 7.50', length: '7.50 mt', maxPersons: 8, motorPower: '115 CV' }] },
    });
    await pick(user, '2027-06-11', '2027-06-13');
    const alternatives = await screen.findByTestId('alternatives');
    const failed = await within(alternatives).findByRole('alert');
    expect(failed.textContent).toContain('Non siamo riusciti a cercare le barche libere in queste date.');
    expect(alternatives.textContent).not.toContain('Nessuna alternativa disponibile');
    failing = false;
    await user.click(within(alternatives).getByRole('button', { name: 'Riprova' }));
    expect(await within(alternatives).findByRole('link', { name: /Eolo 7\.50/ })).toBeTruthy();
  });

  it("reads a list of other boats that is not the contract's as a failed search", async () => {
    const user = userEvent.setup();
    renderCard({
      ...shopServer(true),
      'GET /api/all-boats-availability': () => ({ body: [{ id: 2 }] as unknown as [] }),
    });
    await pick(user, '2027-06-11', '2027-06-13');
    const alternatives = await screen.findByTestId('alternatives');
    expect((await within(alternatives).findByRole('alert')).textContent).toContain('Non siamo riusciti a cercare');
  });
});

describe('booking card: days held by other requests', () => {
  it('shows held days in their own style with a legend, and does not let them be picked', async () => {
    const user = userEvent.setup();
    renderCard();
    await openStart(user);
    expect(screen.getByText('In attesa di conferma')).toBeTruthy();
    for (const held of ['2027-06-25', '2027-06-26']) {
      expect(day(held).getAttribute('aria-label')).toBe(`${longItalianDate(held)}, in attesa di conferma`);
      expect(day(held).getAttribute('aria-disabled')).toBe('true');
    }
    await user.click(day('2027-06-25'));
    expect(await screen.findByText('Date in attesa di conferma')).toBeTruthy();
    expect(startField().textContent).toContain('Scegli data');
  });

  it('refuses a range across held days like one across a booked day', async () => {
    const user = userEvent.setup();
    renderCard();
    await openStart(user);
    await user.click(day('2027-06-23'));
    await screen.findByRole('dialog', { name: 'Scegli la data di fine' });
    expect(day('2027-06-27').getAttribute('aria-disabled')).toBe('true');
    await user.click(day('2027-06-27'));
    expect(await screen.findByText(/scegli una data di fine entro il 24 giugno 2027/)).toBeTruthy();
    expect(endField().textContent).toContain('Scegli data');
  });

  it('reads the held ranges of this boat', async () => {
    const { requests } = renderWithApp(<BookingCard boat={BOAT} />, { server: fakeServer(shopServer()) });
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/bookings/held?boatId=1'));
  });
});

describe('booking card: dates from the address', () => {
  it('preselects free, valid dates given as ?start=&end=', async () => {
    renderCard(shopServer(), '/boat/1?start=2027-06-11&end=2027-06-13');
    await waitFor(() => expect(startField().textContent).toContain(shortItalianDate('2027-06-11')));
    expect(endField().textContent).toContain(shortItalianDate('2027-06-13'));
    expect((await screen.findByTestId('price-summary')).textContent).toContain(formatEuro('450.00'));
  });

  it.each([
    ['in the past', '2027-06-01', '2027-06-03'],
    ['across a held day', '2027-06-24', '2027-06-26'],
    ['across a booked day', '2027-06-19', '2027-06-21'],
    ['beyond the last priced day', '2027-10-30', '2027-11-02'],
    ['the wrong way round', '2027-06-13', '2027-06-11'],
    ['not dates', '2027-06-xx', '2027-06-13'],
  ])('ignores dates %s', async (_case, start, end) => {
    renderCard(shopServer(), `/boat/1?start=${start}&end=${end}`);
    // The card has settled: the start's calendar opens on a click that came after the address was
    // read, and nothing was chosen.
    await userEvent.setup().click(startField());
    await screen.findByRole('dialog');
    expect(startField().textContent).toContain('Scegli data');
    expect(endField().textContent).toContain('Scegli data');
  });
});

/** Chooses 11–13 June 2027, opens the request form, fills it and sends it. */
async function send(user: ReturnType<typeof userEvent.setup>) {
  await pick(user, '2027-06-11', '2027-06-13');
  await screen.findByTestId('price-summary');
  await user.click(screen.getByRole('button', { name: 'PRENOTA ORA' }));
  await user.type(await screen.findByLabelText(/^Nome/), 'Maria Rossi');
  await user.type(screen.getByLabelText(/^Email/), 'maria@example.it');
  await user.type(screen.getByLabelText(/^Telefono/), '+39 333 123 4567');
  await user.click(screen.getByRole('button', { name: 'Conferma Prenotazione' }));
}

describe('booking card: after sending a request', () => {
  const ANSWER: BookingRequestAnswer = {
    id: 7,
    message: 'Richiesta ricevuta: ti risponderemo a breve.',
    totalPrice: '450.00',
    status: 'pending',
    holdUntil: '2027-06-11T12:30:00Z',
    holdsDays: true,
  };

  it('keeps what was sent and the hold in the card until a new request starts, and says the link went by e-mail', async () => {
    const user = userEvent.setup();
    renderCard({ ...shopServer(), 'POST /api/email-bookings': () => ({ status: 201, body: ANSWER }) });
    await send(user);
    const sent = await screen.findByTestId('request-sent');
    expect(sent.textContent).toContain(BOAT.name);
    expect(sent.textContent).toContain(`dal ${longItalianDate('2027-06-11')} al ${longItalianDate('2027-06-13')} (3 giorni)`);
    expect(sent.textContent).toContain(formatEuro('450.00'));
    expect(sent.textContent).toContain('Le date sono riservate per te fino a venerdì 11/06/2027, 14:30 (ora di Patti).');
    // The private link goes only to the customer's mailbox (docs/request-lifecycle.md#the-customers-link).
    expect(within(sent).queryByRole('link')).toBeNull();
    expect(sent.textContent).toContain('Ti abbiamo inviato per email il link alla tua pagina privata');
    expect(screen.getByText('Prenotazione inviata con successo! 📧')).toBeTruthy();
    await user.click(startField());
    expect(screen.queryByTestId('request-sent')).toBeNull();
  });

  it('says the days are not reserved when the request holds none (docs/request-lifecycle.md#hoarding)', async () => {
    const user = userEvent.setup();
    renderCard({ ...shopServer(), 'POST /api/email-bookings': () => ({ status: 201, body: { ...ANSWER, holdsDays: false } }) });
    await send(user);
    const sent = await screen.findByTestId('request-sent');
    expect(sent.textContent).toContain("Le date non sono bloccate: la tua richiesta è arrivata all'ufficio, che ti risponderà per email.");
    expect(sent.textContent).not.toContain('riservate per te');
  });

  it("shows the server's message when the days have just been held by someone else", async () => {
    const user = userEvent.setup();
    const held = "Queste date sono in attesa di conferma per un'altra richiesta. Scegli altre date o un'altra barca.";
    renderCard({ ...shopServer(), 'POST /api/email-bookings': () => ({ status: 409, body: { error: 'DAYS_HELD', message: held } }) });
    await send(user);
    expect(await screen.findByText(held)).toBeTruthy();
    expect(screen.queryByTestId('request-sent')).toBeNull();
  });
});

describe('booking card: a success it cannot read (docs/public-pages.md#pages-never-blank)', () => {
  const unreadable = 'Non siamo riusciti a leggere la risposta del server: la richiesta potrebbe essere arrivata.';

  it.each([
    ['{}', {}],
    ['an answer without holdUntil', { id: 7, message: 'ok', totalPrice: '450.00', status: 'pending', holdsDays: true }],
    [
      'a holdUntil that is no instant',
      { id: 7, message: 'ok', totalPrice: '450.00', status: 'pending', holdUntil: 'domani', holdsDays: true },
    ],
  ])('shows an error for %s, keeps the card and the form, and never a blank page', async (_case, body) => {
    const user = userEvent.setup();
    renderCard({ ...shopServer(), 'POST /api/email-bookings': () => ({ status: 201, body: body as BookingRequestAnswer }) });
    await send(user);
    expect(await screen.findByText(new RegExp(unreadable.replace(/[.:]/g, '\\$&')))).toBeTruthy();
    expect(screen.queryByTestId('request-sent')).toBeNull();
    // The card is still there, the form with what was typed.
    expect(screen.getByRole('button', { name: 'Conferma Prenotazione' })).toBeTruthy();
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Maria Rossi');
  });
});

describe('booking card: on the English page (docs/languages.md#boat-page)', () => {
  const ANSWER: BookingRequestAnswer = {
    id: 8,
    message: 'Richiesta inviata! Ti contatteremo a breve per confermare la disponibilità.',
    totalPrice: '1250.00',
    status: 'pending',
    holdUntil: '2027-06-11T12:30:00Z',
    holdsDays: true,
  };
  /** The shop, with a dearer boat: 1250 € for 11-13 June. */
  const englishServer = (post: RouteHandler<'POST /api/email-bookings'>): FakeRoutes => ({
    ...shopServer(),
    'POST /api/email-bookings': post,
    'GET /api/pricing/boat/:boatId/:startDate/:endDate': ({ params: { boatId, startDate, endDate } }) =>
      boatId === '1' ? { body: quote(startDate!, endDate!, 3, '1250.00') } : undefined,
  });
  const englishDay = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

  async function sendInEnglish(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: /^Start date/ }));
    await user.click(englishDay('11 June 2027'));
    await screen.findByRole('dialog', { name: 'Choose the end date' });
    await user.click(englishDay('13 June 2027'));
    const summary = await screen.findByTestId('price-summary');
    expect(summary.textContent).toContain('€1,250.00');
    expect(summary.textContent).toContain('3 days');
    expect(summary.textContent).toContain('11 Jun 2027 – 13 Jun 2027');
    expect(summary.textContent).toContain('Deposit €500: a pre-authorisation on a credit card');
    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    await user.type(await screen.findByLabelText(/^Full name/), 'Mary Smith');
    await user.type(screen.getByLabelText(/^Email/), 'mary@example.co.uk');
    await user.type(screen.getByLabelText(/^Phone/), '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
  }

  it('speaks English: its title, fields, calendar and legend', async () => {
    const user = userEvent.setup();
    renderCard(shopServer(), '/en/boat/1');
    expect(screen.getByRole('heading', { name: 'Check availability and price' })).toBeTruthy();
    expect(screen.getByText('Rentals from 1 to 30 days.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Start date/ }).textContent).toContain('Choose a date');
    const calendar = await openCalendar(user, screen.getByRole('button', { name: /^Start date/ }), 'Choose the start date');
    expect(within(calendar).getByRole('grid').getAttribute('aria-label')).toBe('June 2027');
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(englishDay('15 June 2027').getAttribute('aria-label')).toBe('15 June 2027, not available');
    expect(englishDay('25 June 2027').getAttribute('aria-label')).toBe('25 June 2027, awaiting confirmation');
    expect(within(calendar).getByText('Awaiting confirmation')).toBeTruthy();
    await user.click(englishDay('15 June 2027'));
    expect(await screen.findByText(`${BOAT.name} is not available on 15 June 2027.`)).toBeTruthy();
  });

  it('sends the request in English, and shows the price, the toast and the hold in English', async () => {
    const user = userEvent.setup();
    const { requests } = renderCard(
      englishServer(() => ({ status: 201, body: ANSWER })),
      '/en/boat/1',
    );
    await sendInEnglish(user);
    const sent = await screen.findByTestId('request-sent');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ boatId: 1, startDate: '2027-06-11', endDate: '2027-06-13', language: 'en' });
    expect(screen.getByText('Booking request sent! 📧')).toBeTruthy();
    expect(screen.getByText('We will contact you shortly to confirm availability.')).toBeTruthy();
    expect(sent.textContent).toContain('from 11 June 2027 to 13 June 2027 (3 days)');
    expect(sent.textContent).toContain('€1,250.00');
    expect(sent.textContent).toContain('The dates are held for you until Friday, 11 June 2027 at 14:30 (Patti time).');
    expect(within(sent).queryByRole('link')).toBeNull();
    expect(sent.textContent).toContain('We have e-mailed you the link to your private page');
  });

  it("shows the English text of a refusal's code", async () => {
    const user = userEvent.setup();
    const held = "Queste date sono in attesa di conferma per un'altra richiesta. Scegli altre date o un'altra barca.";
    renderCard(
      englishServer(() => ({ status: 409, body: { error: 'conflict', message: held, code: 'days_held' } })),
      '/en/boat/1',
    );
    await sendInEnglish(user);
    expect(
      await screen.findByText('These dates are awaiting confirmation for another request. Choose other dates or another boat.'),
    ).toBeTruthy();
    expect(screen.queryByText(held)).toBeNull();
  });

  it("writes the form's refusals in English", async () => {
    const user = userEvent.setup();
    const { requests } = renderCard(
      englishServer(() => ({ status: 201, body: ANSWER })),
      '/en/boat/1',
    );
    await user.click(screen.getByRole('button', { name: /^Start date/ }));
    await user.click(englishDay('11 June 2027'));
    await user.click(englishDay('13 June 2027'));
    await screen.findByTestId('price-summary');
    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Name required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Phone number required')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("the Italian page sends the body it always sent: no language, the server's default being Italian", async () => {
    const user = userEvent.setup();
    const { requests } = renderCard({
      ...shopServer(),
      'POST /api/email-bookings': () => ({ status: 201, body: { ...ANSWER, totalPrice: '450.00' } }),
    });
    await send(user);
    await screen.findByTestId('request-sent');
    expect(requests.find((request) => request.method === 'POST')?.body).not.toHaveProperty('language');
  });
});
