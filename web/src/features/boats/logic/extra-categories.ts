import type { ExtraCategory } from '@nbp/contracts/http/catalogue';

/**
 * The extras' categories in the order the page lists them, with their headings: the values of
 * extraCategory and EXTRA_CATEGORY_LABELS in @nbp/contracts/http/catalogue, repeated here (types
 * only from there) because that module builds zod schemas, which a boat page does not otherwise
 * load. extra-categories.test.ts keeps the two in step.
 */
export const EXTRA_CATEGORIES: readonly ExtraCategory[] = ['skipper', 'attrezzature', 'servizi', 'assicurazione'];

export const EXTRA_CATEGORY_LABELS: Record<ExtraCategory, string> = {
  skipper: 'Skipper',
  attrezzature: 'Attrezzature',
  servizi: 'Servizi',
  assicurazione: 'Assicurazione',
};
