/**
 * The English boat page in a real browser against the whole stack (docs/languages.md#boat-page):
 * /en/boat/2 gets the English shell, which preloads the boat in English, the page asks for it once
 * and speaks English; dates picked on the English calendar, availability and price in English
 * formats, a request sent (201) with the toast and the hold in English, stored with language 'en'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { BookingRequest } from '@nbp/contracts/http/booking';
import type { Quote } from '@nbp/contracts/http/pricing';
import { launchBrowser } from '../support/browser.ts';
import { adminCookie, sharedStack, type Stack } from '../support/stack.ts';
import { chooseRange, readFleetCalendar, type FleetCalendar } from '../support/fleet-calendar.ts';
import { escapeRegExp, openVisit, plain } from '../support/site.ts';

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

const BOAT_ID = 2;
const boatName = () => fleet.boats.find((boat) => boat.id === BOAT_ID)!.name;

// The English page's formats, as Intl writes them in British English.
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
const monthTitle = (year: number, month: number) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, 15)));
const euros = (amount: string) => plain(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(Number(amount)));

/** Moves the English calendar to the month of `iso` with its arrows, as a visitor would. */
async function showMonth(calendar: Locator, iso: string): Promise<void> {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const target = y * 12 + (m - 1);
  const indexOf = (title: string) => {
    for (let index = (y - 3) * 12; index < (y + 3) * 12; index++)
      if (monthTitle(Math.floor(index / 12), index % 12) === title) return index;
    throw new Error(`not a month title: '${title}'`);
  };
  for (let step = 0; step < 36; step++) {
    const current = indexOf((await calendar.getByRole('grid').getAttribute('aria-label')) ?? '');
    if (current === target) return;
    const next = current < target ? current + 1 : current - 1;
    await calendar.getByRole('button', { name: current < target ? 'Next month' : 'Previous month' }).click();
    await calendar.getByRole('grid', { name: monthTitle(Math.floor(next / 12), next % 12) }).waitFor();
  }
  throw new Error(`the calendar never showed the month of ${iso}`);
}

async function pickDates(page: Page, startDate: string, endDate: string): Promise<void> {
  await page.getByRole('button', { name: /^Start date/ }).click();
  const start = page.getByRole('dialog', { name: 'Choose the start date' });
  await showMonth(start, startDate);
  await start.getByRole('button', { name: day(startDate), exact: true }).click();
  const end = page.getByRole('dialog', { name: 'Choose the end date' });
  await showMonth(end, endDate);
  await end.getByRole('button', { name: day(endDate), exact: true }).click();
  await end.waitFor({ state: 'detached' });
}

describe('the English boat page', () => {
  it('arrives with the boat in English, asks for it no more, speaks English, and sends a request stored in English', async () => {
    const { context, page, problems } = await openVisit(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const boatReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/api\/boats\/\d+$/.test(url.pathname)) boatReads.push(`${url.pathname}${url.search}`);
    });

    // The page's first HTML is English and holds the boat read in English (docs/server-rendering.md).
    const html = await (await fetch(`${stack.url}/en/boat/${BOAT_ID}`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`"queryKey":["/api/boats","${BOAT_ID}",{"lang":"en"}]`);
    // Its price list too, the periods named in English (docs/languages.md#period-names).
    expect(html).toContain(`"queryKey":["/api/boat-pricing","${BOAT_ID}",{"lang":"en"}]`);

    await page.goto(`${stack.url}/en/boat/${BOAT_ID}`);
    await page.getByRole('heading', { level: 1, name: boatName() }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Other boats in the fleet' }).waitFor();
    await page.getByTestId('price-placeholder').first().waitFor({ state: 'detached' });
    const prices = (await (await fetch(`${stack.url}/api/boat-pricing/${BOAT_ID}?lang=en`)).json()) as { name: string }[];
    await page.getByRole('rowheader', { name: prices[0]!.name }).first().waitFor();
    expect(prices[0]!.name).toMatch(/ season /);
    await page.getByRole('heading', { level: 2, name: 'Check availability and price' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Rental terms' }).waitFor();
    // The browser took the page over with the boat it came with: no read of its own.
    expect(boatReads).toEqual([]);

    const range = chooseRange(fleet, { boatId: BOAT_ID, days: 3, fromDay: 40 });
    const quote = (await (await fetch(`${stack.url}/api/pricing/boat/${BOAT_ID}/${range.startDate}/${range.endDate}`)).json()) as Quote;
    await pickDates(page, range.startDate, range.endDate);
    await page
      .getByTestId('availability-note')
      .filter({ hasText: new RegExp(`^\\W*${escapeRegExp(`${boatName()} is available on the selected dates`)}$`) })
      .waitFor();
    const summary = page.getByTestId('price-summary');
    await summary.waitFor();
    const summaryText = plain(await summary.textContent());
    expect(summaryText).toContain('3 days');
    expect(summaryText).toContain(euros(quote.total));
    expect(summaryText).toMatch(/^3 days\d{1,2} [A-Z][a-z]{2,3} \d{4} – \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
    expect(summaryText).toContain('Daily prices are from 9:00 to 18:00.');

    await page.getByRole('button', { name: 'BOOK NOW' }).click();
    const form = page.getByRole('form', { name: 'Booking request' });
    await form.getByLabel('Full name').fill('Emily Clarke');
    await form.getByLabel('Email').fill('emily.clarke@example.co.uk');
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/email-bookings') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Confirm booking' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ boatId: BOAT_ID, ...range, language: 'en' });

    const toast = page.getByTestId('toast').filter({ hasText: 'Booking request sent! 📧' });
    await toast.waitFor();
    expect(plain(await toast.textContent())).toContain('We will contact you shortly to confirm availability.');
    const sent = page.getByTestId('request-sent');
    await sent.waitFor();
    const sentText = plain(await sent.textContent());
    expect(sentText).toContain(`from ${day(range.startDate)} to ${day(range.endDate)} (3 days)`);
    expect(sentText).toMatch(/The dates are held for you until [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d \(Patti time\)\./);
    expect(sentText).toContain('We have e-mailed you the link to your private page');

    // The office reads the request as an English one.
    const requests = (await (
      await fetch(`${stack.url}/api/admin/email-requests`, { headers: { cookie: await adminCookie(stack) } })
    ).json()) as BookingRequest[];
    const stored = requests.find((request) => request.customerEmail === 'emily.clarke@example.co.uk');
    expect(stored).toMatchObject({ boatId: BOAT_ID, startDate: range.startDate, endDate: range.endDate, language: 'en' });

    expect(problems).toEqual([]);
    expect(warnings.filter((warning) => /preload/i.test(warning))).toEqual([]);
    await context.close();
  });
});
