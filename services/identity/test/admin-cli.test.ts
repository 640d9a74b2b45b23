import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserEntity } from '../src/data/entities.ts';
import { seed } from '../src/data/seed.ts';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../src/config.ts';
import { login, startIdentity, withCookie, type Identity } from './harness.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let identity: Identity;

beforeAll(async () => {
  identity = await startIdentity('identitycli');
});

afterAll(async () => {
  await identity?.close();
});

/** Runs the documented command: npm run admin -w @nbp/identity -- ... */
function runAdmin(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'admin', '-w', '@nbp/identity', '--', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: identity.dbUrl, NODE_ENV: 'test' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('admin command', () => {
  it('creates an administrator who can then log in', async () => {
    const result = await runAdmin(['--email', 'Nuovo.Admin@Example.test', '--password', 'Secret123!', '--first-name', 'Nuovo']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Amministratore creato: nuovo.admin@example.test');
    const user = await identity.em().findOneOrFail(UserEntity, { email: 'nuovo.admin@example.test' });
    expect(user).toMatchObject({ isAdmin: true, authProvider: 'local', firstName: 'Nuovo' });
    expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const { response, cookie } = await login(identity, 'nuovo.admin@example.test', 'Secret123!');
    expect(response.status).toBe(200);
    expect((await (await fetch(`${identity.url}/api/auth/user`, withCookie(cookie))).json()).isAdmin).toBe(true);
  }, 60_000);

  it('resets an existing administrator: new password, old one refused, open sessions ended', async () => {
    const before = await login(identity, 'nuovo.admin@example.test', 'Secret123!');
    expect(before.response.status).toBe(200);
    const result = await runAdmin(['--email', 'nuovo.admin@example.test', '--password', 'Diverso456?']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Amministratore aggiornato');
    expect((await fetch(`${identity.url}/api/auth/user`, withCookie(before.cookie))).status).toBe(401);
    expect((await login(identity, 'nuovo.admin@example.test', 'Secret123!')).response.status).toBe(401);
    expect((await login(identity, 'nuovo.admin@example.test', 'Diverso456?')).response.status).toBe(200);
    // The first name given at creation survives a reset that does not name one.
    expect((await identity.em().findOneOrFail(UserEntity, { email: 'nuovo.admin@example.test' })).firstName).toBe('Nuovo');
  }, 60_000);

  it('refuses a password that breaks the complexity rule, and a missing e-mail, changing nothing', async () => {
    const weak = await runAdmin(['--email', 'debole@example.test', '--password', 'password']);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('La password deve contenere maiuscole, minuscole, numeri e caratteri speciali');
    const noEmail = await runAdmin(['--password', 'Secret123!']);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('email');
    expect(await identity.em().count(UserEntity, { email: 'debole@example.test' })).toBe(0);
  }, 60_000);
});

describe('seed', () => {
  it('creates the development administrator once and never overwrites its password', async () => {
    expect(await seed(identity.em(), identity.config)).toEqual({ admin: 'created' });
    expect((await login(identity, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).response.status).toBe(200);
    const row = await identity.em().findOneOrFail(UserEntity, { email: DEV_ADMIN_EMAIL });
    expect(await seed(identity.em(), { ...identity.config, ADMIN_PASSWORD: 'Altra2025!Password' })).toEqual({ admin: 'unchanged' });
    expect((await identity.em().findOneOrFail(UserEntity, { email: DEV_ADMIN_EMAIL })).password).toBe(row.password);
    expect(await identity.em().count(UserEntity, { isAdmin: true, email: { $ne: 'nuovo.admin@example.test' } })).toBe(1);
  });
});
