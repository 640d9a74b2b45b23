/**
 * The site in two languages, in a real browser against the whole stack (docs/languages.md): the
 * switch goes to the same page in the other language and back, an English page says so in
 * <html lang> and its head, an unknown English address is the English 404, and the sitemap lists
 * both languages with their alternates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { sharedStack, type Stack } from '../support/stack.ts';
import { openVisit, PHONE } from '../support/site.ts';
import { pathIn } from '../../web/src/i18n/lang.ts';
import { sitemapPages } from '../../web/src/app/routes.ts';

let stack: Stack;
/** The stack's PUBLIC_URL: canonical and alternates are made from it (docs/server-rendering.md#the-renderer). */
const site = () => `http://localhost:${stack.ports.gateway}`;
let browser: Browser;

beforeAll(async () => {
  stack = sharedStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** <html lang>, the canonical and the hreflang alternates the page set. */
async function languageHead(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    locale: document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
  }));
}

describe('language switch', () => {
  it('goes from Home to the English Home and back, the page kept', async () => {
    const { context, page, problems } = await openVisit(browser);
    await page.goto(`${stack.url}/`);
    const italianNav = page.getByRole('navigation', { name: 'Navigazione principale', exact: true });
    await italianNav.getByRole('link', { name: 'Chi Siamo' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');

    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    expect(await toEnglish.getAttribute('href')).toBe('/en');
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    await toEnglish.click();
    await page.waitForURL(`${stack.url}/en`);
    const englishNav = page.getByRole('navigation', { name: 'Main navigation', exact: true });
    await englishNav.getByRole('link', { name: 'About Us' }).waitFor();
    expect(await englishNav.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/en/about');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await languageHead(page)).toEqual({
      lang: 'en',
      canonical: `${site()}/en`,
      alternates: { it: `${site()}/`, en: `${site()}/en`, 'x-default': `${site()}/` },
      locale: 'en_GB',
    });

    const toItalian = page.getByRole('link', { name: 'Italiano', exact: true });
    expect(await toItalian.getAttribute('lang')).toBe('it');
    await toItalian.click();
    await page.waitForURL(`${stack.url}/`);
    await italianNav.getByRole('link', { name: 'Chi Siamo' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'it');
    expect((await languageHead(page)).canonical).toBe(`${site()}/`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the query and the fragment, and is in the mobile menu too', async () => {
    const { context, page, problems } = await openVisit(browser, PHONE);
    await page.goto(`${stack.url}/about?from=test#top`);
    await page.getByRole('button', { name: 'Apri menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu Navigazione' });
    await sheet.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(`${stack.url}/en/about?from=test#top`);
    expect(await sheet.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect((await languageHead(page)).canonical).toBe(`${site()}/en/about`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('English 404', () => {
  it('answers an unknown English address in English', async () => {
    const { context, page } = await openVisit(browser);
    await page.goto(`${stack.url}/en/unknown-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.getByText('The page you are looking for does not exist or has been moved.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });
});

describe('sitemap', () => {
  it('lists every public page in both languages, each with its alternates and x-default', async () => {
    const publicUrl = `http://localhost:${stack.ports.gateway}`;
    const sitemap = await (await fetch(`${stack.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    // Every address of the page table's sitemap (web/src/app/routes.ts), as the served file names them.
    for (const { path, changefreq, priority } of sitemapPages()) {
      const english = pathIn('en', path);
      // loc, changefreq and priority, then the alternates: the sitemaps.org schema's order (search-engines.test.ts validates it).
      const rest = [
        `<changefreq>${changefreq}</changefreq>`,
        `<priority>${priority}</priority>`,
        `<xhtml:link rel="alternate" hreflang="it" href="${publicUrl}${path}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${publicUrl}${english}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}${path}"/>`,
      ].join('\n    ');
      expect(sitemap).toContain(`<loc>${publicUrl}${path}</loc>\n    ${rest}`);
      expect(sitemap).toContain(`<loc>${publicUrl}${english}</loc>\n    ${rest}`);
    }
    expect(sitemap).not.toContain('__SITE_ORIGIN__');
  });
});
