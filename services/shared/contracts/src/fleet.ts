/**
 * The names of the boats the catalogue is seeded with; the catalogue's seed data takes them from
 * here. Identity counts them among the site's own words a password must not lean on
 * (docs/security-sign-in.md#the-sites-own-words).
 */
export const SEED_BOAT_NAMES = [
  'Eolo 6.40 EL Open - Alacaluf I',
  'Eolo 6.40 EL Open - Alacaluf II',
  'Eolo 6.90 EL - Alacaluf III',
  'Eolo 7.50 Day - Alacaluf IV',
] as const;
