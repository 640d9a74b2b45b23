/**
 * The sitemap, written at build from the page table (vite.config.ts puts it at the site's root as
 * sitemap.xml; docs/languages.md#the-sitemap): every page of the table's sitemap in Italian, then in
 * English, each naming both and the Italian one as x-default.
 */
import { pathIn } from '../i18n/lang.ts';
import { sitemapPages, type SitemapPage } from './routes.ts';

/**
 * The build does not know the site's domain: this placeholder is replaced by the configured public
 * address when the file is served (nginx's sub_filter, or the gateway locally), never by the Host a
 * request names.
 */
export const SITE_ORIGIN = '__SITE_ORIGIN__';

function entry(loc: string, page: SitemapPage): string {
  const it = `${SITE_ORIGIN}${page.path}`;
  const en = `${SITE_ORIGIN}${pathIn('en', page.path)}`;
  // The sitemaps.org schema's order: loc, (lastmod,) changefreq, priority, then the elements of other
  // namespaces, the xhtml:link alternates (docs/search-engines.md#the-sitemap).
  return [
    '  <url>',
    `    <loc>${loc}</loc>`,
    `    <changefreq>${page.changefreq}</changefreq>`,
    `    <priority>${page.priority}</priority>`,
    `    <xhtml:link rel="alternate" hreflang="it" href="${it}"/>`,
    `    <xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${it}"/>`,
    '  </url>',
  ].join('\n');
}

export function sitemapXml(): string {
  const pages = sitemapPages();
  const entries = [
    ...pages.map((page) => entry(`${SITE_ORIGIN}${page.path}`, page)),
    ...pages.map((page) => entry(`${SITE_ORIGIN}${pathIn('en', page.path)}`, page)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!--',
    '  The public pages of the site, each in Italian and in English (docs/languages.md#the-sitemap), written',
    '  by the build from web/src/app/routes.ts. The placeholder in the addresses is replaced by the',
    '  configured public URL (PUBLIC_URL) when served, never by the Host a request names.',
    '-->',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
