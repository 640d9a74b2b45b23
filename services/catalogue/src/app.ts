import type Koa from 'koa';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createServiceApp } from '@nbp/kit/http';
import { ormRequestScope } from '@nbp/kit/db';
import type { Deps } from './deps.ts';
import { publicRouter } from './http/boats.ts';
import { adminRouter } from './http/admin-boats.ts';

/** The catalogue's Koa app: what main listens with and what the tests drive. */
export function createApp({ infra }: Deps): Koa {
  const em = () => RequestContext.getEntityManager() as EntityManager;
  return createServiceApp({
    name: 'catalogue',
    logger: infra.logger,
    readiness: infra.readiness,
    trustedProxyHops: infra.trustedProxyHops,
    requestScope: ormRequestScope(infra.orm),
    routers: [publicRouter(em), adminRouter(em, infra.verifier, () => infra.relay.kick())],
  });
}
