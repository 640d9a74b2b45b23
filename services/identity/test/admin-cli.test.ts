import { spawn } from 'node:child_process';
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

/**
 * Runs the documented command, npm run admin -w @nbp/identity -- ..., as a child process against
 * the test database; `stdin` is what is piped in (none: an empty, closed stdin, which is no terminal).
 */
function runAdmin(args: string[], stdin = ''): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'admin', '-w', '@nbp/identity', '--', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: identity.dbUrl, NODE_ENV: 'test' },
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const FIRST = 'Girasole.Vapore.Lento.91';
const SECOND = 'Bicicletta,Verde,Fiume,48';

describe('admin command', () => {
  it('creates an administrator from a password on stdin, who can then log in; the password is never printed', async () => {
    const result = await runAdmin(['--email', 'Nuovo.Admin@Example.test', '--password-stdin', '--first-name', 'Nuovo'], `${FIRST}\n`);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Amministratore creato: nuovo.admin@example.test');
    expect(result.stdout + result.stderr).not.toContain(FIRST);
    const user = await identity.em().findOneOrFail(UserEntity, { email: 'nuovo.admin@example.test' });
    expect(user).toMatchObject({ isAdmin: true, authProvider: 'local', firstName: 'Nuovo' });
    expect(user.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // The final line ending is not part of the password.
    const { response, cookie } = await login(identity, 'nuovo.admin@example.test', FIRST);
    expect(response.status).toBe(200);
    expect((await (await fetch(`${identity.url}/api/auth/user`, withCookie(cookie))).json()).isAdmin).toBe(true);
  }, 60_000);

  it('resets an existing administrator: new password, old one refused, open sessions ended', async () => {
    const before = await login(identity, 'nuovo.admin@example.test', FIRST);
    expect(before.response.status).toBe(200);
    const result = await runAdmin(['--email', 'nuovo.admin@example.test', '--password-stdin'], SECOND);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Amministratore aggiornato');
    expect(result.stdout + result.stderr).not.toContain(SECOND);
    expect((await fetch(`${identity.url}/api/auth/user`, withCookie(before.cookie))).status).toBe(401);
    expect((await login(identity, 'nuovo.admin@example.test', FIRST)).response.status).toBe(401);
    expect((await login(identity, 'nuovo.admin@example.test', SECOND)).response.status).toBe(200);
    // The first name given at creation survives a reset that does not name one.
    expect((await identity.em().findOneOrFail(UserEntity, { email: 'nuovo.admin@example.test' })).firstName).toBe('Nuovo');
  }, 60_000);

  it('refuses a password on the command line, in either form, without repeating it, and changes nothing', async () => {
    for (const args of [
      ['--email', 'riga@example.test', '--password', FIRST],
      ['--email', 'riga@example.test', `--password=${FIRST}`],
      ['--password', FIRST, '--email', 'riga@example.test', '--password-stdin'],
    ]) {
      const result = await runAdmin(args, FIRST);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('La password non si passa sulla riga di comando');
      expect(result.stderr).toContain('--password-stdin');
      expect(result.stdout + result.stderr).not.toContain(FIRST);
    }
    // A stray word, which may be the password itself, is not repeated either.
    const stray = await runAdmin(['--email', 'riga@example.test', FIRST]);
    expect(stray.code).toBe(2);
    expect(stray.stdout + stray.stderr).not.toContain(FIRST);
    expect(await identity.em().count(UserEntity, { email: 'riga@example.test' })).toBe(0);
  }, 60_000);

  it('without a terminal to prompt on, asks for --password-stdin instead of reading anything', async () => {
    const result = await runAdmin(['--email', 'senzaterminale@example.test'], FIRST);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--password-stdin');
    expect(await identity.em().count(UserEntity, { email: 'senzaterminale@example.test' })).toBe(0);
  }, 60_000);

  it("applies the site's strength rule: complexity, then the estimate with the site's own words; a missing e-mail is refused; nothing changes", async () => {
    const year = new Date().getUTCFullYear();
    const weak = await runAdmin(['--email', 'debole@example.test', '--password-stdin'], 'password');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('La password deve contenere maiuscole, minuscole, numeri e caratteri speciali');
    for (const guessable of ['Estate2026!', `Estate${year}!`, 'Alacaluf!Patti1', 'Charter2026!x', `Charter${year}!x`, 'Secret123!']) {
      const refused = await runAdmin(['--email', 'debole@example.test', '--password-stdin'], guessable);
      expect(refused.code, guessable).toBe(2);
      expect(refused.stderr, guessable).toMatch(/^Password troppo debole: .+/);
      expect(refused.stdout + refused.stderr, guessable).not.toContain(guessable);
    }
    const noEmail = await runAdmin(['--password-stdin'], FIRST);
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toContain('email');
    expect(await identity.em().count(UserEntity, { email: 'debole@example.test' })).toBe(0);
  }, 120_000);
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
