import { describe, expect, it } from 'vitest';
import { logTarget, targetLabel } from './log-target.ts';

describe('logTarget', () => {
  it('leads a booking entry to its booking, others to their tab, access entries nowhere', () => {
    expect(logTarget({ action: 'booking.updated', entityId: '12' })).toEqual({ tab: 'booking', bookingId: 12 });
    expect(logTarget({ action: 'booking.created', entityId: '3' })).toEqual({ tab: 'booking', bookingId: 3 });
    // A deleted booking, or one without a usable id, has nowhere to go.
    expect(logTarget({ action: 'booking.deleted', entityId: '12' })).toBeNull();
    expect(logTarget({ action: 'booking.updated', entityId: null })).toBeNull();
    expect(logTarget({ action: 'booking.updated', entityId: 'abc' })).toBeNull();
    expect(logTarget({ action: 'booking-request.confirmed', entityId: '5' })).toEqual({ tab: 'requests' });
    expect(logTarget({ action: 'email-request.archived', entityId: '5' })).toEqual({ tab: 'requests' });
    expect(logTarget({ action: 'boat.content.updated', entityId: '1' })).toEqual({ tab: 'boats' });
    expect(logTarget({ action: 'pricing.boat_price.deleted', entityId: '9' })).toEqual({ tab: 'prices' });
    expect(logTarget({ action: 'password.changed', entityId: null })).toBeNull();
    expect(logTarget({ action: 'something.else', entityId: '1' })).toBeNull();
  });

  it('names the place the button opens', () => {
    expect(targetLabel({ tab: 'booking', bookingId: 12 })).toBe('Apri prenotazione n. 12');
    expect(targetLabel({ tab: 'requests' })).toBe('Apri Richieste Email');
    expect(targetLabel({ tab: 'boats' })).toBe('Apri Contenuti');
    expect(targetLabel({ tab: 'prices' })).toBe('Apri Prezzi');
  });
});
