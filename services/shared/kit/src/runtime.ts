import type Koa from 'koa';
import type Router from '@koa/router';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { RequestContext, type Constructor, type EntitySchema } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type { z } from 'zod';
import { Bus } from './bus.ts';
import { createOrm, databaseReady, ensureDatabase, migrate, ormRequestScope, type ServiceSchema } from './db.ts';
import { createServiceApp } from './http.ts';
import type { Logger } from './logger.ts';
import { OutboxMessage, OutboxRelay, ProcessedMessage } from './outbox.ts';
import { remoteSessionVerifier, type SessionVerifier } from './auth.ts';
import type { serviceEnv } from './config.ts';
import type { RuleFile } from './rule-files.ts';

export type ServiceConfig = z.output<ReturnType<typeof serviceEnv>>;

/** What a service's createApp receives: the infrastructure, handed in rather than global. */
export interface Infrastructure {
  orm: MikroORM;
  bus: Bus;
  relay: OutboxRelay;
  verifier: SessionVerifier;
  logger: Logger;
  schema: ServiceSchema;
  /** TRUSTED_PROXY_HOPS of the service's config, for createServiceApp. */
  trustedProxyHops: number;
  readiness: { database: () => Promise<boolean>; broker: () => Promise<boolean> };
  close: () => Promise<void>;
}

/**
 * Connects a service to PostgreSQL (its schema, its migrations under a lock) and to RabbitMQ (in
 * the background: a broker that is down delays events, it does not stop the service).
 */
export async function startInfrastructure(options: {
  name: string;
  schema: ServiceSchema;
  config: ServiceConfig;
  logger: Logger;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities: EntitySchema<any, any>[];
  migrations: Constructor<Migration>[];
  verifier?: SessionVerifier;
  /** A data step run after the migrations, under their lock (see migrate). */
  afterMigrations?: (orm: MikroORM) => Promise<void>;
  /** The service's database rules, its src/db/*.sql, applied after the migrations when they change (see migrate). */
  rules?: readonly RuleFile[];
}): Promise<Infrastructure> {
  const { config, logger, schema } = options;
  if (config.NODE_ENV !== 'production') await ensureDatabase(config.DATABASE_URL);
  const orm = await createOrm({
    url: config.DATABASE_URL,
    schema,
    entities: [...options.entities, OutboxMessage, ProcessedMessage],
    migrations: options.migrations,
    poolMax: config.DATABASE_POOL_MAX,
  });
  const applied = await migrate(
    orm,
    config.DATABASE_URL,
    schema,
    options.afterMigrations && (() => options.afterMigrations!(orm)),
    options.rules,
  );
  if (applied.length) logger.info({ applied }, 'migrations and database rules applied');
  const bus = new Bus({ url: config.AMQP_URL, prefix: config.BUS_PREFIX, service: options.name, logger });
  bus.startInBackground();
  const relay = new OutboxRelay({ url: config.DATABASE_URL, schema, bus, logger });
  relay.start();
  const verifier = options.verifier ?? remoteSessionVerifier(config.IDENTITY_URL);
  return {
    orm,
    bus,
    relay,
    verifier,
    logger,
    schema,
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
    readiness: { database: () => databaseReady(orm), broker: async () => bus.connected },
    close: async () => {
      await relay.stop();
      await bus.close();
      await orm.close();
    },
  };
}

/** The entity manager of the request being served: ormRequestScope gives each request its own. */
export const requestEm = (): EntityManager => RequestContext.getEntityManager() as EntityManager;

/** A service's Koa app on its infrastructure: its logger, /readyz's checks, the proxies it trusts, one entity manager per request. */
export function infrastructureApp(name: string, infra: Infrastructure, routers: Router[]): Koa {
  return createServiceApp({
    name,
    logger: infra.logger,
    readiness: infra.readiness,
    trustedProxyHops: infra.trustedProxyHops,
    requestScope: ormRequestScope(infra.orm),
    routers,
  });
}
