import { BUSINESS } from '@nbp/contracts/business';

/** What every page declares about itself (docs/product/screens.md#every-page). */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  /** The page's path, e.g. '/boat/1'; the canonical and og:url use it. */
  path: string;
  /** A site path of the sharing picture. */
  image?: string;
  type?: 'website' | 'article';
  /** A private page (a customer's link): search engines must not list it. */
  noindex?: boolean;
}

export const SITE_SUFFIX = `${BUSINESS.name} - Noleggio Barche Isole Eolie`;
export const DEFAULT_KEYWORDS =
  'noleggio barche Patti, noleggio gommoni Isole Eolie, barche senza patente Sicilia, noleggio barche Eolie, Golfo di Patti, Vulcano, Lipari, Tindari';
export const DEFAULT_IMAGE = '/images/og-cover.png';

export function documentTitle(title: string): string {
  return `${title} | ${SITE_SUFFIX}`;
}

export interface MetaTag {
  /** 'name' for description/keywords/robots, 'property' for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export function metaTags(meta: PageMeta, origin: string): MetaTag[] {
  const title = documentTitle(meta.title);
  const url = new URL(meta.path, origin).toString();
  const image = new URL(meta.image ?? DEFAULT_IMAGE, origin).toString();
  return [
    { attribute: 'name', key: 'description', content: meta.description },
    { attribute: 'name', key: 'keywords', content: meta.keywords ?? DEFAULT_KEYWORDS },
    { attribute: 'name', key: 'robots', content: meta.noindex ? 'noindex, nofollow' : 'index, follow' },
    { attribute: 'property', key: 'og:locale', content: 'it_IT' },
    { attribute: 'property', key: 'og:site_name', content: BUSINESS.name },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: meta.description },
    { attribute: 'property', key: 'og:type', content: meta.type ?? 'website' },
    { attribute: 'property', key: 'og:url', content: url },
    { attribute: 'property', key: 'og:image', content: image },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** The structured-data block: a tourist attraction at the home port (docs/product/screens.md#every-page). */
export function touristAttraction(meta: PageMeta, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: BUSINESS.name,
    description: meta.description,
    url: new URL(meta.path, origin).toString(),
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
    touristType: ['Famiglie', 'Coppie', 'Gruppi di amici'],
  };
}
