/**
 * scripts/prod-local reads docker-compose.yml as compose does: its interpolation rules, the
 * environment a container gets, the secrets the file requires, the start order of depends_on.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ComposeError,
  durationMs,
  environmentOf,
  interpolate,
  loadCompose,
  parseCompose,
  startOrder,
} from '../../scripts/prod-local/compose.ts';
import { missingSecrets, requiredVariables } from '../../scripts/prod-local/secrets.ts';
import { ROOT, startProdLocal } from '../../scripts/prod-local/harness.ts';

const FILE = path.join(ROOT, 'docker-compose.yml');
const text = readFileSync(FILE, 'utf8');

describe('interpolation', () => {
  const vars = { SET: 'value', EMPTY: '' };

  it('follows compose: defaults, required values, alternatives, $$', () => {
    expect(interpolate('${SET}', vars)).toBe('value');
    expect(interpolate('$SET/x', vars)).toBe('value/x');
    expect(interpolate('${UNSET}', vars)).toBe('');
    expect(interpolate('${UNSET:-d}|${EMPTY:-d}|${SET:-d}', vars)).toBe('d|d|value');
    expect(interpolate('${UNSET-d}|${EMPTY-d}', vars)).toBe('d|');
    expect(interpolate('${SET:+alt}|${EMPTY:+alt}|${EMPTY+alt}|${UNSET+alt}', vars)).toBe('alt||alt|');
    expect(interpolate('cost: $$5', vars)).toBe('cost: $5');
    expect(interpolate('${UNSET:-${SET}-x}', vars)).toBe('value-x');
    expect(interpolate('${MAIL_FROM:-"Alacaluf Charter" <noreply@alacaluf-charter.example>}', {})).toBe(
      '"Alacaluf Charter" <noreply@alacaluf-charter.example>',
    );
  });

  it('stops at a required variable without a value, naming it and the message', () => {
    expect(() => interpolate('${EMPTY:?set EMPTY}', vars)).toThrow(
      new ComposeError('required variable EMPTY is missing a value: set EMPTY'),
    );
    expect(interpolate('${EMPTY?set it}', vars)).toBe('');
    expect(() => interpolate('${UNSET?set it}', vars)).toThrow(ComposeError);
  });

  it('reads durations as compose writes them', () => {
    expect(durationMs('5s', 0)).toBe(5000);
    expect(durationMs('1m30s', 0)).toBe(90_000);
    expect(durationMs('250ms', 0)).toBe(250);
    expect(durationMs(undefined, 7)).toBe(7);
    expect(() => durationMs('5 seconds', 0)).toThrow(ComposeError);
  });
});

describe('docker-compose.yml as the harness reads it', () => {
  const secrets = missingSecrets(text, {});

  it('requires exactly the secrets its header lists, and the harness can make each', () => {
    expect(requiredVariables(text).sort()).toEqual(
      [
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'BOOKING_DB_PASSWORD',
        'CATALOGUE_DB_PASSWORD',
        'IDENTITY_DB_PASSWORD',
        'JWT_PRIVATE_KEY',
        'NOTIFICATION_DB_PASSWORD',
        'PII_KEYS',
        'POSTGRES_PASSWORD',
        'PRICING_DB_PASSWORD',
        'RABBITMQ_PASSWORD',
      ].sort(),
    );
    expect(Object.keys(secrets).sort()).toEqual(requiredVariables(text).sort());
    expect(secrets.PII_KEYS).toMatch(/^k1:[A-Za-z0-9+/]{43}=$/);
    expect(secrets.JWT_PRIVATE_KEY).toMatch(/^-----BEGIN PRIVATE KEY-----\\n.+\\n-----END PRIVATE KEY-----$/);
    expect(secrets.BOOKING_DB_PASSWORD).toMatch(/^[0-9a-f]{48}$/);
    // Nothing is made up for a variable that is given.
    expect(missingSecrets(text, { ...secrets, PII_KEYS: 'k9:given' }).PII_KEYS).toBeUndefined();
  });

  it('stops without them, as compose does', () => {
    expect(() => loadCompose(FILE, {})).toThrow(/required variable \w+ is missing a value: set \w+/);
  });

  it('gives each container its environment: the map interpolated, a key without value from the shell or left out', () => {
    const loaded = loadCompose(FILE, { ...secrets, SMTP_USER: 'mailer' });
    const notification = environmentOf(loaded.services.notification!, { ...secrets, SMTP_USER: 'mailer' });
    expect(notification.SMTP_USER).toBe('mailer');
    expect('SMTP_PASS' in notification).toBe(false);
    expect(notification.SMTP_HOST).toBe('maildev');
    expect(notification.MAIL_FROM).toBe('"Alacaluf Charter" <noreply@alacaluf-charter.example>');
    expect(notification.AMQP_URL).toBe(`amqp://nbp:${secrets.RABBITMQ_PASSWORD}@rabbitmq:5672`);
    expect(notification.DATABASE_URL).toBe(`postgres://notification:${secrets.NOTIFICATION_DB_PASSWORD}@postgres:5432/nbp`);
    expect(notification.NODE_ENV).toBe('production');
    expect(loaded.services.maildev!.deploy?.replicas).toBe('1');
    // Secure by default: the session cookie and HSTS; the mail viewer only on its container's loopback.
    expect(environmentOf(loaded.services.identity!, secrets).COOKIE_SECURE).toBe('true');
    expect(environmentOf(loaded.services.nginx!, secrets).COOKIE_SECURE).toBe('true');
    expect(environmentOf(loaded.services.nginx!, secrets).TRUSTED_TERMINATORS).toBe('');
    expect(environmentOf(loaded.services.maildev!, secrets).MAILDEV_WEB_IP).toBe('127.0.0.1');
    expect(Object.keys(loaded).some((key) => key.startsWith('x-'))).toBe(false);
  });

  it('starts every dependency before what depends on it', () => {
    const order = startOrder(parseCompose(text).services);
    const before = (a: string, b: string) => expect(order.indexOf(a), `${a} before ${b}`).toBeLessThan(order.indexOf(b));
    before('postgres', 'booking');
    before('rabbitmq', 'identity');
    before('maildev', 'notification');
    for (const service of ['booking', 'catalogue', 'identity', 'notification', 'pricing']) before(service, 'gateway');
    before('gateway', 'nginx');
    before('gateway', 'renderer');
    before('renderer', 'nginx');
  });
});

describe('startProdLocal', () => {
  it('refuses a published port another program holds, before starting anything', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    const runDir = mkdtempSync(path.join(os.tmpdir(), 'nbp-prodlocal-'));
    try {
      await expect(startProdLocal({ httpPort: port, variables: {}, build: false, runDir, log: () => undefined })).rejects.toThrow(
        `port ${port} (the site (nginx)) is already in use on 127.0.0.1`,
      );
    } finally {
      holder.close();
      rmSync(runDir, { recursive: true, force: true });
    }
  });
});
