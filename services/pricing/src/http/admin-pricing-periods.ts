import type Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pricingPeriodInput, pricingPeriodPatch, type PricingPeriodSaved } from '@nbp/contracts/http/pricing';
import type { SessionVerifier } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import {
  createPricingPeriod,
  deletePricingPeriod,
  listPricingPeriods,
  updatePricingPeriod,
  type SavedPeriod,
} from '../use-cases/admin-pricing-periods.ts';
import { adminResourceRouter } from './admin-resource.ts';
import { definedFields } from './params.ts';
import { toPricingPeriod } from './serialize.ts';

const toSaved = ({ row, overlaps }: SavedPeriod): PricingPeriodSaved => ({ ...toPricingPeriod(row), overlaps });

/** Pricing periods for the 'Prezzi' tab; the list also feeds the gateway's dashboard. */
export function adminPricingPeriodsRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  return adminResourceRouter('pricing-periods', verifier, afterCommit, {
    list: async () => (await listPricingPeriods(em())).map(toPricingPeriod),
    create: async (body, admin) => toSaved(await createPricingPeriod(em(), parse(pricingPeriodInput, body), admin)),
    update: async (id, body, admin) => toSaved(await updatePricingPeriod(em(), id, definedFields(parse(pricingPeriodPatch, body)), admin)),
    remove: (id, admin) => deletePricingPeriod(em(), id, admin),
  });
}
