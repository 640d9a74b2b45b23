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
});
