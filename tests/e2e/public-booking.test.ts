/**
 * The booking card of the boat page in a real browser against the whole stack: free dates give the
 * green note, the price summary and a request that reaches the office by mail; dates around a
 * confirmed booking give the red note and the alternatives; past days, a missing start and missing
 * dates are refused with the documented toasts (docs/product/texts.md#dates); the month grid works with the keyboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Quote } from '@nbp/contracts/http/pricing';
import { eventually } from '@nbp/kit/testing';
import { hourInRome, todayInRome } from '@nbp/contracts/common';
import { launchBrowser } from '../support/browser.ts';
import { adminCookie, mails, sharedStack, type Stack } from '../support/stack.ts';
import { addDays, chooseRange, freeBoats, readFleetCalendar, type FleetCalendar } from '../support/fleet-calendar.ts';
import {
  calendarFor,
  dayButton,
  endField,
  escapeRegExp,
  euros,
  expectAvailability,
  expectToast,
  fieldError,
  italianDay,
  openDrawnInBrowser,
  openVisit,
  PHONE,
  pickDates,
  plain,
  showMonth,
  startField,
} from '../support/site.ts';

let stack: Stack;
let browser: Browser;
let fleet: FleetCalendar;

beforeAll(async () => {
  stack = sharedStack();
  browser = await launchBrowser();
  fleet = await readFleetCalendar(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const boatName = (id: number) => fleet.boats.find((boat) => boat.id === id)!.name;

async function openBoat(page: Page, id: number) {
  await page.goto(`${stack.url}/boat/${id}`);
  await page.getByRole('heading', { level: 1, name: boatName(id) }).waitFor();
}

describe('free dates', () => {
  it('shows the green note and the price, sends the request and resets the card', async () => {
    const { context, page, problems } = await openVisit(browser);
    const range = chooseRange(fleet, { boatId: 1, days: 3, fromDay: 30 });
    const quote = (await (await fetch(`${stack.url}/api/pricing/boat/1/${range.startDate}/${range.endDate}`)).json()) as Quote;
    const checks: { url: string; cacheControl: string | undefined }[] = [];
    page.on('request', (request) => {
      if (/\/api\/(simple-boat-availability|availability)\?/.test(request.url()))
        checks.push({ url: request.url(), cacheControl: request.headers()['cache-control'] });
    });
    await openBoat(page, 1);

    await pickDates(page, range.startDate, range.endDate);
    await expectAvailability(page, boatName(1), true);
    // The check is never answered from a cache, and the per-model call is only for a busy boat.
    const simple = checks.filter((check) => check.url.includes('/api/simple-boat-availability?'));
    expect(simple.length).toBeGreaterThan(0);
    expect(simple.every((check) => check.cacheControl === 'no-cache')).toBe(true);
    expect(simple.at(-1)!.url).toContain(`boatId=1&startDate=${range.startDate}&endDate=${range.endDate}`);
    expect(checks.filter((check) => check.url.includes('/api/availability?'))).toEqual([]);
    const summary = page.getByTestId('price-summary');
    await summary.waitFor();
    const summaryText = plain(await summary.textContent());
    expect(summaryText).toContain('3 giorni');
    expect(summaryText).toContain(euros(quote.total));
    expect(summaryText).toContain('pre-autorizzazione su carta di credito');
    expect(summaryText).toContain('Patti (ME)');
    expect(summaryText).toContain('dalle 9:00 alle 18:00');
    // The seeded Alacaluf I asks a €300 deposit of its own.
    expect(summaryText).toContain('Cauzione 300 €');

    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    const form = page.getByRole('form', { name: 'Richiesta di prenotazione' });
    await form.waitFor();
    await form.getByText("Riceverai una email di conferma dopo l'invio").waitFor();
    await form.getByRole('button', { name: 'Conferma Prenotazione' }).click();
    for (const message of ['Nome richiesto', 'Email non valida', 'Numero di telefono richiesto']) await fieldError(form, message).waitFor();

    await form.getByLabel('Nome e cognome').fill('Giulia Bianchi');
    await form.getByLabel('Email').fill('giulia.bianchi@example.it');
    await form.getByLabel('Telefono').fill('+39 333 123 4567');
    await form.getByLabel('Messaggio (opzionale)').fill('Siamo in quattro, con un bambino.');
    // Hold the answer back a little, to see the button while the request travels.
    await page.route('**/api/email-bookings', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/email-bookings') && request.method() === 'POST');
    await form.getByRole('button', { name: 'Conferma Prenotazione' }).click();
    await form.getByRole('button', { name: 'Invio...' }).waitFor();
    expect((await sent).postDataJSON()).toEqual({
      boatId: 1,
      boatName: boatName(1),
      customerName: 'Giulia Bianchi',
      customerEmail: 'giulia.bianchi@example.it',
      customerPhone: '+39 333 123 4567',
      startDate: range.startDate,
      endDate: range.endDate,
      totalPrice: Number(quote.total),
      notes: 'Siamo in quattro, con un bambino.',
    });
    const toast = await expectToast(page, 'Prenotazione inviata con successo! 📧');
    expect(toast.length).toBeGreaterThan('Prenotazione inviata con successo! 📧'.length);

    // Form reset and hidden, dates cleared.
    await form.waitFor({ state: 'detached' });
    expect(plain(await startField(page).textContent())).toBe('Scegli data');
    expect(plain(await endField(page).textContent())).toBe('Scegli data');
    expect(await page.getByTestId('price-summary').count()).toBe(0);

    // The request reached the office and the customer by mail.
    // The catcher is shared with other files: only the mails about this request count.
    const delivered = await eventually(async () => {
      const ours = (await mails(stack)).filter(
        (mail) =>
          plain(mail.text).includes('giulia.bianchi@example.it') || mail.to.some((to) => to.address === 'giulia.bianchi@example.it'),
      );
      const toCustomer = ours.filter((mail) => mail.to.some((to) => to.address === 'giulia.bianchi@example.it'));
      return toCustomer.length > 0 && ours.length > toCustomer.length && ours;
    });
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the server message when the request is refused', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    const range = chooseRange(fleet, { boatId: 2, days: 1, fromDay: 45 });
    await openBoat(page, 2);
    await pickDates(page, range.startDate, range.endDate);
    await expectAvailability(page, boatName(2), true);
    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    const form = page.getByRole('form', { name: 'Richiesta di prenotazione' });
    await form.getByLabel('Nome e cognome').fill('Marco Rossi');
    await form.getByLabel('Email').fill('marco@example.it');
    await form.getByLabel('Telefono').fill('3331234567');
    await page.route('**/api/email-bookings', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'conflict', message: 'Date appena prenotate da un altro cliente.' }),
      }),
    );
    await form.getByRole('button', { name: 'Conferma Prenotazione' }).click();
    await expectToast(page, 'Errore', 'Date appena prenotate da un altro cliente.');
    // The visitor keeps what was typed and may try again.
    expect(await form.getByLabel('Nome e cognome').inputValue()).toBe('Marco Rossi');
    await context.close();
  });
});

