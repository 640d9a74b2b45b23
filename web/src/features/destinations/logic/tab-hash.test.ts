import { describe, expect, it } from 'vitest';
import { hashForTab, tabForKey, tabFromHash } from './tab-hash.ts';

describe('destination tabs and the address hash', () => {
  it('reads the tab from the hash, the first tab when there is none or it is unknown', () => {
    expect(tabFromHash('#golfo-patti')).toBe('golfo-patti');
    expect(tabFromHash('#eolie')).toBe('eolie');
    expect(tabFromHash('')).toBe('eolie');
    expect(tabFromHash('#itinerari')).toBe('eolie');
  });

  it('writes the hash of a tab, which reads back as the same tab', () => {
    for (const id of ['eolie', 'golfo-patti'] as const) {
      expect(hashForTab(id)).toBe(`#${id}`);
      expect(tabFromHash(hashForTab(id))).toBe(id);
    }
  });

  it('moves with the arrow keys (wrapping), Home and End, and ignores other keys', () => {
    expect(tabForKey('eolie', 'ArrowRight')).toBe('golfo-patti');
    expect(tabForKey('golfo-patti', 'ArrowRight')).toBe('eolie');
    expect(tabForKey('eolie', 'ArrowLeft')).toBe('golfo-patti');
    expect(tabForKey('golfo-patti', 'ArrowLeft')).toBe('eolie');
    expect(tabForKey('golfo-patti', 'Home')).toBe('eolie');
    expect(tabForKey('eolie', 'End')).toBe('golfo-patti');
    expect(tabForKey('eolie', 'Enter')).toBeNull();
  });
});
