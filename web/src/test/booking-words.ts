import { createIntl } from 'react-intl';
import { MESSAGES, sameDayClosedMessage } from '@nbp/contracts/messages';
import { longItalianDate } from '@nbp/contracts/format';
import it from '../i18n/messages/it.json';
import { withItalianArticle, type SelectionProblem, type SelectionProblemName } from '../features/booking/logic/date-selection.ts';

/**
 * The date refusals of the booking card in the Italian the product states (docs/product/texts.md#dates),
 * the server's own words where it says them too (@nbp/contracts/messages): what the Italian page
 * must show for each refusal of the date logic.
 */
export const ITALIAN_REFUSALS = {
  pastDate: { title: 'Data non valida', description: MESSAGES.pastDate },
  endInPast: { title: 'Date non valide', description: MESSAGES.endInPast },
  endBeforeStart: { title: 'Date non valide', description: MESSAGES.endBeforeStart },
  startFirst: { title: 'Seleziona prima la data di inizio', description: 'Devi selezionare prima la data di inizio.' },
  sameDayClosed: { title: 'Data non disponibile', description: sameDayClosedMessage(9) },
  tooLong: { title: 'Date non valide', description: 'La durata massima del noleggio è di 30 giorni.' },
} as const satisfies Record<SelectionProblemName, { title: string; description: string }>;

/** 'PRENOTA ORA' without usable dates. */
export const ITALIAN_SELECT_DATES = {
  title: 'Seleziona le date',
  description: 'Scegli la data di inizio e la data di fine per continuare.',
};

const italian = createIntl({ locale: 'it-IT', messages: it });

/** A refusal's words as the Italian page writes them (the card's useBookingWords, without React). */
export function inItalian(problem: SelectionProblem): { title: string; description: string } {
  const { limit, ...values } = problem.values ?? {};
  return {
    title: italian.formatMessage({ id: problem.title }),
    description: italian.formatMessage(
      { id: problem.description },
      { ...values, limit: limit && withItalianArticle(limit, longItalianDate(limit)) },
    ),
  };
}

/** The Italian words of a transition's refusal, if it has one. */
export const refusalOf = (result: { problem?: SelectionProblem }) => (result.problem ? inItalian(result.problem) : undefined);
