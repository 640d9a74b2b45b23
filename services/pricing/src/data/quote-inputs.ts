import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@nbp/contracts/language';
import { periodNameIn } from '../domain/period-name.ts';
import type { DayOverride, PricedPeriod } from '../domain/quote.ts';

interface PeriodRow {
  id: number;
  name: string;
  name_en: string | null;
  start_date: string;
  end_date: string;
  one_day_price: string;
  multi_day_price: string;
  weekend_multiplier: string;
}

interface OverrideRow {
  id: number;
  date: string;
  custom_price: string;
}

/**
 * What a quote needs from pricing's own tables, in two statements: the active periods that touch
 * the range with this boat's price in each (a period without a price for the boat is left out),
 * and the boat's active day overrides in the range. The hot path of every price summary, so plain
 * SQL on the indexes (boat_pricing (boat_id, period_id), daily_price_overrides (boat_id, date))
 * instead of three ORM finds and their entity hydration. Dates and amounts come back as text,
 * exactly as the ORM maps them; each period is named in `lang` (its English name where it has one).
 */
export async function quoteInputs(
  em: EntityManager,
  boatId: number,
  startDate: string,
  endDate: string,
  lang: Language = 'it',
): Promise<{ periods: PricedPeriod[]; overrides: DayOverride[] }> {
  const periods = await em.execute<PeriodRow[]>(
    `select pp.id, pp.name, pp.name_en, pp.start_date::text as start_date, pp.end_date::text as end_date,
            bp.one_day_price::text as one_day_price, bp.multi_day_price::text as multi_day_price,
            bp.weekend_multiplier::text as weekend_multiplier
       from "pricing"."pricing_periods" pp
       join "pricing"."boat_pricing" bp on bp.period_id = pp.id and bp.boat_id = ?
      where pp.is_active and pp.start_date <= ? and pp.end_date >= ?`,
    [boatId, endDate, startDate],
  );
  const overrides = await em.execute<OverrideRow[]>(
    `select id, date::text as date, custom_price::text as custom_price
       from "pricing"."daily_price_overrides"
      where boat_id = ? and is_active and date >= ? and date <= ?`,
    [boatId, startDate, endDate],
  );
  return {
    periods: periods.map((row) => ({
      id: row.id,
      name: periodNameIn({ name: row.name, nameEn: row.name_en }, lang),
      startDate: row.start_date,
      endDate: row.end_date,
      isActive: true,
      oneDayPrice: row.one_day_price,
      multiDayPrice: row.multi_day_price,
      weekendMultiplier: row.weekend_multiplier,
    })),
    overrides: overrides.map((row) => ({ id: row.id, date: row.date, customPrice: row.custom_price, isActive: true })),
  };
}

/**
 * The last day each boat has a price for: the latest end of an active period the boat has a price
 * in (one boat, or every boat with a price). A day after it has no price, so it is not offered.
 */
export async function pricedUntil(em: EntityManager, boatId?: number): Promise<{ boatId: number; pricedUntil: string }[]> {
  const rows = await em.execute<{ boat_id: number; priced_until: string }[]>(
    `select bp.boat_id, max(pp.end_date)::text as priced_until
       from "pricing"."boat_pricing" bp
       join "pricing"."pricing_periods" pp on pp.id = bp.period_id and pp.is_active
      ${boatId === undefined ? '' : 'where bp.boat_id = ?'}
      group by bp.boat_id
      order by bp.boat_id`,
    boatId === undefined ? [] : [boatId],
  );
  return rows.map((row) => ({ boatId: Number(row.boat_id), pricedUntil: row.priced_until }));
}
