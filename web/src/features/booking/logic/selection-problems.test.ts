import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/messages/en.json';
import { EMPTY_SELECTION, SELECT_DATES_PROBLEM, SELECTION_PROBLEMS, transition } from './date-selection.ts';
import { inItalian, ITALIAN_REFUSALS, ITALIAN_SELECT_DATES, refusalOf } from '../../../test/booking-words.ts';

const english = createIntl({ locale: 'en-GB', messages: en });

describe("the date refusals' catalogue keys (docs/languages.md#boat-page)", () => {
  it('say in Italian exactly what the Italian texts say', () => {
    for (const name of Object.keys(ITALIAN_REFUSALS) as (keyof typeof ITALIAN_REFUSALS)[])
      expect(inItalian(SELECTION_PROBLEMS[name]), name).toEqual(ITALIAN_REFUSALS[name]);
    expect(inItalian(SELECT_DATES_PROBLEM)).toEqual(ITALIAN_SELECT_DATES);
  });

  it('come with every refusal the logic makes, its day and hour included', () => {
    const TODAY = '2027-06-10';
    const late = transition({ ...EMPTY_SELECTION, choosing: 'start' }, { type: 'pick', date: TODAY }, TODAY, {
      firstBookable: '2027-06-11',
      cutoffHour: 14,
    });
    expect(refusalOf(late)).toEqual({
      title: 'Data non disponibile',
      description: 'Le prenotazioni per oggi si chiudono alle 14:00: scegli una data da domani.',
    });
    const across = transition({ start: '2027-06-05', end: null, choosing: 'end' }, { type: 'pick', date: '2027-06-13' }, '2027-06-01', {
      blocked: new Set(['2027-06-09']),
    });
    expect(refusalOf(across)).toEqual({
      title: 'Date non valide',
      description: "Tra l'inizio e la fine c'è un giorno non disponibile: scegli una data di fine entro l'8 giugno 2027.",
    });
    expect(english.formatMessage({ id: across.problem!.description }, { limit: '8 June 2027' })).toBe(
      'There is an unavailable day between the start and the end: choose an end date up to 8 June 2027.',
    );
    expect(english.formatMessage({ id: late.problem!.description }, late.problem!.values)).toBe(
      'Bookings for today close at 14:00: choose a date from tomorrow on.',
    );
  });
});
