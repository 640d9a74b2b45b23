import type Koa from 'koa';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createServiceApp } from '@nbp/kit/http';
import { ormRequestScope } from '@nbp/kit/db';
import type { Deps } from './deps.ts';
import { boatPricingRouter } from './http/boat-pricing.ts';
import { quotesRouter } from './http/quotes.ts';
import { adminPricingPeriodsRouter } from './http/admin-pricing-periods.ts';
import { adminBoatPricingRouter } from './http/admin-boat-pricing.ts';

/** The pricing service's Koa app: what main listens with and what the tests drive. */
export function createApp(deps: Deps): Koa {
  const { infra } = deps;
  const em = () => RequestContext.getEntityManager() as EntityManager;
  const afterCommit = () => infra.relay.kick();
  return createServiceApp({
    name: 'pricing',
    logger: infra.logger,
    readiness: infra.readiness,
    trustedProxyHops: infra.trustedProxyHops,
    requestScope: ormRequestScope(infra.orm),
    routers: [
      boatPricingRouter(em),
      quotesRouter(em, deps),
      adminPricingPeriodsRouter(em, infra.verifier, afterCommit),
      adminBoatPricingRouter(em, infra.verifier, afterCommit),
    ],
  });
}
