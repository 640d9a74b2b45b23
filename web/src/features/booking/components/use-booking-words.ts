import { useFormat, useLang, useT } from '../../../i18n/i18n.tsx';
import { DATE_LONG } from '@nbp/contracts/days';
import { withItalianArticle, type SelectionProblem } from '../logic/date-selection.ts';

/**
 * The booking card's words for what the date logic refuses, in the page's language
 * (docs/languages.md#boat-page): a refusal's catalogue keys made into the toast's title and text,
 * its date written the page's way ("il 24 giugno 2027" with its article in Italian, "24 June 2027").
 */
export function useBookingWords() {
  const t = useT();
  const lang = useLang();
  const format = useFormat();
  const longDate = (iso: string) => format.date(iso, DATE_LONG);
  return {
    longDate,
    problem(problem: SelectionProblem): { title: string; description: string } {
      const { limit, ...values } = problem.values ?? {};
      const written = limit === undefined ? undefined : lang === 'it' ? withItalianArticle(limit, longDate(limit)) : longDate(limit);
      return { title: t(problem.title), description: t(problem.description, { ...values, limit: written }) };
    },
  };
}
