import { DATE_SHORT, DATE_SHORT_NO_YEAR, formatDay } from '@nbp/contracts/days';
import type { Lang } from '../../../i18n/lang.ts';

/**
 * A price period's days as the price list writes them (docs/public-pages.md): '1 giu – 30 set 2027'
 * within one year, both years when it crosses one, '1 nov 2026 – 31 mar 2027' ('1 Nov 2026 – 31 Mar
 * 2027' in English), so no date is read in the wrong year.
 */
export function periodDates(startDate: string, endDate: string, lang: Lang): string {
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  return `${formatDay(startDate, lang, sameYear ? DATE_SHORT_NO_YEAR : DATE_SHORT)} – ${formatDay(endDate, lang, DATE_SHORT)}`;
}
