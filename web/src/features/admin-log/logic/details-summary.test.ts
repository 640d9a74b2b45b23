import { describe, expect, it } from 'vitest';
import { summarizeDetails } from './details-summary.ts';

describe('summarizeDetails', () => {
  it('writes an object as labelled pairs', () => {
    expect(summarizeDetails({ name: 'Alacaluf I', changed: ['description', 'year'] })).toBe(
      'Nome: Alacaluf I · Campi modificati: description, year',
    );
  });

  it('keeps unknown keys and reads booleans and nested objects', () => {
    expect(summarizeDetails({ isActive: false, extra: { a: 1 } })).toBe('Attivo: no · extra: (a: 1)');
  });

  it('puts the known keys in reading order and the service last', () => {
    expect(summarizeDetails({ service: 'booking', endDate: '2027-01-10', zeta: 1, startDate: '2027-01-01', name: 'X' })).toBe(
      'Nome: X · Dal: 2027-01-01 · Al: 2027-01-10 · zeta: 1 · Servizio: booking',
    );
  });

  it('reads details stored as a JSON string', () => {
    expect(summarizeDetails('{"status":"confirmed"}')).toBe('Stato: confirmed');
    expect(summarizeDetails('testo libero')).toBe('testo libero');
  });

  it('shows a dash for nothing', () => {
    expect(summarizeDetails(null)).toBe('—');
    expect(summarizeDetails({})).toBe('—');
    expect(summarizeDetails({ changed: [] })).toBe('Campi modificati: —');
  });

  it('cuts a very long summary', () => {
    const text = summarizeDetails({ notes: 'x'.repeat(1000) });
    expect(text.length).toBe(240);
    expect(text.endsWith('…')).toBe(true);
  });
});
