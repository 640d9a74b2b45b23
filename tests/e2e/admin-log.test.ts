/**
 * The log's filters and links, in a real browser against the whole stack
 * (docs/back-office.md#a-readable-log): 'Tipo' Prenotazioni shows only booking entries, each naming
 * its customer; a booking entry opens the Prenotazioni tab on that booking; a period entry opens
 * Prezzi on that period; a boat's content entry opens Contenuti on that boat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually } from '@nbp/kit/testing';
import { launchBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { browserCookie, daysFromToday, newPage, openTab, signIn } from './admin-session.ts';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let bookingId: number;
let periodId: number;

const SHOTS = process.env.NBP_SCREENSHOTS;

beforeAll(async () => {
  stack = await startStack({ label: 'adminlog' });
  browser = await launchBrowser();
  ({ context, page, problems } = await newPage(browser));
  await signIn(page, stack);
  const cookie = await browserCookie(page);
  const post = (path: string, body: unknown) =>
    fetch(`${stack.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  // One booking and one pricing period, made through the admin API as the office would: two kinds in the log.
  const booking = await post('/api/admin/bookings', {
    boatId: 1,
    customerName: 'Livia Registro',
    customerEmail: 'livia@example.com',
    customerPhone: '3335550102',
    startDate: daysFromToday(230),
    endDate: daysFromToday(231),
    totalPrice: '300',
    status: 'confirmed',
  });
  expect(booking.status).toBe(201);
  bookingId = ((await booking.json()) as { id: number }).id;
  const period = await post('/api/admin/pricing-periods', {
    name: 'Periodo del log',
    startDate: daysFromToday(300),
    endDate: daysFromToday(310),
  });
  expect(period.status).toBe(201);
  periodId = ((await period.json()) as { id: number }).id;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

// The customer's name is opened by the booking service for the page: the log itself stores none.
const bookingSentence = () => page.getByText(new RegExp(`^Prenotazione n\\. ${bookingId} di Livia Registro creata`));
const periodSentence = () => page.getByText(/^Periodo di prezzo "Periodo del log" creato/);

describe('the log, filtered and linked', () => {
  it('filters by Tipo: Prenotazioni shows only booking entries', async () => {
    await openTab(page, 'Log');
    await page.getByRole('heading', { name: 'Log Attività Admin' }).waitFor();
    // Audit events travel through RabbitMQ to identity: refresh until both are there.
    await eventually(
      async () => {
        if ((await bookingSentence().count()) > 0 && (await periodSentence().count()) > 0) return true;
        await page.getByRole('button', { name: 'Aggiorna' }).click();
        return undefined;
      },
      { attempts: 40, intervalMs: 250 },
    );
    await page.getByLabel('Tipo').selectOption({ label: 'Prenotazioni' });
    await periodSentence().waitFor({ state: 'detached' });
    await bookingSentence().waitFor();
    const badges = await page
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td:nth-child(2) p:nth-of-type(2)')?.textContent ?? ''));
    expect(badges.length).toBeGreaterThan(0);
    for (const raw of badges) expect(raw).toMatch(/^booking\./);
    // The administrator list comes from the log itself.
    expect(await page.getByLabel('Amministratore').locator('option').count()).toBeGreaterThanOrEqual(2);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/log-filtered.png` });
      const phone = await newPage(browser, 390, 844);
      try {
        await signIn(phone.page, stack);
        const tab = phone.page.getByRole('tab', { name: 'Log', exact: true });
        await tab.scrollIntoViewIfNeeded();
        await tab.click();
        await phone.page.getByLabel('Tipo').selectOption({ label: 'Prenotazioni' });
        await phone.page.getByText(new RegExp(`^Prenotazione n\\. ${bookingId} di Livia Registro creata`)).waitFor();
        await phone.page.screenshot({ path: `${SHOTS}/log-phone.png`, fullPage: true });
      } finally {
        await phone.context.close();
      }
    }
  });

  it('clicking a booking entry opens the Prenotazioni tab on that booking', async () => {
    await page.getByRole('button', { name: `Apri prenotazione n. ${bookingId}` }).click();
    const tab = page.getByRole('tab', { name: 'Prenotazioni', exact: true });
    await eventually(async () => (await tab.getAttribute('aria-selected')) === 'true');
    const item = page.locator(`#booking-${bookingId}`);
    await item.getByRole('heading', { name: 'Livia Registro' }).waitFor();
    await eventually(async () => (await page.evaluate(() => document.activeElement?.id)) === `booking-${bookingId}`);
  });

  it('a period entry opens the Prezzi tab on that period', async () => {
    await openTab(page, 'Log');
    await page.getByLabel('Tipo').selectOption({ label: 'Prezzi' });
    await periodSentence().waitFor();
    await page.getByRole('button', { name: 'Apri il periodo in Prezzi' }).first().click();
    const tab = page.getByRole('tab', { name: 'Prezzi', exact: true });
    await eventually(async () => (await tab.getAttribute('aria-selected')) === 'true');
    // The period's row is the focused, marked one.
    const focused = page.locator('li[data-shown]');
    await focused.getByText('Periodo del log').waitFor();
    await eventually(async () => (await page.evaluate(() => document.activeElement?.matches('li[data-shown]') ?? false)) === true);
    expect(periodId).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
