import type Koa from 'koa';
import { infrastructureApp, requestEm } from '@nbp/kit/runtime';
import type { Deps } from './deps.ts';
import { boatPricingRouter } from './http/boat-pricing.ts';
import { quotesRouter } from './http/quotes.ts';
import { adminPricingPeriodsRouter } from './http/admin-pricing-periods.ts';
import { adminBoatPricingRouter } from './http/admin-boat-pricing.ts';

/** The pricing service's Koa app: what main listens with and what the tests drive. */
export function createApp(deps: Deps): Koa {
  const { infra } = deps;
  const em = requestEm;
  const afterCommit = () => infra.relay.kick();
  return infrastructureApp('pricing', infra, [
    boatPricingRouter(em),
    quotesRouter(em, deps),
    adminPricingPeriodsRouter(em, infra.verifier, afterCommit),
    adminBoatPricingRouter(em, infra.verifier, afterCommit),
  ]);
}
