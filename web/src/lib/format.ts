import { format, parseISO } from 'date-fns';
import { it } from 'date-fns/locale';

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const euroWhole = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** '1.234,50 €' — money arrives as a decimal string and is formatted once, here. */
export function formatEuro(amount: string | number): string {
  return euro.format(typeof amount === 'number' ? amount : Number(amount));
}

/** '1.235 €' — the public price list shows whole euro. */
export function formatEuroWhole(amount: string | number): string {
  return euroWhole.format(Math.round(typeof amount === 'number' ? amount : Number(amount)));
}

/** A rental date 'YYYY-MM-DD' read as a calendar date: '12 giugno 2027'. */
export function formatDate(isoDate: string, pattern = 'd MMMM yyyy'): string {
  return format(parseISO(isoDate), pattern, { locale: it });
}

/** '12/06/2027, 14:35' for an instant such as createdAt. */
export function formatDateTime(isoInstant: string): string {
  return format(new Date(isoInstant), 'dd/MM/yyyy, HH:mm', { locale: it });
}

export function dayLabel(days: number): string {
  return days === 1 ? 'giorno' : 'giorni';
}
