import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@nbp/kit/config';
import { silentLogger } from '@nbp/kit/testing';
import { DEV_ADMIN_PASSWORD, loadIdentityConfig } from './config.ts';
import { loadSigningKey } from './auth/signing-key.ts';

const pem = (type: 'ec' | 'rsa' = 'ec') =>
  (type === 'ec' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('rsa', { modulusLength: 2048 })).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

describe('identity configuration', () => {
  it('has the documented defaults', () => {
    const config = loadIdentityConfig({});
    expect(config).toMatchObject({
      PORT: 4105,
      SESSION_TTL_MINUTES: 480,
      COOKIE_SECURE: false,
      PLATFORM_DOMAINS: [],
      LOGIN_MAX_FAILURES: 10,
      LOGIN_WINDOW_MINUTES: 15,
      SEED: false,
    });
    expect(loadIdentityConfig({ PLATFORM_DOMAINS: ' a.dev, .B.app ,' }).PLATFORM_DOMAINS).toEqual(['a.dev', 'b.app']);
  });

  it('refuses to start in production without a signing key or with the development administrator', () => {
    const production = { NODE_ENV: 'production', JWT_PRIVATE_KEY: pem() };
    expect(() => loadIdentityConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadIdentityConfig(production)).not.toThrow();
    expect(() => loadIdentityConfig({ ...production, SEED: 'true' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadIdentityConfig({ ...production, SEED: 'true', ADMIN_EMAIL: 'boss@example.test' })).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      loadIdentityConfig({ ...production, SEED: 'true', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: DEV_ADMIN_PASSWORD }),
    ).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      loadIdentityConfig({ ...production, SEED: 'true', ADMIN_EMAIL: 'admin@alacaluf-charter.example', ADMIN_PASSWORD: 'Vera2025!Chiave' }),
    ).toThrow(/ADMIN_EMAIL/);
    expect(() => loadIdentityConfig({ ...production, SEED: 'true', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'semplice' })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(
      loadIdentityConfig({ ...production, SEED: 'true', ADMIN_EMAIL: 'boss@example.test', ADMIN_PASSWORD: 'Vera2025!Chiave' }).SEED,
    ).toBe(true);
  });

  it('reads a PEM key (also with \\n escapes), refuses a non-ES256 one, and generates one outside production', async () => {
    const logger = silentLogger();
    const key = await loadSigningKey(
      loadIdentityConfig({ JWT_PRIVATE_KEY: pem().replace(/\n/g, '\\n') }).JWT_PRIVATE_KEY,
      'development',
      logger,
    );
    expect(key.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid: key.kid });
    await expect(loadSigningKey(pem('rsa'), 'development', logger)).rejects.toThrow(ConfigError);
    await expect(loadSigningKey('not a key', 'development', logger)).rejects.toThrow(ConfigError);
    await expect(loadSigningKey(undefined, 'production', logger)).rejects.toThrow(ConfigError);
    const generated = await loadSigningKey(undefined, 'development', logger);
    expect(generated.kid).not.toBe(key.kid);
  });
});
