/**
 * `npm run db:restore -- --file <backup.dump> --database <new name> [--force] [--assign-roles]`:
 * restores an archive of scripts/db-backup.ts into a NEW database on the server DATABASE_URL
 * points at (the database that URL names is only where the script connects to create the new one).
 * Steps and checks: docs/operations.md#backup-and-restore.
 *
 * - The new database is created. One that exists already is used only when it is empty; one that
 *   holds anything is refused, unless --force, which drops it (ending its connections) first.
 * - pg_restore runs in one transaction and stops at the first error, so a restore is whole or
 *   absent. Owners and grants are not restored (--no-owner --no-privileges): the roles are not in
 *   the archive, and the server restored to may not have them. Everything belongs to the role that
 *   restores.
 * - --assign-roles then gives each restored schema, and everything in it, to the role of the same
 *   name where the server has one (the service roles infra/postgres/10-init-schemas.sh makes), with
 *   the grants and search_path that script gives: the services can then run on the new database.
 *
 * Plain Node runs this file (type annotations only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import {
  archiveEntries,
  commandLine,
  DATABASE_NAME,
  databaseName,
  fail,
  libpqEnvironmentOf,
  PG_RESTORE,
  redact,
  withDatabase,
} from './lib/pg-archive.ts';

const USAGE =
  'usage: DATABASE_URL=postgres://... npm run db:restore -- --file <backup.dump> --database <new database> [--force] [--assign-roles]';

const values = commandLine(
  {
    file: { type: 'string' },
    database: { type: 'string' },
    force: { type: 'boolean', default: false },
    'assign-roles': { type: 'boolean', default: false },
  },
  USAGE,
);

const url = process.env.DATABASE_URL;
if (!url) fail(`DATABASE_URL is not set: the server to restore to.\n${USAGE}`, 2);
const file = values.file;
if (!file) fail(`--file is missing: the archive to restore.\n${USAGE}`, 2);
if (!existsSync(file)) fail(`${file} does not exist.`, 2);
const target = values.database;
if (!target || !DATABASE_NAME.test(target))
  fail(`--database must name the database to create (letters, digits and _, at most 63).\n${USAGE}`, 2);
const env = libpqEnvironmentOf(url, USAGE);

const listed = archiveEntries(file);
if ('error' in listed) fail(`${file} is not an archive of pg_dump's custom format: ${listed.error}`);

/** A connection to one database of the server, closed after `work`. */
async function connected<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url!, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Schemas and tables of a database besides PostgreSQL's own and an empty public schema. */
async function contents(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace
      where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
     union all
     select 'public.' || relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
     order by 1`,
  );
  return rows.map((row) => row.name);
}

// Where to connect to create or drop the target: the URL's own database, unless it is the target.
const source = databaseName(url);
const maintenance = source && source !== target ? source : 'postgres';

try {
  await connected(maintenance, async (client) => {
    const exists = (await client.query('select 1 from pg_database where datname = $1', [target])).rowCount === 1;
    const name = client.escapeIdentifier(target);
    if (exists) {
      const found = await connected(target, contents);
      if (found.length > 0 && !values.force)
        fail(
          `Database ${target} exists and is not empty (${found.slice(0, 5).join(', ')}${found.length > 5 ? ', ...' : ''}): ` +
            'restore into a new name, or give --force to drop it and restore in its place.',
        );
      if (found.length > 0) {
        console.error(`--force: dropping database ${target} (its connections are ended) ...`);
        await client.query(`drop database ${name} with (force)`);
        await client.query(`create database ${name}`);
      }
    } else {
      await client.query(`create database ${name}`);
    }
  });
} catch (err) {
  fail(`Could not prepare database ${target} on ${redact(url)}: ${(err as Error).message}`);
}

console.error(`Restoring ${file} (${listed.entries} entries) into ${target} on ${redact(url)} ...`);
const restore = spawnSync(
  PG_RESTORE,
  ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--no-password', '--dbname', target, file],
  { env: { ...process.env, ...env, PGDATABASE: target }, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (restore.error || restore.status !== 0)
  fail(
    restore.error
      ? `${PG_RESTORE} could not run (${restore.error.message}); install postgresql-client`
      : `${PG_RESTORE} failed (exit code ${restore.status}): nothing was restored (one transaction); database ${target} is left empty.`,
  );

/**
 * Each schema, and everything in it, to the role of its name; the database grants and the
 * search_path of infra/postgres/10-init-schemas.sh. Sequences that belong to a column follow
 * their table; triggers follow theirs.
 */
async function assignRoles(client: pg.Client): Promise<string[]> {
  const { rows: schemas } = await client.query<{ schema: string }>(
    `select n.nspname as schema from pg_namespace n join pg_roles r on r.rolname = n.nspname
      where n.nspname not in ('public', 'information_schema') and n.nspname not like 'pg\\_%' order by 1`,
  );
  const id = (name: string) => client.escapeIdentifier(name);
  for (const { schema } of schemas) {
    const role = id(schema);
    await client.query(`alter schema ${id(schema)} owner to ${role}`);
    const { rows: relations } = await client.query<{ name: string; kind: string }>(
      `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
          and not (c.relkind = 'S' and exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i')))`,
      [schema],
    );
    const statement: Record<string, string> = {
      r: 'table',
      p: 'table',
      v: 'view',
      m: 'materialized view',
      f: 'foreign table',
      S: 'sequence',
    };
    for (const relation of relations)
      await client.query(`alter ${statement[relation.kind]} ${id(schema)}.${id(relation.name)} owner to ${role}`);
    const { rows: routines } = await client.query<{ signature: string }>(
      `select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.prokind in ('f', 'p')
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
      [schema],
    );
    for (const routine of routines) await client.query(`alter routine ${routine.signature} owner to ${role}`);
    const { rows: types } = await client.query<{ type: string }>(
      `select t.oid::regtype::text as type from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = $1 and t.typtype in ('e', 'd', 'r')
          and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`,
      [schema],
    );
    for (const type of types) await client.query(`alter type ${type.type} owner to ${role}`);
    await client.query(`grant connect, create, temporary on database ${id(target!)} to ${role}`);
    await client.query(`alter role ${role} in database ${id(target!)} set search_path = ${role}`);
  }
  return schemas.map((row) => row.schema);
}

const summary = await connected(target, async (client) => {
  const assigned = values['assign-roles'] ? await assignRoles(client) : [];
  const { rows } = await client.query<{ schema: string; tables: number }>(
    `select n.nspname as schema, count(c.oid)::int as tables from pg_namespace n
       left join pg_class c on c.relnamespace = n.oid and c.relkind in ('r', 'p')
      where n.nspname not in ('information_schema') and n.nspname not like 'pg\\_%'
      group by n.nspname order by n.nspname`,
  );
  return { assigned, schemas: rows };
});
console.error(`Restored into ${target}: ${summary.schemas.map((row) => `${row.schema} (${row.tables} tables)`).join(', ')}.`);
if (values['assign-roles'])
  console.error(
    summary.assigned.length
      ? `Owned by their service roles: ${summary.assigned.join(', ')}.`
      : 'No schema has a role of its name on this server: everything stays with the role that restored.',
  );
console.log(target);
