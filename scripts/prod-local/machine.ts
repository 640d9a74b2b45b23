import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './paths.ts';

/** This machine's PostgreSQL (trust on 127.0.0.1) and RabbitMQ (guest), standing in for the postgres and rabbitmq images. */
export const MACHINE = {
  address: '127.0.0.1',
  postgresPort: 5432,
  superuser: 'postgres',
  amqpUrl: 'amqp://guest:guest@127.0.0.1:5672',
};

/** infra/postgres/10-init-schemas.sh against the run's database, as the image's entrypoint runs it; its output in the run's logs. */
export function initDatabase(service: { name: string; env: Record<string, string> }, databaseName: string, logDir: string): void {
  const script = path.join(ROOT, 'infra', 'postgres', '10-init-schemas.sh');
  const result = spawnSync('sh', [script], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...service.env,
      APP_DB: databaseName,
      POSTGRES_USER: MACHINE.superuser,
      PGHOST: MACHINE.address,
      PGPORT: String(MACHINE.postgresPort),
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  writeFileSync(path.join(logDir, `${service.name}-init.log`), `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) throw new Error(`10-init-schemas.sh failed: ${(result.stderr || result.error?.message || '').trim()}`);
}

/** The run's database, dropped at stop. */
export async function dropDatabase(databaseName: string): Promise<void> {
  const client = new pg.Client({ host: MACHINE.address, port: MACHINE.postgresPort, user: MACHINE.superuser, database: 'postgres' });
  try {
    await client.connect();
    await client.query(`drop database if exists "${databaseName}" with (force)`);
  } catch {
    /* nothing made yet, or the server is away: nothing to drop */
  } finally {
    await client.end().catch(() => undefined);
  }
}
