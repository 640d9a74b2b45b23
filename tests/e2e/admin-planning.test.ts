/**
 * The Planning tab in a real browser against the whole stack (docs/back-office.md#planning): a
 * booking and a pending request on the grid at 1366 px and in the day list at 390 px, "Oggi al
 * porto" with today's departure, and an empty cell opening "Nuova Prenotazione" for its boat and day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { browserCookie, daysFromToday, newPage, signIn } from './admin-session.ts';
import { slashItalianDate } from '@nbp/contracts/format';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ label: 'adminplanning' });
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await signIn(page, stack);
  const cookie = await browserCookie(page);
  await context.close();
  // A confirmed booking leaving today (boat III) and a pending request tomorrow (boat II).
  const booking = await fetch(`${stack.url}/api/admin/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url, cookie },
    body: JSON.stringify({
      boatId: 3,
      customerName: 'Carla Neri',
      customerEmail: 'carla.neri@example.test',
      customerPhone: '+39 340 111 2222',
      startDate: daysFromToday(0),
      endDate: daysFromToday(1),
      selectedExtras: [],
      totalPrice: '500',
      status: 'confirmed',
      notes: 'Porta la cambusa',
    }),
  });
  expect(booking.status).toBe(201);
  const request = await fetch(`${stack.url}/api/email-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({
      boatId: 2,
      boatName: 'Eolo 6.40 EL Open - Alacaluf II',
      customerName: 'Rita Viola',
      customerEmail: 'rita.viola@example.test',
      customerPhone: '+39 333 444 5555',
      startDate: daysFromToday(1),
      endDate: daysFromToday(1),
      totalPrice: 1,
      notes: '',
    }),
  });
  expect(request.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Tomorrow may be in next week (today a Sunday): one step forward then. */
async function showTomorrow(page: Page, scope: ReturnType<Page['getByTestId']>) {
  const hold = scope.getByRole('button', { name: /^Richiesta in attesa: Rita Viola/ }).first();
  if (!(await hold.isVisible())) await page.getByRole('button', { name: 'Settimana successiva' }).click();
  await hold.waitFor();
}

describe('Planning', () => {
  it('is the first tab: the week grid at 1366 px with the booking, the request and Oggi al porto; an empty cell opens Nuova Prenotazione', async () => {
    const { context, page, problems } = await newPage(browser, 1366, 900);
    await signIn(page, stack);
    await page.getByRole('tab', { name: 'Planning', exact: true, selected: true }).waitFor();
    const grid = page.getByTestId('planning-grid');
    await grid
      .getByRole('button', { name: /^Confermata: Carla Neri, Eolo 6.90 EL - Alacaluf III/ })
      .first()
      .waitFor();
    expect(await grid.locator('th[aria-current="date"]').count()).toBe(1);
    const harbour = page.getByRole('region', { name: /Oggi al porto/ });
    const departures = harbour.getByRole('region', { name: 'Partenze' });
    await departures.getByText('Carla Neri').waitFor();
    expect(await departures.getByRole('link', { name: /Chiama/ }).getAttribute('href')).toBe('tel:+393401112222');
    expect(await departures.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/393401112222');
    expect(await departures.textContent()).toContain('Porta la cambusa');
    await page.screenshot({ path: '/tmp/planning-1366.png', fullPage: true });

    await showTomorrow(page, grid);
    // An empty cell: boat I on the day after tomorrow is free.
    const day = daysFromToday(2);
    const label = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
    const empty = grid.getByRole('button', { name: `Nuova prenotazione: Eolo 6.40 EL Open - Alacaluf I, ${label}` });
    if (!(await empty.isVisible())) await page.getByRole('button', { name: 'Settimana successiva' }).click();
    await empty.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Nuova Prenotazione' }).waitFor();
    await expect.poll(() => dialog.getByLabel('Barca *').inputValue(), { timeout: 10_000 }).toBe('1');
    expect(await dialog.getByLabel('Data inizio *').inputValue()).toBe(slashItalianDate(day));
    expect(await dialog.getByLabel('Data fine *').inputValue()).toBe(slashItalianDate(day));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('becomes a day-by-day list at 390 px', async () => {
    const { context, page, problems } = await newPage(browser, 390, 844);
    await signIn(page, stack);
    const list = page.getByTestId('planning-list');
    expect(await page.getByTestId('planning-grid').isVisible()).toBe(false);
    await list
      .getByRole('button', { name: /^Confermata: Carla Neri/ })
      .first()
      .waitFor();
    await showTomorrow(page, list);
    await page.screenshot({ path: '/tmp/planning-390.png', fullPage: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a hold clicked in the grid opens Richieste Email on that request, outlined and focused', async () => {
    const { context, page, problems } = await newPage(browser, 1366, 900);
    await signIn(page, stack);
    const grid = page.getByTestId('planning-grid');
    await grid
      .getByRole('button', { name: /^Confermata: Carla Neri/ })
      .first()
      .waitFor();
    await showTomorrow(page, grid);
    await grid
      .getByRole('button', { name: /^Richiesta in attesa: Rita Viola/ })
      .first()
      .click();
    await page.getByRole('tab', { name: /Richieste Email/, selected: true }).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'Rita Viola' });
    await card.waitFor();
    await expect.poll(() => card.evaluate((el) => el === document.activeElement), { timeout: 5000 }).toBe(true);
    expect(await card.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(/ 0px 0px 0px 3px$/);
    expect(await card.getAttribute('id')).toMatch(/^request-\d+$/);
    // The figures above the tabs say what they count.
    const stats = page.getByRole('region', { name: 'Statistiche' });
    await stats.getByText('Prenotazioni attive').waitFor();
    await stats.getByText('escluse le cancellate').waitFor();
    await stats.getByRole('region', { name: /^Occupazione / }).waitFor();
    await page.screenshot({ path: '/tmp/dash-1366.png' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the figures compact at 390 px', async () => {
    const { context, page, problems } = await newPage(browser, 390, 844);
    await signIn(page, stack);
    await page
      .getByRole('region', { name: 'Statistiche' })
      .getByRole('region', { name: /^Occupazione / })
      .waitFor();
    await page.screenshot({ path: '/tmp/dash-390.png' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
