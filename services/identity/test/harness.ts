import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import amqp from 'amqplib';
import type { EntityManager } from '@mikro-orm/postgresql';
import { startInfrastructure, type Infrastructure } from '@nbp/kit/runtime';
import { serve, type RunningServer } from '@nbp/kit/server';
import { createTestDatabase, eventually, silentLogger, testBusPrefix, TEST_AMQP_URL } from '@nbp/kit/testing';
import { SESSION_COOKIE } from '@nbp/contracts/http/identity';
import { loadIdentityConfig, type IdentityConfig } from '../src/config.ts';
import { entities, UserEntity } from '../src/data/entities.ts';
import { migrations } from '../src/migrations/index.ts';
import { loadSigningKey, type SigningKey } from '../src/auth/signing-key.ts';
import { auditConsumer } from '../src/events/audit-consumer.ts';
import { hashPassword } from '../src/domain/passwords.ts';
import { createApp } from '../src/app.ts';

export interface Identity {
  url: string;
  dbUrl: string;
  prefix: string;
  config: IdentityConfig;
  key: SigningKey;
  privateKey: KeyObject;
  infra: Infrastructure;
  server: RunningServer;
  em: () => EntityManager;
  close: () => Promise<void>;
}

/** identity on a database and bus prefix of its own, with a signing key the test holds. */
export async function startIdentity(label: string, env: Record<string, string> = {}): Promise<Identity> {
  const db = await createTestDatabase(label);
  const prefix = testBusPrefix(label);
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const config = loadIdentityConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: db.url,
    AMQP_URL: TEST_AMQP_URL,
    BUS_PREFIX: prefix,
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    PLATFORM_DOMAINS: 'replit.app, Example-Platform.dev',
    ...env,
  });
  const logger = silentLogger();
  const key = await loadSigningKey(config.JWT_PRIVATE_KEY, config.NODE_ENV, logger);
  const infra = await startInfrastructure({ name: 'identity', schema: 'identity', config, logger, entities, migrations });
  await infra.bus.consume(auditConsumer(infra.orm));
  // Connected means the audit queue is bound: an event published from now on is not lost.
  await eventually(async () => infra.bus.connected);
  const server = await serve(createApp({ infra, config, key }), {
    port: 0,
    host: '127.0.0.1',
    logger,
    handleSignals: false,
    onShutdown: infra.close,
  });
  return {
    url: server.url,
    dbUrl: db.url,
    prefix,
    config,
    key,
    privateKey,
    infra,
    server,
    em: () => infra.orm.em.fork() as EntityManager,
    close: async () => {
      await server.close();
      await deleteBusNames(prefix);
      await db.drop();
    },
  };
}

/** Removes the queues and exchange a test run declared, so the broker does not collect them. */
async function deleteBusNames(prefix: string): Promise<void> {
  const connection = await amqp.connect(TEST_AMQP_URL);
  try {
    const channel = await connection.createChannel();
    for (const queue of ['audit', 'audit.retry', 'audit.dlq']) await channel.deleteQueue(`${prefix}.identity.${queue}`);
    await channel.deleteExchange(`${prefix}.events`);
  } finally {
    await connection.close();
  }
}

export async function createUser(
  identity: Identity,
  user: { email: string; password: string; isAdmin?: boolean; firstName?: string },
): Promise<string> {
  const em = identity.em();
  const row = em.create(UserEntity, {
    id: crypto.randomUUID(),
    email: user.email.toLowerCase(),
    password: await hashPassword(user.password),
    firstName: user.firstName ?? null,
    lastName: null,
    profileImageUrl: null,
    isAdmin: user.isAdmin ?? false,
    authProvider: 'local',
  });
  await em.flush();
  return row.id;
}

let addressCounter = 0;
/** A client address of its own, so throttling by address in one test does not reach another. */
export const freshAddress = () => `198.51.100.${(addressCounter++ % 250) + 1}`;

export interface LoginResult {
  response: Response;
  setCookie: string | undefined;
  token: string | undefined;
  /** The Cookie header a browser would send afterwards. */
  cookie: string;
}

export async function login(
  identity: Identity,
  email: string,
  password: string,
  options: { address?: string; headers?: Record<string, string>; json?: boolean } = {},
): Promise<LoginResult> {
  const body = options.json ? JSON.stringify({ username: email, password }) : new URLSearchParams({ username: email, password }).toString();
  const response = await fetch(`${identity.url}/api/login/local`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
      'x-forwarded-for': options.address ?? freshAddress(),
      ...options.headers,
    },
    body,
  });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const token = setCookie?.split(';')[0]?.slice(SESSION_COOKIE.length + 1) || undefined;
  return { response, setCookie, token, cookie: `${SESSION_COOKIE}=${token ?? ''}` };
}

export function withCookie(cookie: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), cookie } };
}

export function withToken(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` } };
}

/** The sid claim of a token (read without checking, for assertions only). */
export function sidOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;
}
