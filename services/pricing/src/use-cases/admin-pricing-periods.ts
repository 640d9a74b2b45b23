import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionClaims } from '@nbp/contracts/http/identity';
import { type PeriodOverlap, type pricingPeriodInput } from '@nbp/contracts/http/pricing';
import { audit } from '../data/audit.ts';
import { badRequestOn, notFound } from '@nbp/kit/errors';
import { BoatPricingEntity, ExtraPricingEntity, PricingPeriodEntity, type PricingPeriodRow } from '../data/entities.ts';
import { changes } from './changes.ts';

/** Pricing periods for the 'Prezzi' tab, each change audited; a saved period comes back with the periods it overlaps. */

type Admin = Pick<SessionClaims, 'sub'>;
type PeriodFields = ReturnType<typeof pricingPeriodInput.parse>;

export interface SavedPeriod {
  row: PricingPeriodRow;
  overlaps: PeriodOverlap[];
}

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

/** Every period, by start date. */
export function listPricingPeriods(em: EntityManager): Promise<PricingPeriodRow[]> {
  return em.find(PricingPeriodEntity, {}, { orderBy: { startDate: 'asc', id: 'asc' } });
}

export function createPricingPeriod(em: EntityManager, input: PeriodFields, admin: Admin): Promise<SavedPeriod> {
  return em.transactional(async (tx) => {
    const row = tx.create(PricingPeriodEntity, input);
    await tx.flush();
    audit(tx, admin.sub, 'pricing.period.created', ['pricing_period', row.id], { ...input });
    return { row, overlaps: await overlapsOf(tx, row) };
  });
}

/** The sent fields of one period changed; `id` null (a malformed path id) is a 404. */
export function updatePricingPeriod(
  em: EntityManager,
  id: number | null,
  patch: Partial<PeriodFields>,
  admin: Admin,
): Promise<SavedPeriod> {
  return em.transactional(async (tx) => {
    // Locked until the commit: a concurrent edit of the same period waits and then checks its
    // dates against this one's result, instead of both checking against the same stale row (a
    // new start from one and a new end from the other could cross).
    const row = id ? await tx.findOne(PricingPeriodEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!row) throw notFound('period_not_found');
    // One date alone is checked against the stored other one.
    if ((patch.endDate ?? row.endDate) < (patch.startDate ?? row.startDate)) {
      throw badRequestOn('endDate', 'end_before_start');
    }
    const changed = changes<Partial<PeriodFields>>(row, patch);
    tx.assign(row, patch);
    audit(tx, admin.sub, 'pricing.period.updated', ['pricing_period', row.id], { name: row.name, changed });
    return { row, overlaps: await overlapsOf(tx, row) };
  });
}

/** A period deleted with its prices; `id` null (a malformed path id) is a 404. */
export function deletePricingPeriod(
  em: EntityManager,
  id: number | null,
  admin: Admin,
): Promise<{ id: number; deleted: true; boatPrices: number; extraPrices: number }> {
  return em.transactional(async (tx) => {
    const row = id ? await tx.findOne(PricingPeriodEntity, { id }) : null;
    if (!row) throw notFound('period_not_found');
    // A period's prices mean nothing without it, and the admin deletes from a list that does not
    // show them; so they go with it, in the same transaction, rather than blocking the delete.
    const boatPrices = await tx.nativeDelete(BoatPricingEntity, { periodId: row.id });
    const extraPrices = await tx.nativeDelete(ExtraPricingEntity, { periodId: row.id });
    const { id: periodId, name, startDate, endDate } = row;
    tx.remove(row);
    audit(tx, admin.sub, 'pricing.period.deleted', ['pricing_period', periodId], { name, startDate, endDate, boatPrices, extraPrices });
    return { id: periodId, deleted: true, boatPrices, extraPrices };
  });
}
