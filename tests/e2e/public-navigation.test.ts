/**
 * The frame of every public page in a real browser: the sticky header with its two dropdowns, the
 * mobile sheet, anchors reached 120 px below the top, the scroll to the top on a route change, and
 * the footer's contacts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { sharedStack, type Stack } from '../support/stack.ts';
import { openVisit, PHONE, plain } from '../support/site.ts';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = sharedStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const BOATS = [
  'Eolo 6.40 EL Open - Alacaluf I',
  'Eolo 6.40 EL Open - Alacaluf II',
  'Eolo 6.90 EL - Alacaluf III',
  'Eolo 7.50 Day - Alacaluf IV',
];

describe('desktop header', () => {
  it('opens one dropdown at a time, closes on a second click and highlights the page', async () => {
    const { context, page, problems } = await openVisit(browser);
    await page.goto(`${stack.url}/about`);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale', exact: true });
    for (const name of ['Home', 'Chi Siamo', 'Dove Siamo', 'Contatti']) await nav.getByRole('link', { name, exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Chi Siamo' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    const boats = nav.getByRole('button', { name: 'Barche' });
    const destinations = nav.getByRole('button', { name: 'Destinazioni' });
    await boats.click();
    expect(await boats.getAttribute('aria-expanded')).toBe('true');
    for (const [index, name] of BOATS.entries())
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(`/boat/${index + 1}`);
    await destinations.click();
    expect(await boats.getAttribute('aria-expanded')).toBe('false');
    expect(await destinations.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'Isole Eolie' }).getAttribute('href')).toBe('/destinations#eolie');
    expect(await nav.getByRole('link', { name: 'Golfo di Patti' }).getAttribute('href')).toBe('/destinations#golfo-patti');
    await destinations.click();
    expect(await destinations.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Isole Eolie' }).count()).toBe(0);

    // Escape closes and gives the focus back; a click elsewhere closes too.
    await boats.click();
    await page.keyboard.press('Escape');
    expect(await boats.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Barche');
    await boats.click();
    await page.getByRole('heading', { level: 1 }).click();
    expect(await boats.getAttribute('aria-expanded')).toBe('false');

    // Choosing a boat closes the menu and marks Barche as current.
    await boats.click();
    await nav.getByRole('link', { name: BOATS[2]!, exact: true }).click();
    await page.waitForURL(/\/boat\/3$/);
    await page.getByRole('heading', { level: 1, name: BOATS[2]! }).waitFor();
    expect(await boats.getAttribute('aria-expanded')).toBe('false');
    await page.mouse.move(0, 400);
    // The highlight fades in (150 ms transition): wait for its final colour.
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('header nav button')].find((b) => b.textContent === 'Barche');
      return button && getComputedStyle(button).backgroundColor === 'rgb(230, 243, 248)';
    });

    // The bar stays at the top while the page scrolls.
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 1000);
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top),
    ).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reaches an anchor 120 px below the top and scrolls to the top on a route change', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto(`${stack.url}/`);
    await page.getByRole('article').first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Navigazione principale', exact: true });
    await nav.getByRole('button', { name: 'Destinazioni' }).click();
    await nav.getByRole('link', { name: 'Golfo di Patti' }).click();
    await page.waitForURL(/\/destinations#golfo-patti$/);
    await page.waitForFunction(() => Math.abs((document.getElementById('golfo-patti')?.getBoundingClientRect().top ?? 0) - 120) < 3);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    // A plain route change brings the new page in from the top.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(/\/faq$/);
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });
});

describe('mobile menu', () => {
  it('opens a right-side sheet, navigates, closes and reaches anchors', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/`);
    expect(await page.getByRole('navigation', { name: 'Navigazione principale', exact: true }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Apri menu' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Menu Navigazione' });
    await sheet.waitFor();
    // It slides in from the right and ends against the right edge, full height.
    await page.waitForFunction(() => {
      const box = document.querySelector('dialog[open]')?.getBoundingClientRect();
      return box && Math.abs(box.right - window.innerWidth) < 1 && box.height >= window.innerHeight - 1 && box.left > 0;
    });
    for (const name of ['Home', ...BOATS, 'Isole Eolie', 'Golfo di Patti', 'Chi Siamo', 'Dove Siamo', 'Contatti'])
      await sheet.getByRole('link', { name, exact: true }).waitFor();
    expect(await sheet.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');

    await sheet.getByRole('link', { name: 'Dove Siamo' }).click();
    await page.waitForURL(/\/where-we-are$/);
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Punto di imbarco' }).waitFor();

    // Escape closes it and the focus goes back to the menu button.
    await open.click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Apri menu');

    // An anchor link closes the sheet, then the page glides to the anchor.
    await open.click();
    await sheet.getByRole('link', { name: 'Golfo di Patti' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/destinations#golfo-patti$/);
    await page.getByRole('tab', { name: 'Golfo di Patti', selected: true }).waitFor();
    await page.waitForFunction(() => Math.abs((document.getElementById('golfo-patti')?.getBoundingClientRect().top ?? 0) - 120) < 3);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('footer', () => {
  it('carries the blurb, the quick menu, the contacts, the hours and the legal line', async () => {
    const { context, page } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/contact`);
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Menu rapido' });
    await quick.getByRole('link', { name: 'Contatti' }).waitFor();
    const hrefs = await quick.getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(hrefs).toEqual([
      ...BOATS.map((name, index) => [name, `/boat/${index + 1}`]),
      ['Destinazioni', '/destinations'],
      ['Chi Siamo', '/about'],
      ['FAQ', '/faq'],
      ['Contatti', '/contact'],
    ]);
    expect(await footer.getByRole('link', { name: '+39 0941 000 000', exact: true }).getAttribute('href')).toBe('tel:+390941000000');
    expect(await footer.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/390941000000');
    expect(await footer.getByRole('link', { name: 'info@alacaluf-charter.example' }).getAttribute('href')).toBe(
      'mailto:info@alacaluf-charter.example',
    );
    const text = plain(await footer.textContent());
    for (const fact of [
      'Via Papa Pio XII, 98066 Patti (ME)',
      '9:00-18:00',
      '@alacaluf.charter',
      'alacaluf.charter',
      'S.r.l.',
      'P. IVA IT00000000000',
      'Flotta nuova 2024',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain(`© ${new Date().getFullYear()} Alacaluf Charter`);
    await context.close();
  });
});
