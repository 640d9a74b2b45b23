import { useEffect } from 'react';
import { documentTitle, metaTags, touristAttraction, type PageMeta } from '../../lib/seo.ts';

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

function upsertCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Sets the title, meta tags, canonical link and JSON-LD of the page in an effect: no dependency, and
 * the tags from index.html are updated in place rather than duplicated. The JSON-LD script is data
 * (type application/ld+json is never executed), so the CSP "script-src 'self'" allows it.
 */
export function PageHead(meta: PageMeta) {
  const { title, description, keywords, path, image, type, noindex } = meta;
  useEffect(() => {
    const origin = window.location.origin;
    const page = { title, description, keywords, path, image, type, noindex };
    document.title = documentTitle(title);
    for (const tag of metaTags(page, origin)) upsertMeta(tag.attribute, tag.key, tag.content);
    upsertCanonical(new URL(path, origin).toString());
    let script = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      document.head.appendChild(script);
    }
    script.textContent = JSON.stringify(touristAttraction(page, origin));
  }, [title, description, keywords, path, image, type, noindex]);
  return null;
}
