/**
 * Finding a booking and the live admin lists in a real browser against the whole stack
 * (docs/back-office.md#finding-a-booking, #live-lists): search by a part of a name with its accent
 * left out and by phone digits, a quick range, the total through the gateway, and a request sent by
 * another visitor showing in the requests list and on the tab's badge without a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Booking } from '@nbp/contracts/http/booking';
import { launchBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { screenshot } from '../support/page-audit.ts';
import { browserCookie, daysFromToday, newPage, openTab, signIn } from './admin-session.ts';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let cookie: string;

/** The first day of next week (Monday), and a day far from it. */
const nextMonday = (() => {
  for (let n = 1; n <= 7; n++) if (new Date(`${daysFromToday(n)}T00:00:00Z`).getUTCDay() === 1) return n;
  throw new Error('no Monday in a week');
})();

async function post(path: string, body: unknown, withCookie: boolean): Promise<Response> {
  return fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url, ...(withCookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function book(customerName: string, customerPhone: string, boatId: number, startIn: number): Promise<Booking> {
  const response = await post(
    '/api/admin/bookings',
    {
      boatId,
      customerName,
      customerEmail: '',
      customerPhone,
      startDate: daysFromToday(startIn),
      endDate: daysFromToday(startIn + 1),
      selectedExtras: [],
      totalPrice: '500',
      status: 'confirmed',
    },
    true,
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Booking;
}

const heading = (name: string) => page.getByRole('heading', { name, exact: true });
const search = () => page.getByLabel('Cerca cliente');

beforeAll(async () => {
  stack = await startStack({ label: 'adminfind' });
  browser = await launchBrowser();
  ({ context, page, problems } = await newPage(browser));
  await signIn(page, stack);
  cookie = await browserCookie(page);
  await book('Nicolò Bianchi', '+39 333 123 4567', 1, nextMonday);
  await book('Anna Ferri', '+39 340 555 0101', 3, nextMonday + 40);
  await page.reload();
  // The planning comes first; the search lives in the bookings tab.
  await openTab(page, 'Prenotazioni');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

describe('finding a booking', () => {
  it('passes the total through the gateway in X-Total-Count', async () => {
    const everything = (await (await fetch(`${stack.url}/api/admin/bookings`, { headers: { cookie } })).json()) as Booking[];
    const response = await fetch(`${stack.url}/api/admin/bookings?limit=1`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(everything.length));
    expect(((await response.json()) as Booking[]).length).toBe(1);
  });

  it('finds "Nicolò" by "nicolo" and by phone digits, each booking with its number', async () => {
    await heading('Anna Ferri').waitFor();
    await search().fill('nicolo');
    await heading('Anna Ferri').waitFor({ state: 'detached' });
    await heading('Nicolò Bianchi').waitFor();
    await page
      .getByText(/^Prenotazione #\d+$/)
      .first()
      .waitFor();
    expect(await page.getByText('Pagina 1 di 1').count()).toBe(1);

    await search().fill('333 12');
    await heading('Nicolò Bianchi').waitFor();
    await page.waitForResponse((r) => r.url().includes('q=333+12'));
    expect(await heading('Anna Ferri').count()).toBe(0);

    await search().fill('340 555');
    await heading('Anna Ferri').waitFor();
    await heading('Nicolò Bianchi').waitFor({ state: 'detached' });
    await search().fill('');
    await heading('Nicolò Bianchi').waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps to next week with the quick range, and shows all again with Tutte', async () => {
    await page.getByRole('button', { name: 'Prossima settimana' }).click();
    await heading('Anna Ferri').waitFor({ state: 'detached' });
    await heading('Nicolò Bianchi').waitFor();
    await screenshot(page, 'admin-find-1366');
    await page.getByRole('button', { name: 'Tutte' }).click();
    await heading('Anna Ferri').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('live lists', () => {
  it('shows a request another visitor sends, on the list and on the tab badge, without a reload', async () => {
    await openTab(page, 'Richieste Email');
    await page.getByRole('heading', { name: 'Gestione Richieste Email Sicure' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Richieste Email', exact: true }).count()).toBe(1);

    const response = await post(
      '/api/email-bookings',
      {
        boatId: 2,
        boatName: 'Eolo 6.40 EL Open - Alacaluf II',
        customerName: 'Visitatore Nuovo',
        customerEmail: 'visitatore@example.com',
        customerPhone: '+39 333 444 5555',
        startDate: daysFromToday(90),
        endDate: daysFromToday(91),
        totalPrice: 1,
        notes: 'Partenza alle 9',
      },
      false,
    );
    expect(response.status).toBeLessThan(300);

    await page.getByText('Visitatore Nuovo').first().waitFor();
    await page.getByRole('tab', { name: 'Richieste Email 1 in attesa', exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Richieste Email 1 in attesa' }).textContent()).toBe('Richieste Email1 1 in attesa');
    expect(problems).toEqual([]);
  });

  it('looks right on a phone', async () => {
    const phone = await newPage(browser, 390, 844);
    await signIn(phone.page, stack);
    await openTab(phone.page, 'Prenotazioni');
    await phone.page.getByLabel('Cerca cliente').waitFor();
    await phone.page.getByText('Pagina 1 di 1').waitFor();
    await screenshot(phone.page, 'admin-find-390');
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });
});
