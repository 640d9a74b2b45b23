/**
 * The back office's addresses in a real browser against the whole stack
 * (docs/back-office.md#addresses): every tab and opened item is a URL, Back and Forward move between
 * them, a reload keeps the place, and a signed-out visit comes back to the same address after
 * sign-in — never to another site (docs/security-sign-in.md#back-to-the-asked-page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { browserCookie, daysFromToday, newPage, openTab, signIn } from './admin-session.ts';

let stack: Stack;
let browser: Browser;
let bookingId: number;
let requestId: number;

beforeAll(async () => {
  stack = await startStack({ label: 'adminaddresses' });
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await signIn(page, stack);
  const cookie = await browserCookie(page);
  await context.close();
  const booking = await fetch(`${stack.url}/api/admin/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url, cookie },
    body: JSON.stringify({
      boatId: 3,
      customerName: 'Carla Neri',
      customerEmail: 'carla.neri@example.test',
      customerPhone: '+39 340 111 2222',
      startDate: daysFromToday(3),
      endDate: daysFromToday(4),
      selectedExtras: [],
      totalPrice: '500',
      status: 'confirmed',
      notes: '',
    }),
  });
  expect(booking.status).toBe(201);
  bookingId = ((await booking.json()) as { id: number }).id;
  const request = await fetch(`${stack.url}/api/email-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({
      boatId: 2,
      boatName: 'Eolo 6.40 EL Open - Alacaluf II',
      customerName: 'Rita Viola',
      customerEmail: 'rita.viola@example.test',
      customerPhone: '+39 333 444 5555',
      startDate: daysFromToday(6),
      endDate: daysFromToday(6),
      totalPrice: 1,
      notes: '',
    }),
  });
  expect(request.status).toBe(201);
  requestId = ((await request.json()) as { id: number }).id;
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function selectedTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

/** The element the dashboard brought into view: focused, with this id. */
async function focusedIs(page: Page, id: string) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 10_000 }).toBe(id);
}

describe('the back office has addresses', () => {
  it('gives each tab its address, and Back and Forward move between the tabs', async () => {
    const { context, page, problems } = await newPage(browser);
    await signIn(page, stack);
    await selectedTab(page, /^Planning$/);
    await openTab(page, 'Prenotazioni');
    await selectedTab(page, /^Prenotazioni$/);
    expect(pathOf(page)).toBe('/admin/prenotazioni');
    await openTab(page, 'Richieste Email');
    await selectedTab(page, /^Richieste Email/);
    expect(pathOf(page)).toBe('/admin/richieste');
    await openTab(page, 'Impostazioni');
    await page.waitForURL(/\/admin\/impostazioni$/);

    await page.goBack();
    await selectedTab(page, /^Richieste Email/);
    expect(pathOf(page)).toBe('/admin/richieste');
    await page.goBack();
    await selectedTab(page, /^Prenotazioni$/);
    await page.goForward();
    await selectedTab(page, /^Richieste Email/);
    expect(pathOf(page)).toBe('/admin/richieste');

    // Every tab has its address; each opens on its own, and an unknown one falls back to its list.
    for (const [address, tab] of [
      ['/admin/planning', /^Planning$/],
      ['/admin/barche', /^Barche$/],
      ['/admin/contenuti', /^Contenuti$/],
      ['/admin/prezzi', /^Prezzi$/],
      ['/admin/calendari', /^Calendari/],
      ['/admin/log', /^Log$/],
      ['/admin/impostazioni', /^Impostazioni$/],
    ] as const) {
      await page.goto(`${stack.url}${address}`);
      await selectedTab(page, tab);
      expect(pathOf(page)).toBe(address);
    }
    await page.goto(`${stack.url}/admin/richieste/non-un-numero`);
    await page.waitForURL(/\/admin\/richieste$/);
    await selectedTab(page, /^Richieste Email/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('puts the opened request and booking in the address; a reload keeps them; the tab leads back to the list', async () => {
    const { context, page, problems } = await newPage(browser, 390, 844);
    await signIn(page, stack);
    await page.goto(`${stack.url}/admin/richieste/${requestId}`);
    await selectedTab(page, /^Richieste Email/);
    await focusedIs(page, `request-${requestId}`);
    await page.reload();
    await selectedTab(page, /^Richieste Email/);
    await focusedIs(page, `request-${requestId}`);
    expect(pathOf(page)).toBe(`/admin/richieste/${requestId}`);

    await page.goto(`${stack.url}/admin/prenotazioni/${bookingId}`);
    await selectedTab(page, /^Prenotazioni$/);
    await focusedIs(page, `booking-${bookingId}`);
    await page.reload();
    await focusedIs(page, `booking-${bookingId}`);
    expect(await page.locator(`#booking-${bookingId}`).getAttribute('aria-current')).toBe('true');

    // The open tab, clicked again, closes the item: back to the list's address.
    await openTab(page, 'Prenotazioni');
    await page.waitForURL(/\/admin\/prenotazioni$/);
    // The page shows the list (the booking no longer the current item) before Back is pressed, as a
    // person sees it: a Back within the same frame would be one render with nothing changed.
    await expect.poll(() => page.locator(`#booking-${bookingId}`).getAttribute('aria-current'), { timeout: 10_000 }).toBeNull();
    await page.goBack();
    expect(pathOf(page)).toBe(`/admin/prenotazioni/${bookingId}`);
    await focusedIs(page, `booking-${bookingId}`);
    await page.goBack();
    expect(pathOf(page)).toBe(`/admin/richieste/${requestId}`);
    await focusedIs(page, `request-${requestId}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a hold of the planning opens the request at its address', async () => {
    const { context, page, problems } = await newPage(browser);
    await signIn(page, stack);
    const grid = page.getByTestId('planning-grid');
    const hold = grid.getByRole('button', { name: /^Richiesta in attesa: Rita Viola/ }).first();
    await grid.waitFor();
    // Six days ahead may be in next week.
    if (!(await hold.isVisible())) await page.getByRole('button', { name: 'Settimana successiva' }).click();
    await hold.click();
    await page.waitForURL(new RegExp(`/admin/richieste/${requestId}$`));
    await focusedIs(page, `request-${requestId}`);
    await page.goBack();
    await selectedTab(page, /^Planning$/);
    expect(pathOf(page)).toBe('/admin');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('signing in returns to the asked address', () => {
  it('a signed-out visit to a request comes back to that request after sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${stack.url}/admin/richieste/${requestId}`);
    await page.getByTestId('toast').filter({ hasText: 'Accesso Richiesto' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/admin/richieste/${requestId}`);
    await page.getByLabel('Email').fill(stack.admin.email);
    await page.getByLabel('Password').fill(stack.admin.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/richieste/${requestId}$`));
    await selectedTab(page, /^Richieste Email/);
    await focusedIs(page, `request-${requestId}`);
    await context.close();
  });

  it('never leaves the site nor the back office: another site, or another page, opens the dashboard', async () => {
    for (const next of ['https://evil.example/admin', '//evil.example/admin', '/\\evil.example/admin', '/richiesta/abc']) {
      const { context, page } = await newPage(browser);
      await page.goto(`${stack.url}/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Email').fill(stack.admin.email);
      await page.getByLabel('Password').fill(stack.admin.password);
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin');
      expect(new URL(page.url()).origin, next).toBe(new URL(stack.url).origin);
      await selectedTab(page, /^Planning$/);
      await context.close();
    }
  });
});
