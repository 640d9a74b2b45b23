import type { DestinationId } from '../data.ts';

export const TAB_ORDER: readonly DestinationId[] = ['eolie', 'golfo-patti'];

/**
 * The tab an address shows: the hash names it, and no hash (or an unknown one) is the first tab. The
 * tab is read from the address every time instead of being kept on its own, so Back, a reload and a
 * header link always agree with what is shown.
 */
export function tabFromHash(hash: string): DestinationId {
  const id = hash.replace(/^#/, '');
  return (TAB_ORDER as readonly string[]).includes(id) ? (id as DestinationId) : 'eolie';
}

/** The hash that names a tab: '#golfo-patti'. */
export function hashForTab(id: DestinationId): string {
  return `#${id}`;
}

/**
 * The tab a key moves to, as WAI-ARIA tabs do (arrows wrap around, Home and End go to the ends), or
 * null for a key the tabs do not use.
 */
export function tabForKey(current: DestinationId, key: string): DestinationId | null {
  const index = TAB_ORDER.indexOf(current);
  const last = TAB_ORDER.length - 1;
  switch (key) {
    case 'ArrowRight':
      return TAB_ORDER[index === last ? 0 : index + 1]!;
    case 'ArrowLeft':
      return TAB_ORDER[index === 0 ? last : index - 1]!;
    case 'Home':
      return TAB_ORDER[0]!;
    case 'End':
      return TAB_ORDER[last]!;
    default:
      return null;
  }
}
