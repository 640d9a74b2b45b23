import type { PlanningEntry } from '@nbp/contracts/http/booking';
import { addDays, eachDay, monthOfDay, monthsAfter, weekOf } from '@nbp/contracts/days';

/** The planning's rules (docs/back-office.md#planning): which days a view shows and what fills a cell. */

export type PlanningView = 'week' | 'month';

/** The week (Monday to Sunday) or the calendar month around `anchor`. */
export function rangeOf(view: PlanningView, anchor: string): { from: string; to: string } {
  const { startDate, endDate } = view === 'week' ? weekOf(anchor) : monthOfDay(anchor);
  return { from: startDate, to: endDate };
}

/** The anchor one week or one month before (-1) or after (+1). */
export function shiftAnchor(view: PlanningView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  return monthsAfter(`${anchor.slice(0, 7)}-01`, step);
}

export function daysOf(from: string, to: string): string[] {
  return eachDay({ startDate: from, endDate: to });
}

/** How a cell looks and which legend word names it. */
export type EntryTone = 'confirmed' | 'pending' | 'hold' | 'blocked' | 'external';
export const LEGEND: { tone: EntryTone; label: string }[] = [
  { tone: 'confirmed', label: 'Confermata' },
  { tone: 'pending', label: 'In attesa' },
  { tone: 'hold', label: 'Richiesta in attesa' },
  { tone: 'blocked', label: 'Bloccato' },
  // Days an imported calendar holds (docs/calendars.md#import-the-marketplaces-feeds), labelled with the feed's name.
  { tone: 'external', label: 'Calendario esterno' },
];

export function toneOf(entry: PlanningEntry): EntryTone {
  if (entry.kind === 'booking') return entry.status === 'confirmed' ? 'confirmed' : 'pending';
  return entry.kind;
}

export const toneLabel = (tone: EntryTone) => LEGEND.find((item) => item.tone === tone)?.label ?? 'Calendario esterno';

// Days never hold two of them (claims forbid it) except a blocked day under a booking the office
// entered anyway; the booking is what the office needs to see, so it wins.
const RANK: Record<PlanningEntry['kind'], number> = { booking: 0, hold: 1, external: 2, blocked: 3 };

/** What occupies one boat's day, keyed `boatId|day`. */
export function cellIndex(entries: readonly PlanningEntry[], from: string, to: string): Map<string, PlanningEntry> {
  const index = new Map<string, PlanningEntry>();
  for (const entry of [...entries].sort((a, b) => RANK[a.kind] - RANK[b.kind])) {
    const start = entry.startDate > from ? entry.startDate : from;
    const end = entry.endDate < to ? entry.endDate : to;
    for (const day of daysOf(start, end)) {
      const key = `${entry.boatId}|${day}`;
      if (!index.has(key)) index.set(key, entry);
    }
  }
  return index;
}

/**
 * The number WhatsApp wants (https://wa.me/<digits>): digits only, international. An Italian
 * mobile written without its prefix (10 digits starting with 3) gets 39 in front; '00' is read as '+'.
 */
export function whatsappDigits(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.length === 10 && digits.startsWith('3')) return `39${digits}`;
  return digits;
}

/** What a tel: link dials: the number without spaces, a leading '+' kept. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
