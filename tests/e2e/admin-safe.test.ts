/**
 * Safe changes in the back office, in a real browser against the whole stack
 * (docs/back-office.md#safe-changes, #phone-and-keyboard): a cancellation is asked first and
 * 'Annulla' puts the booking back; a dialog with typed changes asks before closing; on a 360 px
 * phone the last tab can be reached and opened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Booking } from '@nbp/contracts/http/booking';
import { eventually } from '@nbp/kit/testing';
import { launchBrowser } from '../support/browser.ts';
import { startStack, type Stack } from '../support/stack.ts';
import { apiAs, browserCookie, daysFromToday, newPage, openTab, signIn } from './admin-session.ts';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let cookie: string;

const SHOTS = process.env.NBP_SCREENSHOTS;

beforeAll(async () => {
  stack = await startStack({ label: 'adminsafe' });
  browser = await launchBrowser();
  ({ context, page, problems } = await newPage(browser));
  await signIn(page, stack);
  cookie = await browserCookie(page);
  // One confirmed booking to cancel, made through the admin API as the office would.
  const response = await fetch(`${stack.url}/api/admin/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      boatId: 1,
      customerName: 'Lucia Sicura',
      customerEmail: 'lucia@example.com',
      customerPhone: '3335550101',
      startDate: daysFromToday(220),
      endDate: daysFromToday(221),
      totalPrice: '300',
      status: 'confirmed',
    }),
  });
  expect(response.status).toBe(201);
  await page.reload();
  // The planning is the first tab; these changes happen in the bookings list.
  await openTab(page, 'Prenotazioni');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

const statusOf = async (name: string) =>
  (await apiAs<Booking[]>(stack, cookie, '/api/admin/bookings')).find((b) => b.customerName === name)?.status;

describe('safe changes', () => {
  it('asks before cancelling a booking, and Annulla restores its status', async () => {
    const select = page.getByLabel('Cambia stato della prenotazione di Lucia Sicura');
    await select.selectOption({ label: 'Cancellata' });
    // The dialog's own box is empty (its panel is fixed): wait for what it shows.
    const ask = page.getByRole('dialog', { name: 'Cancellare la prenotazione di Lucia Sicura?' });
    await ask.getByRole('button', { name: 'Sì, cancella' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/safe-cancel-ask.png` });
    await ask.getByRole('button', { name: 'Sì, cancella' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Prenotazione cancellata' });
    await toast.waitFor();
    expect(await statusOf('Lucia Sicura')).toBe('cancelled');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/safe-cancel-undo.png` });
    await toast.getByRole('button', { name: 'Annulla' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Cancellazione annullata' }).waitFor();
    expect(await statusOf('Lucia Sicura')).toBe('confirmed');
    expect(await select.inputValue()).toBe('confirmed');
  });

  it('a dialog with typed changes asks before closing on Escape', async () => {
    await page.getByRole('button', { name: 'Nuova Prenotazione' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova Prenotazione' });
    await dialog.getByLabel('Nome cliente *').fill('Da non perdere');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Modifiche non salvate' });
    await ask.getByRole('button', { name: 'Continua a modificare' }).waitFor();
    await ask.getByRole('button', { name: 'Continua a modificare' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Nome cliente *').inputValue()).toBe('Da non perdere');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Modifiche non salvate' }).getByRole('button', { name: 'Chiudi senza salvare' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('a log the owner can read', () => {
  it('shows the cancellation as a sentence naming the boat', async () => {
    await openTab(page, 'Log');
    await page.getByRole('heading', { name: 'Log Attività Admin' }).waitFor();
    // Audit events travel through RabbitMQ to identity: refresh until the cancellation is there.
    // The customer is named too, opened by the booking service for the page (the log stores no names).
    // The booking has an e-mail, so the cancellation was mailed, and the sentence says so (docs/request-lifecycle.md#office-changes).
    const sentence = page.getByText(
      /^Prenotazione n\. \d+ di .+ per Eolo 6\.40 EL Open - Alacaluf I: stato da Confermata a Cancellata\. Il cliente è stato avvisato via email\.$/,
    );
    await eventually(
      async () => {
        if ((await sentence.count()) > 0) return true;
        await page.getByRole('button', { name: 'Aggiorna' }).click();
        return undefined;
      },
      { attempts: 40, intervalMs: 250 },
    );
    // The row names the administrator too (identity joins its users into the log).
    const me = await apiAs<{ firstName: string | null; email: string }>(stack, cookie, '/api/auth/user');
    const row = page.getByRole('row').filter({ has: sentence.first() });
    expect(await row.textContent()).toContain(me.firstName?.trim() || me.email);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/safe-log.png` });
    await openTab(page, 'Prenotazioni');
  });
});

describe('phone and keyboard', () => {
  it('at 360 px the last tab, Impostazioni, can be reached and opened', async () => {
    const phone = await newPage(browser, 360, 740);
    try {
      await signIn(phone.page, stack);
      const tab = phone.page.getByRole('tab', { name: 'Impostazioni', exact: true });
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await phone.page.getByRole('tab', { name: 'Impostazioni', exact: true, selected: true }).waitFor();
      await phone.page
        .getByRole('tabpanel')
        .getByRole('button', { name: /password/i })
        .first()
        .waitFor();
      // The chosen tab is wholly inside the scrolling row, and the page itself does not scroll sideways.
      if (SHOTS) await phone.page.screenshot({ path: `${SHOTS}/safe-phone-360.png`, fullPage: false });
      const box = await tab.boundingBox();
      expect({ x: Math.round(box?.x ?? -1), right: Math.round((box?.x ?? 0) + (box?.width ?? 0)) }).toEqual({
        x: expect.toSatisfy((x: number) => x >= 0),
        right: expect.toSatisfy((right: number) => right <= 360),
      });
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('the keyboard reaches the tabs with a visible ring, a click draws none', async () => {
    await openTab(page, 'Barche');
    const tab = page.getByRole('tab', { name: 'Barche', exact: true });
    expect(await tab.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('tab', { name: 'Contenuti', exact: true });
    expect(await next.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true);
    expect(await next.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    expect(problems).toEqual([]);
  });
});
