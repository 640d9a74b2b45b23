import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import it_ from '../../../i18n/messages/it.json';
import en from '../../../i18n/messages/en.json';
import {
  EMPTY_SELECTION,
  SELECT_DATES_ERROR,
  SELECT_DATES_PROBLEM,
  SELECTION_ERRORS,
  SELECTION_PROBLEMS,
  transition,
  withItalianArticle,
  type SelectionProblem,
} from './date-selection.ts';
import { longItalianDate } from '@nbp/contracts/format';

const italian = createIntl({ locale: 'it-IT', messages: it_ });
const english = createIntl({ locale: 'en-GB', messages: en });

/** A refusal's words as the Italian page writes them (the card's useBookingWords, without React). */
function inItalian(problem: SelectionProblem) {
  const { limit, ...values } = problem.values ?? {};
  return {
    title: italian.formatMessage({ id: problem.title }),
    description: italian.formatMessage(
      { id: problem.description },
      { ...values, limit: limit && withItalianArticle(limit, longItalianDate(limit)) },
    ),
  };
}

describe("the date refusals' catalogue keys (docs/languages.md#boat-page)", () => {
  it('say in Italian exactly what the Italian texts say', () => {
    for (const name of Object.keys(SELECTION_ERRORS) as (keyof typeof SELECTION_ERRORS)[])
      expect(inItalian(SELECTION_PROBLEMS[name]), name).toEqual(SELECTION_ERRORS[name]);
    expect(inItalian(SELECT_DATES_PROBLEM)).toEqual(SELECT_DATES_ERROR);
  });

  it('come with every refusal the logic makes, its day and hour included', () => {
    const TODAY = '2027-06-10';
    const late = transition({ ...EMPTY_SELECTION, choosing: 'start' }, { type: 'pick', date: TODAY }, TODAY, {
      firstBookable: '2027-06-11',
      cutoffHour: 14,
    });
    expect(inItalian(late.problem!)).toEqual(late.error);
    const across = transition({ start: '2027-06-05', end: null, choosing: 'end' }, { type: 'pick', date: '2027-06-13' }, '2027-06-01', {
      blocked: new Set(['2027-06-09']),
    });
    expect(inItalian(across.problem!)).toEqual(across.error);
    expect(across.error?.description).toContain("entro l'8 giugno 2027");
    expect(english.formatMessage({ id: across.problem!.description }, { limit: '8 June 2027' })).toBe(
      'There is an unavailable day between the start and the end: choose an end date up to 8 June 2027.',
    );
    expect(english.formatMessage({ id: late.problem!.description }, late.problem!.values)).toBe(
      'Bookings for today close at 14:00: choose a date from tomorrow on.',
    );
  });
});
