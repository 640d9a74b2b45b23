import { format, parseISO } from 'date-fns';
import { it } from 'date-fns/locale';

// The admin's dates, with date-fns: a public page must not download it (the public pages write their
// dates and money with Intl in the page's language, useFormat in web/src/i18n/i18n.tsx).

/** A rental date 'YYYY-MM-DD' read as a calendar date: '12 giugno 2027'. */
export function formatDate(isoDate: string, pattern = 'd MMMM yyyy'): string {
  return format(parseISO(isoDate), pattern, { locale: it });
}

/** '12/06/2027, 14:35' for an instant such as createdAt. */
export function formatDateTime(isoInstant: string): string {
  return format(new Date(isoInstant), 'dd/MM/yyyy, HH:mm', { locale: it });
}
