import { describe, expect, it } from 'vitest';
import {
  blockedDays,
  canRequestBooking,
  effectiveRange,
  EMPTY_SELECTION,
  isCompleteValidRange,
  presetRange,
  transition,
  type DateSelection,
  type SelectionEvent,
} from './date-selection.ts';
import { isDayDisabled } from './disabled-days.ts';
import { ITALIAN_REFUSALS, refusalOf } from '../../../test/booking-words.ts';

const TODAY = '2027-06-10';

function run(events: SelectionEvent[], from: DateSelection = EMPTY_SELECTION) {
  let state = from;
  const errors: string[] = [];
  for (const event of events) {
    const result = transition(state, event, TODAY);
    state = result.state;
    const refusal = refusalOf(result);
    if (refusal) errors.push(refusal.description);
  }
  return { state, errors };
}

describe('date selection (documented states)', () => {
  it('nothing chosen: picking a start begins a range and moves on to the end', () => {
    const { state, errors } = run([
      { type: 'open', target: 'start' },
      { type: 'pick', date: '2027-06-12' },
    ]);
    expect(state).toEqual({ start: '2027-06-12', end: null, choosing: 'end' });
    expect(errors).toEqual([]);
  });

  it('start only: a date on or after the start sets the end and closes the calendar', () => {
    const later = run([
      { type: 'open', target: 'start' },
      { type: 'pick', date: '2027-06-12' },
      { type: 'pick', date: '2027-06-14' },
    ]);
    expect(later.state).toEqual({ start: '2027-06-12', end: '2027-06-14', choosing: null });
    const same = run([
      { type: 'open', target: 'start' },
      { type: 'pick', date: '2027-06-12' },
      { type: 'pick', date: '2027-06-12' },
    ]);
    expect(same.state).toEqual({ start: '2027-06-12', end: '2027-06-12', choosing: null });
  });

  it('start only: a date before the start is refused with a message and nothing changes', () => {
    const from: DateSelection = { start: '2027-06-20', end: null, choosing: 'end' };
    const result = transition(from, { type: 'pick', date: '2027-06-15' }, TODAY);
    expect(result.state).toBe(from);
    expect(refusalOf(result)).toEqual({
      title: 'Date non valide',
      description: 'La data di fine deve essere uguale o successiva alla data di inizio.',
    });
  });

  it('both chosen: picking a start begins a new range and clears the end', () => {
    const from: DateSelection = { start: '2027-06-12', end: '2027-06-14', choosing: null };
    const { state } = run(
      [
        { type: 'open', target: 'start' },
        { type: 'pick', date: '2027-06-13' },
      ],
      from,
    );
    expect(state).toEqual({ start: '2027-06-13', end: null, choosing: 'end' });
  });

  it('changing the start to after the current end clears the end', () => {
    const from: DateSelection = { start: '2027-06-12', end: '2027-06-14', choosing: null };
    const { state } = run(
      [
        { type: 'open', target: 'start' },
        { type: 'pick', date: '2027-06-20' },
      ],
      from,
    );
    expect(state.start).toBe('2027-06-20');
    expect(state.end).toBeNull();
  });

  it('both chosen: a date picked in the end field starts a new range and clears the end', () => {
    const from: DateSelection = { start: '2027-06-12', end: '2027-06-14', choosing: null };
    const later = run(
      [
        { type: 'open', target: 'end' },
        { type: 'pick', date: '2027-06-16' },
      ],
      from,
    );
    expect(later.state).toEqual({ start: '2027-06-16', end: null, choosing: 'end' });
    // Even a day before the old start: it is a new start, not an end before the start.
    const earlier = run(
      [
        { type: 'open', target: 'end' },
        { type: 'pick', date: '2027-06-11' },
      ],
      from,
    );
    expect(earlier.state).toEqual({ start: '2027-06-11', end: null, choosing: 'end' });
    expect(earlier.errors).toEqual([]);
  });

  it('the end field cannot open without a start: message, calendar stays closed', () => {
    const result = transition(EMPTY_SELECTION, { type: 'open', target: 'end' }, TODAY);
    expect(result.state.choosing).toBeNull();
    expect(refusalOf(result)).toEqual({
      title: 'Seleziona prima la data di inizio',
      description: 'Devi selezionare prima la data di inizio.',
    });
  });

  it('a past start is refused (title Data non valida)', () => {
    const result = transition({ ...EMPTY_SELECTION, choosing: 'start' }, { type: 'pick', date: '2027-06-09' }, TODAY);
    expect(result.state.start).toBeNull();
    expect(refusalOf(result)).toEqual({ title: 'Data non valida', description: 'Non puoi selezionare una data passata.' });
  });

  it('today is a valid start', () => {
    const result = transition({ ...EMPTY_SELECTION, choosing: 'start' }, { type: 'pick', date: TODAY }, TODAY);
    expect(result.problem).toBeUndefined();
    expect(result.state.start).toBe(TODAY);
  });

  it('a past end is refused with its own message', () => {
    // A start chosen yesterday (the page stayed open over midnight): the end cannot be in the past.
    const from: DateSelection = { start: '2027-06-08', end: null, choosing: 'end' };
    const result = transition(from, { type: 'pick', date: '2027-06-09' }, TODAY);
    expect(refusalOf(result)).toEqual(ITALIAN_REFUSALS.endInPast);
    expect(refusalOf(result)?.description).toBe('La data di fine non può essere nel passato.');
  });

  it('closing keeps the chosen dates; reset clears everything', () => {
    const from: DateSelection = { start: '2027-06-12', end: null, choosing: 'end' };
    expect(transition(from, { type: 'close' }, TODAY).state).toEqual({ start: '2027-06-12', end: null, choosing: null });
    expect(transition({ start: '2027-06-12', end: '2027-06-13', choosing: null }, { type: 'reset' }, TODAY).state).toEqual(EMPTY_SELECTION);
  });

  it('an end picked when no start exists (stale calendar) is refused', () => {
    const result = transition({ start: null, end: null, choosing: 'end' }, { type: 'pick', date: '2027-06-12' }, TODAY);
    expect(refusalOf(result)).toEqual(ITALIAN_REFUSALS.startFirst);
    expect(result.state.choosing).toBeNull();
  });
});

