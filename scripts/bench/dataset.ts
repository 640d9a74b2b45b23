/**
 * The large data set, written with plain SQL straight into the bench database (the services keep
 * no cache, so they read it at once): 50 boats in the catalogue, 50,000 bookings and 50,000
 * marked days in booking, periods and prices for every boat in pricing. Column lists are read from
 * the catalogue itself so a new column with a default does not break the bench. The customers'
 * names, e-mails and phones are sealed as the booking service seals them (bound to their cell,
 * with the development key the bench's services run with), so the back office's planning call
 * opens real ciphertext.
 */
import pg from 'pg';
import { columnContext, DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';

/**
 * 50 boats (the fleet the planning's target is set for: a large small operator) with 1,000
 * bookings and 1,000 marked days each: the same 50,000 rows per table as a wider fleet would have,
 * denser per boat, which is what the per-boat reads (availability, quote) feel.
 */
export const LARGE = {
  boats: 50,
  bookingsPerBoat: 1000,
  markedDaysPerBoat: 1000,
  /** Extra pricing periods, four seasons a year, after the seeded ones. */
  extraPeriodYears: 8,
  overridesPerBoat: 200,
  /** The bookings start here, one every 7 days per boat (~19 years), so the benchmarked dates fall inside. */
  firstDay: '2024-01-01',
};

export interface DatasetCounts {
  boats: number;
  activeBoats: number;
  bookings: number;
  markedDays: number;
  periods: number;
  boatPrices: number;
  overrides: number;
  seconds: number;
}

async function count(client: pg.Client, sql: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(sql);
  return Number(rows[0]?.n ?? 0);
}

/** Seals every bench customer's name, e-mail and phone in its own cell, 5,000 rows per statement. */
async function sealCustomers(client: pg.Client): Promise<void> {
  const keyring = new Keyring(DEV_PII_KEYS);
  const { rows } = await client.query<{ id: number }>(
    `select id from booking.bookings where customer_name_encrypted = 'bench' order by id`,
  );
  const columns = ['customer_name_encrypted', 'customer_email_encrypted', 'customer_phone_encrypted'] as const;
  const plain = { customer_name_encrypted: 'Cliente', customer_email_encrypted: 'cliente', customer_phone_encrypted: '+39 333 000' };
  for (let at = 0; at < rows.length; at += 5_000) {
    const ids = rows.slice(at, at + 5_000).map((row) => row.id);
    const sealed = columns.map((column) =>
      ids.map((id) => {
        const value = column === 'customer_email_encrypted' ? `${plain[column]}${id}@bench.example` : `${plain[column]} ${id}`;
        return keyring.seal(value, columnContext('booking', 'bookings', column, id));
      }),
    );
    await client.query(
      `update booking.bookings b set customer_name_encrypted = s.name, customer_email_encrypted = s.email, customer_phone_encrypted = s.phone
       from unnest($1::int[], $2::text[], $3::text[], $4::text[]) s(id, name, email, phone) where b.id = s.id`,
      [ids, ...sealed],
    );
  }
}

/** Copies of the seeded boats (every column but the id) until the catalogue holds LARGE.boats. */
async function copyBoats(client: pg.Client): Promise<void> {
  const { rows: columns } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'catalogue' and table_name = 'boats' and column_name <> 'id' order by ordinal_position`,
  );
  const existing = await count(client, `select count(*) as n from catalogue.boats`);
  const missing = LARGE.boats - existing;
  if (missing > 0 && existing > 0) {
    const list = columns.map((c) => `"${c.column_name}"`).join(', ');
    const select = columns
      .map((c) =>
        c.column_name === 'name' ? `left(b.name, 100) || ' #' || g` : c.column_name === 'is_active' ? 'true' : `b."${c.column_name}"`,
      )
      .join(', ');
    await client.query(
      `insert into catalogue.boats (${list})
       select ${select} from generate_series(1, $1::int) g
       join lateral (select * from catalogue.boats order by id offset ((g - 1) % $2::int) limit 1) b on true`,
      [missing, existing],
    );
  }
}

/** Bookings every week of every boat (their customers sealed), marked days between them, and the exported boat's blocked days. */
async function insertBookingsAndDays(client: pg.Client): Promise<void> {
  // Bookings: per boat one every 7 days, 1 to 3 days long; 70% confirmed, 20% pending, 10%
  // cancelled. Confirmed ones never overlap (the exclusion constraint would refuse them).
  await client.query(
    `with boats as (select id, row_number() over (order by id) - 1 as k from catalogue.boats)
     insert into booking.bookings (boat_id, customer_name_encrypted, customer_email_encrypted, customer_phone_encrypted,
                                   start_date, end_date, selected_extras, total_price, status, notes_encrypted, created_at)
     select b.id, 'bench', 'bench', 'bench',
            $1::date + (i * 7 + b.k % 4)::int,
            $1::date + (i * 7 + b.k % 4 + i % 3)::int,
            '[]'::jsonb, 450.00,
            case when i % 10 < 7 then 'confirmed' when i % 10 < 9 then 'pending' else 'cancelled' end,
            null, now() - make_interval(days => i)
     from boats b cross join generate_series(0, $2::int - 1) i
     -- Days the seeded bookings (or requests) already claim are left to them: claims_no_overlap
     -- refuses a second claim inside the trigger, where "on conflict" does not reach.
     where not exists (select 1 from booking.claims c where c.boat_id = b.id
                       and daterange(c.start_date, c.end_date, '[]')
                           && daterange($1::date + (i * 7 + b.k % 4)::int, $1::date + (i * 7 + b.k % 4 + i % 3)::int, '[]'))
     on conflict do nothing`,
    [LARGE.firstDay, LARGE.bookingsPerBoat],
  );
  await sealCustomers(client);
  // Marked days: on days no booking takes; one in five is maintenance (taken), the rest available.
  // Marked two months ago, as an office would have: a day freed lately is what the export lists.
  await client.query(
    `with boats as (select id, row_number() over (order by id) - 1 as k from catalogue.boats)
     insert into booking.boat_availability (boat_id, date, status, notes, created_at, updated_at)
     select b.id, $1::date + (i * 7 + b.k % 4 + 4)::int,
            case when i % 5 = 0 then 'maintenance' else 'available' end, null, now() - interval '60 days', now() - interval '60 days'
     from boats b cross join generate_series(0, $2::int - 1) i
     on conflict do nothing`,
    [LARGE.firstDay, LARGE.markedDaysPerBoat],
  );
  // The exported boat (the first): also blocked the two days after, every week, so its feed
  // lists over 2,000 events (docs/calendars.md#export-each-boats-feed; the bench's export call).
  await client.query(
    `with first as (select id from catalogue.boats order by id limit 1)
     insert into booking.boat_availability (boat_id, date, status, notes, created_at, updated_at)
     select f.id, $1::date + (i * 7 + d)::int, 'blocked', null, now() - interval '60 days', now() - interval '60 days'
     from first f cross join generate_series(0, $2::int - 1) i cross join (values (5), (6)) days(d)
     on conflict do nothing`,
    [LARGE.firstDay, LARGE.markedDaysPerBoat],
  );
}

/** Periods, a price for every boat in each, and daily overrides. */
async function insertPrices(client: pg.Client): Promise<void> {
  // Pricing: four seasons a year after the last seeded period, then a price for every boat in
  // every period it lacks one, and a few daily overrides per boat.
  await client.query(
    `with last as (select coalesce(max(end_date), current_date) as d from pricing.pricing_periods),
     years as (select extract(year from d)::int + y as year from last, generate_series(1, $1::int) y)
     insert into pricing.pricing_periods (name, start_date, end_date, is_active, created_at)
     select s.name || ' ' || year, make_date(year, s.m1, 1), (make_date(year, s.m2, 1) + interval '1 month' - interval '1 day')::date, true, now()
     from years cross join (values ('Bassa inizio', 1, 3), ('Media primavera', 4, 5), ('Alta', 6, 9), ('Media autunno', 10, 12)) s(name, m1, m2)`,
    [LARGE.extraPeriodYears],
  );
  await client.query(
    `insert into pricing.boat_pricing (boat_id, period_id, one_day_price, multi_day_price, weekend_multiplier, created_at)
     select b.id, p.id, 200 + b.id % 7 * 10, 180 + b.id % 7 * 10, 1.00, now()
     from catalogue.boats b cross join pricing.pricing_periods p
     on conflict do nothing`,
  );
  await client.query(
    `insert into pricing.daily_price_overrides (boat_id, date, custom_price, reason, is_active, created_at)
     select b.id, $1::date + (i * 30 + b.id % 30)::int, 333.00, 'bench', true, now()
     from catalogue.boats b cross join generate_series(0, $2::int - 1) i`,
    [LARGE.firstDay, LARGE.overridesPerBoat],
  );
}

/** What the database holds after the insert. */
async function countsOf(client: pg.Client, started: number): Promise<DatasetCounts> {
  return {
    boats: await count(client, 'select count(*) as n from catalogue.boats'),
    activeBoats: await count(client, 'select count(*) as n from catalogue.boats where is_active'),
    bookings: await count(client, 'select count(*) as n from booking.bookings'),
    markedDays: await count(client, 'select count(*) as n from booking.boat_availability'),
    periods: await count(client, 'select count(*) as n from pricing.pricing_periods'),
    boatPrices: await count(client, 'select count(*) as n from pricing.boat_pricing'),
    overrides: await count(client, 'select count(*) as n from pricing.daily_price_overrides'),
    seconds: (performance.now() - started) / 1000,
  };
}

export async function insertLargeDataset(databaseUrl: string): Promise<DatasetCounts> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await copyBoats(client);
    await insertBookingsAndDays(client);
    await insertPrices(client);
    await client.query('commit');
    // Fresh statistics, as autovacuum would gather after such an import: the plans are then the
    // ones production would get.
    await client.query(
      'analyze catalogue.boats, booking.bookings, booking.boat_availability, pricing.pricing_periods, pricing.boat_pricing, pricing.daily_price_overrides',
    );
    return await countsOf(client, started);
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
