import { describe, expect, it } from 'vitest';
import { logSentence } from './log-sentence.ts';

const names = { boatName: (id: number) => (id === 1 ? 'Eolo 6.40' : undefined) };
const say = (action: string, details: unknown, entityId: string | null = '12') => logSentence({ action, entityId, details }, names);

describe('the log as Italian sentences', () => {
  it.each([
    [
      'booking.created',
      { boatId: 1, startDate: '2027-07-10', endDate: '2027-07-12', status: 'confirmed' },
      'Prenotazione n. 12 creata per Eolo 6.40 dal 10 lug 2027 al 12 lug 2027 (Confermata).',
    ],
    [
      'booking.updated',
      { boatId: 1, changed: ['status'], before: { status: 'confirmed' }, after: { status: 'cancelled' } },
      'Prenotazione n. 12 per Eolo 6.40: stato da Confermata a Cancellata.',
    ],
    [
      'booking.updated',
      { boatId: 1, changed: ['notes'], before: {}, after: { startDate: '2027-07-10', endDate: '2027-07-10', status: 'pending' } },
      'Prenotazione n. 12 modificata per Eolo 6.40 il 10 lug 2027.',
    ],
    [
      'booking.updated',
      {
        boatId: 1,
        changed: ['endDate'],
        before: {},
        after: { startDate: '2027-07-10', endDate: '2027-07-11', status: 'confirmed' },
        customerNotified: true,
      },
      'Prenotazione n. 12 modificata per Eolo 6.40 dal 10 lug 2027 al 11 lug 2027. Il cliente è stato avvisato via email.',
    ],
    [
      'booking.deleted',
      { boatId: 2, startDate: '2027-07-10', endDate: '2027-07-11' },
      'Prenotazione n. 12 eliminata per barca n. 2 dal 10 lug 2027 al 11 lug 2027.',
    ],
    [
      'booking-request.confirmed',
      { boatId: 1, boatName: 'Eolo 6.90', startDate: '2027-08-01', endDate: '2027-08-02', bookingId: 40 },
      'Richiesta n. 12 confermata per Eolo 6.90 dal 1 ago 2027 al 2 ago 2027: ne è nata la prenotazione n. 40.',
    ],
    [
      'booking-request.declined',
      { boatId: 1, startDate: '2027-08-01', endDate: '2027-08-01' },
      'Richiesta n. 12 rifiutata per Eolo 6.40 il 1 ago 2027.',
    ],
    ['booking-request.expired', { boatId: 1 }, 'Richiesta n. 12 scaduta senza risposta per Eolo 6.40.'],
    ['booking-request.cancelled', { boatId: 1 }, 'Richiesta n. 12 annullata dal cliente per Eolo 6.40.'],
    ['email-request.archived', {}, 'Richiesta n. 12 archiviata.'],
    ['email-request.unarchived', {}, "Richiesta n. 12 ripristinata dall'archivio."],
    ['boat.content.updated', { name: 'Eolo 7.50', changed: ['description'] }, 'Contenuti della barca Eolo 7.50 aggiornati.'],
    [
      'pricing.period.created',
      { name: 'Alta', startDate: '2027-07-01', endDate: '2027-08-31' },
      'Periodo di prezzo "Alta" creato dal 1 lug 2027 al 31 ago 2027.',
    ],
    ['pricing.period.updated', { name: 'Alta' }, 'Periodo di prezzo "Alta" modificato.'],
    ['pricing.period.deleted', { name: 'Alta' }, 'Periodo di prezzo "Alta" eliminato.'],
    ['pricing.boat_price.created', { boatId: 1, periodId: 3 }, 'Prezzo impostato per Eolo 6.40.'],
    ['pricing.boat_price.updated', { boatId: 1 }, 'Prezzo modificato per Eolo 6.40.'],
    ['pricing.boat_price.deleted', { boatId: 1 }, 'Prezzo eliminato per Eolo 6.40.'],
    ['calendar.feed.added', { boatId: 1, boatName: 'Eolo 6.40', feedName: 'SamBoat' }, 'Calendario "SamBoat" aggiunto per Eolo 6.40.'],
    ['calendar.feed.deleted', { boatId: 1, feedName: 'Click&Boat' }, 'Calendario "Click&Boat" eliminato per Eolo 6.40.'],
    [
      'calendar.feed.refreshed',
      { boatId: 2, boatName: 'Eolo 6.90', feedName: 'Google' },
      'Calendario "Google" letto a mano per Eolo 6.90.',
    ],
    ['calendar.feed.added', { boatId: 3 }, 'Calendario aggiunto per barca n. 3.'],
    [
      'calendar.feed.settings',
      { boatId: 1, boatName: 'Eolo 6.40', feedName: 'Airbnb', closes: 'all' },
      'Calendario "Airbnb" per Eolo 6.40: chiudono i giorni anche i blocchi «non disponibile».',
    ],
    [
      'calendar.feed.settings',
      { boatId: 1, boatName: 'Eolo 6.40', feedName: 'Airbnb', closes: null },
      'Calendario "Airbnb" per Eolo 6.40: torna all’impostazione consigliata.',
    ],
    [
      'calendar.export.rotated',
      { boatId: 1, boatName: 'Eolo 6.40' },
      'Nuovo link del calendario per Eolo 6.40: il link precedente non funziona più.',
    ],
    [
      'closed-days.created',
      { boatId: 1, boatName: 'Eolo 6.40', startDate: '2027-06-12', endDate: '2027-06-14', reason: 'Manutenzione' },
      'Giorni chiusi per Eolo 6.40 dal 12 giu 2027 al 14 giu 2027: Manutenzione.',
    ],
    [
      'closed-days.reopened',
      { boatId: 1, startDate: '2027-06-12', endDate: '2027-06-12' },
      'Giorni riaperti per Eolo 6.40 il 12 giu 2027.',
    ],
    ['password.changed', { service: 'identity' }, 'Password cambiata.'],
    ['admin.created', null, 'Amministratore creato.'],
    ['admin.reset', null, 'Accesso amministratore reimpostato.'],
  ])('%s', (action, details, sentence) => {
    expect(say(action, details)).toBe(sentence);
  });

  it("names the booking's or the request's customer when the page knows it", () => {
    const withCustomers = {
      ...names,
      customerName: (kind: 'booking' | 'request', id: number) =>
        kind === 'booking' && id === 12 ? 'Nicolò Ferrà' : kind === 'request' && id === 5 ? 'Lucia Sanò' : undefined,
    };
    expect(
      logSentence(
        {
          action: 'booking.updated',
          entityId: '12',
          details: { boatId: 1, before: { status: 'confirmed' }, after: { status: 'cancelled' } },
        },
        withCustomers,
      ),
    ).toBe('Prenotazione n. 12 di Nicolò Ferrà per Eolo 6.40: stato da Confermata a Cancellata.');
    expect(logSentence({ action: 'booking-request.declined', entityId: '5', details: { boatId: 1 } }, withCustomers)).toBe(
      'Richiesta n. 5 di Lucia Sanò rifiutata per Eolo 6.40.',
    );
    // Unknown (deleted, or the service did not answer): no name, the sentence stands.
    expect(logSentence({ action: 'booking.deleted', entityId: '13', details: { boatId: 1 } }, withCustomers)).toBe(
      'Prenotazione n. 13 eliminata per Eolo 6.40.',
    );
  });

  it('an unknown action, or details that are not an object, still read as a sentence', () => {
    expect(say('catalogue.extras.reordered', 'not json')).toBe('Azione "catalogue.extras.reordered" registrata.');
    expect(say('booking.created', '{"boatId":1}', null)).toBe('Prenotazione creata per Eolo 6.40.');
  });
});
