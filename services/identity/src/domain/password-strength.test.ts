import { describe, expect, it } from 'vitest';
import { siteWords, weakPasswordProblem } from './password-strength.ts';

const ADMIN = { email: 'nostromo@example.test', firstName: 'Nostromo', lastName: null };
const NOW = new Date('2026-11-28T10:00:00Z');

describe("the site's own words", () => {
  it('refuses passwords built on the brand, Patti, the seasons and the year, whatever the case or the symbols around them', () => {
    for (const weak of [
      'Estate2026!',
      'Alacaluf!Patti1',
      'Charter2026!x',
      'Vulcano2027?',
      'Lipari!Estate',
      'Eolo640!xyz',
      'Ch4rter2026!x',
    ]) {
      expect(weakPasswordProblem(weak, ADMIN, NOW), weak).toMatch(/^Password troppo debole: .+/);
    }
  });

  it('still accepts a strong passphrase, even one that contains a site word', () => {
    for (const strong of ['Girasole.Vapore.Lento.91', 'Bicicletta,Verde,Fiume,48', 'Girasole.Patti.Vapore.Lento', 'Mare#Lipari7Tonno']) {
      expect(weakPasswordProblem(strong, ADMIN, NOW), strong).toBeNull();
    }
  });

  it('knows the boats, the islands, the seasons in both languages, the deployment’s brand and this year and the next', () => {
    const words = siteWords(NOW, { BUSINESS_NAME: 'Velieri Tindari' });
    expect(words).toEqual(
      expect.arrayContaining(['alacaluf charter', 'alacalufcharter', 'noleggiobarchepatti', 'patti', 'eolo', 'alacaluf']),
    );
    expect(words).toEqual(expect.arrayContaining(['estate', 'inverno', 'primavera', 'autunno', 'summer', 'winter', 'spring', 'autumn']));
    expect(words).toEqual(expect.arrayContaining(['vulcano', 'lipari', 'eolie', 'salina', 'stromboli', 'panarea']));
    expect(words).toEqual(expect.arrayContaining(['velieri', 'tindari', '2026', '2027']));
    // The year moves with the clock: next year's password season is refused next year too.
    expect(weakPasswordProblem('Estate2031!', ADMIN, new Date('2030-06-01T00:00:00Z'))).toMatch(/^Password troppo debole/);
  });
});
