/** Where an entry of the log leads in the back office (docs/back-office.md#a-readable-log). */
export type LogTarget =
  | { tab: 'booking'; bookingId: number }
  | { tab: 'requests'; requestId: number | null }
  | { tab: 'boats'; boatId: number | null }
  | { tab: 'prices'; periodId: number | null }
  | { tab: 'calendars' };

/** The button's text for a target. */
export function targetLabel(target: LogTarget): string {
  switch (target.tab) {
    case 'booking':
      return `Apri prenotazione n. ${target.bookingId}`;
    case 'requests':
      return target.requestId !== null ? `Apri richiesta n. ${target.requestId}` : 'Apri Richieste Email';
    case 'boats':
      return target.boatId !== null ? 'Apri i contenuti della barca' : 'Apri Contenuti';
    case 'prices':
      return target.periodId !== null ? 'Apri il periodo in Prezzi' : 'Apri Prezzi';
    case 'calendars':
      return 'Apri Calendari';
  }
}

const idOf = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
};

const detailsOf = (details: unknown): Record<string, unknown> => {
  if (typeof details === 'string') {
    try {
      return detailsOf(JSON.parse(details));
    } catch {
      return {};
    }
  }
  return details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
};

/**
 * What an entry is about: a booking that still exists (a deleted one has nowhere to go), the very
 * request, the boat whose content changed, the pricing period (of a price: its period; a deleted
 * period: the tab), a boat's calendars (docs/calendars.md#back-office). Access entries (passwords,
 * administrators) lead nowhere.
 */
export function logTarget(entry: { action: string; entityId: string | null; details?: unknown }): LogTarget | null {
  const { action, entityId } = entry;
  if (action === 'booking.created' || action === 'booking.updated') {
    const id = idOf(entityId);
    return id !== null ? { tab: 'booking', bookingId: id } : null;
  }
  if (action.startsWith('booking-request.') || action.startsWith('email-request.')) return { tab: 'requests', requestId: idOf(entityId) };
  if (action.startsWith('boat.')) return { tab: 'boats', boatId: idOf(entityId) };
  if (action === 'pricing.period.created' || action === 'pricing.period.updated') return { tab: 'prices', periodId: idOf(entityId) };
  if (action.startsWith('pricing.boat_price.')) return { tab: 'prices', periodId: idOf(detailsOf(entry.details).periodId) };
  if (action.startsWith('pricing.')) return { tab: 'prices', periodId: null };
  if (action.startsWith('calendar.')) return { tab: 'calendars' };
  return null;
}

/** The customer an entry is about, to be named in its sentence: a booking or a request, by id. */
export function customerSubject(entry: { action: string; entityId: string | null }): { kind: 'booking' | 'request'; id: number } | null {
  const id = idOf(entry.entityId);
  if (id === null) return null;
  if (entry.action.startsWith('booking.')) return { kind: 'booking', id };
  if (entry.action.startsWith('booking-request.') || entry.action.startsWith('email-request.')) return { kind: 'request', id };
  return null;
}
