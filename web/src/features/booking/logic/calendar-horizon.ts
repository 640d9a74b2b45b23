import { longItalianDate } from '@nbp/contracts/format';

/**
 * How far the calendar goes: the last day the pricing service has a price for, within the booking
 * horizon (`lastBookableDate` of /api/pricing/boat/:id/priced-until). undefined while that answer is
 * not here (the server still refuses a later day); null when the boat has no price at all, so no
 * day is offered.
 */
export type LastOfferedDay = string | null | undefined;

/** A day after the last offered one cannot be chosen: it has no price. */
export function isPastLastOffered(iso: string, lastDay: LastOfferedDay): boolean {
  if (lastDay === undefined) return false;
  return lastDay === null || iso > lastDay;
}

/** What the visitor reads on picking such a day. */
export function pastLastOfferedMessage(lastDay: string | null): string {
  return lastDay
    ? `I prezzi sono disponibili fino al ${longItalianDate(lastDay)}: scegli una data entro quel giorno.`
    : 'I prezzi di questa barca non sono ancora disponibili: contattaci per un preventivo.';
}
