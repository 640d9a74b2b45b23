import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { type boatPriceInput, type BoatPriceDeleted } from '@nbp/contracts/http/pricing';
import { audit } from '../data/audit.ts';
import { badRequestOn, conflict, notFound } from '@nbp/kit/errors';
import { BoatPricingEntity, PricingPeriodEntity, type BoatPricingRow } from '../data/entities.ts';
import { changes } from './changes.ts';

/** The price matrix: one boat's one-day and multi-day rates per period, each change audited. */

type Admin = Pick<SessionClaims, 'sub'>;
type BoatPriceFields = ReturnType<typeof boatPriceInput.parse>;

async function ensurePeriod(tx: EntityManager, periodId: number): Promise<void> {
  if (!(await tx.count(PricingPeriodEntity, { id: periodId }))) {
    throw badRequestOn('periodId', 'period_not_found');
  }
}

/** Checked first for a readable answer; the unique index still decides when two saves race. */
async function ensureNoOtherPrice(tx: EntityManager, boatId: number, periodId: number, exceptId?: number): Promise<void> {
  const existing = await tx.findOne(BoatPricingEntity, { boatId, periodId });
  if (existing && existing.id !== exceptId) throw conflict('price_duplicate');
}

async function uniqueOr409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw conflict('price_duplicate');
    throw err;
  }
}

/** Every boat's prices, by boat and period. */
export function listBoatPrices(em: EntityManager): Promise<BoatPricingRow[]> {
  return em.find(BoatPricingEntity, {}, { orderBy: { boatId: 'asc', periodId: 'asc', id: 'asc' } });
}

/** A new price for a boat in an existing period; a second price for the same boat and period is a 409. */
export function createBoatPrice(em: EntityManager, input: BoatPriceFields, admin: Admin): Promise<BoatPricingRow> {
  return uniqueOr409(() =>
    em.transactional(async (tx) => {
      await ensurePeriod(tx, input.periodId);
      await ensureNoOtherPrice(tx, input.boatId, input.periodId);
      const row = tx.create(BoatPricingEntity, input);
      await tx.flush();
      audit(tx, admin.sub, 'pricing.boat_price.created', ['boat_pricing', row.id], { ...input });
      return row;
    }),
  );
}

/** The sent fields of one price changed; `id` null (a malformed path id) is a 404. */
export function updateBoatPrice(
  em: EntityManager,
  id: number | null,
  patch: Partial<BoatPriceFields>,
  admin: Admin,
): Promise<BoatPricingRow> {
  return uniqueOr409(() =>
    em.transactional(async (tx) => {
      const row = id ? await tx.findOne(BoatPricingEntity, { id }) : null;
      if (!row) throw notFound('price_not_found');
      if (patch.periodId !== undefined && patch.periodId !== row.periodId) await ensurePeriod(tx, patch.periodId);
      await ensureNoOtherPrice(tx, patch.boatId ?? row.boatId, patch.periodId ?? row.periodId, row.id);
      const changed = changes<BoatPriceFields>(row, patch);
      tx.assign(row, patch);
      await tx.flush();
      audit(tx, admin.sub, 'pricing.boat_price.updated', ['boat_pricing', row.id], { boatId: row.boatId, periodId: row.periodId, changed });
      return row;
    }),
  );
}

/**
 * One boat's price in one period, removed alone (the period and the boat's other prices stay): the
 * boat is then priced on those days by another period covering them, or by the fallback.
 */
export function deleteBoatPrice(em: EntityManager, id: number | null, admin: Admin): Promise<BoatPriceDeleted> {
  return em.transactional(async (tx) => {
    const row = id ? await tx.findOne(BoatPricingEntity, { id }) : null;
    if (!row) throw notFound('price_not_found');
    const { boatId, periodId, oneDayPrice, multiDayPrice, weekendMultiplier } = row;
    const priceId = row.id;
    tx.remove(row);
    audit(tx, admin.sub, 'pricing.boat_price.deleted', ['boat_pricing', priceId], {
      boatId,
      periodId,
      oneDayPrice,
      multiDayPrice,
      weekendMultiplier,
    });
    return { id: priceId, deleted: true };
  });
}
