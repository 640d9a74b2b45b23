/** What the admin browser tests share: signing in through the login page, toasts, dates. */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { todayInRome } from '@nbp/contracts/common';
import type { Stack } from '../support/stack.ts';
import { tabNamed } from '../support/site.ts';

export async function newPage(
  browser: Browser,
  width = 1366,
  height = 900,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  // Generous for a loaded machine, yet short enough that one failure does not cascade into 30 s waits.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  watchApiCalls(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // A refused call shows up as a console error by design (401 before login); everything else counts.
    if (message.type() === 'error' && !/status of (401|403|409|400)/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

/** The page's latest API calls, with their answers or 'no answer yet', for a failure to name (expectToast). */
const apiCalls = new WeakMap<Page, { changes: Map<unknown, string>; reads: Map<unknown, string> }>();

function watchApiCalls(page: Page): void {
  // The changes apart from the reads: the back office reads every few seconds, which would push a
  // failed save out of a single short list.
  const calls = { changes: new Map<unknown, string>(), reads: new Map<unknown, string>() };
  apiCalls.set(page, calls);
  const started = Date.now();
  const listOf = (request: { method(): string }) => (request.method() === 'GET' ? calls.reads : calls.changes);
  const note = (request: { method(): string; url(): string }, outcome: string) => {
    const list = listOf(request);
    list.set(request, `${((Date.now() - started) / 1000).toFixed(1)}s ${request.method()} ${new URL(request.url()).pathname}: ${outcome}`);
    if (list.size > 6) list.delete(list.keys().next().value);
  };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) note(request, 'no answer yet');
  });
  page.on('requestfinished', (request) => {
    if (!listOf(request).has(request)) return;
    // The page may close first (the file's end): then there is nothing left to name.
    request
      .response()
      .then((response) => note(request, String(response?.status() ?? '?')))
      .catch(() => undefined);
  });
  page.on('requestfailed', (request) => {
    if (listOf(request).has(request)) note(request, `failed (${request.failure()?.errorText ?? '?'})`);
  });
}

/** Through the login form, as an administrator would, and on to /admin. */
export async function signIn(page: Page, stack: Stack, credentials = stack.admin): Promise<void> {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/admin$/);
}

export async function openTab(page: Page, name: string): Promise<void> {
  await tabNamed(page, name).click();
}

/** Waits for the toast with this title and checks its text. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.waitFor().catch(async (err: unknown) => {
    // Say what the page showed instead (another toast, an error), so that a failure names its cause.
    const shown = await page
      .getByTestId('toast')
      .allTextContents()
      .catch(() => []);
    const alerts = await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => []);
    throw new Error(
      `no toast "${title}" at ${page.url()}; toasts shown: ${JSON.stringify(shown)}; alerts: ${JSON.stringify(alerts)}; ` +
        `latest API changes: ${JSON.stringify([...(apiCalls.get(page)?.changes.values() ?? [])])}; ` +
        `latest reads: ${JSON.stringify([...(apiCalls.get(page)?.reads.values() ?? [])])} (${(err as Error).message.split('\n')[0]})`,
    );
  });
  const text = (await toast.textContent()) ?? '';
  if (typeof description === 'string') expect(text).toContain(description);
  else if (description) expect(text).toMatch(description);
  // Dismissed so that a later toast with the same title is a new one. While a modal dialog is
  // open the rest of the page (toast included) is inert, hence a script click, not a pointer one.
  await toast
    .getByRole('button', { name: 'Chiudi notifica', includeHidden: true })
    .evaluate((button) => (button as HTMLButtonElement).click(), undefined, { timeout: 2000 })
    .catch(() => undefined); // already gone on its own (5 s)
  await toast.waitFor({ state: 'detached' });
}

/** A calendar date some days from today in Rome, 'YYYY-MM-DD'. */
export function daysFromToday(days: number): string {
  const [y, m, d] = todayInRome().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export async function apiAs<T>(stack: Stack, cookie: string, path: string): Promise<T> {
  const response = await fetch(`${stack.url}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The session cookie the browser holds, to read the API as that user. */
export async function browserCookie(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'nbp_session');
  if (!session) throw new Error('not signed in');
  return `nbp_session=${session.value}`;
}
