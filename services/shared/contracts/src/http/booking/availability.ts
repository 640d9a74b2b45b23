import { z } from 'zod';
import { says } from '../../errors.ts';
import { isoDate, positiveId, singleLine } from '../../common.ts';

/** GET /api/bookings?boatId&status=confirmed: what the calendar reads. */
export const calendarBooking = z.object({ startDate: z.string(), endDate: z.string(), status: z.string() });
export type CalendarBooking = z.infer<typeof calendarBooking>;

export const availabilityQuery = z
  .object({ boatId: positiveId, startDate: isoDate, endDate: isoDate })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] });
export const availabilityAnswer = z.object({ available: z.boolean() });

export const alternativeBoat = z.object({
  id: z.number().int(),
  name: z.string(),
  length: z.string(),
  maxPersons: z.number().int(),
  motorPower: z.string(),
});
export type AlternativeBoat = z.infer<typeof alternativeBoat>;

/** GET /api/bookings/held?boatId: the ranges live claims other than confirmed bookings hold (pending requests and pending bookings). */
export const heldRangesQuery = z.object({ boatId: positiveId });
export const heldRange = z.object({ startDate: z.string(), endDate: z.string() });
export const heldRanges = z.array(heldRange);
export type HeldRange = z.infer<typeof heldRange>;

/** GET /api/bookings?boatId&status=confirmed: only confirmed bookings are ever listed publicly. */
export const calendarQuery = z.object({ boatId: positiveId, status: z.string().max(20).optional() });

/** GET /api/unavailable-dates?boatId: days an administrator marked as not bookable. */
export const unavailableDatesQuery = z.object({ boatId: positiveId });
export const unavailableDates = z.array(z.string());

/** GET /api/all-boats-availability?startDate&endDate&excludeBoatId: the other active boats free for the whole range. */
export const allBoatsAvailabilityQuery = z
  .object({ startDate: isoDate, endDate: isoDate, excludeBoatId: positiveId.optional() })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] });

/** GET /api/availability?boatModel&startDate&endDate: the boats of one model and whether each is free. */
export const modelAvailabilityQuery = z
  .object({
    boatModel: singleLine('Il modello', 'model_required').trim().min(1, says('model_required')).max(120, says('model_invalid')),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((value) => value.endDate >= value.startDate, { ...says('end_before_start'), path: ['endDate'] });
export const modelAvailability = z.object({ boatId: z.number().int(), name: z.string(), available: z.boolean() });
export type ModelAvailability = z.infer<typeof modelAvailability>;
