import { format, parseISO } from 'date-fns';
import { it } from 'date-fns/locale';

// Kept apart from format.ts: date-fns is the admin's, and a public page that formats money must not
// download it (the boat page writes its dates with calendar-dates.ts).

/** A rental date 'YYYY-MM-DD' read as a calendar date: '12 giugno 2027'. */
export function formatDate(isoDate: string, pattern = 'd MMMM yyyy'): string {
  return format(parseISO(isoDate), pattern, { locale: it });
}

/** '12/06/2027, 14:35' for an instant such as createdAt. */
export function formatDateTime(isoInstant: string): string {
  return format(new Date(isoInstant), 'dd/MM/yyyy, HH:mm', { locale: it });
}
