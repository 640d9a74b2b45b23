import { describe, expect, it } from 'vitest';
import { isFavourite, parseFavourites, toggleFavourite } from './favourites.ts';

describe('favourite boats', () => {
  it('adds a boat at the end and takes it out on the second toggle', () => {
    const one = toggleFavourite([], { id: 3, name: 'Alacaluf III' });
    expect(one).toEqual([{ id: 3, name: 'Alacaluf III' }]);
    const two = toggleFavourite(one, { id: 1, name: 'Alacaluf I' });
    expect(two.map((item) => item.id)).toEqual([3, 1]);
    expect(isFavourite(two, 1)).toBe(true);
    const back = toggleFavourite(two, { id: 3, name: 'Alacaluf III' });
    expect(back).toEqual([{ id: 1, name: 'Alacaluf I' }]);
    expect(isFavourite(back, 3)).toBe(false);
  });

  it('reads back what it stored', () => {
    const list = toggleFavourite(toggleFavourite([], { id: 2, name: 'Alacaluf II' }), { id: 4, name: 'Alacaluf IV' });
    expect(parseFavourites(JSON.stringify(list))).toEqual(list);
  });

  it('reads anything else as no favourites, and drops entries that are not a boat', () => {
    for (const raw of [null, '', 'not json', '{"id":1}', '42', 'null']) expect(parseFavourites(raw)).toEqual([]);
    const mixed = JSON.stringify([
      { id: 1, name: 'Alacaluf I' },
      { id: 1, name: 'doppione' },
      { id: -2, name: 'negativo' },
      { id: 2.5, name: 'decimale' },
      { id: '3', name: 'testo' },
      { id: 4, name: '   ' },
      null,
      { id: 5, name: ' Alacaluf V ' },
    ]);
    expect(parseFavourites(mixed)).toEqual([
      { id: 1, name: 'Alacaluf I' },
      { id: 5, name: 'Alacaluf V' },
    ]);
  });
});
