/**
 * Booking's database rules as files (docs/skeleton.md#adding-or-changing-a-database-rule): the
 * database a start leaves holds exactly what src/db/*.sql define, a difference is found, and an
 * edited file is run again at the next start, once.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, migrate } from '@nbp/kit/db';
import { ruleDrift } from '@nbp/kit/db-rules';
import { readRuleFiles, ruleHash, type RuleFile } from '@nbp/kit/rule-files';
import { createTestDatabase } from '@nbp/kit/testing';
import { OutboxMessage, ProcessedMessage } from '@nbp/kit/outbox';
import { entities } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';
import { ruleFiles } from '../src/db/rules.ts';

const RULES_DIR = fileURLToPath(new URL('../src/db/', import.meta.url));
const MIGRATIONS_DIR = fileURLToPath(new URL('../src/migrations/', import.meta.url));

/** What a start of the service does to its database: the migrations, then the rules that changed. */
async function start(url: string, rules: readonly RuleFile[]): Promise<string[]> {
  const orm = await createOrm({ url, schema: 'booking', entities: [...entities, OutboxMessage, ProcessedMessage], migrations });
  try {
    return await migrate(orm, url, 'booking', undefined, rules);
  } finally {
    await orm.close(true);
  }
}

/** A copy of the rule files in a folder of its own, with one file's text replaced. */
function editedCopy(file: string, from: string, to: string): { rules: RuleFile[]; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'nbp-rules-'));
  cpSync(RULES_DIR, dir, { recursive: true, filter: (source) => !source.endsWith('.ts') });
  const text = readFileSync(path.join(dir, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(path.join(dir, file), text.replace(from, to));
  return { rules: readRuleFiles(dir), dir };
}

/** Pending bookings claim their days; the edit used below makes only confirmed ones do. */
const PENDING_CLAIMS = `if new."status" in ('pending', 'confirmed') then`;
const CONFIRMED_ONLY = `if new."status" = 'confirmed' then`;

const booking = (sql: pg.Client, start: string, end: string, status: string) =>
  sql.query(
    `insert into booking.bookings (boat_id, customer_name_encrypted, customer_email_encrypted, customer_phone_encrypted, start_date, end_date, status, created_at)
     values (7, 'x', 'x', 'x', $1, $2, $3, now()) returning id`,
    [start, end, status],
  );

describe('the database rules', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let sql: pg.Client;
  const temporary: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('bookingrules');
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await db?.drop();
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  });

  it('are the .sql files of src/db, and a fresh database holds exactly what they define', async () => {
    expect(ruleFiles.map((file) => file.name)).toEqual(
      readdirSync(RULES_DIR)
        .filter((name) => name.endsWith('.sql'))
        .sort(),
    );
    expect(await start(db.url, ruleFiles)).toEqual([
      ...migrations.map((migration) => migration.name),
      ...ruleFiles.map((file) => file.name),
    ]);

    expect(await ruleDrift(sql, 'booking', ruleFiles)).toEqual([]);
    const { rows } = await sql.query<{ file: string; hash: string }>('select file, hash from booking.db_rules order by file');
    expect(rows).toEqual(ruleFiles.map((file) => ({ file: file.name, hash: ruleHash(file.sql) })));
    // Every function, trigger and exclusion constraint the schema has, so none is left outside the files.
    const { rows: objects } = await sql.query<{ n: number }>(
      `select (select count(*) from pg_proc where pronamespace = 'booking'::regnamespace)
            + (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relnamespace = 'booking'::regnamespace and not t.tgisinternal)
            + (select count(*) from pg_constraint where connamespace = 'booking'::regnamespace and contype = 'x') as n`,
    );
    // Functions: the three claims ones (bookings, requests, closed days), calendar_change_fn, calendar_feed_changed;
    // triggers: claim ×3, calendar ×2, calendar feed ×4 (closed days included); the exclusion constraint.
    expect(Number(objects[0]!.n)).toBe(5 + 9 + 1);
  });

  it('finds a file edited but not applied, and a database changed behind the files', async () => {
    const edited = editedCopy('claims.sql', PENDING_CLAIMS, CONFIRMED_ONLY);
    temporary.push(edited.dir);
    const drift = await ruleDrift(sql, 'booking', edited.rules);
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatch(/^function booking\.bookings_claim_fn\(\): the database has/);
    expect(drift[0]).toContain(CONFIRMED_ONLY);

    // As a later migration or a hand in production would: the trigger goes, a function appears.
    await sql.query('drop trigger "calendar" on booking.bookings');
    await sql.query(`create function booking.stray() returns int language sql as 'select 1'`);
    expect(await ruleDrift(sql, 'booking', ruleFiles)).toEqual([
      'function booking.stray(): in the database, in no rule file',
      'trigger calendar on booking.bookings: in a rule file, not in the database',
    ]);
    // The check changed nothing.
    expect((await sql.query(`select count(*)::int as n from pg_proc where proname = 'stray'`)).rows[0].n).toBe(1);
    await sql.query('drop function booking.stray()');
    // A start does not mend it (the file did not change); forgetting its record does.
    expect(await start(db.url, ruleFiles)).toEqual([]);
    await sql.query(`delete from booking.db_rules where file = 'calendar-change.sql'`);
    expect(await start(db.url, ruleFiles)).toEqual(['calendar-change.sql']);
    expect(await ruleDrift(sql, 'booking', ruleFiles)).toEqual([]);
  });

  it('runs an edited file again at the next start, once, and the database then follows it', async () => {
    const edited = editedCopy('claims.sql', PENDING_CLAIMS, CONFIRMED_ONLY);
    temporary.push(edited.dir);
    await booking(sql, '2031-07-01', '2031-07-03', 'pending');
    await expect(booking(sql, '2031-07-03', '2031-07-04', 'pending')).rejects.toMatchObject({ code: '23P01' });

    expect(await start(db.url, edited.rules)).toEqual(['claims.sql']);
    expect(await start(db.url, edited.rules)).toEqual([]);
    expect(await ruleDrift(sql, 'booking', edited.rules)).toEqual([]);
    expect(await ruleDrift(sql, 'booking', ruleFiles)).toHaveLength(1);
    // The edited rule holds: a pending booking no longer claims, so the overlapping one is stored.
    await booking(sql, '2031-08-01', '2031-08-03', 'pending');
    await booking(sql, '2031-08-03', '2031-08-04', 'pending');

    // The file put back is applied back.
    await sql.query(`delete from booking.bookings where start_date >= '2031-08-01'`);
    expect(await start(db.url, ruleFiles)).toEqual(['claims.sql']);
    expect(await ruleDrift(sql, 'booking', ruleFiles)).toEqual([]);
    await expect(booking(sql, '2031-07-02', '2031-07-02', 'pending')).rejects.toMatchObject({ code: '23P01' });
  });

  it('leaves the database as it was when a file fails, and says which', async () => {
    const broken = editedCopy(
      'calendar-feed-version.sql',
      'update of "boat_id", "date", "status"',
      'update of "boat_id", "no_such_column"',
    );
    temporary.push(broken.dir);
    const edited = editedCopy('claims.sql', PENDING_CLAIMS, CONFIRMED_ONLY);
    temporary.push(edited.dir);
    const rules = [
      ...edited.rules.filter((file) => file.name === 'claims.sql'),
      ...broken.rules.filter((file) => file.name !== 'claims.sql'),
    ];
    await expect(start(db.url, rules)).rejects.toThrow(/database rule calendar-feed-version\.sql failed: .*no_such_column/);
    expect(await ruleDrift(sql, 'booking', ruleFiles)).toEqual([]);
    expect(await start(db.url, ruleFiles)).toEqual([]);
  });
});

describe('the migrations', () => {
  it('define no function, trigger or exclusion constraint after the rule files took them over', () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => /^Migration\d+.*\.ts$/.test(name))
      .sort();
    const takeover = files.indexOf('Migration20261128062715.ts');
    expect(takeover).toBeGreaterThan(0);
    for (const name of files.slice(takeover)) {
      const text = readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8');
      expect(text, `${name} defines a rule: change src/db/*.sql instead`).not.toMatch(
        /create\s+(or\s+replace\s+)?(function|trigger)|drop\s+(function|trigger)|exclude\s+using/i,
      );
    }
  });
});
