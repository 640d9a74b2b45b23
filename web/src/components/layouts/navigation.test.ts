import { describe, expect, it } from 'vitest';
import it_ from '../../i18n/messages/it.json';
import en from '../../i18n/messages/en.json';
import type { MessageId } from '../../i18n/i18n.tsx';
import { BOAT_LINKS, DESTINATION_LINKS, isCurrentEntry, isCurrentItem, labelText, NAV } from './navigation.ts';

const italian = (id: MessageId) => it_[id];
const english = (id: MessageId) => en[id];

describe('navigation', () => {
  it('lists the documented entries in order, in both languages', () => {
    expect(NAV.map((entry) => italian(entry.label))).toEqual(['Home', 'Barche', 'Destinazioni', 'Chi Siamo', 'Dove Siamo', 'Contatti']);
    expect(NAV.map((entry) => english(entry.label))).toEqual(['Home', 'Boats', 'Destinations', 'About Us', 'Find Us', 'Contact']);
    expect(BOAT_LINKS.map((link) => link.to)).toEqual(['/boat/1', '/boat/2', '/boat/3', '/boat/4']);
    // A boat's name is the same in every language.
    expect(BOAT_LINKS.map((link) => labelText(link.label, english))).toEqual(BOAT_LINKS.map((link) => labelText(link.label, italian)));
    expect(DESTINATION_LINKS.map((link) => link.to)).toEqual(['/destinations#eolie', '/destinations#golfo-patti']);
    expect(DESTINATION_LINKS.map((link) => labelText(link.label, italian))).toEqual(['Isole Eolie', 'Golfo di Patti']);
    expect(DESTINATION_LINKS.map((link) => labelText(link.label, english))).toEqual(['Aeolian Islands', 'Gulf of Patti']);
  });

  it('highlights the entry of the current route, under /en too', () => {
    const active = (path: string) => NAV.filter((entry) => isCurrentEntry(entry, path)).map((entry) => italian(entry.label));
    expect(active('/')).toEqual(['Home']);
    expect(active('/en')).toEqual(['Home']);
    expect(active('/boat/3')).toEqual(['Barche']);
    expect(active('/en/boat/3')).toEqual(['Barche']);
    expect(active('/destinations')).toEqual(['Destinazioni']);
    expect(active('/en/about')).toEqual(['Chi Siamo']);
    expect(active('/faq')).toEqual([]);
  });

  it('matches a sub-item by path and anchor, the Aeolian tab being the default', () => {
    const [eolie, golfo] = DESTINATION_LINKS as [(typeof DESTINATION_LINKS)[0], (typeof DESTINATION_LINKS)[0]];
    expect(isCurrentItem(eolie, '/destinations', '')).toBe(true);
    expect(isCurrentItem(golfo, '/destinations', '')).toBe(false);
    expect(isCurrentItem(golfo, '/destinations', '#golfo-patti')).toBe(true);
    expect(isCurrentItem(golfo, '/en/destinations', '#golfo-patti')).toBe(true);
    expect(isCurrentItem(BOAT_LINKS[1]!, '/boat/2', '')).toBe(true);
    expect(isCurrentItem(BOAT_LINKS[1]!, '/en/boat/2', '')).toBe(true);
    expect(isCurrentItem(BOAT_LINKS[1]!, '/boat/1', '')).toBe(false);
  });
});
