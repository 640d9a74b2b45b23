/**
 * `npm run db:backup -- --dir <directory>`: the whole database DATABASE_URL names (every service's
 * schema, the extensions, the data) as one pg_dump archive in the custom format, compressed, in
 * <directory>/<database>-<UTC time>.dump. The directory may also come from BACKUP_DIR. The last
 * line printed is the file's path, for a cron job to pick up (docs/operations.md#backup-and-restore).
 *
 * The dump is written beside its final name and renamed once pg_dump has finished and pg_restore
 * can list it, so a file with the final name is always a whole archive. Connect as a role that
 * reads every schema (the postgres superuser): each service's own role sees only its schema.
 *
 * Plain Node runs this file (type annotations only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { archiveEntries, backupFileName, commandLine, databaseName, fail, libpqEnvironmentOf, PG_DUMP, redact } from './lib/pg-archive.ts';

const USAGE = 'usage: DATABASE_URL=postgres://... npm run db:backup -- --dir <directory>   (or BACKUP_DIR=<directory>)';

const values = commandLine({ dir: { type: 'string' } }, USAGE);

const url = process.env.DATABASE_URL;
if (!url) fail(`DATABASE_URL is not set: the database to back up.\n${USAGE}`, 2);
const dir = values.dir ?? process.env.BACKUP_DIR;
if (!dir) fail(`No directory for the backup: give --dir or BACKUP_DIR.\n${USAGE}`, 2);

const env = libpqEnvironmentOf(url, USAGE);
const database = databaseName(url);
if (!database) fail(`DATABASE_URL names no database: ${redact(url)}`, 2);

mkdirSync(dir, { recursive: true });
const file = path.resolve(dir, backupFileName(database, new Date()));
if (existsSync(file)) fail(`${file} exists already (two backups in one second?): not overwritten.`);
const partial = `${file}.partial`;

console.error(`Backing up ${redact(url)} to ${file} ...`);
const dump = spawnSync(PG_DUMP, ['--format=custom', '--no-password', '--file', partial], {
  env: { ...process.env, ...env },
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (dump.error || dump.status !== 0) {
  rmSync(partial, { force: true });
  fail(
    dump.error
      ? `${PG_DUMP} could not run (${dump.error.message}); install postgresql-client`
      : `${PG_DUMP} failed (exit code ${dump.status}); no backup written.`,
  );
}
const listed = archiveEntries(partial);
if ('error' in listed) {
  rmSync(partial, { force: true });
  fail(`The dump does not read back as an archive: ${listed.error}`);
}
renameSync(partial, file);
console.error(`Done: ${listed.entries} entries, ${(statSync(file).size / 1024).toFixed(1)} KiB.`);
console.log(file);
