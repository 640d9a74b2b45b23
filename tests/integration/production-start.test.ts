/**
 * Production runs the JavaScript compiled once by scripts/build.ts, as the images do: this starts
 * the compiled catalogue with NODE_ENV=production against its own database and asks it what a
 * visitor and an operator would. (How fast it starts is the bench's business, not a test's.)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testBusPrefix } from '@nbp/kit/testing';
import { buildWorkspace } from '../../scripts/build.ts';
import { freePort } from '../../scripts/lib/ports.ts';
import { freeServicePorts, startService, stopProcess, waitHealthy, type RunningProcess } from '../../scripts/lib/stack.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let catalogue: RunningProcess | undefined;

beforeAll(async () => {
  await buildWorkspace('catalogue');
  db = await createTestDatabase('prodstart');
  catalogue = startService('catalogue', {
    ports: { ...(await freeServicePorts()), gateway: await freePort(), smtp: await freePort(), mailWeb: await freePort() },
    databaseUrl: db.url,
    busPrefix: testBusPrefix('prodstart'),
    nodeEnv: 'production',
    compiled: true,
    seed: true,
    admin: { email: 'admin@test.example', password: randomBytes(12).toString('hex') },
    env: { LOG_LEVEL: 'warn' },
  });
  await waitHealthy(catalogue, '/readyz', 300);
});

afterAll(async () => {
  if (catalogue) await stopProcess(catalogue);
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
