/**
 * The customer's private page in real browsers against the whole stack
 * (docs/request-lifecycle.md#the-customers-link): after a confirmation with changes it shows the
 * booking's days, day count and price, as the confirmation mail does; a request sent in English has
 * its page at /en/request/<token>, in English, and the language switch keeps the token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually } from '@nbp/kit/testing';
import { BUSINESS } from '@nbp/contracts/business';
import { DATE_LONG, DATE_WITH_WEEKDAY, formatDay } from '@nbp/contracts/days';
import { formatEuro } from '@nbp/contracts/format';
import { launchBrowser } from '../support/browser.ts';
import { customerPathFromMail, mails, sharedStack, type Stack } from '../support/stack.ts';
import { addDays, chooseRange, readFleetCalendar, type FleetCalendar } from '../support/fleet-calendar.ts';
import { DESKTOP, openVisit, PHONE, plain } from '../support/site.ts';
import { screenshot } from '../support/page-audit.ts';
import { expectToast, newPage, openTab, signIn } from './admin-session.ts';

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

/** A request as the booking card sends it, in `language`; its private page's address comes by mail. */
async function sendRequest(
  request: { boatId: number; startDate: string; endDate: string; name: string; email: string; phone: string },
  language: 'it' | 'en',
) {
  const answer = await fetch(`${stack.url}/api/email-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      boatId: request.boatId,
      customerName: request.name,
      customerEmail: request.email,
      customerPhone: request.phone,
      startDate: request.startDate,
      endDate: request.endDate,
      ...(language === 'en' ? { language } : {}),
    }),
  });
  expect(answer.status).toBe(201);
  return customerPathFromMail(stack, request.email);
}

/** The page's facts as a visitor reads them: each term with its value. */
async function facts(page: Page): Promise<Record<string, string>> {
  await page.locator('main dl').first().waitFor();
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('main dl > div')].map((row) => [
        row.querySelector('dt')!.textContent!,
        row.querySelector('dd')!.textContent!,
      ]),
    ),
  );
}

describe("the customer's private page shows the rental as it is now", () => {
  it('confirm with changes in the back office: the private page and the confirmation mail agree on days, day count and price', async () => {
    const boatId = 1;
    const range = chooseRange(fleet, { boatId, days: 3, fromDay: 120 });
    const customer = { name: 'Sara Conti', email: 'sara.conti.privata@example.it', phone: '+39 333 818 2727' };
    // The customer asks for two days; the office books three, at a price it types.
    const link = await sendRequest({ boatId, startDate: range.startDate, endDate: addDays(range.startDate, 1), ...customer }, 'it');
    expect(link).toMatch(/^\/richiesta\/[A-Za-z0-9_-]{32}$/);

    const admin = await newPage(browser);
    await signIn(admin.page, stack);
    await openTab(admin.page, 'Richieste Email');
    const card = admin.page.getByRole('article', { name: boatName(boatId), exact: true }).filter({ hasText: customer.email });
    await card.getByRole('button', { name: `Crea prenotazione dalla richiesta di ${customer.name}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Crea prenotazione dalla richiesta' });
    // The dialog's frame is drawn before its panel shows: its heading says it is there.
    await dialog.getByRole('heading', { name: 'Crea prenotazione dalla richiesta' }).waitFor();
    await expect.poll(() => dialog.getByLabel('Barca *').inputValue(), { timeout: 10_000 }).toBe(String(boatId));
    const price = dialog.getByLabel('Prezzo totale (€)');
    const asked = await price.inputValue();
    await dialog.getByLabel('Data fine *').fill(range.endDate);
    // New days bring the list price (docs/back-office.md#forms); the owner types over it once it is there.
    await expect.poll(() => price.inputValue(), { timeout: 10_000 }).not.toBe(asked);
    await price.fill('777');
    await dialog.getByLabel('Stato', { exact: true }).selectOption({ label: 'Confermata' });
    await dialog.getByRole('button', { name: 'Crea Prenotazione' }).click();
    await expectToast(admin.page, 'Prenotazione creata');
    await admin.context.close();

    // The private page: the booking's three days and its price, not the request's two.
    const visit = await openVisit(browser);
    await visit.page.goto(`${stack.url}${link}`);
    await visit.page.getByRole('heading', { level: 1, name: 'Richiesta confermata' }).waitFor();
    const shown = await facts(visit.page);
    const days = `dal ${formatDay(range.startDate, 'it', DATE_LONG)} al ${formatDay(range.endDate, 'it', DATE_LONG)} (3 giorni)`;
    expect(plain(shown.Date)).toBe(plain(days));
    expect(plain(shown.Prezzo)).toBe(plain(formatEuro('777', 'it')));
    const boarding = plain(await visit.page.getByRole('region', { name: 'Imbarco' }).textContent());
    expect(boarding).toContain(BUSINESS.address);
    expect(boarding).toContain(plain(`${formatDay(range.startDate, 'it', DATE_WITH_WEEKDAY)}, dalle 09:00 alle 10:00 (ora di Patti)`));
    expect(boarding).toContain(plain(`${formatDay(range.endDate, 'it', DATE_WITH_WEEKDAY)}, entro le 18:00 (ora di Patti)`));
    await visit.page.getByRole('region', { name: 'Cosa portare' }).getByText('Un documento di identità').waitFor();
    await screenshot(visit.page, 'private-page-confirmed-it');

    // The confirmation mail says the same.
    const confirmation = await eventually(async () =>
      (await mails(stack)).find(
        (mail) => mail.to.some((to) => to.address === customer.email) && /^Prenotazione confermata/.test(mail.subject),
      ),
    );
    const text = plain(confirmation.text);
    expect(text).toContain(
      plain(`dal ${formatDay(range.startDate, 'it', DATE_WITH_WEEKDAY)} al ${formatDay(range.endDate, 'it', DATE_WITH_WEEKDAY)}`),
    );
    expect(text).toContain('Durata: 3 giorni');
    expect(text).toContain(plain(`Prezzo totale: ${formatEuro('777', 'it')}`));
    expect(confirmation.text).toContain(link);
    expect(visit.problems).toEqual([]);
    await visit.context.close();
  });

  it('an English request: its page at /en/request/<token> in English, and the language switch keeps the token both ways', async () => {
    const boatId = 3;
    const range = chooseRange(fleet, { boatId, days: 2, fromDay: 130 });
    const customer = { name: 'Emma Brown', email: 'emma.brown.private@example.co.uk', phone: '+44 7700 900 123' };
    const link = await sendRequest({ boatId, ...range, ...customer }, 'en');
    const token = link.split('/').at(-1)!;
    expect(link).toBe(`/en/request/${token}`);

    for (const viewport of [DESKTOP, PHONE]) {
      const visit = await openVisit(browser, viewport);
      const { page } = visit;
      await page.goto(`${stack.url}${link}`);
      await page.getByRole('heading', { level: 1, name: 'Awaiting confirmation' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await expect.poll(() => page.title()).toMatch(/^Your request \| /);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      const shown = await facts(page);
      expect(plain(shown.Dates)).toBe(
        plain(`from ${formatDay(range.startDate, 'en', DATE_LONG)} to ${formatDay(range.endDate, 'en', DATE_LONG)} (2 days)`),
      );
      expect(shown.Status).toMatch(/^Held until .* \(Patti time\)$/);
      await page.getByRole('region', { name: 'Boarding' }).waitFor();
      await page.getByRole('region', { name: 'What to bring' }).waitFor();
      const body = plain(await page.locator('main').textContent());
      for (const italian of ['Annulla', 'Prezzo', 'giorni', 'ora di Patti', 'Imbarco']) expect(body).not.toContain(italian);
      await screenshot(page, 'private-page-en');

      // The cancel dialog speaks English too; keeping the request sends nothing.
      await page.getByRole('button', { name: 'Cancel request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel the request?' });
      expect(plain(await dialog.textContent())).toContain(`for ${boatName(boatId)} will be free for other customers again`);
      await dialog.getByRole('button', { name: 'No, keep the request' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The switch: to the Italian address with the same token, and back.
      if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('a[data-language-switch]:visible').click();
      await page.getByRole('heading', { level: 1, name: 'In attesa di conferma' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/richiesta/${token}`);
      await screenshot(page, 'private-page-it');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Apri menu' }).click();
      await page.locator('a[data-language-switch]:visible').click();
      await page.getByRole('heading', { level: 1, name: 'Awaiting confirmation' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/en/request/${token}`);
      expect(visit.problems).toEqual([]);
      await visit.context.close();
    }
  });
});
