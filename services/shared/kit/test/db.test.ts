import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../src/db.ts';
import { PG_ADMIN_URL } from '../src/testing.ts';

const name = `nbp_kitensure_${randomBytes(4).toString('hex')}`;
const url = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${name}` }).toString();

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
});

describe('ensureDatabase', () => {
  it('creates a missing database once when every service starts at the same moment (a fresh machine)', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => ensureDatabase(url)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const found = await admin((client) => client.query('select 1 from pg_database where datname = $1', [name]));
    expect(found.rowCount).toBe(1);
    // And again, when it is there.
    await expect(ensureDatabase(url)).resolves.toBeUndefined();
  });
});
