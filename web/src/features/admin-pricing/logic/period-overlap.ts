import type { PeriodOverlap } from '@nbp/contracts/http/pricing';
import { shortItalianDate } from '@nbp/contracts/format';

/**
 * The warning added to 'Periodo Creato' / 'Periodo Aggiornato' when the saved period shares days
 * with other active periods. The save stands (a short period inside a season is how a special price
 * is set), but the admin must know which price a shared day gets: the period that starts last.
 * Undefined when nothing overlaps.
 */
export function overlapWarning(overlaps: readonly PeriodOverlap[] | undefined): string | undefined {
  if (!overlaps?.length) return undefined;
  const names = overlaps.map((o) => `"${o.name}" (${shortItalianDate(o.startDate)} – ${shortItalianDate(o.endDate)})`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
  return `Attenzione: si sovrappone a ${list}. Nei giorni in comune vale il periodo che inizia per ultimo.`;
}
