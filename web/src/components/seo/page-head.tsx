import { useEffect } from 'react';
import { useLang } from '../../i18n/i18n.tsx';
import { useRenderHead } from '../../lib/render-record.tsx';
import type { PageMeta } from '../../lib/seo.ts';

/**
 * The code that writes the head in the browser comes after the page's own: a page the server
 * rendered arrives with its head written (docs/server-rendering.md#code-on-intent).
 */
const loadWriter = () => import('./head-writer.ts');

/**
 * Keeps the document's head (title, meta tags, canonical link, language alternates, JSON-LD) the
 * page's, from an effect: no dependency (head-writer.ts).
 *
 * The page's language is the one it is shown in (docs/languages.md#head-tags): a page passes its
 * title and description already in it and its `path` written the Italian way ('/about'); the
 * canonical is the address of this language ('/en/about' on the English page), og:locale and the
 * JSON-LD follow, and `<html lang>` is set (LangProvider does it too, for pages without a head).
 */
export function PageHead(meta: PageMeta) {
  const lang = useLang();
  const { title, description, keywords, path, image, type, noindex, errorPage } = meta;
  // What the page shows for its structured data, as one value: a new array each render is the same head.
  const shown = JSON.stringify({ breadcrumbs: meta.breadcrumbs, product: meta.product, faq: meta.faq });
  // On the server the same tags are written into the first HTML (server/html.ts); here, kept current.
  useRenderHead(meta, lang);
  useEffect(() => {
    let current = true;
    const facts = JSON.parse(shown) as Pick<PageMeta, 'breadcrumbs' | 'product' | 'faq'>;
    loadWriter().then(
      // A page left before the code arrived leaves the head to the next one.
      ({ writePageHead }) =>
        current && writePageHead({ title, description, keywords, path, image, type, noindex, errorPage, ...facts }, lang),
      // Without its code the head stays as it is: the page itself works.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang, title, description, keywords, path, image, type, noindex, errorPage, shown]);
  return null;
}
