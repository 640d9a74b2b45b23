import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathIn } from '../i18n/lang.ts';

const SITEMAP = readFileSync(new URL('../../public/sitemap.xml', import.meta.url), 'utf8');
const ROBOTS = readFileSync(new URL('../../public/robots.txt', import.meta.url), 'utf8');
const O = '__SITE_ORIGIN__';
/** Every public page the router serves in both languages (web/src/app/router.tsx). */
const PAGES = ['/', '/boat/1', '/boat/2', '/boat/3', '/boat/4', '/destinations', '/about', '/where-we-are', '/contact', '/faq'];

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

describe('sitemap', () => {
  it('lists every public page in Italian and in English, each naming both and the Italian one as x-default', () => {
    const urls = entries();
    expect(urls.size).toBe(PAGES.length * 2);
    for (const page of PAGES) {
      const alternates = { it: `${O}${page}`, en: `${O}${pathIn('en', page)}`, 'x-default': `${O}${page}` };
      expect(urls.get(`${O}${page}`), page).toEqual(alternates);
      expect(urls.get(`${O}${pathIn('en', page)}`), pathIn('en', page)).toEqual(alternates);
    }
    // The Italian addresses as they always were; the English home is /en.
    expect(SITEMAP).toContain(`<loc>${O}/boat/1</loc>`);
    expect(SITEMAP).toContain(`<loc>${O}/en</loc>`);
    expect(SITEMAP).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(SITEMAP).not.toMatch(/admin|login|richiesta/);
  });

  it('is named by robots.txt, which keeps the private areas out', () => {
    expect(ROBOTS).toContain(`Sitemap: ${O}/sitemap.xml`);
    for (const line of ['Disallow: /admin', 'Disallow: /login', 'Disallow: /api/']) expect(ROBOTS).toContain(line);
  });
});
