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
   * The breadcrumb the page shows, from the site's home to the page itself, each with its path
   * written the Italian way: the structured data repeats it as a BreadcrumbList (docs/search-engines.md#structured-data).
   */
  breadcrumbs?: Crumb[];
  /** A boat on offer, for a Product with its Offer (docs/search-engines.md#structured-data). */
  product?: ProductFacts;
  /** The questions and answers the page shows, for a FAQPage. */
  faq?: { q: string; a: string }[];
  /**
   * A page that is no page (the 404, a boat that does not exist, a page that could not be shown):
   * `robots` says `noindex` (its links may be followed), and it has no canonical link and no
   * language alternates (docs/public-pages.md#error-pages).
   */
  errorPage?: boolean;
}

export interface Crumb {
  name: string;
  /** Written the Italian way: '/', '/#flotta', '/boat/2'. */
  path: string;
}

/** What a boat page says of the boat, in the page's language. */
export interface ProductFacts {
  name: string;
  description: string;
  /** A site path or an absolute address. */
  image: string;
  model?: string;
  /** The price a day, in euro ('150.00'), from the price list the page shows; none when it shows none. */
  price?: string;
  /** The last day that price list covers (YYYY-MM-DD). */
  priceValidUntil?: string;
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

/** schema.org's days, by the two-letter names of its opening-hours text ('Mo-Su'), in the week's order. */
const DAY_NAMES = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const;
type Weekday = keyof typeof DAY_NAMES;
const WEEKDAYS = Object.keys(DAY_NAMES) as Weekday[];
const GROUP = /^\s*(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?\s+(\d\d:\d\d)-(\d\d:\d\d)\s*$/;

/**
 * 'Mo-Su 08:00-20:00' (the business's structured hours) as one OpeningHoursSpecification per group
 * of days; groups are separated by ',' ('Mo-Fr 09:00-18:00, Sa 09:00-13:00'). A group it cannot read is left out.
 */
export function openingHoursSpecification(hours: string): Record<string, unknown>[] {
  return hours.split(',').flatMap((group) => {
    const match = GROUP.exec(group);
    if (!match) return [];
    const first = match[1] as Weekday;
    const last = (match[2] ?? first) as Weekday;
    const days = WEEKDAYS.slice(WEEKDAYS.indexOf(first), WEEKDAYS.indexOf(last) + 1);
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
        opens: match[3],
        closes: match[4],
      },
    ];
  });
}

const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).toString();

/**
 * The business on every page (docs/search-engines.md#structured-data): a local business that is also
 * a tourist attraction, at the home port, in the page's language (its description, its address, the
 * visitors it names). Its `url` is the site's home in that language.
 */
export function localBusiness(meta: PageMeta, origin: string, lang: Lang = 'it'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'TouristAttraction'],
    '@id': `${pageUrl('/', 'it', origin)}#business`,
    name: BUSINESS.name,
    description: meta.description,
    url: pageUrl('/', lang, origin),
    image: absolute(meta.image ?? DEFAULT_IMAGE, origin),
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
    openingHoursSpecification: openingHoursSpecification(BUSINESS.openingHoursStructured),
    priceRange: BUSINESS.priceRange,
    currenciesAccepted: 'EUR',
    touristType: HEAD_WORDS[lang].touristTypes,
  };
}

/** The breadcrumb the page shows, each step's address in the page's language. */
export function breadcrumbList(crumbs: Crumb[], origin: string, lang: Lang = 'it'): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path, lang, origin),
    })),
  };
}

/**
 * A boat as a Product; with a price, its Offer: the lowest price a day of the price list the page
 * shows (from today on), in euro, until the last day that list covers.
 */
export function product(facts: ProductFacts, path: string, origin: string, lang: Lang = 'it'): Record<string, unknown> {
  const url = pageUrl(path, lang, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    ...(facts.description.trim() ? { description: facts.description } : {}),
    ...(facts.image ? { image: absolute(facts.image, origin) } : {}),
    ...(facts.model ? { model: facts.model } : {}),
    ...(facts.price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: facts.price,
            priceCurrency: 'EUR',
            ...(facts.priceValidUntil ? { priceValidUntil: facts.priceValidUntil } : {}),
            availability: 'https://schema.org/InStock',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: facts.price,
              priceCurrency: 'EUR',
              unitCode: 'DAY',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
            },
            seller: { '@id': `${pageUrl('/', 'it', origin)}#business` },
          },
        }
      : {}),
  };
}

/** The questions and answers the page shows, as a FAQPage. */
export function faqPage(questions: { q: string; a: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ q, a }) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
  };
}

/**
 * Every structured-data block of a page, each a `<script type="application/ld+json">` of its own:
 * the business first, then what the page itself shows (docs/search-engines.md#structured-data).
 * A private page and an error page say nothing of themselves.
 */
export function structuredData(meta: PageMeta, origin: string, lang: Lang = 'it'): Record<string, unknown>[] {
  const blocks = [localBusiness(meta, origin, lang)];
  if (meta.noindex || meta.errorPage) return blocks;
  if (meta.breadcrumbs?.length) blocks.push(breadcrumbList(meta.breadcrumbs, origin, lang));
  if (meta.product) blocks.push(product(meta.product, meta.path, origin, lang));
  if (meta.faq?.length) blocks.push(faqPage(meta.faq));
  return blocks;
}

/**
 * The lowest price a day still to come in a price list (rows ending today or later), and the last day
 * the list covers: a boat's Offer. Nothing when no row is still to come.
 */
export function offerFromPriceList(
  rows: { endDate: string; oneDayPrice: string }[],
  today: string,
): Pick<ProductFacts, 'price' | 'priceValidUntil'> {
  const coming = rows.filter((row) => row.endDate >= today);
  if (coming.length === 0) return {};
  const lowest = coming.reduce((low, row) => (Number(row.oneDayPrice) < Number(low.oneDayPrice) ? row : low));
  const last = coming.reduce((end, row) => (row.endDate > end ? row.endDate : end), coming[0]!.endDate);
  return { price: lowest.oneDayPrice, priceValidUntil: last };
}
