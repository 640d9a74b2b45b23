import { z } from 'zod';
import { says } from '../../errors.ts';
import { isoDate, positiveId, singleLine } from '../../common.ts';
import { inclusiveDays, todayInRome } from '../../days.ts';

/**
 * Closed days (docs/back-office.md#closed-days): a boat out of service for some days (maintenance,
 * the owner's own day out), a record of its own that takes the days like a booking, never counted
 * as one.
 */

/** The longest reason the office may write: it is shown in the planning's cell and dialog. */
export const CLOSED_REASON_MAX = 200;
/** The most days one closing may cover: a season, not "closed for ever" by a slip of the year. */
export const CLOSED_DAYS_MAX = 366;

/** POST /api/admin/blocked-days, and the planning's "Chiudi giorni" form. Both days are closed. */
export const closedDaysInput = z
  .object({
    boatId: positiveId,
    startDate: isoDate,
    endDate: isoDate,
    reason: singleLine('Il motivo', 'closed_reason_required')
      .trim()
      .min(1, says('closed_reason_required'))
      .max(CLOSED_REASON_MAX, says('closed_reason_too_long', { max: String(CLOSED_REASON_MAX) })),
  })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] })
  .refine((value) => value.endDate >= todayInRome(), { ...says('closed_days_past'), path: ['endDate'] })
  .refine((value) => value.endDate < value.startDate || inclusiveDays(value.startDate, value.endDate) <= CLOSED_DAYS_MAX, {
    ...says('closed_days_too_long', { max: String(CLOSED_DAYS_MAX) }),
    path: ['endDate'],
  });
export type ClosedDaysInput = z.input<typeof closedDaysInput>;

/** The stored closing, as POST answers it (201). `createdBy` is the administrator's id. */
export const closedDays = z.object({
  id: z.number().int(),
  boatId: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ClosedDays = z.infer<typeof closedDays>;

/** The planning entry's status of a closing (kind 'blocked'): the one a click may reopen. */
export const CLOSED_DAYS_STATUS = 'closed';
