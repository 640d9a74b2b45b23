import type Koa from 'koa';
import { RequestContext } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Keyring } from '@nbp/kit/crypto';
import { createServiceApp } from '@nbp/kit/http';
import { ormRequestScope } from '@nbp/kit/db';
import type { Infrastructure } from '@nbp/kit/runtime';
import { contactRouter } from './http/contact.ts';
import type { RateLimit } from '@nbp/kit/rate-limit';

export interface AppDeps {
  keyring: Keyring;
  contactRateLimit: RateLimit;
  /** A keyed hash (64 hex characters) of a value such as a client address: the rate limit's key. */
  addressKey: (value: string) => string;
}

/** The notification service's Koa app: what main listens with and what the tests drive. */
export function createApp(infra: Infrastructure, deps: AppDeps): Koa {
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
