/**
 * Closed days from the planning in a real browser against the whole stack
 * (docs/back-office.md#closed-days): a drag across a boat's empty days opens "Chiudi giorni", the
 * days show closed in the planning (1366 px grid, 390 px list), the public boat calendar shows them
 * taken, a request on them gets 409, and a click on the closed range reopens them.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { slashItalianDate } from '@nbp/contracts/format';
import { launchBrowser } from '../support/browser.ts';
import { adminCookie, sharedStack, type Stack } from '../support/stack.ts';
import { addDays, chooseRange, readFleetCalendar, type DateRange, type FleetCalendar } from '../support/fleet-calendar.ts';
import { calendarFor, dayButton, italianDay, openVisit, showMonth, startField } from '../support/site.ts';
import { expectToast, newPage, signIn } from './admin-session.ts';

const SHOTS = '/work/wt/shots/closed';
const REASON = 'Manutenzione motore';

let stack: Stack;
let browser: Browser;
let fleet: FleetCalendar;
let range: DateRange;
let boat: { id: number; name: string };

beforeAll(async () => {
  stack = sharedStack();
  browser = await launchBrowser();
  fleet = await readFleetCalendar(stack.url);
  boat = fleet.boats[0]!;
  // Three free, priced days inside one Monday-to-Sunday week, so the week grid shows them all.
  const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
  range = chooseRange(fleet, {
    boatId: boat.id,
    days: 3,
    fromDay: 100,
    margin: 1,
    prefer: (r) => weekday(r.startDate) >= 1 && weekday(r.startDate) <= 5,
  });
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The planning's week that holds `day`: 'Settimana successiva' week by week, each week's planning read before the next step. */
async function showWeekOf(page: Page, day: string) {
  for (let shown = mondayOf(fleet.today); shown < mondayOf(day);) {
    shown = addDays(shown, 7);
    const read = page.waitForResponse((response) => response.url().includes(`/api/admin/planning?from=${shown}&`) && response.ok());
    await page.getByRole('button', { name: 'Settimana successiva' }).click();
    await read;
  }
}

const emptyCell = (scope: Locator) => (day: string) =>
  scope.getByRole('button', { name: `Nuova prenotazione: ${boat.name}, ${italianDay(day)}`, exact: true });
const closedCell = (scope: Locator) => (day: string) =>
  scope.getByRole('button', { name: `Giorni chiusi: ${REASON}, ${boat.name}, ${italianDay(day)}`, exact: true });

async function requestOn(days: DateRange) {
  const response = await fetch(`${stack.url}/api/email-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url },
    body: JSON.stringify({
      boatId: boat.id,
      boatName: boat.name,
      customerName: 'Lucia Chiusi',
      customerEmail: 'lucia.chiusi@example.test',
      customerPhone: '+39 333 777 8888',
      ...days,
      totalPrice: 1,
      notes: '',
    }),
  });
  return { status: response.status, body: (await response.json()) as { message: string; code: string } };
}

describe('Closed days', () => {
  it('close days by a drag in the planning → the public calendar shows them taken and a request on them gets 409; a click reopens them', async () => {
    const { context, page, problems } = await newPage(browser, 1366, 900);
    await signIn(page, stack);
    const grid = page.getByTestId('planning-grid');
    await showWeekOf(page, range.startDate);
    await emptyCell(grid)(range.startDate).waitFor();

    // Press on the first day, release on the last.
    await emptyCell(grid)(range.startDate).hover();
    await page.mouse.down();
    await emptyCell(grid)(range.endDate).hover();
    await page.mouse.up();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Chiudi giorni' }).waitFor();
    expect(await dialog.getByLabel('Barca *').inputValue()).toBe(String(boat.id));
    // The days as the back office writes them, whatever the browser's language (docs/back-office.md#dates).
    expect(await dialog.getByLabel('Dal *').inputValue()).toBe(slashItalianDate(range.startDate));
    expect(await dialog.getByLabel('Al (compreso) *').inputValue()).toBe(slashItalianDate(range.endDate));
    // The reason is required: refused in the dialog, nothing sent.
    await dialog.getByRole('button', { name: 'Chiudi giorni' }).click();
    await dialog.getByText('Scrivi il motivo della chiusura.').waitFor();
    await dialog.getByLabel('Motivo *').fill(REASON);
    await page.screenshot({ path: `${SHOTS}/close-dialog-1366.png` });
    await dialog.getByRole('button', { name: 'Chiudi giorni' }).click();
    await expectToast(page, 'Giorni chiusi', REASON);
    await dialog.waitFor({ state: 'detached' });
    for (const day of [range.startDate, addDays(range.startDate, 1), range.endDate]) await closedCell(grid)(day).waitFor();
    await page.screenshot({ path: `${SHOTS}/planning-closed-1366.png` });

    // The public boat page's calendar: the closed days are taken.
    const visitor = await openVisit(browser);
    await visitor.page.goto(`${stack.url}/boat/${boat.id}`);
    await visitor.page.getByRole('heading', { level: 1, name: boat.name }).waitFor();
    await startField(visitor.page).click();
    const calendar = calendarFor(visitor.page, 'start');
    await calendar.waitFor();
    await showMonth(calendar, range.startDate);
    for (const day of [range.startDate, range.endDate])
      expect(await dayButton(calendar, day, true).getAttribute('aria-disabled')).toBe('true');
    expect(await dayButton(calendar, addDays(range.endDate, 1)).getAttribute('aria-disabled')).toBeNull();
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();

    // A request on them: 409, the boat is closed.
    const refused = await requestOn({ startDate: addDays(range.startDate, 1), endDate: addDays(range.startDate, 1) });
    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({
        code: 'boat_closed',
        message: "La barca è chiusa in queste date. Scegli altre date o un'altra barca.",
      }),
    });

    // A click on the closed range: its dialog, and 'Riapri giorni'.
    await closedCell(grid)(range.endDate).click();
    const reopen = page.getByRole('dialog');
    await reopen.getByText(`Motivo: ${REASON}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/reopen-dialog-1366.png` });
    await reopen.getByRole('button', { name: 'Riapri giorni' }).click();
    await expectToast(page, 'Giorni riaperti');
    for (const day of [range.startDate, range.endDate]) await emptyCell(grid)(day).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone (390 px): the day list shows closed days, and the toolbar opens "Chiudi giorni" by keyboard', async () => {
    const session = await adminCookie(stack);
    const closed = await fetch(`${stack.url}/api/admin/blocked-days`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.url, cookie: session },
      body: JSON.stringify({ boatId: boat.id, ...range, reason: REASON }),
    });
    expect(closed.status).toBe(201);
    const { id } = (await closed.json()) as { id: number };

    const { context, page, problems } = await newPage(browser, 390, 844);
    await signIn(page, stack);
    const list = page.getByTestId('planning-list');
    await showWeekOf(page, range.startDate);
    await closedCell(list)(range.startDate).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/planning-closed-390.png` });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    const open = page.getByRole('button', { name: 'Chiudi giorni', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Chiudi giorni' }).waitFor();
    await dialog.getByLabel('Motivo *').waitFor();
    await page.screenshot({ path: `${SHOTS}/close-dialog-390.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();

    const reopened = await fetch(`${stack.url}/api/admin/blocked-days/${id}`, {
      method: 'DELETE',
      headers: { origin: stack.url, cookie: session },
    });
    expect(reopened.status).toBe(204);
  });
});
