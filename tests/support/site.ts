/**
 * What the browser journeys share: a page per person (its own cookies), the toasts, the booking
 * card's calendar, the login form. Every wait is one of Playwright's (locator.waitFor,
 * waitForURL...), never a fixed sleep.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors other than a refused call (4xx) shown by the browser. */
  problems: string[];
  /** Every POST/PUT/PATCH/DELETE the page sent, as 'METHOD path'. */
  writes: string[];
}

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function openVisit(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<Visit> {
  const context = await browser.newContext({ viewport, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  // Well below the test's own timeout, so a missing element fails with its locator, not a test timeout.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const problems: string[] = [];
  const writes: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.method() !== 'HEAD') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return { context, page, problems, writes };
}

/** Normalises the spaces Intl puts in money and dates (no-break, narrow no-break) for comparisons. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f\s]+/g, ' ').trim();
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const euroWhole = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
/** '1.234,50 €', as the site and the mails show money. */
export const euros = (amount: string | number) => plain(euro.format(Number(amount)));
/** '1.235 €', as the public price list shows it. */
export const wholeEuros = (amount: string | number) => plain(euroWhole.format(Math.round(Number(amount))));

/** The toast with this title: waits for it, checks its text, closes it and waits until it is gone. */
export async function expectToast(page: Page, title: string, text?: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor({ timeout: 15_000 });
  const content = plain(await toast.textContent());
  if (text !== undefined && !content.includes(plain(text))) throw new Error(`toast '${title}' says '${content}', expected '${text}'`);
  await toast.getByRole('button', { name: 'Chiudi notifica' }).click();
  await toast.waitFor({ state: 'detached' });
  return content;
}

/** The field's error as the form shows it (role alert tied to the input). */
export function fieldError(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('alert').filter({ hasText: text });
}

// ---- the booking card's calendar ---------------------------------------------------------------

/** The months as Italian writes them, January first. */
export const ITALIAN_MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

/** '12 giugno 2027': a day's accessible name in the calendar. */
export function italianDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${ITALIAN_MONTHS[m - 1]} ${y}`;
}

/** 'Giugno 2027': the calendar grid's name. */
function monthTitle(year: number, month: number): string {
  const name = ITALIAN_MONTHS[month]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${year}`;
}

function monthIndexOfTitle(title: string): number {
  const [name, year] = title.toLowerCase().split(' ');
  const month = ITALIAN_MONTHS.indexOf(name ?? '');
  if (month < 0 || !year) throw new Error(`not a month title: '${title}'`);
  return Number(year) * 12 + month;
}

/** Moves the open calendar to the month of this date with its arrows, as a visitor would. */
export async function showMonth(calendar: Locator, iso: string): Promise<void> {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const target = y * 12 + (m - 1);
  for (let step = 0; step < 36; step++) {
    const title = (await calendar.getByRole('grid').getAttribute('aria-label')) ?? '';
    const current = monthIndexOfTitle(title);
    if (current === target) return;
    const next = current < target ? current + 1 : current - 1;
    await calendar.getByRole('button', { name: current < target ? 'Mese successivo' : 'Mese precedente' }).click();
    await calendar.getByRole('grid', { name: monthTitle(Math.floor(next / 12), next % 12) }).waitFor();
  }
  throw new Error(`the calendar never showed the month of ${iso}`);
}

export function startField(page: Page): Locator {
  return page.getByRole('button', { name: /^Data di inizio/ });
}

export function endField(page: Page): Locator {
  return page.getByRole('button', { name: /^Data di fine/ });
}

export function calendarFor(page: Page, target: 'start' | 'end'): Locator {
  return page.getByRole('dialog', { name: target === 'start' ? 'Scegli la data di inizio' : 'Scegli la data di fine' });
}

/** A free day's button (a blocked one is named '<day>, non disponibile'). */
export function dayButton(calendar: Locator, iso: string, blocked = false): Locator {
  return calendar.getByRole('button', { name: blocked ? `${italianDay(iso)}, non disponibile` : italianDay(iso), exact: true });
}

/** Start field, start day, end day: the calendar closes on the end. */
export async function pickDates(page: Page, startDate: string, endDate: string): Promise<void> {
  await startField(page).click();
  const startCalendar = calendarFor(page, 'start');
  await startCalendar.waitFor();
  await showMonth(startCalendar, startDate);
  await dayButton(startCalendar, startDate).click();
  const endCalendar = calendarFor(page, 'end');
  await endCalendar.waitFor();
  await showMonth(endCalendar, endDate);
  await dayButton(endCalendar, endDate).click();
  await endCalendar.waitFor({ state: 'detached' });
}

/**
 * Waits until a boat page is whole: its title, the sections below the booking card (rendered a
 * moment after it) with the last one among them, and the price list's figures (its placeholders gone).
 */
export async function boatPageReady(page: Page, boatName: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: boatName }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Altre barche della flotta' }).waitFor();
  await page.getByTestId('price-placeholder').first().waitFor({ state: 'detached' });
  // The page arrives rendered by the server: its buttons answer once the browser has taken it over.
  await takenOver(page.getByRole('button', { name: /^(Salva|Save)$/ }).first());
}