describe('on a phone, answers and the confirmation (docs/public-pages.md#pages-never-blank)', () => {
  async function fillRequest(page: Page, boatId: number, fromDay: number, email: string) {
    const range = chooseRange(fleet, { boatId, days: 1, fromDay });
    await openBoat(page, boatId);
    await pickDates(page, range.startDate, range.endDate);
    await expectAvailability(page, boatName(boatId), true);
    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    const form = page.getByRole('form', { name: 'Richiesta di prenotazione' });
    await form.getByLabel('Nome e cognome').fill('Sara Conti');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Telefono').fill('3331234567');
    return form;
  }

  it('a request answered {} shows the error and keeps the page and the form, never a blank page', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    const form = await fillRequest(page, 2, 55, 'sara.vuota@example.it');
    await page.route('**/api/email-bookings', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{}' }));
    await form.getByRole('button', { name: 'Conferma Prenotazione' }).click();
    await expectToast(page, 'Errore', 'Non siamo riusciti a leggere la risposta del server');
    expect(await page.getByRole('heading', { level: 1, name: boatName(2) }).isVisible()).toBe(true);
    expect(await form.getByLabel('Nome e cognome').inputValue()).toBe('Sara Conti');
    expect(await page.getByTestId('request-sent').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a boat answered {} says the boat could not be shown, with Riprova, never a blank page', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    await page.route('**/api/boats/4', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    await openDrawnInBrowser(page, stack.url, '/boat/4');
    await page.getByRole('heading', { level: 1, name: 'Barca non trovata' }).waitFor();
    expect(await page.getByRole('button', { name: 'Riprova' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').first().isVisible()).toBe(true);
    await context.close();
  });

  it("after sending, the 'Richiesta inviata' title is below the sticky header, in view, and the toast does not cover it", async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    const form = await fillRequest(page, 4, 65, 'sara.telefono@example.it');
    // As a thumb reaches it: the button at the bottom of the screen, the form and the price above it.
    const confirm = form.getByRole('button', { name: 'Conferma Prenotazione' });
    await confirm.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await confirm.click();
    const title = page.getByRole('heading', { name: 'Richiesta inviata' });
    await title.waitFor();
    const toast = page.getByTestId('toast').filter({ hasText: 'Prenotazione inviata con successo!' });
    await toast.waitFor();
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await title.boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.y + box.height).toBeLessThanOrEqual(toastBox.y);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** An administrator's confirmed booking of boat 3 for `range`, made through the gateway. */
const confirmBoat3 = (cookie: string, range: { startDate: string; endDate: string }) =>
  fetch(`${stack.url}/api/admin/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      boatId: 3,
      customerName: 'Cliente Confermato',
      customerEmail: 'confermato@example.it',
      customerPhone: '+39 333 000 1111',
      startDate: range.startDate,
      endDate: range.endDate,
      status: 'confirmed',
    }),
  });

describe('taken dates', () => {
  it('marks booked days, gives the red note and lists the free boats', async () => {
    const taken = chooseRange(fleet, { boatId: 3, days: 2, fromDay: 60, margin: 1 });
    const cookie = await adminCookie(stack);
    expect((await confirmBoat3(cookie, taken)).status).toBe(201);
    fleet = await readFleetCalendar(stack.url);

    const { context, page, problems } = await openVisit(browser);
    await openBoat(page, 3);
    await startField(page).click();
    const calendar = calendarFor(page, 'start');
    await calendar.waitFor();
    await showMonth(calendar, taken.startDate);
    const blocked = dayButton(calendar, taken.startDate, true);
    expect(await blocked.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled: Playwright would wait for it to be enabled; a visitor can still click it.
    await blocked.click({ force: true });
    await expectToast(page, 'Data non disponibile', `non è disponibile il ${italianDay(taken.startDate)}`);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });

    // The calendar does not let an end reach across a taken day; a booking confirmed after the page
    // loaded is not on it yet: both ends free, the days between taken, the whole range is not available.
    const later = chooseRange(fleet, { boatId: 3, days: 2, fromDay: 90, margin: 1 });
    expect((await confirmBoat3(cookie, later)).status).toBe(201);
    fleet = await readFleetCalendar(stack.url);
    const around = { startDate: addDays(later.startDate, -1), endDate: addDays(later.endDate, 1) };
    const modelCheck = page.waitForRequest((request) =>
      request.url().includes(`/api/availability?boatModel=Eolo+6.90+EL&startDate=${around.startDate}&endDate=${around.endDate}`),
    );
    await pickDates(page, around.startDate, around.endDate);
    await expectAvailability(page, boatName(3), false);
    await modelCheck;
    const alternatives = page.getByTestId('alternatives');
    await alternatives.getByRole('link').first().waitFor();
    const expected = freeBoats(fleet, around, 3);
    const links = alternatives.getByRole('link');
    expect(await links.count()).toBe(expected.length);
    for (const boat of expected) {
      expect(await alternatives.getByRole('link', { name: new RegExp(`^${escapeRegExp(boat.name)} `) }).getAttribute('href')).toBe(
        `/boat/${boat.id}`,
      );
    }
    expect(await page.getByTestId('price-summary').count()).toBe(0);
    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    await expectToast(page, 'Seleziona le date');
    expect(await page.getByRole('form', { name: 'Richiesta di prenotazione' }).count()).toBe(0);

    // An alternative opens that boat's page with a fresh card.
    const first = expected[0]!;
    await alternatives.getByRole('link', { name: new RegExp(`^${escapeRegExp(first.name)} `) }).click();
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(plain(await startField(page).textContent())).toBe('Scegli data');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says when no other boat is free', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    const range = chooseRange(fleet, { boatId: 4, days: 1, fromDay: 90 });
    await page.route('**/api/simple-boat-availability**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ available: false }) }),
    );
    await page.route('**/api/all-boats-availability**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await openBoat(page, 4);
    await pickDates(page, range.startDate, range.endDate);
    await expectAvailability(page, boatName(4), false);
    await page
      .getByTestId('alternatives')
      .getByText('Nessuna alternativa disponibile per queste date. Prova date diverse o contattaci per assistenza')
      .waitFor();
    await context.close();
  });
});

describe('refusals', () => {
  it('refuses a past day, an end without a start and a request without dates', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    await openBoat(page, 2);

    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    await expectToast(page, 'Seleziona le date');

    await endField(page).click({ force: true });
    await expectToast(page, 'Seleziona prima la data di inizio', 'Devi selezionare prima la data di inizio.');
    expect(await calendarFor(page, 'end').count()).toBe(0);

    await startField(page).click();
    const calendar = calendarFor(page, 'start');
    await calendar.waitFor();
    const yesterday = addDays(fleet.today, -1);
    await showMonth(calendar, yesterday);
    const past = dayButton(calendar, yesterday);
    expect(await past.getAttribute('aria-disabled')).toBe('true');
    await past.click({ force: true });
    await expectToast(page, 'Data non valida', 'Non puoi selezionare una data passata.');
    expect(plain(await startField(page).textContent())).toBe('Scegli data');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the month calendar', () => {
  it('has Italian headings, 42 days from Monday, wraps the year and works with the keyboard', async () => {
    const { context, page } = await openVisit(browser);
    await openBoat(page, 1);
    await startField(page).click();
    const calendar = calendarFor(page, 'start');
    await calendar.waitFor();
    expect(await calendar.getByRole('columnheader').allTextContents()).toEqual(['L', 'M', 'M', 'G', 'V', 'S', 'D']);
    expect(await calendar.getByRole('gridcell').count()).toBe(42);

    // The focus starts on today; arrows move it by a day and a week.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(italianDay(fleet.today));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const target = addDays(fleet.today, 8);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(new RegExp(`^${italianDay(target)}`));

    // December goes on to January of the next year, and back.
    const year = Number(fleet.today.slice(0, 4));
    await showMonth(calendar, `${year}-12-01`);
    await calendar.getByRole('button', { name: 'Mese successivo' }).click();
    await calendar.getByRole('grid', { name: `Gennaio ${year + 1}` }).waitFor();
    await calendar.getByRole('button', { name: 'Mese precedente' }).click();
    await calendar.getByRole('grid', { name: `Dicembre ${year}` }).waitFor();

    // Back to a free day with the keyboard, Enter picks it, Escape closes and returns to the fields.
    const free = chooseRange(fleet, { boatId: 1, days: 1, fromDay: 8 });
    await showMonth(calendar, free.startDate);
    await dayButton(calendar, free.startDate).focus();
    await page.keyboard.press('Enter');
    const endCalendar = calendarFor(page, 'end');
    await endCalendar.waitFor();
    expect(plain(await startField(page).textContent())).not.toBe('Scegli data');
    await page.keyboard.press('Escape');
    await endCalendar.waitFor({ state: 'detached' });
    // The focus returns to the field once the popover has gone (a frame later).
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog', undefined, { timeout: 5_000 });
    // With only a start the check runs for that single day.
    await expectAvailability(page, boatName(1), true);
    await context.close();
  });
});

/** '12 giu 2027': what a date field shows. */
const shortDay = (iso: string) => italianDay(iso).replace(/^(\d+ [a-z]{3})[a-z]* /, '$1 ');

/** The instant at `hour`:00 in Rome on the calendar date `day`. */
function romeInstant(day: string, hour: number): Date {
  for (let utcHour = -3; utcHour < 27; utcHour++) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const instant = new Date(Date.UTC(y, m - 1, d, utcHour));
    if (todayInRome(instant) === day && hourInRome(instant) === hour) return instant;
  }
  throw new Error(`no ${hour}:00 in Rome on ${day}`);
}

async function confirmedBooking(boatId: number, range: { startDate: string; endDate: string }) {
  const response = await fetch(`${stack.url}/api/admin/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await adminCookie(stack) },
    body: JSON.stringify({
      boatId,
      customerName: 'Cliente Confermato',
      customerEmail: 'confermato.limiti@example.it',
      customerPhone: '+39 333 000 2222',
      ...range,
      status: 'confirmed',
    }),
  });
  expect(response.status).toBe(201);
  fleet = await readFleetCalendar(stack.url);
}

describe('the bounds of a range', () => {
  it('says the 30-day limit, keeps the end within it and before the first taken day, and a new pick with both dates set starts again', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    // A confirmed booking two days after a free start, as 12-14 July after 10 July.
    const taken = chooseRange(fleet, { boatId: 1, days: 3, fromDay: 150, margin: 2 });
    await confirmedBooking(1, taken);
    const start = addDays(taken.startDate, -2);
    await openBoat(page, 1);
    await page.getByText('Noleggio da 1 a 30 giorni.').waitFor();

    await startField(page).click();
    const startCalendar = calendarFor(page, 'start');
    await showMonth(startCalendar, start);
    await dayButton(startCalendar, start).click();
    const endCalendar = calendarFor(page, 'end');
    await endCalendar.waitFor();
    await showMonth(endCalendar, addDays(taken.endDate, 2));
    expect(await dayButton(endCalendar, addDays(start, 1)).getAttribute('aria-disabled')).toBeNull();
    const beyond = dayButton(endCalendar, addDays(taken.endDate, 2));
    expect(await beyond.getAttribute('aria-disabled')).toBe('true');
    await beyond.click({ force: true });
    await expectToast(page, 'Date non valide', "c'è un giorno non disponibile");
    expect(plain(await endField(page).textContent())).toBe('Scegli data');
    await dayButton(endCalendar, addDays(start, 1)).click();
    await endCalendar.waitFor({ state: 'detached' });
    await expectAvailability(page, boatName(1), true);

    // Both dates set: a date picked in the end field starts a new range and clears the end.
    const free = chooseRange(fleet, { boatId: 1, days: 31, fromDay: 200 });
    await endField(page).click();
    await endCalendar.waitFor();
    await showMonth(endCalendar, free.startDate);
    await dayButton(endCalendar, free.startDate).click();
    expect(plain(await startField(page).textContent())).toBe(shortDay(free.startDate));
    expect(plain(await endField(page).textContent())).toBe('Scegli data');
    await endCalendar.waitFor();

    // The 30th day of the rental can be the end, the 31st cannot.
    const thirtieth = addDays(free.startDate, 29);
    const thirtyFirst = addDays(free.startDate, 30);
    await showMonth(endCalendar, thirtyFirst);
    expect(await dayButton(endCalendar, thirtyFirst).getAttribute('aria-disabled')).toBe('true');
    await showMonth(endCalendar, thirtieth);
    expect(await dayButton(endCalendar, thirtieth).getAttribute('aria-disabled')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('at 22:00 in Rome today is no longer offered, and clicking it says why', async () => {
    const { context, page } = await openVisit(browser);
    await page.clock.setFixedTime(romeInstant(fleet.today, 22));
    const boatId = fleet.boats.find((boat) => !fleet.busy.get(boat.id)?.has(fleet.today))!.id;
    await openBoat(page, boatId);
    await startField(page).click();
    const calendar = calendarFor(page, 'start');
    await calendar.waitFor();
    const today = dayButton(calendar, fleet.today);
    expect(await today.getAttribute('aria-disabled')).toBe('true');
    await today.click({ force: true });
    await expectToast(page, 'Data non disponibile', 'Le prenotazioni per oggi si chiudono alle 09:00: scegli una data da domani.');
    expect(plain(await startField(page).textContent())).toBe('Scegli data');
    await context.close();
  });
  it("follows the booking service's cut-off setting: with 23:00, today is still offered at 22:00", async () => {
    const { context, page } = await openVisit(browser);
    await page.clock.setFixedTime(romeInstant(fleet.today, 22));
    // The same answer the booking service gives when SAME_DAY_CUTOFF_HOUR is 23.
    await page.route('**/api/email-bookings/window', (route) =>
      route.fulfill({ json: { sameDayCutoffHour: 23, horizonMonths: 18 }, headers: { 'cache-control': 'no-store' } }),
    );
    const boatId = fleet.boats.find((boat) => !fleet.busy.get(boat.id)?.has(fleet.today))!.id;
    await openBoat(page, boatId);
    await startField(page).click();
    const calendar = calendarFor(page, 'start');
    await calendar.waitFor();
    // Until the setting arrives the calendar uses the default hour (9): wait for the answer to apply.
    await expect.poll(() => dayButton(calendar, fleet.today).getAttribute('aria-disabled'), { timeout: 15_000 }).not.toBe('true');
    await context.close();
  });
});

describe('sending and checking', () => {
  it('a double click on Conferma Prenotazione sends one request and one pair of mails', async () => {
    const { context, page } = await openVisit(browser);
    const range = chooseRange(fleet, { boatId: 2, days: 2, fromDay: 70 });
    await openBoat(page, 2);
    await pickDates(page, range.startDate, range.endDate);
    await expectAvailability(page, boatName(2), true);
    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    const form = page.getByRole('form', { name: 'Richiesta di prenotazione' });
    await form.getByLabel('Nome e cognome').fill('Doppio Clic');
    await form.getByLabel('Email').fill('doppio.clic@example.it');
    await form.getByLabel('Telefono').fill('+39 333 987 6543');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/email-bookings') && request.method() === 'POST') posts.push(request.url());
    });
    await form.getByRole('button', { name: 'Conferma Prenotazione' }).dblclick();
    await expectToast(page, 'Prenotazione inviata con successo! 📧');
    const delivered = await eventually(async () => {
      const mine = (await mails(stack)).filter((mail) => mail.to.some((to) => to.address === 'doppio.clic@example.it'));
      return mine.length > 0 && mine;
    });
    expect(posts).toHaveLength(1);
    expect(delivered).toHaveLength(1);
    await context.close();
  });

  it('a failed availability check offers Riprova, says so on PRENOTA ORA, and the retry works', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    const range = chooseRange(fleet, { boatId: 3, days: 2, fromDay: 100 });
    let failing = true;
    await page.route('**/api/simple-boat-availability**', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'internal', message: 'errore' }) })
        : route.continue(),
    );
    await openBoat(page, 3);
    await pickDates(page, range.startDate, range.endDate);
    const note = page.getByTestId('availability-note');
    await note.getByText('Non riusciamo a verificare la disponibilità in questo momento.').waitFor();
    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    await expectToast(page, 'Disponibilità non verificata', 'premi «Riprova»');

    failing = false;
    await note.getByRole('button', { name: 'Riprova' }).click();
    await expectAvailability(page, boatName(3), true);
    await page.getByRole('button', { name: 'PRENOTA ORA' }).click();
    await page.getByRole('form', { name: 'Richiesta di prenotazione' }).waitFor();
    await context.close();
  });
});
