import { BUSINESS } from '@nbp/contracts/business';
import { hasEnglish, LANGS, OG_LOCALE, pathIn, type Lang } from '../i18n/lang.ts';

/** What every page declares about itself (docs/product/screens.md#every-page). */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  /**
   * The page's path written the Italian way, e.g. '/boat/1' (also on its English page): the
   * canonical, og:url and the language alternates are made from it (docs/languages.md#head-tags).
   */
  path: string;
  /** A site path of the sharing picture. */
  image?: string;
  type?: 'website' | 'article';
  /** A private page (a customer's link): search engines must not list it. */
  noindex?: boolean;
  /**
   * A page that is no page (the 404, a boat that does not exist, a page that could not be shown):
   * `robots` says `noindex` (its links may be followed), and it has no canonical link and no
   * language alternates (docs/public-pages.md#error-pages).
   */
  errorPage?: boolean;
}

export const SITE_SUFFIX = `${BUSINESS.name} - Noleggio Barche Isole Eolie`;
export const DEFAULT_KEYWORDS =
  'noleggio barche Patti, noleggio gommoni Isole Eolie, barche senza patente Sicilia, noleggio barche Eolie, Golfo di Patti, Vulcano, Lipari, Tindari';
export const DEFAULT_IMAGE = '/images/og-cover.png';

/**
 * What the head says around a page's own words, per language: the title's suffix, the keywords and
 * the visitors the structured data names. Data of the head rather than interface, so kept here,
 * beside the code that writes it (no catalogue needed before the page's words arrive).
 */
const HEAD_WORDS: Record<Lang, { suffix: string; keywords: string; touristTypes: string[] }> = {
  it: { suffix: SITE_SUFFIX, keywords: DEFAULT_KEYWORDS, touristTypes: ['Famiglie', 'Coppie', 'Gruppi di amici'] },
  en: {
    suffix: `${BUSINESS.name} - Boat Hire Aeolian Islands`,
    keywords:
      'boat hire Patti, RIB hire Aeolian Islands, boat hire without licence Sicily, boat rental Aeolian Islands, Gulf of Patti, Vulcano, Lipari, Tindari',
    touristTypes: ['Families', 'Couples', 'Groups of friends'],
  },
};

export function documentTitle(title: string, lang: Lang = 'it'): string {
  return `${title} | ${HEAD_WORDS[lang].suffix}`;
}

/** The page's own address in `lang`, absolute: '/about' in English is '<origin>/en/about'. */
export function pageUrl(path: string, lang: Lang, origin: string): string {
  return new URL(pathIn(lang, path), origin).toString();
}

export interface AlternateLink {
  hreflang: Lang | 'x-default';
  href: string;
}

/**
 * The page in every language, for `<link rel="alternate" hreflang>` (and the sitemap says the same):
 * one per language plus x-default, the Italian page. None for a page in Italian only or a private one.
 */
export function alternateLinks(meta: Pick<PageMeta, 'path' | 'noindex' | 'errorPage'>, origin: string): AlternateLink[] {
  if (meta.noindex || meta.errorPage || !hasEnglish(meta.path)) return [];
  return [
    ...LANGS.map((lang) => ({ hreflang: lang, href: pageUrl(meta.path, lang, origin) })),
    { hreflang: 'x-default' as const, href: pageUrl(meta.path, 'it', origin) },
  ];
}

/** The `<link rel="canonical">` of a page, or null for an error page, which has none (docs/public-pages.md#error-pages). */
export function canonicalUrl(meta: Pick<PageMeta, 'path' | 'errorPage'>, lang: Lang, origin: string): string | null {
  return meta.errorPage ? null : pageUrl(meta.path, lang, origin);
}

export interface MetaTag {
  /** 'name' for description/keywords/robots, 'property' for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** The page's meta tags in `lang` (its title and description are already in it). */
export function metaTags(meta: PageMeta, origin: string, lang: Lang = 'it'): MetaTag[] {
  const title = documentTitle(meta.title, lang);
  const url = pageUrl(meta.path, lang, origin);
  const image = new URL(meta.image ?? DEFAULT_IMAGE, origin).toString();
  const others = alternateLinks(meta, origin).length > 0 ? LANGS.filter((other) => other !== lang) : [];
  return [
    { attribute: 'name', key: 'description', content: meta.description },
    { attribute: 'name', key: 'keywords', content: meta.keywords ?? HEAD_WORDS[lang].keywords },
    { attribute: 'name', key: 'robots', content: meta.errorPage ? 'noindex' : meta.noindex ? 'noindex, nofollow' : 'index, follow' },
    { attribute: 'property', key: 'og:locale', content: OG_LOCALE[lang] },
    ...others.map((other): MetaTag => ({ attribute: 'property', key: 'og:locale:alternate', content: OG_LOCALE[other] })),
    { attribute: 'property', key: 'og:site_name', content: BUSINESS.name },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: meta.description },
    { attribute: 'property', key: 'og:type', content: meta.type ?? 'website' },
    { attribute: 'property', key: 'og:url', content: url },
    { attribute: 'property', key: 'og:image', content: image },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: meta.description },
    { attribute: 'name', key: 'twitter:image', content: image },
  ];
}

/**
 * The structured-data block: a tourist attraction at the home port (docs/product/screens.md#every-page),
 * in the page's language (its description, its address, the visitors it names).
 */
export function touristAttraction(meta: PageMeta, origin: string, lang: Lang = 'it'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: BUSINESS.name,
    description: meta.description,
    url: pageUrl(meta.path, lang, origin),
    image: new URL(meta.image ?? DEFAULT_IMAGE, origin).toString(),
    telephone: BUSINESS.phone,
    email: BUSINESS.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: BUSINESS.street,
      addressLocality: BUSINESS.city,
      postalCode: BUSINESS.postalCode,
      addressRegion: BUSINESS.province,
      addressCountry: 'IT',
    },
    geo: { '@type': 'GeoCoordinates', latitude: BUSINESS.geo.latitude, longitude: BUSINESS.geo.longitude },
    openingHours: BUSINESS.openingHoursStructured,
    priceRange: BUSINESS.priceRange,
    touristType: HEAD_WORDS[lang].touristTypes,
  };
}