/**
 * Waits until React has taken over this element of a server-rendered page (hydration): React then
 * keeps the element's props on it, and a click reaches its handler instead of doing nothing.
 */
export async function takenOver(element: Locator): Promise<void> {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve, reject) => {
        const ready = () => Object.keys(node).some((key) => key.startsWith('__reactProps'));
        const wait = (left: number) => {
          if (ready()) resolve();
          else if (left === 0) reject(new Error('the page was not taken over by React within 10 s'));
          else setTimeout(() => wait(left - 1), 50);
        };
        wait(200);
      }),
  );
}

export function availabilityNote(page: Page): Locator {
  return page.getByTestId('availability-note');
}

/** Waits until the availability note says this (the check may still be running at first). */
export async function expectAvailability(page: Page, boatName: string, available: boolean): Promise<void> {
  const text = `${boatName} ${available ? 'è' : 'non è'} disponibile per le date selezionate`;
  await availabilityNote(page)
    .filter({ hasText: new RegExp(`^\\W*${escapeRegExp(text)}$`) })
    .waitFor();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---- the administrator ---------------------------------------------------------------------------

/** Through the login form, as an administrator would, and on to the dashboard. */
export async function signIn(page: Page, site: string, credentials: { email: string; password: string }): Promise<void> {
  await page.goto(`${site}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/admin$/);
  await page.getByRole('heading', { name: 'Dashboard Admin' }).waitFor();
}

/**
 * The back-office tab with this name. A tab may carry a count after its name, read as words
 * ('Richieste Email' + '2 in attesa', docs/back-office.md#live-lists; 'Calendari' + '1 avviso',
 * docs/calendars.md#back-office), and the count arrives with its list, so both forms match.
 */
export function tabNamed(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('tab', { name: new RegExp(`^${escaped}( \\d+ (in attesa|avvis[oi]))?$`) });
}

export async function openTab(page: Page, name: string): Promise<void> {
  await tabNamed(page, name).click();
  await page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).first().waitFor();
}

/** The session cookie this browser holds, to call the API as the same person. */
export async function sessionCookie(context: BrowserContext): Promise<string> {
  const session = (await context.cookies()).find((c) => c.name === 'nbp_session');
  if (!session) throw new Error('not signed in');
  return `nbp_session=${session.value}`;
}

/**
 * Opens `path` as the site shows it when the renderer cannot answer (docs/server-rendering.md#status):
 * the plain shell arrives and the browser draws the page itself, with its own API calls, which a
 * test may have routed (a slow answer for a loader, a failure, other data). The shell is the one
 * the site serves for the back office.
 */
export async function openDrawnInBrowser(
  page: Page,
  site: string,
  path: string,
  options: { waitUntil?: 'load' | 'commit' } = {},
): Promise<void> {
  const address = `${site}${path}`;
  await page.route(address, async (route) => route.fulfill({ response: await route.fetch({ url: `${site}/admin` }) }));
  await page.goto(address, options);
}
