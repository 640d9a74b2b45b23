import { translated, type Language } from '@nbp/contracts/language';

/**
 * A period's name in `lang` (docs/languages.md#period-names): in English the office's English name
 * where it gave one, the Italian name where it did not (null or blank); in Italian always the Italian.
 */
export function periodNameIn(period: { name: string; nameEn?: string | null }, lang: Language): string {
  return translated(period.name, period.nameEn, lang);
}
