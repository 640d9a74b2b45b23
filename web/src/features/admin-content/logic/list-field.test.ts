import { describe, expect, it } from 'vitest';
import { addListItem, removeListItem } from './list-field.ts';

describe('addListItem', () => {
  it('adds the trimmed entry at the end', () => {
    expect(addListItem(['GPS'], '  Ecoscandaglio  ')).toEqual(['GPS', 'Ecoscandaglio']);
  });

  it('does not add a blank or whitespace-only entry', () => {
    const items = ['GPS'];
    expect(addListItem(items, '')).toBe(items);
    expect(addListItem(items, '   \t ')).toBe(items);
  });

  it('does not change the list it was given', () => {
    const items = ['GPS'];
    addListItem(items, 'Radio VHF');
    expect(items).toEqual(['GPS']);
  });
});

describe('removeListItem', () => {
  it('removes only the entry at that position', () => {
    expect(removeListItem(['a', 'b', 'a'], 2)).toEqual(['a', 'b']);
    expect(removeListItem(['a'], 5)).toEqual(['a']);
  });
});
