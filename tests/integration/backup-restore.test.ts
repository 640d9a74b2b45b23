/**
 * Backup and restore of PostgreSQL (docs/operations.md#backup-and-restore): the booking service
 * on a database of its own takes two bookings through its admin API; `npm run db:backup`'s script
 * dumps that database, `npm run db:restore`'s script restores the file into a new database, and the
 * two bookings are there, their sealed customer names opening with the development PII key for
 * their own row. Both scripts run as child processes, with plain Node, as the npm scripts run them.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnContext, DEV_PII_KEYS, Keyring } from '@nbp/kit/crypto';
import { PG_ADMIN_URL } from '@nbp/kit/testing';
import { adminBooking, client, inDays, startBooking, type Harness } from '../../services/booking/test/support.ts';
import { ROOT } from '../../scripts/lib/stack.ts';

let h: Harness;
let backups: string;
const restored = `nbp_restored_${randomBytes(4).toString('hex')}`;
/** A schema and a role of the same name, as a service has: --assign-roles must hand one to the other. */
const serviceLike = `nbp_svc_${randomBytes(4).toString('hex')}`;
const created: { id: number; name: string }[] = [];

/** Runs one of the scripts as its npm script does, with the environment given. */
function run(script: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

const urlOf = (database: string) => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

async function query<T extends pg.QueryResultRow>(database: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const connection = new pg.Client({ connectionString: urlOf(database) });
  await connection.connect();
  try {
    return (await connection.query<T>(sql, values)).rows;
  } finally {
    await connection.end();
  }
}

let backupFile = '';

beforeAll(async () => {
  backups = mkdtempSync(path.join(tmpdir(), 'nbp-backups-'));
  h = await startBooking('backup');
  const api = client(h);
  for (const [boatId, name, start] of [
    [1, 'Giuseppe Verdi', 10],
    [2, 'Maria Rossi', 20],
  ] as const) {
    const response = await api.admin.post(
      '/api/admin/bookings',
      adminBooking({ boatId, customerName: name, startDate: inDays(start), endDate: inDays(start + 1) }),
    );
    expect(response.status).toBe(201);
    created.push({ id: response.body.id as number, name });
  }
  await h.sql.query(`create role ${h.sql.escapeIdentifier(serviceLike)} nologin`);
  await h.sql.query(`create schema ${h.sql.escapeIdentifier(serviceLike)}`);
  await h.sql.query(`create table ${h.sql.escapeIdentifier(serviceLike)}.notes (id serial primary key, body text)`);
});

afterAll(async () => {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${admin.escapeIdentifier(restored)} with (force)`);
    await h?.close();
    await admin.query(`drop role if exists ${admin.escapeIdentifier(serviceLike)}`);
  } finally {
    await admin.end();
    rmSync(backups, { recursive: true, force: true });
  }
});

describe('npm run db:backup, then npm run db:restore into a new database', () => {
  it('writes one custom-format archive named after the database and the UTC time', () => {
    const result = run('db-backup', ['--dir', backups], { DATABASE_URL: h.db.url });
    expect(result.stderr).toContain('Done:');
    expect(result.status).toBe(0);
    backupFile = result.stdout.split('\n').pop()!;
    expect(path.dirname(backupFile)).toBe(backups);
    expect(path.basename(backupFile)).toMatch(new RegExp(`^${h.db.name}-\\d{8}T\\d{6}Z\\.dump$`));
    expect(readdirSync(backups)).toEqual([path.basename(backupFile)]);
    const listed = spawnSync('pg_restore', ['--list', backupFile], { encoding: 'utf8' });
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain('TABLE DATA booking bookings');
  });

  it('restores it into a new database, where both bookings are and their names open with the PII key', async () => {
    const result = run('db-restore', ['--file', backupFile, '--database', restored, '--assign-roles'], { DATABASE_URL: h.db.url });
    expect(result.stderr).toContain(`Restored into ${restored}`);
    expect(result.status).toBe(0);

    const rows = await query<{ id: number; customer_name_encrypted: string }>(
      restored,
      'select id, customer_name_encrypted from booking.bookings order by id',
    );
    const keyring = new Keyring(DEV_PII_KEYS);
    expect(
      rows.map((row) => ({
        id: row.id,
        name: keyring.open(row.customer_name_encrypted, columnContext('booking', 'bookings', 'customer_name_encrypted', row.id)),
      })),
    ).toEqual(created);
    // The migrations came along: a service started on this database would find its schema current.
    const [migrations] = await query<{ count: number }>(restored, 'select count(*)::int as count from booking.mikro_orm_migrations');
    expect(migrations!.count).toBeGreaterThan(0);
  });

  it('gives a schema and what it holds to the role of its name, with the grants of the init script (--assign-roles)', async () => {
    const [owners] = await query<{ schema: string; table: string; sequence: string }>(
      restored,
      `select pg_get_userbyid(n.nspowner) as schema,
              (select tableowner from pg_tables where schemaname = $1 and tablename = 'notes') as table,
              (select sequenceowner from pg_sequences where schemaname = $1) as sequence
         from pg_namespace n where n.nspname = $1`,
      [serviceLike],
    );
    expect(owners).toEqual({ schema: serviceLike, table: serviceLike, sequence: serviceLike });
    const [settings] = await query<{ config: string[] }>(
      restored,
      `select s.setconfig as config from pg_db_role_setting s
         join pg_database d on d.oid = s.setdatabase join pg_roles r on r.oid = s.setrole
        where d.datname = current_database() and r.rolname = $1`,
      [serviceLike],
    );
    expect(settings!.config).toEqual([`search_path=${serviceLike}`]);
    const [grants] = await query<{ connect: boolean; create: boolean }>(
      restored,
      `select has_database_privilege($1, current_database(), 'CONNECT') as connect,
              has_database_privilege($1, current_database(), 'CREATE') as create`,
      [serviceLike],
    );
    expect(grants).toEqual({ connect: true, create: true });
  });

  it('refuses to restore over a database that holds data, unless --force', async () => {
    const again = run('db-restore', ['--file', backupFile, '--database', restored], { DATABASE_URL: h.db.url });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`Database ${restored} exists and is not empty`);

    await query(restored, 'delete from booking.bookings where id = $1', [created[0]!.id]);
    const forced = run('db-restore', ['--file', backupFile, '--database', restored, '--force'], { DATABASE_URL: h.db.url });
    expect(forced.stderr).toContain('--force: dropping database');
    expect(forced.status).toBe(0);
    const rows = await query<{ id: number }>(restored, 'select id from booking.bookings order by id');
    expect(rows.map((row) => row.id)).toEqual(created.map((booking) => booking.id));
  });

  it('says what is missing, and writes no file when the dump fails', () => {
    expect(run('db-backup', ['--dir', backups], {}).stderr).toContain('DATABASE_URL is not set');
    expect(run('db-backup', [], { DATABASE_URL: h.db.url }).stderr).toContain('give --dir or BACKUP_DIR');
    const missing = run('db-backup', ['--dir', backups], { DATABASE_URL: urlOf(`nbp_absent_${randomBytes(4).toString('hex')}`) });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no backup written');
    expect(readdirSync(backups)).toEqual([path.basename(backupFile)]);
    const notArchive = run('db-restore', ['--file', path.join(ROOT, 'package.json'), '--database', `${restored}_x`], {
      DATABASE_URL: h.db.url,
    });
    expect(notArchive.status).toBe(1);
    expect(notArchive.stderr).toContain("is not an archive of pg_dump's custom format");
  });
});
