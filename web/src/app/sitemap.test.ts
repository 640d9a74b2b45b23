import { existsSync, readFileSync } from 'node:fs';
import robotsParser from 'robots-parser';
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

/**
 * robots.txt read two ways (docs/search-engines.md#robots-txt): by an RFC 9309 reader (robots-parser:
 * the longest matching rule wins, Allow on a tie) and by a reader that takes the first line matching,
 * as some crawlers still do. Both must agree on every address below.
 */
describe('robots.txt', () => {
  const site = 'https://www.example.it';
  const rfc = robotsParser(`${site}/robots.txt`, ROBOTS);
  /** The first Allow/Disallow line of the `*` group whose path starts the address decides; none allows. */
  const firstMatch = (path: string): boolean => {
    const rules = ROBOTS.split('\n')
      .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null && match[2] !== '');
    const rule = rules.find((match) => path.startsWith(match[2]!));
    return !rule || rule[1]!.toLowerCase() === 'allow';
  };
  const allowed = (path: string) => ({ rfc: rfc.isAllowed(`${site}${path}`, 'Googlebot'), firstMatch: firstMatch(path) });

  it('keeps the back office, the sign-in, the API and the customers’ private pages out, for both readers', () => {
    for (const path of [
      '/admin',
      '/admin/prenotazioni',
      '/login',
      '/api/boats',
      '/api/admin/bookings',
      '/richiesta/abc',
      '/en/request/abc',
    ])
      expect(allowed(path), path).toEqual({ rfc: false, firstMatch: false });
  });

  it('lets the boats’ calendar feeds and every public page in, for both readers', () => {
    const pages = sitemapPages().flatMap(({ path }) => [path, pathIn('en', path)]);
    for (const path of ['/api/calendars/boats/1.ics', '/api/calendars/boats/2.ics?token=x', ...pages])
      expect(allowed(path), path).toEqual({ rfc: true, firstMatch: true });
  });

  it('has no leading "Allow: /", which a first-match reader would read as letting /admin in', () => {
    expect(ROBOTS).not.toMatch(/^Allow:\s*\/\s*$/m);
  });
});
