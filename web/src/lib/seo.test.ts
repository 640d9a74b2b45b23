import { describe, expect, it } from 'vitest';
import { documentTitle, metaTags, touristAttraction } from './seo.ts';

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
