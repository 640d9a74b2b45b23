import type { ExtraCategory } from '@nbp/contracts/http/catalogue';

/**
 * The extras' categories in the order the page lists them: the values of extraCategory in
 * @nbp/contracts/http/catalogue, repeated here (types only from there) because that module builds
 * zod schemas, which a boat page does not otherwise load. Their headings are the catalogue's
 * `boat.extras.category.<category>` (the Italian ones are EXTRA_CATEGORY_LABELS' own words);
 * extra-categories.test.ts keeps them in step.
 */
export const EXTRA_CATEGORIES: readonly ExtraCategory[] = ['skipper', 'attrezzature', 'servizi', 'assicurazione'];
