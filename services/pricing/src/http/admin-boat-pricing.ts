import type Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boatPriceInput, boatPricePatch } from '@nbp/contracts/http/pricing';
import type { SessionVerifier } from '@nbp/kit/auth';
import { parse } from '@nbp/kit/errors';
import { createBoatPrice, deleteBoatPrice, listBoatPrices, updateBoatPrice } from '../use-cases/admin-boat-pricing.ts';
import { adminResourceRouter } from './admin-resource.ts';
import { definedFields } from './params.ts';
import { toBoatPrice } from './serialize.ts';

/** The price matrix: one boat's one-day and multi-day rates per period. */
export function adminBoatPricingRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  return adminResourceRouter('boat-pricing', verifier, afterCommit, {
    list: async () => (await listBoatPrices(em())).map(toBoatPrice),
    create: async (body, admin) => toBoatPrice(await createBoatPrice(em(), parse(boatPriceInput, body), admin)),
    update: async (id, body, admin) => toBoatPrice(await updateBoatPrice(em(), id, definedFields(parse(boatPricePatch, body)), admin)),
    remove: (id, admin) => deleteBoatPrice(em(), id, admin),
  });
}
