import { describe, expect, it } from 'vitest';
import { summarizeDetails } from './details-summary.ts';

describe('summarizeDetails', () => {
  it('writes an object as labelled words, field names included', () => {
    expect(summarizeDetails({ name: 'Alacaluf I', changed: ['description', 'nameEn', 'year'] })).toBe(
      'Nome: Alacaluf I · Campi modificati: descrizione, nome in inglese, anno',
    );
  });

  it('says states, booleans and dates in words, and never shows a key it cannot say', () => {
    expect(summarizeDetails({ reason: 'Meteo', bookingStatus: 'confirmed', ok: true, extra: { a: 1 }, zeta: 1 })).toBe(
      'Stato della prenotazione: confermata · Motivo: Meteo · Riuscito: sì',
    );
    expect(summarizeDetails({ isActive: false, startDate: '2027-01-01' })).toBe('Dal: 01/01/2027 · Attivo: no');
    expect(summarizeDetails({ changed: ['someInternalField', 'notes'] })).toBe('Campi modificati: note');
  });

  it('puts the known keys in reading order and the service last', () => {
    expect(summarizeDetails({ service: 'booking', endDate: '2027-01-10', startDate: '2027-01-01', name: 'X' })).toBe(
      'Nome: X · Dal: 01/01/2027 · Al: 10/01/2027 · Servizio: prenotazioni',
    );
  });

  it('reads details stored as a JSON string', () => {
    expect(summarizeDetails('{"status":"confirmed"}')).toBe('Stato: confermata');
    expect(summarizeDetails('testo libero')).toBe('testo libero');
  });

  it('shows a dash for nothing', () => {
    expect(summarizeDetails(null)).toBe('—');
    expect(summarizeDetails({})).toBe('—');
    expect(summarizeDetails({ changed: [] })).toBe('Campi modificati: —');
  });

  it('cuts a very long summary', () => {
    const text = summarizeDetails({ reason: 'x'.repeat(1000) });
    expect(text.length).toBe(240);
    expect(text.endsWith('…')).toBe(true);
  });
});
