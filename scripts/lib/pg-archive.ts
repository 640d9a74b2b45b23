/**
 * What scripts/db-backup.ts and scripts/db-restore.ts share: the connection given to PostgreSQL's
 * own tools, the name of a backup file, and the check that a file is a pg_dump archive
 * (docs/operations.md#backup-and-restore).
 *
 * Plain Node runs these scripts (type annotations only).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { redactUrl } from '../../services/shared/kit/src/redact-url.ts';

/** Where pg_dump and pg_restore come from: Debian's postgresql-client (scripts/ensure-install.mjs). */
export const PG_DUMP = process.env.PG_DUMP ?? 'pg_dump';
export const PG_RESTORE = process.env.PG_RESTORE ?? 'pg_restore';

/**
 * The connection of a postgres:// URL as libpq's variables, so the password never appears on a
 * command line (where `ps` would show it). Query parameters such as sslmode become PGSSLMODE.
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') throw new Error('DATABASE_URL must be a postgres:// URL');
  const env: Record<string, string> = {};
  if (parsed.hostname) env.PGHOST = decodeURIComponent(parsed.hostname.replace(/^\[(.*)\]$/, '$1'));
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = databaseName(url);
  if (database) env.PGDATABASE = database;
  for (const [key, value] of parsed.searchParams) {
    if (/^[a-z_]+$/.test(key)) env[`PG${key.replace(/_/g, '').toUpperCase()}`] = value;
  }
  return env;
}

/** The database a postgres:// URL names (empty when it names none). */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** A URL fit to print: the password and the secret parameters replaced (the kit's one rule). */
export const redact = redactUrl;

/** `<database>-<UTC time>.dump`, e.g. nbp-20261125T031500Z.dump: sorts by time, says which database. */
export function backupFileName(database: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${database}-${stamp}.dump`;
}

/** PostgreSQL's limits for a database name we create: letters, digits and underscores, 63 bytes. */
export const DATABASE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** How many entries pg_restore lists in an archive, or why it cannot read the file as one. */
export function archiveEntries(file: string): { entries: number } | { error: string } {
  const result = spawnSync(PG_RESTORE, ['--list', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) return { error: `${PG_RESTORE} could not run (${result.error.message}); install postgresql-client` };
  if (result.status !== 0) return { error: result.stderr.trim() || `${PG_RESTORE} --list exited with ${result.status}` };
  return { entries: result.stdout.split('\n').filter((line) => line && !line.startsWith(';')).length };
}

/** How a backup script stops: the message on stderr, then the exit code (2: the call itself was wrong). */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** A backup script's options, read strictly: `--help` prints the usage, a wrong call exits 2 with it. */
export function commandLine<const O extends ParseArgsOptionsConfig>(options: O, usage: string) {
  let parsed: ReturnType<typeof parseArgs<{ options: O & { help: { type: 'boolean'; short: 'h' } }; strict: true }>>;
  try {
    parsed = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true });
  } catch (err) {
    fail(`${(err as Error).message}\n${usage}`, 2);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed.values;
}

/** DATABASE_URL as libpq's variables; an address it cannot read exits 2 with the usage. */
export function libpqEnvironmentOf(url: string, usage: string): Record<string, string> {
  try {
    return libpqEnvironment(url);
  } catch (err) {
    fail(`${(err as Error).message}\n${usage}`, 2);
  }
}
