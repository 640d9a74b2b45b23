import { addDays } from '@nbp/contracts/days';
import { periodFor } from './quote.ts';

export interface ListedPeriod {
  id: number;
  startDate: string;
  endDate: string;
  isActive: boolean;
}

/** A stretch of consecutive days that one period prices. */
export interface Stretch<P> {
  period: P;
  startDate: string;
  endDate: string;
}

/**
 * The public price list: for each day, only the period a quote would use for it (the one that
 * starts last), as stretches of consecutive days. A short period inside a longer one splits the
 * longer one around it (Alta stagione 1 Jul - 9 Aug, Ferragosto 10-20 Aug, Alta stagione 21-31 Aug),
 * and a period no day is left to is not listed at all: a visitor never reads two prices for a day.
 */
export function winningStretches<P extends ListedPeriod>(periods: readonly P[]): Stretch<P>[] {
  const active = periods.filter((period) => period.isActive && period.startDate <= period.endDate);
  // The winner can only change where a period starts or the day after one ends.
  const cuts = [...new Set(active.flatMap((period) => [period.startDate, addDays(period.endDate, 1)]))].sort();
  const stretches: Stretch<P>[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const startDate = cuts[i]!;
    const endDate = addDays(cuts[i + 1]!, -1);
    const period = periodFor(startDate, active);
    if (!period) continue;
    const last = stretches.at(-1);
    if (last && last.period.id === period.id && addDays(last.endDate, 1) === startDate) last.endDate = endDate;
    else stretches.push({ period, startDate, endDate });
  }
  return stretches;
}
