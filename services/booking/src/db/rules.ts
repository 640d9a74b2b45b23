import { readRuleFiles } from '@nbp/kit/rule-files';

/**
 * Booking's database rules: the `.sql` files beside this module, applied after the migrations
 * whenever one changes (docs/skeleton.md#adding-or-changing-a-database-rule). The production build
 * replaces this module by the same list with the files' text inside (scripts/build.ts), so a
 * compiled service looks up no path.
 */
export const ruleFiles = readRuleFiles(new URL('.', import.meta.url));
