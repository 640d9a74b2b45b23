/**
 * Production runs the JavaScript compiled once by scripts/build.ts, as the images do: this starts
 * the compiled catalogue with NODE_ENV=production against its own database and asks it what a
 * visitor and an operator would; and the compiled booking, whose database rules the build embeds
 * (docs/skeleton.md#adding-or-changing-a-database-rule). (How fast it starts is the bench's
 * business, not a test's.)
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testBusPrefix } from '@nbp/kit/testing';
import { ruleDrift } from '@nbp/kit/db-rules';
import { ruleHash } from '@nbp/kit/rule-files';
import { ruleFiles } from '../../services/booking/src/db/rules.ts';
import { buildWorkspace, workspaceDir } from '../../scripts/build.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { freeServicePorts, startService, stopProcess, waitHealthy, type RunningProcess } from '../../scripts/lib/stack.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let catalogue: RunningProcess | undefined;
let booking: RunningProcess | undefined;

/** One compiled service in production on the database given; the others' addresses lead nowhere. */
async function startCompiled(name: 'catalogue' | 'booking', env: Record<string, string> = {}): Promise<RunningProcess> {
  const started = startService(name, {
    ports: { ...(await freeServicePorts()), gateway: await freePort(), smtp: await freePort(), mailWeb: await freePort() },
    databaseUrl: db.url,
    busPrefix: testBusPrefix('prodstart'),
    nodeEnv: 'production',
    compiled: true,
    seed: true,
    admin: { email: 'admin@test.example', password: randomBytes(12).toString('hex') },
    env: { LOG_LEVEL: 'warn', ...env },
  });
  await waitHealthy(started, '/readyz', 300);
  return started;
}

beforeAll(async () => {
  await Promise.all([buildWorkspace('catalogue'), buildWorkspace('booking')]);
  db = await createTestDatabase('prodstart');
  [catalogue, booking] = await Promise.all([
    startCompiled('catalogue'),
    startCompiled('booking', { PII_KEYS: `k1:${randomBytes(32).toString('base64')}` }),
  ]);
});

afterAll(async () => {
  if (catalogue) await stopProcess(catalogue);
  if (booking) await stopProcess(booking);
  await db?.drop();
});

describe('a service started from its compiled JavaScript in production', () => {
  it('runs dist/main.js, not the TypeScript sources', () => {
    expect(catalogue!.child.spawnargs.slice(1)).toEqual(['--enable-source-maps', 'dist/main.js']);
  });

  it('is ready, and answers the seeded fleet from its database', async () => {
    const ready = await fetch(`${catalogue!.url}/readyz`);
    expect(ready.status).toBe(200);
    const boats = (await (await fetch(`${catalogue!.url}/api/boats`)).json()) as { name: string }[];
    expect(boats.length).toBe(4);
    expect(boats.every((boat) => typeof boat.name === 'string' && boat.name.length > 0)).toBe(true);
  });

  it('records its migrations under their class names, as the TypeScript sources do', async () => {
    const { migrations } = await import('../../services/catalogue/src/migrations/index.ts');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select name from catalogue.mikro_orm_migrations order by id');
      expect(rows.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
    } finally {
      await client.end();
    }
  });
});

describe('the compiled booking', () => {
  it('applies its database rules from the bundle, which embeds the .sql files', async () => {
    expect(readdirSync(path.join(workspaceDir('booking'), 'dist')).filter((name) => name.endsWith('.sql'))).toEqual([]);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ file: string; hash: string }>('select file, hash from booking.db_rules order by file');
      expect(rows).toEqual(ruleFiles.map((file) => ({ file: file.name, hash: ruleHash(file.sql) })));
      expect(await ruleDrift(client, 'booking', ruleFiles)).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
