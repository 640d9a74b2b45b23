/**
 * The built index.html made into a page's HTML (docs/server-rendering.md#the-html): its <head> gets
 * the page's own title, meta tags, canonical, language alternates and JSON-LD in place of the
 * defaults, the page's styles and the module preloads of its screen; #root gets the rendered markup,
 * and what the browser takes it over with (the queries' answers, the router's state) follows as data
 * (JSON, never executed: the CSP allows it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES, type PageName } from '../app/routes.ts';
import { langOfPath, type Lang } from '../i18n/lang.ts';
import { alternateLinks, canonicalUrl, documentTitle, metaTags, structuredData, type PageMeta } from '../lib/seo.ts';
import type { RenderedPage } from './render.tsx';

/** The id of the data block the browser reads its first cache from (main.tsx). */
export const STATE_ID = 'nbp-state';

const HEAD = /<!--page-head-->[\s\S]*<!--\/page-head-->/;
const APP = /\s*<!--app-->[\s\S]*<!--\/app-->\s*/;

export interface Template {
  html: string;
  /** The same, for a page that arrives rendered: its code asked for at low priority (lowPriorityCode). */
  renderedHtml: string;
  /** Module preloads per screen and for the English words, from the build (vite.config.ts, pageFiles). */
  files: Partial<Record<PageName | Lang, string[]>>;
}

export function readTemplate(webDist: string): Template {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!HEAD.test(html) || !APP.test(html))
    throw new Error(`${webDist}/index.html has no <!--page-head--> or <!--app--> markers: build the site again`);
  const files = JSON.parse(readFileSync(path.join(webDist, '.vite', 'page-files.json'), 'utf8')) as Template['files'];
  return { html, renderedHtml: lowPriorityCode(html), files };
}

/**
 * A page that arrives rendered is read before its code runs: the code only makes it interactive. Its
 * scripts and module preloads are asked for at low priority, so on a slow connection the picture and
 * the fonts the visitor sees come first and the code follows at once, in parallel
 * (docs/server-rendering.md#priorities). The plain shell keeps the default: there the code draws the page.
 */
export function lowPriorityCode(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a <script>: no `</script>` or `<!--` can end or bend it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head tags of a page, as PageHead keeps them in the browser (the same functions write both). */
export function headTags(meta: PageMeta, lang: Lang, origin: string): string {
  const canonical = canonicalUrl(meta, lang, origin);
  const tags = [
    `<title>${escapeText(documentTitle(meta.title, lang))}</title>`,
    ...metaTags(meta, origin, lang).map(
      (tag) => `<meta ${tag.attribute}="${escapeAttribute(tag.key)}" content="${escapeAttribute(tag.content)}" data-page-head="">`,
    ),
    ...(canonical ? [`<link rel="canonical" href="${escapeAttribute(canonical)}">`] : []),
    ...alternateLinks(meta, origin).map(
      (link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeAttribute(link.href)}">`,
    ),
    ...structuredData(meta, origin, lang).map((block) => `<script type="application/ld+json">${scriptJson(block)}</script>`),
  ];
  return tags.join('\n    ');
}

function preloads(files: string[] | undefined): string {
  return (files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The page's HTML. `origin`: the site's public address (canonical and Open Graph URLs are absolute). */
export function pageHtml(template: Template, url: string, page: RenderedPage, origin: string): string {
  const pathname = new URL(url, 'http://x').pathname;
  const lang = langOfPath(pathname);
  const hydrate = page.state !== null && PAGES[page.page].rendered;
  const code = preloads(template.files[page.page]) + preloads(template.files[lang]);
  const extra = page.styles + (hydrate ? lowPriorityCode(code) : code);
  const state = page.state ? `<script type="application/json" id="${STATE_ID}">${scriptJson(page.state)}</script>` : '';
  return (
    (hydrate ? template.renderedHtml : template.html)
      .replace('<html lang="it">', `<html lang="${lang}">`)
      // A page that said nothing of its head keeps the shell's defaults.
      .replace(HEAD, (defaults) => (page.head ? headTags(page.head.meta, page.head.lang, origin) : defaults) + extra)
      .replace(APP, () => page.html)
      .replace('<div id="root">', hydrate ? '<div id="root" data-hydrate="">' : '<div id="root">')
      .replace('</body>', () => `${state}</body>`)
  );
}
