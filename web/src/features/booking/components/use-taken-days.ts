import { useMemo } from 'react';
import { useCalendarBookings } from '../api/get-calendar-bookings.ts';
import { useHeldRanges } from '../api/get-held-ranges.ts';
import { usePricedUntil } from '../api/get-priced-until.ts';
import { useUnavailableDates } from '../api/get-unavailable-dates.ts';
import { blockedDays, heldDays } from '../logic/date-selection.ts';
import type { LastOfferedDay } from '../logic/calendar-horizon.ts';

export interface TakenDays {
  /** Confirmed bookings and days the office closed. */
  booked: ReadonlySet<string>;
  /** Days other visitors' pending requests hold. */
  held: ReadonlySet<string>;
  /** Both: what a pick and a range may not touch. */
  blocked: ReadonlySet<string>;
  /** The last priced day (calendar-horizon.ts). */
  lastDay: LastOfferedDay;
  /** The last priced day could not be read. */
  lastDayFailed: boolean;
  /** Every answer that could refuse a day is here. */
  known: boolean;
}

/** What the boat's calendar may not offer, read live from the booking and pricing services. */
export function useTakenDays(boatId: number): TakenDays {
  const bookings = useCalendarBookings(boatId);
  const unavailable = useUnavailableDates(boatId);
  const heldRanges = useHeldRanges(boatId);
  const booked = useMemo(() => blockedDays(bookings.data ?? [], unavailable.data ?? []), [bookings.data, unavailable.data]);
  const held = useMemo(() => heldDays(heldRanges.data ?? []), [heldRanges.data]);
  // Held days refuse a pick and a range across them exactly like booked ones (docs/request-lifecycle.md#holds);
  // only their look and their words differ.
  const blocked = useMemo(() => new Set([...booked, ...held]), [booked, held]);
  // Days past the last priced one are not offered; the server refuses them too.
  const pricedUntil = usePricedUntil(boatId);
  return {
    booked,
    held,
    blocked,
    lastDay: pricedUntil.data?.lastBookableDate,
    lastDayFailed: pricedUntil.isError,
    known: !bookings.isPending && !unavailable.isPending && !heldRanges.isPending && !pricedUntil.isPending,
  };
}
