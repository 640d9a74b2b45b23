/**
 * What a feed and its events are, by their words (docs/calendars.md#what-closes-days): the
 * marketplace that wrote it, and the "not available" blocks it writes for its own rules.
 */

/** The marketplaces whose "not available" blocks are told apart. */
export type Marketplace = 'airbnb' | 'booking';

/**
 * Whether an event is a marketplace's "not available" block rather than a reservation
 * (docs/calendars.md#what-closes-days): Airbnb writes 'Airbnb (Not available)', Booking.com
 * 'CLOSED - Not available'.
 */
export function isUnavailableBlock(summary: string): boolean {
  return /\bnot available\b|\bnon disponibile\b|^\s*closed\b/i.test(summary);
}

/** The marketplace a PRODID or a URL's host names, if any (docs/calendars.md#what-closes-days). */
export function marketplaceOf(text: string | null | undefined): Marketplace | null {
  if (!text) return null;
  if (/airbnb/i.test(text)) return 'airbnb';
  if (/booking\.com/i.test(text)) return 'booking';
  return null;
}
