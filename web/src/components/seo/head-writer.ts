import { alternateLinks, canonicalUrl, documentTitle, metaTags, structuredData, type PageMeta } from '../../lib/seo.ts';
import type { Lang } from '../../i18n/lang.ts';

const OWNED = 'data-page-head';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute(OWNED, '');
  element.content = content;
}

function upsertCanonical(href: string | null) {
  if (href === null) {
    // An error page has none (docs/public-pages.md#error-pages).
    document.head.querySelector('link[rel="canonical"]')?.remove();
    return;
  }
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** The `<link rel="alternate" hreflang>` set of this page, replacing the previous page's. */
function replaceAlternates(links: { hreflang: string; href: string }[]) {
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const { hreflang, href } of links) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * The site's public address: the one the server wrote in the page's canonical link (its configured
 * PUBLIC_URL, docs/server-rendering.md#the-renderer), so the head says the same before and after the
 * browser takes the page over; the page's own origin for a page drawn from the shell.
 */
function siteOrigin(): string {
  // An error page has no canonical: its og:url has the same origin.
  const canonical =
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ??
    document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    return canonical ? new URL(canonical).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/**
 * Writes the page's title, meta tags, canonical link, language alternates and JSON-LD into the
 * document's head: the tags from index.html (or the server's) are updated in place rather than
 * duplicated. The JSON-LD script is data (type application/ld+json is never executed), so the CSP
 * "script-src 'self'" allows it.
 */
export function writePageHead(page: PageMeta, lang: Lang): void {
  const origin = siteOrigin();
  document.documentElement.lang = lang;
  document.title = documentTitle(page.title, lang);
  const tags = metaTags(page, origin, lang);
  for (const tag of tags) upsertMeta(tag.attribute, tag.key, tag.content);
  // A tag the previous page had and this one has not (og:locale:alternate on a page in Italian only).
  const keys = new Set(tags.map((tag) => `${tag.attribute}=${tag.key}`));
  for (const element of document.head.querySelectorAll<HTMLMetaElement>(`meta[${OWNED}]`)) {
    const attribute = element.hasAttribute('property') ? 'property' : 'name';
    if (!keys.has(`${attribute}=${element.getAttribute(attribute)}`)) element.remove();
  }
  upsertCanonical(canonicalUrl(page, lang, origin));
  replaceAlternates(alternateLinks(page, origin));
  // The previous page's blocks go: each page has its own set (the business, then what it shows).
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const block of structuredData(page, origin, lang)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(block);
    document.head.appendChild(script);
  }
}
