import Router from '@koa/router';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PRICING_MESSAGES,
  pricingPeriodInput,
  pricingPeriodPatch,
  type PeriodOverlap,
  type PricingPeriodSaved,
} from '@nbp/contracts/http/pricing';
import { MESSAGES } from '@nbp/contracts/messages';
import { recordAudit } from '@nbp/kit/audit';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { badRequest, notFound, parse } from '@nbp/kit/errors';
import { BoatPricingEntity, ExtraPricingEntity, PricingPeriodEntity, type PricingPeriodRow } from '../data/entities.ts';
import { pathId } from '@nbp/kit/ids';
import { changes, definedFields } from './params.ts';
import { toPricingPeriod } from './serialize.ts';

/** The other active periods sharing a day with an active period (none for an inactive one). */
async function overlapsOf(tx: EntityManager, period: PricingPeriodRow): Promise<PeriodOverlap[]> {
  if (!period.isActive) return [];
  const rows = await tx.find(
    PricingPeriodEntity,
    { id: { $ne: period.id }, isActive: true, startDate: { $lte: period.endDate }, endDate: { $gte: period.startDate } },
    { orderBy: { startDate: 'asc', id: 'asc' } },
  );
  return rows.map((row) => ({ id: row.id, name: row.name, startDate: row.startDate, endDate: row.endDate }));
}

/** Pricing periods for the 'Prezzi' tab; the list also feeds the gateway's dashboard. */
export function adminPricingPeriodsRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/pricing-periods', async (ctx) => {
    const rows = await em().find(PricingPeriodEntity, {}, { orderBy: { startDate: 'asc', id: 'asc' } });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(toPricingPeriod);
  });

  router.post('/pricing-periods', async (ctx) => {
    const input = parse(pricingPeriodInput, ctx.request.body);
    const admin = currentAdmin(ctx);
    const created = await em().transactional(async (tx) => {
      const row = tx.create(PricingPeriodEntity, input);
      await tx.flush();
      recordAudit(tx, {
        userId: admin.sub,
        action: 'pricing.period.created',
        entityType: 'pricing_period',
        entityId: String(row.id),
        details: { ...input },
        service: 'pricing',
      });
      return { ...toPricingPeriod(row), overlaps: await overlapsOf(tx, row) } satisfies PricingPeriodSaved;
    });
    afterCommit();
    ctx.status = 201;
    ctx.body = created;
  });

  router.patch('/pricing-periods/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const patch = definedFields(parse(pricingPeriodPatch, ctx.request.body));
    const admin = currentAdmin(ctx);
    const updated = await em().transactional(async (tx) => {
      // Locked until the commit: a concurrent edit of the same period waits and then checks its
      // dates against this one's result, instead of both checking against the same stale row (a
      // new start from one and a new end from the other could cross).
      const row = id ? await tx.findOne(PricingPeriodEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!row) throw notFound(PRICING_MESSAGES.periodNotFound);
      // One date alone is checked against the stored other one.
      if ((patch.endDate ?? row.endDate) < (patch.startDate ?? row.startDate)) {
        throw badRequest(MESSAGES.endBeforeStart, [{ path: 'endDate', message: MESSAGES.endBeforeStart }]);
      }
      const changed = changes(toPricingPeriod(row), patch);
      tx.assign(row, patch);
      recordAudit(tx, {
        userId: admin.sub,
        action: 'pricing.period.updated',
        entityType: 'pricing_period',
        entityId: String(row.id),
        details: { name: row.name, changed },
        service: 'pricing',
      });
      return { ...toPricingPeriod(row), overlaps: await overlapsOf(tx, row) } satisfies PricingPeriodSaved;
    });
    afterCommit();
    ctx.body = updated;
  });

  router.delete('/pricing-periods/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const admin = currentAdmin(ctx);
    const result = await em().transactional(async (tx) => {
      const row = id ? await tx.findOne(PricingPeriodEntity, { id }) : null;
      if (!row) throw notFound(PRICING_MESSAGES.periodNotFound);
      // A period's prices mean nothing without it, and the admin deletes from a list that does not
      // show them; so they go with it, in the same transaction, rather than blocking the delete.
      const boatPrices = await tx.nativeDelete(BoatPricingEntity, { periodId: row.id });
      const extraPrices = await tx.nativeDelete(ExtraPricingEntity, { periodId: row.id });
      const period = toPricingPeriod(row);
      tx.remove(row);
      recordAudit(tx, {
        userId: admin.sub,
        action: 'pricing.period.deleted',
        entityType: 'pricing_period',
        entityId: String(period.id),
        details: { name: period.name, startDate: period.startDate, endDate: period.endDate, boatPrices, extraPrices },
        service: 'pricing',
      });
      return { id: period.id, deleted: true, boatPrices, extraPrices };
    });
    afterCommit();
    ctx.body = result;
  });

  return router;
}