describe('ranges', () => {
  it('the availability range defaults the end to the start', () => {
    expect(effectiveRange({ start: null, end: null })).toBeNull();
    expect(effectiveRange({ start: '2027-06-12', end: null })).toEqual({ startDate: '2027-06-12', endDate: '2027-06-12' });
    expect(effectiveRange({ start: '2027-06-12', end: '2027-06-15' })).toEqual({ startDate: '2027-06-12', endDate: '2027-06-15' });
  });

  it('a request needs both dates, a valid range and a free boat', () => {
    expect(isCompleteValidRange({ start: '2027-06-12', end: null }, TODAY)).toBe(false);
    expect(isCompleteValidRange({ start: '2027-06-12', end: '2027-06-11' }, TODAY)).toBe(false);
    expect(isCompleteValidRange({ start: '2027-06-09', end: '2027-06-12' }, TODAY)).toBe(false);
    expect(isCompleteValidRange({ start: '2027-06-12', end: '2027-06-12' }, TODAY)).toBe(true);
    expect(canRequestBooking({ start: '2027-06-12', end: '2027-06-13' }, true, TODAY)).toBe(true);
    expect(canRequestBooking({ start: '2027-06-12', end: '2027-06-13' }, false, TODAY)).toBe(false);
    expect(canRequestBooking({ start: '2027-06-12', end: '2027-06-13' }, undefined, TODAY)).toBe(false);
    expect(canRequestBooking({ start: '2027-06-12', end: null }, true, TODAY)).toBe(false);
  });
});

describe('disabled days', () => {
  const blocked = blockedDays(
    [
      { startDate: '2027-06-20', endDate: '2027-06-22', status: 'confirmed' },
      { startDate: '2027-06-25', endDate: '2027-06-25', status: 'pending' },
    ],
    ['2027-06-15'],
  );

  it('expands confirmed bookings over both ends and adds the office blocks', () => {
    expect([...blocked].sort()).toEqual(['2027-06-15', '2027-06-20', '2027-06-21', '2027-06-22']);
  });

  it('bounds a runaway booking', () => {
    expect(blockedDays([{ startDate: '2027-01-01', endDate: '2099-01-01' }], []).size).toBe(367);
    expect(blockedDays([{ startDate: '2027-01-05', endDate: '2027-01-01' }], []).size).toBe(0);
  });

  it('disables the past, blocked days and days before the start while choosing the end', () => {
    const base = { today: TODAY, blocked, choosing: 'start' as const, start: null };
    expect(isDayDisabled('2027-06-09', base)).toBe(true);
    expect(isDayDisabled('2027-06-10', base)).toBe(false);
    expect(isDayDisabled('2027-06-15', base)).toBe(true);
    expect(isDayDisabled('2027-06-21', base)).toBe(true);
    expect(isDayDisabled('2027-06-25', base)).toBe(false);
    const choosingEnd = { ...base, choosing: 'end' as const, start: '2027-06-12' };
    expect(isDayDisabled('2027-06-11', choosingEnd)).toBe(true);
    expect(isDayDisabled('2027-06-12', choosingEnd)).toBe(false);
    // While choosing the start, days before an earlier start stay open.
    expect(isDayDisabled('2027-06-11', { ...base, start: '2027-06-12' })).toBe(false);
  });
});

