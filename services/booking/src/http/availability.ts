import Router from '@koa/router';
import type { Context } from 'koa';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  allBoatsAvailabilityQuery,
  availabilityQuery,
  type AlternativeBoat,
  type ModelAvailability,
  modelAvailabilityQuery,
} from '@nbp/contracts/http/booking';
import { horizonProblem } from '@nbp/contracts/common';
import { badRequest, parse } from '@nbp/kit/errors';
import { freeBoatIds, isBoatFree } from '../data/availability.ts';
import type { CatalogueClient } from '../clients/catalogue.ts';

/** Availability answers change with every booking: never stored by a browser or a proxy. */
const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

/** Parses a query with dates and refuses dates past the booking horizon, so year 9999 never reaches a query. */
function withinHorizon<T extends { startDate: string; endDate: string }>(query: T, horizonMonths: number): T {
  const problem = horizonProblem(query, horizonMonths);
  if (problem) throw badRequest(problem, { issues: [problem] });
  return query;
}

export function availabilityRouter(em: () => EntityManager, catalogue: CatalogueClient, horizonMonths: number): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/simple-boat-availability', async (ctx) => {
    const query = withinHorizon(parse(availabilityQuery, ctx.query), horizonMonths);
    noStore(ctx);
    ctx.body = { available: await isBoatFree(em(), query.boatId, query) };
  });

  /** The alternatives panel: the other active boats free for the whole range. */
  router.get('/all-boats-availability', async (ctx) => {
    const query = withinHorizon(parse(allBoatsAvailabilityQuery, ctx.query), horizonMonths);
    const boats = (await catalogue.activeBoats({ requestId: ctx.state.requestId })).filter((boat) => boat.id !== query.excludeBoatId);
    const free = await freeBoatIds(
      em(),
      boats.map((boat) => boat.id),
      query,
    );
    noStore(ctx);
    ctx.body = boats
      .filter((boat) => free.has(boat.id))
      .map((boat): AlternativeBoat => ({
        id: boat.id,
        name: boat.name,
        length: boat.length,
        maxPersons: boat.maxPersons,
        motorPower: boat.motorPower,
      }));
  });

  /** The boats of one model (its name or its base model, ignoring case) and whether each is free. */
  router.get('/availability', async (ctx) => {
    const query = withinHorizon(parse(modelAvailabilityQuery, ctx.query), horizonMonths);
    const model = query.boatModel.toLocaleLowerCase('it');
    const boats = (await catalogue.activeBoats({ requestId: ctx.state.requestId })).filter(
      (boat) => boat.model.toLocaleLowerCase('it') === model || boat.baseModel.toLocaleLowerCase('it') === model,
    );
    const free = await freeBoatIds(
      em(),
      boats.map((boat) => boat.id),
      query,
    );
    noStore(ctx);
    ctx.body = boats.map((boat): ModelAvailability => ({ boatId: boat.id, name: boat.name, available: free.has(boat.id) }));
  });

  return router;
}
