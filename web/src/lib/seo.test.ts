import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  documentTitle,
  localBusiness,
  metaTags,
  offerFromPriceList,
  openingHoursSpecification,
  structuredData,
} from './seo.ts';
import { hasEnglish } from '../i18n/lang.ts';

const meta = { title: 'Chi Siamo', description: 'La nostra storia', path: '/about' };

describe('seo', () => {
  it('builds the documented document title', () => {
    expect(documentTitle('Chi Siamo')).toBe('Chi Siamo | Alacaluf Charter - Noleggio Barche Isole Eolie');
  });

  it('lists robots, Open Graph tags with the Italian locale and absolute URLs', () => {
    const tags = Object.fromEntries(metaTags(meta, 'https://example.it').map((t) => [t.key, t.content]));
    expect(tags).toMatchObject({
      robots: 'index, follow',
      'og:locale': 'it_IT',
      'og:title': 'Chi Siamo | Alacaluf Charter - Noleggio Barche Isole Eolie',
      'og:description': 'La nostra storia',
      'og:type': 'website',
      'og:url': 'https://example.it/about',
      'og:image': 'https://example.it/images/og-cover.png',
    });
    expect(tags.keywords).toContain('Patti');
  });

  it('asks search engines not to list a private page', () => {
    const tags = Object.fromEntries(metaTags({ ...meta, noindex: true }, 'https://example.it').map((t) => [t.key, t.content]));
    expect(tags.robots).toBe('noindex, nofollow');
  });

  it('describes a local business that is a tourist attraction at the home port', () => {
    const data = localBusiness(meta, 'https://example.it');
    expect(data).toMatchObject({
      '@type': ['LocalBusiness', 'TouristAttraction'],
      url: 'https://example.it/',
      telephone: '+39 0941 000 000',
      openingHours: 'Mo-Su 08:00-20:00',
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '20:00' }],
      priceRange: '€€',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Via Papa Pio XII',
        postalCode: '98066',
        addressLocality: 'Patti',
        addressCountry: 'IT',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 38.1386, longitude: 14.9646 },
    });
  });

  it('reads the structured hours as opening hours specifications', () => {
    expect(openingHoursSpecification('Mo-Su 08:00-20:00')[0]?.dayOfWeek).toHaveLength(7);
    expect(openingHoursSpecification('Mo-Fr 09:00-18:00, Sa 09:00-13:00')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it('offers a boat at the lowest price a day still to come, until the last day the list covers', () => {
    const rows = [
      { endDate: '2027-05-31', oneDayPrice: '90.00' },
      { endDate: '2027-08-31', oneDayPrice: '180.00' },
      { endDate: '2027-10-31', oneDayPrice: '120.00' },
    ];
    expect(offerFromPriceList(rows, '2027-06-01')).toEqual({ price: '120.00', priceValidUntil: '2027-10-31' });
    expect(offerFromPriceList(rows, '2027-11-01')).toEqual({});
    expect(offerFromPriceList([], '2027-06-01')).toEqual({});
  });

  it('adds the breadcrumb, the product with its offer and the questions a page shows, after the business', () => {
    const blocks = structuredData(
      {
        ...meta,
        path: '/boat/2',
        breadcrumbs: [
          { name: 'Alacaluf Charter', path: '/' },
          { name: 'Fleet', path: '/#flotta' },
          { name: 'Alacaluf II', path: '/boat/2' },
        ],
        product: { name: 'Alacaluf II', description: 'A boat', image: '/images/b.svg', price: '120.00', priceValidUntil: '2027-10-31' },
        faq: [{ q: 'Q?', a: 'A.' }],
      },
      'https://example.it',
      'en',
    );
    expect(blocks.map((block) => block['@type'])).toEqual([['LocalBusiness', 'TouristAttraction'], 'BreadcrumbList', 'Product', 'FAQPage']);
    expect(blocks[1]).toMatchObject({
      itemListElement: [
        { position: 1, item: 'https://example.it/en' },
        { position: 2, item: 'https://example.it/en#flotta' },
        { position: 3, name: 'Alacaluf II', item: 'https://example.it/en/boat/2' },
      ],
    });
    expect(blocks[2]).toMatchObject({
      image: 'https://example.it/images/b.svg',
      offers: {
        '@type': 'Offer',
        price: '120.00',
        priceCurrency: 'EUR',
        url: 'https://example.it/en/boat/2',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(blocks[3]).toMatchObject({
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
    // Without a price, a product with no offer; a private page names only the business.
    expect(structuredData({ ...meta, product: { name: 'x', description: '', image: '' } }, 'https://example.it')[1]).not.toHaveProperty(
      'offers',
    );
    expect(structuredData({ ...meta, noindex: true, faq: [{ q: 'Q?', a: 'A.' }] }, 'https://example.it')).toHaveLength(1);
  });
});

describe('seo in both languages', () => {
  const origin = 'https://example.it';

  it('names the English page with its English suffix, address, locale and visitors', () => {
    expect(documentTitle('About Us', 'en')).toBe('About Us | Alacaluf Charter - Boat Hire Aeolian Islands');
    const tags = metaTags({ title: 'About Us', description: 'Our story', path: '/about' }, origin, 'en');
    const byKey = Object.fromEntries(tags.map((t) => [t.key, t.content]));
    expect(byKey).toMatchObject({
      'og:locale': 'en_GB',
      'og:locale:alternate': 'it_IT',
      'og:url': 'https://example.it/en/about',
      'og:title': 'About Us | Alacaluf Charter - Boat Hire Aeolian Islands',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'About Us | Alacaluf Charter - Boat Hire Aeolian Islands',
      'twitter:description': 'Our story',
      'twitter:image': 'https://example.it/images/og-cover.png',
    });
    expect(byKey.keywords).toContain('boat hire');
    const data = localBusiness({ title: 'About Us', description: 'Our story', path: '/about' }, origin, 'en');
    expect(data).toMatchObject({
      url: 'https://example.it/en',
      description: 'Our story',
      touristType: ['Families', 'Couples', 'Groups of friends'],
    });
  });

  it('gives a public page its twin in each language and the Italian one as x-default', () => {
    expect(alternateLinks({ path: '/' }, origin)).toEqual([
      { hreflang: 'it', href: 'https://example.it/' },
      { hreflang: 'en', href: 'https://example.it/en' },
      { hreflang: 'x-default', href: 'https://example.it/' },
    ]);
    expect(alternateLinks({ path: '/boat/2' }, origin).map((link) => link.href)).toEqual([
      'https://example.it/boat/2',
      'https://example.it/en/boat/2',
      'https://example.it/boat/2',
    ]);
  });

  it('gives no alternates to the pages in Italian only or private', () => {
    for (const path of ['/login', '/admin']) {
      expect(hasEnglish(path)).toBe(false);
      expect(alternateLinks({ path }, origin)).toEqual([]);
      expect(metaTags({ title: 'x', description: 'y', path }, origin).some((t) => t.key === 'og:locale:alternate')).toBe(false);
    }
    expect(alternateLinks({ path: '/about', noindex: true }, origin)).toEqual([]);
    expect(hasEnglish('/about')).toBe(true);
    // The customer's private page has its English twin, at an address of its own words, and stays unlisted.
    const rental = { title: 'x', description: 'y', path: '/richiesta/abc', noindex: true };
    expect(hasEnglish(rental.path)).toBe(true);
    expect(alternateLinks(rental, origin)).toEqual([]);
    expect(metaTags(rental, origin, 'en').find((t) => t.key === 'og:url')?.content).toBe('https://example.it/en/request/abc');
    expect(metaTags(rental, origin, 'en').find((t) => t.key === 'robots')?.content).toMatch(/noindex/);
  });
});
