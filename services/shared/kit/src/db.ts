import pg from 'pg';
import { MikroORM, defineConfig, type EntityManager, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { RequestContext, type Constructor, type EntitySchema } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { SERVICE_NAMES, type ServiceName } from '@nbp/contracts/services';
import { DependencyError } from './server.ts';
import { redactUrl } from './redact-url.ts';
import { applyRules } from './db-rules.ts';
import type { RuleFile } from './rule-files.ts';

/** Every service's schema: a service's generated migrations must never touch the others'. */
export const SERVICE_SCHEMAS: readonly ServiceName[] = SERVICE_NAMES;
export type ServiceSchema = ServiceName;

export interface OrmOptions {
  url: string;
  schema: ServiceSchema;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: EntitySchema<any, any>[];
  migrations: Constructor<Migration>[];
  debug?: boolean;
  poolMax?: number;
}

export function ormConfig(options: OrmOptions): Options {
  return defineConfig({
    clientUrl: options.url,
    schema: options.schema,
    entities: options.entities,
    extensions: [Migrator],
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 10, idleTimeoutMillis: 30_000 },
    allowGlobalContext: false,
    forceUtcTimezone: true,
    migrations: {
      tableName: 'mikro_orm_migrations',
      schema: options.schema,
      migrationsList: options.migrations.map((migration) => ({ name: migration.name, class: migration })),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
    schemaGenerator: {
      // Every other service's schema, and every job runner's (`<service>_jobs`, pg-boss's own tables:
      // docs/jobs.md#where-the-jobs-live), its own included.
      ignoreSchema: [
        'public',
        ...SERVICE_SCHEMAS.filter((schema) => schema !== options.schema),
        ...SERVICE_SCHEMAS.map((schema) => `${schema}_jobs`),
      ],
      // Triggers are written by hand in migrations (booking's calendar feed counter,
      // docs/calendars.md#speed); the diff must not offer to drop them.
      ignoreTriggers: true,
    },
  });
}

export async function createOrm(options: OrmOptions): Promise<MikroORM> {
  try {
    return await MikroORM.init(ormConfig(options));
  } catch (err) {
    throw new DependencyError(`PostgreSQL is not reachable at ${redactUrl(options.url)}: ${(err as Error).message}`);
  }
}

export { redactUrl };

function lockKey(schema: string): number {
  let hash = 7;
  for (const char of `migrations:${schema}`) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Applies the committed migrations of one service, and returns their names and the rule files run. Replicas that start together serialise on a
 * PostgreSQL advisory lock held by a connection of its own, so only the first applies them.
 * The service's database rules (`rules`, its src/db/*.sql) come next, under the same lock: each file
 * whose text changed since it was last applied runs again (db-rules.ts,
 * docs/skeleton.md#adding-or-changing-a-database-rule).
 * afterMigrations runs under the same lock, once the schema is current: data steps that need what a
 * migration cannot have (the service's keys) and must not run twice at once.
 */
export async function migrate(
  orm: MikroORM,
  url: string,
  schema: ServiceSchema,
  afterMigrations?: () => Promise<void>,
  rules?: readonly RuleFile[],
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockKey(schema)]);
    await client.query(`create schema if not exists "${schema}"`);
    const applied = await orm.migrator.up();
    const rulesApplied = rules ? await applyRules(client, schema, rules) : [];
    await afterMigrations?.();
    return [...applied.map((migration) => migration.name), ...rulesApplied];
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockKey(schema)]).catch(() => undefined);
    await client.end();
  }
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction lost a race and may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim or failed it for
 * serialization: concurrent writes checking the same exclusion constraint (booking's claims,
 * docs/request-lifecycle.md#holds) can deadlock, and the victim is usually free to go once the
 * other commits. Up to `attempts` runs in all; any other error, or the last one, is thrown as is.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt < attempts && RETRYABLE.has((err as { code?: string }).code ?? '')) continue;
      throw err;
    }
  }
}

/** Creates the database if it does not exist yet (development and tests); production provisions it. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (err) {
    throw new DependencyError(`PostgreSQL is not reachable at ${redactUrl(url)}: ${(err as Error).message}`);
  }
  try {
    // Every service starts at once on a fresh machine: the first to come creates the database, the
    // others find it. A session lock (CREATE DATABASE cannot run in a transaction) keeps them in
    // turn; an error saying it exists is still taken as done, for a creator that holds no lock.
    await client.query('select pg_advisory_lock(hashtext($1))', [`nbp:create-database:${name}`]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name}"`).catch((err: { code?: string }) => {
        // 42P04 duplicate_database; 23505 when two CREATE DATABASE race on pg_database's unique index.
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * The next id of a table's serial "id" column, taken before the insert: a row whose sealed fields
 * are bound to its id is then written once, whole, instead of inserted and sealed afterwards.
 */
export async function nextSerialId(em: EntityManager, schema: ServiceSchema, table: string): Promise<number> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Unsafe table name: ${table}`);
  const [row] = await em.execute<{ id: number }[]>(
    `select nextval(pg_get_serial_sequence(?, 'id'))::int as id`,
    [`"${schema}"."${table}"`],
    'all',
  );
  if (!row) throw new Error(`no sequence for ${schema}.${table}`);
  return row.id;
}

/** A Koa request scope with its own entity manager. */
export function ormRequestScope(orm: MikroORM) {
  return (next: () => Promise<void>) => RequestContext.create(orm.em, next);
}

export async function databaseReady(orm: MikroORM): Promise<boolean> {
  return (await orm.checkConnection()).ok;
}
