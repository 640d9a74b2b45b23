import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, refuseDevSecret, serviceEnv } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig(serviceEnv('catalogue'), {});
    expect(config.PORT).toBe(4101);
    expect(config.NODE_ENV).toBe('development');
  });

  it('names a missing or invalid variable', () => {
    const schema = z.object({ SECRET: z.string(), PORT: z.coerce.number().int().max(65535) });
    try {
      loadConfig(schema, { PORT: '99999' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toContain('SECRET is required but not set');
      expect((err as Error).message).toContain('PORT:');
    }
    expect(() => loadConfig(serviceEnv('catalogue'), { DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it('refuses development secrets in production only', () => {
    expect(() => refuseDevSecret('production', 'PII_KEYS', 'dev', 'dev')).toThrow(/PII_KEYS/);
    expect(() => refuseDevSecret('production', 'PII_KEYS', undefined, 'dev')).toThrow(/PII_KEYS/);
    expect(() => refuseDevSecret('development', 'PII_KEYS', 'dev', 'dev')).not.toThrow();
  });

  it('reads a secret from the file <NAME>_FILE names, without its final line break, and refuses both forms or an unreadable file', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nbp-secret-'));
    const file = path.join(dir, 'pii_keys');
    writeFileSync(file, 'k1:c2VjcmV0\n');
    const schema = z.object({ PII_KEYS: z.string().min(1), PORT: z.coerce.number().default(1) });
    expect(loadConfig(schema, { PII_KEYS_FILE: file }).PII_KEYS).toBe('k1:c2VjcmV0');
    expect(() => loadConfig(schema, { PII_KEYS: 'x', PII_KEYS_FILE: file })).toThrow(/PII_KEYS and PII_KEYS_FILE are both set/);
    expect(() => loadConfig(schema, { PII_KEYS_FILE: path.join(dir, 'missing') })).toThrow(
      /PII_KEYS_FILE: cannot read .*missing \(ENOENT\)/,
    );
    // A name the schema does not read is left alone, file or not.
    expect(loadConfig(schema, { OTHER_FILE: path.join(dir, 'missing'), PII_KEYS: 'y' }).PII_KEYS).toBe('y');
    // The services' own schemas are objects too: a secret of theirs comes from a file the same way.
    const db = path.join(dir, 'database_url');
    writeFileSync(db, 'postgres://nbp:pw@db:5432/nbp\n');
    expect(loadConfig(serviceEnv('catalogue'), { DATABASE_URL_FILE: db }).DATABASE_URL).toBe('postgres://nbp:pw@db:5432/nbp');
  });
});
