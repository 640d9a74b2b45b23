/**
 * Helpers for integration tests: a database and broker names of their own, and session tokens
 * signed by a key the test holds. Never imported by production code.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type SessionClaims } from '@nbp/contracts/http/identity';
import { verifyToken, type SessionVerifier } from './auth.ts';
import type { LookupAll } from './balancer.ts';
import { createLogger } from './logger.ts';
import type { ServiceConfig } from './runtime.ts';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_AMQP_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** A fresh, empty database for one test file; drop() removes it. */
export async function createTestDatabase(label = 'test'): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `nbp_${label.replace(/[^a-z0-9]/g, '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Exchange and queue names no other run shares. */
export function testBusPrefix(label = 'test'): string {
  return `t_${label}_${randomBytes(4).toString('hex')}`;
}

export function testConfig(databaseUrl: string, busPrefix: string, extra: Partial<ServiceConfig> = {}): ServiceConfig {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: 0,
    DATABASE_URL: databaseUrl,
    // Many test files run at once on one PostgreSQL (docs/testing.md#tiers).
    DATABASE_POOL_MAX: 4,
    AMQP_URL: TEST_AMQP_URL,
    BUS_PREFIX: busPrefix,
    IDENTITY_URL: 'http://127.0.0.1:9',
    PUBLIC_URL: 'http://localhost:8080',
    // The service tests stand in for the gateway: they send the X-Forwarded-For it would write.
    TRUSTED_PROXY_HOPS: 1,
    BALANCE_REFRESH_MS: 5000,
    ...extra,
  };
}

export const silentLogger = () => createLogger('test', process.env.TEST_LOG_LEVEL ?? 'silent');

/** Signs session tokens like identity does, with a key of the test's own; sessions can be revoked. */
export async function createTestAuth() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const revoked = new Set<string>();
  const sign = async (claims: Partial<SessionClaims> & { isAdmin: boolean }, key: CryptoKey = privateKey, expiresIn = '1h') =>
    new SignJWT({
      email: claims.email ?? 'admin@example.test',
      firstName: claims.firstName ?? 'Test',
      isAdmin: claims.isAdmin,
      sid: claims.sid ?? randomUUID(),
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'test' })
      .setSubject(claims.sub ?? randomUUID())
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  const verifier: SessionVerifier = {
    async verify(token) {
      const claims = await verifyToken(token, publicKey);
      return claims && !revoked.has(claims.sid) ? claims : null;
    },
  };
  return {
    verifier,
    sign,
    adminToken: () => sign({ isAdmin: true }),
    userToken: () => sign({ isAdmin: false, email: 'user@example.test' }),
    revoke: (sid: string) => revoked.add(sid),
    publicJwk: () => exportJWK(publicKey),
  };
}

/** Polls until `check` returns a value (not undefined/false) or the attempts run out. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, { attempts = 100, intervalMs = 100 } = {}): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (err) {
      last = err;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`condition not met after ${attempts} attempts${last ? `: ${String(last)}` : ''}`);
}

/** One replica's answer: by default `{ replica: <its address> }`. */
export type ReplicaHandler = (address: string, req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Replicas of one service as the balancer meets them in production: node:http servers on one port
 * at several loopback addresses (Linux routes all of 127/8), and a name → addresses table standing
 * in for Docker's DNS (`lookup`, handed to the balancer; /etc/hosts is never touched).
 */
export interface FakeReplicas {
  name: string;
  port: number;
  /** The base URL by name, e.g. http://booking:41234. */
  url: string;
  /** Requests each address received. */
  counts: Map<string, number>;
  /** TCP connections each address accepted (fewer than requests: keep-alive at work). */
  connections: Map<string, number>;
  /** What the name resolves to now: change it to add or drop replicas. */
  table: string[];
  lookup: LookupAll;
  /** Listens on `address` (again). */
  start(address: string): Promise<void>;
  /** Stops `address`: no new connection, and every open one closed. */
  stop(address: string): Promise<void>;
  close(): Promise<void>;
}

export async function fakeReplicas(name: string, addresses: string[], handler?: ReplicaHandler): Promise<FakeReplicas> {
  const answer: ReplicaHandler =
    handler ??
    ((address, req, res) => {
      req.resume();
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ replica: address }));
      });
    });
  const servers = new Map<string, http.Server>();
  const counts = new Map<string, number>(addresses.map((address) => [address, 0]));
  const connections = new Map<string, number>(addresses.map((address) => [address, 0]));
  const listen = (address: string, port: number) =>
    new Promise<http.Server>((resolve, reject) => {
      const server = http.createServer((req, res) => {
        counts.set(address, (counts.get(address) ?? 0) + 1);
        answer(address, req, res);
      });
      server.on('connection', () => connections.set(address, (connections.get(address) ?? 0) + 1));
      server.once('error', reject);
      server.listen(port, address, () => resolve(server));
    });
  const stopServer = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  // One port free on every address: the first address picks it; another program holding it on a
  // later address means another try.
  let port = 0;
  for (let tries = 0; tries < 10 && !port; tries++) {
    servers.clear();
    try {
      const first = await listen(addresses[0]!, 0);
      servers.set(addresses[0]!, first);
      const candidate = (first.address() as AddressInfo).port;
      for (const address of addresses.slice(1)) servers.set(address, await listen(address, candidate));
      port = candidate;
    } catch {
      await Promise.all([...servers.values()].map(stopServer));
    }
  }
  if (!port) throw new Error('no port free on every replica address');
  const replicas: FakeReplicas = {
    name,
    port,
    url: `http://${name}:${port}`,
    counts,
    connections,
    table: [...addresses],
    lookup: async (hostname) => {
      if (hostname !== name || replicas.table.length === 0) throw Object.assign(new Error(`${hostname}: not found`), { code: 'ENOTFOUND' });
      return [...replicas.table];
    },
    async start(address) {
      if (!counts.has(address)) counts.set(address, 0);
      if (!connections.has(address)) connections.set(address, 0);
      servers.set(address, await listen(address, port));
    },
    async stop(address) {
      const server = servers.get(address);
      servers.delete(address);
      if (server) await stopServer(server);
    },
    async close() {
      await Promise.all([...servers.values()].map(stopServer));
      servers.clear();
    },
  };
  return replicas;
}
