import { describe, expect, it } from 'vitest';
import { BOAT_LINKS, DESTINATION_LINKS, isCurrentItem, NAV } from './navigation.ts';

describe('navigation', () => {
  it('lists the documented entries in order', () => {
    expect(NAV.map((entry) => entry.label)).toEqual(['Home', 'Barche', 'Destinazioni', 'Chi Siamo', 'Dove Siamo', 'Contatti']);
    expect(BOAT_LINKS.map((link) => link.to)).toEqual(['/boat/1', '/boat/2', '/boat/3', '/boat/4']);
    expect(DESTINATION_LINKS.map((link) => link.to)).toEqual(['/destinations#eolie', '/destinations#golfo-patti']);
  });

  it('highlights the entry of the current route', () => {
    const active = (path: string) => NAV.filter((entry) => entry.match(path)).map((entry) => entry.label);
    expect(active('/')).toEqual(['Home']);
    expect(active('/boat/3')).toEqual(['Barche']);
    expect(active('/destinations')).toEqual(['Destinazioni']);
    expect(active('/faq')).toEqual([]);
  });

  it('matches a sub-item by path and anchor, the Aeolian tab being the default', () => {
    const [eolie, golfo] = DESTINATION_LINKS as [(typeof DESTINATION_LINKS)[0], (typeof DESTINATION_LINKS)[0]];
    expect(isCurrentItem(eolie, '/destinations', '')).toBe(true);
    expect(isCurrentItem(golfo, '/destinations', '')).toBe(false);
    expect(isCurrentItem(golfo, '/destinations', '#golfo-patti')).toBe(true);
    expect(isCurrentItem(BOAT_LINKS[1]!, '/boat/2', '')).toBe(true);
    expect(isCurrentItem(BOAT_LINKS[1]!, '/boat/1', '')).toBe(false);
  });
});
