import { z } from 'zod';
import { says } from '../../errors.ts';
import { isoDate } from '../../common.ts';
import { inclusiveDays } from '../../days.ts';

/** The most days one planning answer covers: a month view with its edges (docs/back-office.md#planning). */
export const PLANNING_MAX_DAYS = 62;

/** GET /api/admin/planning?from&to: both dates count; at most PLANNING_MAX_DAYS days. */
export const planningQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((value) => value.to >= value.from, { ...says('to_before_from'), path: ['to'] })
  .refine((value) => value.to < value.from || inclusiveDays(value.from, value.to) <= PLANNING_MAX_DAYS, {
    ...says('planning_too_long', { max: String(PLANNING_MAX_DAYS) }),
    path: ['to'],
  });
export type PlanningQuery = z.infer<typeof planningQuery>;

/**
 * What occupies a boat's days: a booking (pending or confirmed), a request's hold (pending), days
 * the office blocked (closed days, status `closed` and `id` the closing's:
 * docs/back-office.md#closed-days; or a marked day), or an imported calendar. `id` is the row's id
 * within its kind.
 */
export const planningEntryKind = z.enum(['booking', 'hold', 'blocked', 'external']);
export type PlanningEntryKind = z.infer<typeof planningEntryKind>;

export const planningEntry = z.object({
  id: z.number().int(),
  boatId: z.number().int(),
  kind: planningEntryKind,
  status: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** The customer's name (booking, hold), the closing's reason, the office's note or 'Non disponibile' (blocked). */
  label: z.string(),
});
export type PlanningEntry = z.infer<typeof planningEntry>;

export const planning = z.object({
  /** Every boat of the catalogue, active ones first. */
  boats: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
  entries: z.array(planningEntry),
});
export type Planning = z.infer<typeof planning>;

/**
 * GET /api/admin/planning/today: "Oggi al porto", the bookings and holds leaving today (start
 * today) and coming back today (end today), with what the office needs to reach the customer.
 */
export const harbourMovement = z.object({
  id: z.number().int(),
  kind: z.enum(['booking', 'hold']),
  boatId: z.number().int(),
  status: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  customerName: z.string(),
  customerPhone: z.string(),
  notes: z.string().nullable(),
});
export type HarbourMovement = z.infer<typeof harbourMovement>;

export const harbourToday = z.object({
  date: isoDate,
  departures: z.array(harbourMovement),
  returns: z.array(harbourMovement),
});
export type HarbourToday = z.infer<typeof harbourToday>;
