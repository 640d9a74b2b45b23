import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOAT_LINKS } from '../components/layouts/navigation.ts';
import { pathIn } from '../i18n/lang.ts';
import { PAGES, PAGE_NAMES, pathOf, sitemapPages } from './routes.ts';
import { SITE_ORIGIN as O, sitemapXml } from './sitemap.ts';

const SITEMAP = sitemapXml();
const BUILT = new URL('../../dist/sitemap.xml', import.meta.url);
const ROBOTS = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8');

/** Each <url> of the sitemap: its <loc> and its alternates by hreflang. */
function entries(): Map<string, Record<string, string>> {
  const urls = new Map<string, Record<string, string>>();
  for (const [, body] of SITEMAP.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body!)![1]!;
    const alternates = Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!]),
    );
    urls.set(loc, alternates);
  }
  return urls;
}

describe('sitemap (written by the build from the page table)', () => {
  it('lists every page of the table that is in it, in Italian and in English, each naming both and the Italian one as x-default', () => {
    const urls = entries();
    const pages = sitemapPages();
    expect(urls.size).toBe(pages.length * 2);
    for (const { path } of pages) {
      const alternates = { it: `${O}${path}`, en: `${O}${pathIn('en', path)}`, 'x-default': `${O}${path}` };
      expect(urls.get(`${O}${path}`), path).toEqual(alternates);
      expect(urls.get(`${O}${pathIn('en', path)}`), pathIn('en', path)).toEqual(alternates);
    }
    // Every page the server renders and a visitor reaches by a link; never a private one.
    const listed = new Set(pages.map(({ page }) => page));
    for (const page of PAGE_NAMES) expect(listed.has(page), page).toBe(PAGES[page].rendered && page !== 'not-found');
    // The Italian addresses as they always were; the English home is /en.
    expect(SITEMAP).toContain(`<loc>${O}/boat/1</loc>`);
    expect(SITEMAP).toContain(`<loc>${O}/en</loc>`);
    expect(SITEMAP).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(SITEMAP).not.toMatch(/admin|login|richiesta/);
  });

  it('lists the boats the header lists', () => {
    const boats = sitemapPages().filter(({ page }) => page === 'boat');
    expect(boats.map(({ path }) => path)).toEqual(BOAT_LINKS.map(({ to }) => to));
    expect(boats[0]?.path).toBe(pathOf('boat', 'it', { id: '1' }));
  });

  it.runIf(existsSync(BUILT))('is the file the build put at the site root', () => {
    expect(readFileSync(BUILT, 'utf8')).toBe(SITEMAP);
  });

  it('is named by robots.txt, which keeps the private areas out', () => {
    expect(ROBOTS).toContain(`Sitemap: ${O}/sitemap.xml`);
    for (const line of ['Disallow: /admin', 'Disallow: /login', 'Disallow: /api/']) expect(ROBOTS).toContain(line);
  });
});
