/**
 * The year a boat without one shows: the catalogue's default for the column
 * (services/catalogue/src/data/entities.ts), docs/public-pages.md#display-fallbacks. Here, without
 * zod, for the page's own code; lib/answers/catalogue.ts reads a missing year as it.
 */
export const BOAT_YEAR_DEFAULT = 2024;
