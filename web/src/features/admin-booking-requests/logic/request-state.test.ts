import { describe, expect, it } from 'vitest';
import { statusBadge, timeLeftText } from './request-state.ts';

describe('a request card: state and time left', () => {
  const now = new Date('2027-06-10T10:00:00Z');
  it('says how long the hold lasts, in hours and minutes', () => {
    expect(timeLeftText('2027-06-10T15:20:59Z', now)).toBe('scade tra 5 h 20 min');
    expect(timeLeftText('2027-06-10T12:00:00Z', now)).toBe('scade tra 2 h');
    expect(timeLeftText('2027-06-10T10:12:00Z', now)).toBe('scade tra 12 min');
    expect(timeLeftText('2027-06-10T10:00:30Z', now)).toBe('scade tra meno di un minuto');
    expect(timeLeftText('2027-06-10T09:59:00Z', now)).toBe('tempo scaduto');
  });
  it('labels each state with the shared labels', () => {
    expect(statusBadge('pending')).toEqual({ label: 'In attesa di conferma', variant: 'warning' });
    expect(statusBadge('confirmed').label).toBe('Confermata');
    expect(statusBadge('cancelled').label).toBe('Annullata dal cliente');
  });
});
