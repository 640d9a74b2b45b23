import Router from '@koa/router';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { boatPriceInput, boatPricePatch, PRICING_MESSAGES, type BoatPriceDeleted } from '@nbp/contracts/http/pricing';
import { recordAudit } from '@nbp/kit/audit';
import { currentAdmin, requireAdmin, type SessionVerifier } from '@nbp/kit/auth';
import { badRequest, conflict, notFound, parse } from '@nbp/kit/errors';
import { BoatPricingEntity, PricingPeriodEntity } from '../data/entities.ts';
import { pathId } from '@nbp/kit/ids';
import { changes, definedFields } from './params.ts';
import { toBoatPrice } from './serialize.ts';

async function ensurePeriod(tx: EntityManager, periodId: number): Promise<void> {
  if (!(await tx.count(PricingPeriodEntity, { id: periodId }))) {
    throw badRequest(PRICING_MESSAGES.periodNotFound, [{ path: 'periodId', message: PRICING_MESSAGES.periodNotFound }]);
  }
}

/** Checked first for a readable answer; the unique index still decides when two saves race. */
async function ensureNoOtherPrice(tx: EntityManager, boatId: number, periodId: number, exceptId?: number): Promise<void> {
  const existing = await tx.findOne(BoatPricingEntity, { boatId, periodId });
  if (existing && existing.id !== exceptId) throw conflict(PRICING_MESSAGES.duplicatePrice);
}

async function uniqueOr409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict(PRICING_MESSAGES.duplicatePrice);
    throw err;
  }
}

/** The price matrix: one boat's one-day and multi-day rates per period. */
export function adminBoatPricingRouter(em: () => EntityManager, verifier: SessionVerifier, afterCommit: () => void): Router {
  const router = new Router({ prefix: '/api/admin' });
  router.use(requireAdmin(verifier));

  router.get('/boat-pricing', async (ctx) => {
    const rows = await em().find(BoatPricingEntity, {}, { orderBy: { boatId: 'asc', periodId: 'asc', id: 'asc' } });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = rows.map(toBoatPrice);
  });

  router.post('/boat-pricing', async (ctx) => {
    const input = parse(boatPriceInput, ctx.request.body);
    const admin = currentAdmin(ctx);
    const created = await uniqueOr409(() =>
      em().transactional(async (tx) => {
        await ensurePeriod(tx, input.periodId);
        await ensureNoOtherPrice(tx, input.boatId, input.periodId);
        const row = tx.create(BoatPricingEntity, input);
        await tx.flush();
        recordAudit(tx, {
          userId: admin.sub,
          action: 'pricing.boat_price.created',
          entityType: 'boat_pricing',
          entityId: String(row.id),
          details: { ...input },
          service: 'pricing',
        });
        return row;
      }),
    );
    afterCommit();
    ctx.status = 201;
    ctx.body = toBoatPrice(created);
  });

  router.patch('/boat-pricing/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const patch = definedFields(parse(boatPricePatch, ctx.request.body));
    const admin = currentAdmin(ctx);
    const updated = await uniqueOr409(() =>
      em().transactional(async (tx) => {
        const row = id ? await tx.findOne(BoatPricingEntity, { id }) : null;
        if (!row) throw notFound(PRICING_MESSAGES.priceNotFound);
        if (patch.periodId !== undefined && patch.periodId !== row.periodId) await ensurePeriod(tx, patch.periodId);
        await ensureNoOtherPrice(tx, patch.boatId ?? row.boatId, patch.periodId ?? row.periodId, row.id);
        const changed = changes(toBoatPrice(row), patch);
        tx.assign(row, patch);
        await tx.flush();
        recordAudit(tx, {
          userId: admin.sub,
          action: 'pricing.boat_price.updated',
          entityType: 'boat_pricing',
          entityId: String(row.id),
          details: { boatId: row.boatId, periodId: row.periodId, changed },
          service: 'pricing',
        });
        return row;
      }),
    );
    afterCommit();
    ctx.body = toBoatPrice(updated);
  });

  // One boat's price in one period, removed alone (the period and the boat's other prices stay): the
  // boat is then priced on those days by another period covering them, or by the fallback.
  router.delete('/boat-pricing/:id', async (ctx) => {
    const id = pathId(ctx.params.id);
    const admin = currentAdmin(ctx);
    const result = await em().transactional(async (tx) => {
      const row = id ? await tx.findOne(BoatPricingEntity, { id }) : null;
      if (!row) throw notFound(PRICING_MESSAGES.priceNotFound);
      const price = toBoatPrice(row);
      tx.remove(row);
      recordAudit(tx, {
        userId: admin.sub,
        action: 'pricing.boat_price.deleted',
        entityType: 'boat_pricing',
        entityId: String(price.id),
        details: {
          boatId: price.boatId,
          periodId: price.periodId,
          oneDayPrice: price.oneDayPrice,
          multiDayPrice: price.multiDayPrice,
          weekendMultiplier: price.weekendMultiplier,
        },
        service: 'pricing',
      });
      return { id: price.id, deleted: true } satisfies BoatPriceDeleted;
    });
    afterCommit();
    ctx.body = result;
  });

  return router;
}
