/**
 * The query plans of the SQL the services really send. MikroORM inlines the parameters, so the text
 * PostgreSQL shows in pg_stat_activity is a complete statement: it is sampled while a few hundred
 * calls run, one of each shape is kept, and EXPLAIN (ANALYZE, BUFFERS) runs on it.
 */
import pg from 'pg';

export interface Plan {
  endpoint: string;
  table: string;
  sql: string;
  plan: string;
  executionMs: number;
  /** Sequential scans over tables that grow with the business (bookings, days, prices). */
  seqScans: string[];
}

/** Tables whose size grows with the data; a sequential scan over them is a missing index. */
export const BIG_TABLES = ['bookings', 'boat_availability', 'boat_pricing', 'daily_price_overrides', 'boats'];

const shapeOf = (sql: string) =>
  sql
    .replace(/'[^']*'/g, '?')
    .replace(/\b\d+\b/g, '?')
    .replace(/\(\?(, \?)*\)/g, '(?)');

function tableOf(sql: string): string {
  return /from\s+"?(\w+)"?\."?(\w+)"?/i.exec(sql)?.slice(1, 3).join('.') ?? 'unknown';
}

/** Runs `calls` one after another while sampling the statements of the database's other sessions. */
export async function captureQueries(databaseUrl: string, databaseName: string, calls: () => Promise<void>): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const seen = new Map<string, string>();
  let running = true;
  // An idle session shows its last statement: only those started from now on belong to the calls.
  const since = (await client.query<{ now: Date }>('select clock_timestamp() as now')).rows[0]!.now;
  const sampler = (async () => {
    for (let i = 0; running && i < 100_000; i++) {
      const { rows } = await client.query<{ query: string }>(
        `select query from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend' and query_start >= $2`,
        [databaseName, since],
      );
      for (const { query } of rows) {
        if (!/^\s*select\b/i.test(query) || /pg_stat_activity|^select 1$/i.test(query.trim())) continue;
        // The outbox relays poll on their own; their statements are not the endpoint's.
        if (/"(outbox|processed_message|mikro_orm_migrations)"/.test(query)) continue;
        const shape = shapeOf(query);
        if (!seen.has(shape)) seen.set(shape, query);
      }
    }
  })();
  try {
    await calls();
  } finally {
    running = false;
    await sampler;
    await client.end();
  }
  return [...seen.values()];
}

function seqScansIn(plan: string): string[] {
  const found: string[] = [];
  for (const match of plan.matchAll(/Seq Scan on (?:"?\w+"?\.)?"?(\w+)"?/g)) {
    if (BIG_TABLES.includes(match[1]!)) found.push(match[1]!);
  }
  return [...new Set(found)];
}

export async function explainAll(databaseUrl: string, endpoint: string, statements: string[]): Promise<Plan[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans: Plan[] = [];
    for (const sql of statements) {
      let plan: string;
      try {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`);
        plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      } catch (err) {
        // e.g. a statement longer than track_activity_query_size arrives cut.
        plan = `(not explained: ${(err as Error).message})`;
      }
      plans.push({
        endpoint,
        table: tableOf(sql),
        sql,
        plan,
        executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
        seqScans: seqScansIn(plan),
      });
    }
    return plans;
  } finally {
    await client.end();
  }
}