describe('bounds of the range', () => {
  const taken = new Set(['2027-07-12', '2027-07-13', '2027-07-14']);
  const bounds = { firstBookable: '2027-06-11', blocked: taken };

  it('after the cut-off today cannot be picked as a start, with the Italian reason', () => {
    const result = transition({ ...EMPTY_SELECTION, choosing: 'start' }, { type: 'pick', date: TODAY }, TODAY, bounds);
    expect(result.state.start).toBeNull();
    expect(refusalOf(result)).toEqual({
      title: 'Data non disponibile',
      description: 'Le prenotazioni per oggi si chiudono alle 09:00: scegli una data da domani.',
    });
    expect(
      transition({ ...EMPTY_SELECTION, choosing: 'start' }, { type: 'pick', date: '2027-06-11' }, TODAY, bounds).problem,
    ).toBeUndefined();
    expect(isDayDisabled(TODAY, { today: TODAY, firstBookable: '2027-06-11', blocked: taken, choosing: 'start', start: null })).toBe(true);
    expect(isDayDisabled('2027-06-11', { today: TODAY, firstBookable: '2027-06-11', blocked: taken, choosing: 'start', start: null })).toBe(
      false,
    );
  });

  it("names the booking service's own cut-off hour when it is not the default", () => {
    const result = transition({ ...EMPTY_SELECTION, choosing: 'start' }, { type: 'pick', date: TODAY }, TODAY, {
      ...bounds,
      cutoffHour: 14,
    });
    expect(refusalOf(result)?.description).toBe('Le prenotazioni per oggi si chiudono alle 14:00: scegli una data da domani.');
  });

  it('an end more than 30 days after the start is refused and disabled; the 30th day is allowed', () => {
    const from: DateSelection = { start: '2027-06-12', end: null, choosing: 'end' };
    const thirtieth = transition(from, { type: 'pick', date: '2027-07-11' }, TODAY, { blocked: new Set() });
    expect(thirtieth.state).toEqual({ start: '2027-06-12', end: '2027-07-11', choosing: null });
    const tooLong = transition(from, { type: 'pick', date: '2027-07-12' }, TODAY, { blocked: new Set() });
    expect(tooLong.state).toBe(from);
    expect(refusalOf(tooLong)).toEqual({ title: 'Date non valide', description: 'La durata massima del noleggio è di 30 giorni.' });
    const rules = { today: TODAY, blocked: new Set<string>(), choosing: 'end' as const, start: '2027-06-12', end: null };
    expect(isDayDisabled('2027-07-11', rules)).toBe(false);
    expect(isDayDisabled('2027-07-12', rules)).toBe(true);
  });

  it('while choosing the end, the days after the first taken day are disabled and refused (10 -> 16 July around 12-14 July)', () => {
    const from: DateSelection = { start: '2027-07-10', end: null, choosing: 'end' };
    const across = transition(from, { type: 'pick', date: '2027-07-16' }, TODAY, bounds);
    expect(across.state).toBe(from);
    expect(refusalOf(across)).toEqual({
      title: 'Date non valide',
      description: "Tra l'inizio e la fine c'è un giorno non disponibile: scegli una data di fine entro l'11 luglio 2027.",
    });
    expect(transition(from, { type: 'pick', date: '2027-07-11' }, TODAY, bounds).state.end).toBe('2027-07-11');
    const rules = { today: TODAY, blocked: taken, choosing: 'end' as const, start: '2027-07-10', end: null };
    expect(isDayDisabled('2027-07-11', rules)).toBe(false);
    expect(isDayDisabled('2027-07-15', rules)).toBe(true);
    expect(isDayDisabled('2027-07-16', rules)).toBe(true);
    // With both dates chosen a pick starts a new range: the days after the booking are open again.
    expect(isDayDisabled('2027-07-16', { ...rules, end: '2027-07-11' })).toBe(false);
    expect(isDayDisabled('2027-07-01', { ...rules, end: '2027-07-11' })).toBe(false);
  });
});

describe('dates from a link (presetRange)', () => {
  const rules = { today: '2027-06-10', firstBookable: '2027-06-10', taken: new Set(['2027-06-20']), lastDay: '2027-10-31' };
  it('keeps free dates the card would let the visitor pick', () => {
    expect(presetRange('2027-06-11', '2027-06-13', rules)).toEqual({ start: '2027-06-11', end: '2027-06-13' });
    expect(presetRange('2027-06-21', '2027-06-21', rules)).toEqual({ start: '2027-06-21', end: '2027-06-21' });
  });
  it('drops past, reversed, too long, unpriced, taken or malformed dates', () => {
    expect(presetRange('2027-06-09', '2027-06-11', rules)).toBeNull();
    expect(presetRange('2027-06-10', '2027-06-11', { ...rules, firstBookable: '2027-06-11' })).toBeNull();
    expect(presetRange('2027-06-13', '2027-06-11', rules)).toBeNull();
    expect(presetRange('2027-07-01', '2027-07-31', rules)).toBeNull();
    expect(presetRange('2027-10-30', '2027-11-01', rules)).toBeNull();
    expect(presetRange('2027-06-19', '2027-06-21', rules)).toBeNull();
    expect(presetRange('2027-02-30', '2027-03-01', rules)).toBeNull();
    expect(presetRange(null, '2027-06-11', rules)).toBeNull();
    expect(presetRange('2027-06-11', '2027-06-11', { ...rules, lastDay: null })).toBeNull();
  });
});
