import type Koa from 'koa';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createServiceApp } from '@nbp/kit/http';
import { ormRequestScope } from '@nbp/kit/db';
import type { Deps } from './deps.ts';
import { contactRouter } from './http/contact.ts';

/** The notification service's Koa app: what main listens with and what the tests drive. */
export function createApp(deps: Deps): Koa {
  const { infra } = deps;
  const em = () => RequestContext.getEntityManager() as EntityManager;
  return createServiceApp({
    name: 'notification',
    logger: infra.logger,
    readiness: infra.readiness,
    trustedProxyHops: infra.trustedProxyHops,
    requestScope: ormRequestScope(infra.orm),
    routers: [contactRouter(em, deps, () => infra.relay.kick())],
  });
}
