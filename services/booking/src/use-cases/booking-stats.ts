import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStats } from '@nbp/contracts/http/booking';
import { todayInRome } from '@nbp/contracts/common';
import { monthOf, occupancyPercent, seasonOf } from '../domain/dashboard-figures.ts';
import type { BoatName } from '../clients/catalogue.ts';

/**
 * The figures of the dashboard's stat cards (docs/back-office.md#dashboard-figures). `boats` are the
 * catalogue's (null when it could not be read: then only boats with booked days are listed, by
 * number); an inactive boat is listed only when it has booked days this month.
 */
export async function bookingStats(em: EntityManager, boats: BoatName[] | null, today: string = todayInRome()): Promise<BookingStats> {
  const season = seasonOf(today);
  const month = monthOf(today);
  const [row] = await em.execute<{ total: number; revenue: string; recent: number; active: number; season: string }[]>(
    `select count(*)::int as total,
            coalesce(sum(total_price) filter (where status = 'confirmed'), 0)::numeric(14,2)::text as revenue,
            -- "recent" means created in the last 7 days
            (count(*) filter (where created_at > now() - interval '7 days'))::int as recent,
            (count(*) filter (where status <> 'cancelled'))::int as active,
            coalesce(sum(total_price) filter (where status = 'confirmed' and start_date between ?::date and ?::date), 0)::numeric(14,2)::text as season
       from "booking"."bookings"`,
    [season.from, season.to],
    'all',
  );
  const booked = await em.execute<{ boat_id: number; days: number }[]>(
    `select boat_id, sum(least(end_date, ?::date) - greatest(start_date, ?::date) + 1)::int as days
       from "booking"."bookings"
      where status = 'confirmed' and start_date <= ?::date and end_date >= ?::date
      group by boat_id`,
    [month.to, month.from, month.to, month.from],
    'all',
  );
  const days = new Map(booked.map((b) => [b.boat_id, b.days]));
  const listed = (boats ?? []).filter((boat) => boat.isActive || days.has(boat.id));
  const names = new Map(listed.map((boat) => [boat.id, boat.name]));
  for (const id of days.keys()) if (!names.has(id)) names.set(id, `Barca ${id}`);
  return {
    totalBookings: row?.total ?? 0,
    totalRevenue: row?.revenue ?? '0.00',
    recentBookings: row?.recent ?? 0,
    activeBookings: row?.active ?? 0,
    seasonRevenue: row?.season ?? '0.00',
    season,
    occupancy: {
      month: month.month,
      boats: [...names].map(([boatId, name]) => ({ boatId, name, percent: occupancyPercent(days.get(boatId) ?? 0, month.days) })),
    },
  };
}
