import { describe, expect, it } from 'vitest';
import { customerSubject, logTarget, targetLabel } from './log-target.ts';

describe('logTarget', () => {
  it('leads each entry to the very thing it is about, access entries nowhere', () => {
    expect(logTarget({ action: 'booking.updated', entityId: '12' })).toEqual({ tab: 'booking', bookingId: 12 });
    expect(logTarget({ action: 'booking.created', entityId: '3' })).toEqual({ tab: 'booking', bookingId: 3 });
    // A deleted booking, or one without a usable id, has nowhere to go.
    expect(logTarget({ action: 'booking.deleted', entityId: '12' })).toBeNull();
    expect(logTarget({ action: 'booking.updated', entityId: null })).toBeNull();
    expect(logTarget({ action: 'booking.updated', entityId: 'abc' })).toBeNull();
    expect(logTarget({ action: 'booking-request.confirmed', entityId: '5' })).toEqual({ tab: 'requests', requestId: 5 });
    expect(logTarget({ action: 'email-request.archived', entityId: '5' })).toEqual({ tab: 'requests', requestId: 5 });
    expect(logTarget({ action: 'email-request.archived', entityId: null })).toEqual({ tab: 'requests', requestId: null });
    expect(logTarget({ action: 'boat.content.updated', entityId: '1' })).toEqual({ tab: 'boats', boatId: 1 });
    expect(logTarget({ action: 'pricing.period.updated', entityId: '7' })).toEqual({ tab: 'prices', periodId: 7 });
    // A deleted period: the tab; a price: its period, from the details (as an object or as JSON text).
    expect(logTarget({ action: 'pricing.period.deleted', entityId: '7' })).toEqual({ tab: 'prices', periodId: null });
    expect(logTarget({ action: 'pricing.boat_price.deleted', entityId: '9', details: { boatId: 1, periodId: 4 } })).toEqual({
      tab: 'prices',
      periodId: 4,
    });
    expect(logTarget({ action: 'pricing.boat_price.created', entityId: '9', details: '{"periodId":"6"}' })).toEqual({
      tab: 'prices',
      periodId: 6,
    });
    expect(logTarget({ action: 'pricing.boat_price.updated', entityId: '9', details: null })).toEqual({ tab: 'prices', periodId: null });
    expect(logTarget({ action: 'calendar.feed.added', entityId: '4' })).toEqual({ tab: 'calendars' });
    expect(logTarget({ action: 'calendar.export.rotated', entityId: '1' })).toEqual({ tab: 'calendars' });
    expect(logTarget({ action: 'password.changed', entityId: null })).toBeNull();
    expect(logTarget({ action: 'something.else', entityId: '1' })).toBeNull();
  });

  it('names the place the button opens', () => {
    expect(targetLabel({ tab: 'booking', bookingId: 12 })).toBe('Apri prenotazione n. 12');
    expect(targetLabel({ tab: 'requests', requestId: 5 })).toBe('Apri richiesta n. 5');
    expect(targetLabel({ tab: 'requests', requestId: null })).toBe('Apri Richieste Email');
    expect(targetLabel({ tab: 'boats', boatId: 2 })).toBe('Apri i contenuti della barca');
    expect(targetLabel({ tab: 'boats', boatId: null })).toBe('Apri Contenuti');
    expect(targetLabel({ tab: 'prices', periodId: 3 })).toBe('Apri il periodo in Prezzi');
    expect(targetLabel({ tab: 'prices', periodId: null })).toBe('Apri Prezzi');
    expect(targetLabel({ tab: 'calendars' })).toBe('Apri Calendari');
  });
});

describe('customerSubject', () => {
  it('names the booking or the request whose customer the sentence names', () => {
    expect(customerSubject({ action: 'booking.deleted', entityId: '12' })).toEqual({ kind: 'booking', id: 12 });
    expect(customerSubject({ action: 'booking-request.declined', entityId: '4' })).toEqual({ kind: 'request', id: 4 });
    expect(customerSubject({ action: 'email-request.archived', entityId: '4' })).toEqual({ kind: 'request', id: 4 });
    expect(customerSubject({ action: 'boat.content.updated', entityId: '1' })).toBeNull();
    expect(customerSubject({ action: 'booking.updated', entityId: null })).toBeNull();
  });
});
