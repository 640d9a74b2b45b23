/**
 * How often the admin's lists (bookings, requests) and the dashboard figures are asked again while
 * the page is visible (docs/back-office.md#live-lists). react-query pauses the interval in a hidden
 * tab (refetchIntervalInBackground stays false). Public pages keep the no-refetch rule of
 * lib/query-client.ts.
 */
export const ADMIN_REFETCH_MS = 5_000;
