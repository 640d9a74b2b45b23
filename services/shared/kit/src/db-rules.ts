/**
 * Applies a service's database rules (rule-files.ts) and tells whether the database still holds
 * them (docs/skeleton.md#adding-or-changing-a-database-rule).
 *
 * The migrations are history: a function or trigger a migration made stays as it was written
 * then. The rule files are the truth from then on: after the migrations, under their lock, every
 * file whose text differs from the hash recorded in the service's `db_rules` table is run again,
 * all of them in one transaction, and its hash recorded.
 */
import { defineEntity, p } from '@mikro-orm/core';
import type pg from 'pg';
import { ruleHash, type RuleFile } from './rule-files.ts';

/** The table of applied rule files; a service with rules adds it to its entities (and its migrations). */
export const AppliedDbRule = defineEntity({
  name: 'AppliedDbRule',
  tableName: 'db_rules',
  properties: {
    file: p.string().length(200).primary(),
    hash: p.string().length(64),
    appliedAt: p.datetime(),
  },
});

function quoted(schema: string): string {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  return `"${schema}"`;
}

/**
 * Runs every rule file whose text changed since it was last applied, in one transaction on
 * `client` (the migrations' locked connection), and records the new hashes; forgets the record of
 * a file that is gone (its objects stay until a migration drops them). Returns the files applied.
 */
export async function applyRules(client: pg.ClientBase, schema: string, files: readonly RuleFile[]): Promise<string[]> {
  const table = `${quoted(schema)}."db_rules"`;
  await client.query('begin');
  try {
    const recorded = new Map(
      (await client.query<{ file: string; hash: string }>(`select file, hash from ${table} for update`)).rows.map((row) => [
        row.file,
        row.hash,
      ]),
    );
    const applied: string[] = [];
    for (const file of files) {
      const hash = ruleHash(file.sql);
      if (recorded.get(file.name) === hash) continue;
      try {
        await client.query(file.sql);
      } catch (err) {
        throw new Error(`database rule ${file.name} failed: ${(err as Error).message}`, { cause: err });
      }
      await client.query(
        `insert into ${table} (file, hash, applied_at) values ($1, $2, now())
         on conflict (file) do update set hash = excluded.hash, applied_at = excluded.applied_at`,
        [file.name, hash],
      );
      applied.push(file.name);
    }
    await client.query(`delete from ${table} where not (file = any($1::text[]))`, [files.map((file) => file.name)]);
    await client.query('commit');
    return applied;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
}

/** Every function, trigger and exclusion constraint of a schema, by name, as PostgreSQL writes it back. */
export type RuleDefinitions = Record<string, string>;

async function definitions(client: pg.ClientBase, schema: string): Promise<RuleDefinitions> {
  const { rows } = await client.query<{ key: string; definition: string }>(
    `select 'function ' || p.oid::regprocedure::text as key, pg_get_functiondef(p.oid) as definition
       from pg_proc p
      where p.pronamespace = $1::regnamespace and p.prokind in ('f', 'p')
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
     union all
     select 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text, pg_get_triggerdef(t.oid)
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = $1::regnamespace and not t.tgisinternal
     union all
     select 'constraint ' || con.conname || ' on ' || con.conrelid::regclass::text, pg_get_constraintdef(con.oid)
       from pg_constraint con join pg_class c on c.oid = con.conrelid
      where c.relnamespace = $1::regnamespace and con.contype = 'x'
     order by 1`,
    [schema],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.definition]));
}

/**
 * Where the database differs from the rule files: inside a transaction that is rolled back, every
 * function, trigger and exclusion constraint of the schema is dropped and the files are run on the
 * empty ground, so what they define is read back by PostgreSQL itself, in the same words as the
 * live objects. Returns one line per object that differs, is missing, or exists without a file.
 */
export async function ruleDrift(client: pg.ClientBase, schema: string, files: readonly RuleFile[]): Promise<string[]> {
  await client.query('begin');
  try {
    const live = await definitions(client, schema);
    for (const key of Object.keys(live).filter((key) => key.startsWith('trigger '))) {
      const [, name, table] = /^trigger (.+) on (.+)$/.exec(key)!;
      await client.query(`drop trigger "${name}" on ${table}`);
    }
    for (const key of Object.keys(live).filter((key) => key.startsWith('constraint '))) {
      const [, name, table] = /^constraint (.+) on (.+)$/.exec(key)!;
      await client.query(`alter table ${table} drop constraint "${name}"`);
    }
    for (const key of Object.keys(live).filter((key) => key.startsWith('function '))) {
      await client.query(`drop function ${key.slice('function '.length)}`);
    }
    for (const file of files) await client.query(file.sql);
    const defined = await definitions(client, schema);
    const differences: string[] = [];
    for (const key of new Set([...Object.keys(live), ...Object.keys(defined)])) {
      if (!(key in defined)) differences.push(`${key}: in the database, in no rule file`);
      else if (!(key in live)) differences.push(`${key}: in a rule file, not in the database`);
      else if (live[key] !== defined[key]) differences.push(`${key}: the database has\n${live[key]}\nthe files define\n${defined[key]}`);
    }
    return differences;
  } finally {
    await client.query('rollback');
  }
}
