import { describe, expect, it } from 'vitest';
import { alternateLinks, documentTitle, metaTags, touristAttraction } from './seo.ts';
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

  it('describes a tourist attraction at the home port', () => {
    const data = touristAttraction(meta, 'https://example.it');
    expect(data).toMatchObject({
      '@type': 'TouristAttraction',
      openingHours: 'Mo-Su 08:00-20:00',
      priceRange: '€€',
      address: { streetAddress: 'Via Papa Pio XII', postalCode: '98066', addressLocality: 'Patti' },
      geo: { latitude: 38.1386, longitude: 14.9646 },
    });
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
    const data = touristAttraction({ title: 'About Us', description: 'Our story', path: '/about' }, origin, 'en');
    expect(data).toMatchObject({
      url: 'https://example.it/en/about',
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
