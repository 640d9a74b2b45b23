/**
 * Every react-query cache key of the site, one factory per feature. A key starts with the URL it
 * reads, so the `all` key of a factory is a prefix of every key it makes and invalidating `all`
 * refreshes each of them (react-query matches keys by prefix).
 *
 * The keys live here rather than in each feature because a change in one feature makes another's
 * data stale (an admin edit of a boat refreshes the public boat page): the feature that writes
 * imports the keys of the data it touches from this module, never from the other feature, and no
 * key is written as a string literal anywhere else.
 */
import type { Lang } from '../i18n/lang.ts';

/**
 * Public fleet: the list and one boat (the admin booking form reads the same list). The Italian keys
 * are the URLs as they always were; the English answers (`?lang=en`, docs/languages.md#boat-page)
 * have their own keys under the same prefixes, so refreshing `all` or `detail(id)` refreshes both.
 */
export const boatKeys = {
  all: ['/api/boats'] as const,
  list: (lang: Lang) => (lang === 'it' ? boatKeys.all : (['/api/boats', { lang }] as const)),
  detail: (id: number, lang: Lang = 'it') =>
    lang === 'it' ? (['/api/boats', String(id)] as const) : (['/api/boats', String(id), { lang }] as const),
};

export const extraKeys = {
  all: ['/api/extras'] as const,
  list: (lang: Lang) => (lang === 'it' ? extraKeys.all : (['/api/extras', { lang }] as const)),
};

/**
 * The public price table of a boat. Like the boat, the Italian key is the URL as it always was and
 * the English answer (`?lang=en`, its periods' English names: docs/languages.md#period-names) has
 * its own key under the same prefix, so refreshing `all` refreshes both.
 */
export const publicPricingKeys = {
  all: ['/api/boat-pricing'] as const,
  boat: (boatId: number, lang: Lang = 'it') =>
    lang === 'it' ? (['/api/boat-pricing', String(boatId)] as const) : (['/api/boat-pricing', String(boatId), { lang }] as const),
};

/** The booking card: quotes and the last priced day of a boat (both under /api/pricing/boat). */
export const quoteKeys = {
  all: ['/api/pricing/boat'] as const,
  quote: (boatId: number, startDate: string, endDate: string) => ['/api/pricing/boat', boatId, startDate, endDate] as const,
  pricedUntil: (boatId: number) => ['/api/pricing/boat', String(boatId), 'priced-until'] as const,
};

/** What the booking card asks about days: the service's cut-off and horizon, taken days, confirmed bookings, availability. */
export const bookingKeys = {
  window: ['/api/email-bookings/window'] as const,
  calendarBookings: ['/api/bookings'] as const,
  confirmedOf: (boatId: number) => ['/api/bookings', { boatId, status: 'confirmed' }] as const,
  unavailableDates: (boatId: number) => ['/api/unavailable-dates', { boatId }] as const,
  /** Days pending requests hold (under /api/bookings: a booking change refreshes them with the confirmed ones). */
  heldOf: (boatId: number) => ['/api/bookings', 'held', { boatId }] as const,
  boatAvailability: <P>(params: P) => ['/api/simple-boat-availability', params] as const,
  modelAvailability: <P>(params: P) => ['/api/availability', params] as const,
  alternatives: <P>(params: P) => ['/api/all-boats-availability', params] as const,
};

export const authKeys = {
  currentUser: ['/api/auth/user'] as const,
  debug: ['/api/auth/debug'] as const,
};

/** Every boat with all its fields, active or not: the Barche, Contenuti and Prezzi tabs read it. */
export const adminBoatKeys = { all: ['/api/admin/boats'] as const };

export const dashboardKeys = { all: ['/api/admin/dashboard'] as const };

export const adminBookingKeys = {
  all: ['/api/admin/bookings'] as const,
  list: <F>(filters: F) => ['/api/admin/bookings', filters] as const,
};

/** The planning tab: one key per range shown (docs/back-office.md#planning). */
export const planningKeys = {
  all: ['/api/admin/planning'] as const,
  range: (from: string, to: string) => ['/api/admin/planning', { from, to }] as const,
};

/** "Oggi al porto": today's departures and returns. */
export const harbourTodayKeys = { all: ['/api/admin/planning/today'] as const };

export const bookingRequestKeys = {
  all: ['/api/admin/email-requests'] as const,
  /** One page of one state of the requests tab (docs/back-office.md#richieste-email). */
  list: (filters: object) => ['/api/admin/email-requests', filters] as const,
};

/** The customer's own page of a request, by its link token. */
export const customerRequestKeys = {
  all: ['/api/email-bookings/by-token'] as const,
  byToken: (token: string) => ['/api/email-bookings/by-token', token] as const,
};

export const adminPricingKeys = {
  periods: ['/api/admin/pricing-periods'] as const,
  boatPrices: ['/api/admin/boat-pricing'] as const,
};

/** The Calendari tab (docs/calendars.md#back-office): every boat's export link and feeds, and the open conflicts. */
export const adminCalendarKeys = {
  all: ['/api/admin/calendars'] as const,
  conflicts: ['/api/admin/calendars', 'conflicts'] as const,
};

export const activityLogKeys = {
  all: ['/api/admin/activity-logs'] as const,
  /** A page of the log with its filters (kind, userId, from, to; '' for any). */
  page: (page: number, filters: { kind: string; userId: string; from: string; to: string }) =>
    ['/api/admin/activity-logs', { page, ...filters }] as const,
  admins: ['/api/admin/activity-logs/admins'] as const,
  /** The customers a page of the log names (booking service), by the ids asked. */
  customers: (bookings: number[], requests: number[]) => ['/api/admin/bookings/customer-names', { bookings, requests }] as const,
};

/**
 * The mark of a query whose answer must be the present one: what is booked, held or closed. The
 * server renderer leaves such queries to the browser, so a page's HTML, which nginx keeps for a few
 * seconds, never holds an old calendar (docs/server-rendering.md#data).
 */
export const LIVE = { live: true } as const;
