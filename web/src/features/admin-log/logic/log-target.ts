/** Where an entry of the log leads in the back office (docs/back-office.md#a-readable-log). */
export type LogTarget = { tab: 'booking'; bookingId: number } | { tab: 'requests' } | { tab: 'boats' } | { tab: 'prices' };

/** The button's text for a target. */
export function targetLabel(target: LogTarget): string {
  switch (target.tab) {
    case 'booking':
      return `Apri prenotazione n. ${target.bookingId}`;
    case 'requests':
      return 'Apri Richieste Email';
    case 'boats':
      return 'Apri Contenuti';
    case 'prices':
      return 'Apri Prezzi';
  }
}

/**
 * What an entry is about: a booking that still exists (a deleted one has nowhere to go), a request,
 * a boat's content, a price or period. Access entries (passwords, administrators) lead nowhere.
 */
export function logTarget(entry: { action: string; entityId: string | null }): LogTarget | null {
  const { action, entityId } = entry;
  if (action === 'booking.created' || action === 'booking.updated') {
    const id = entityId !== null && /^\d{1,9}$/.test(entityId) ? Number(entityId) : null;
    return id !== null && id > 0 ? { tab: 'booking', bookingId: id } : null;
  }
  if (action.startsWith('booking-request.') || action.startsWith('email-request.')) return { tab: 'requests' };
  if (action.startsWith('boat.')) return { tab: 'boats' };
  if (action.startsWith('pricing.')) return { tab: 'prices' };
  return null;
}
