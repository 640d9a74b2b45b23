import { useQuery } from '@tanstack/react-query';
import type { HeldRange } from '@nbp/contracts/http/booking';
import { bookingKeys } from '../../../lib/query-keys.ts';
import { boatDaysQueryOptions } from './boat-days.ts';

/**
 * Days other visitors' pending requests hold (docs/request-lifecycle.md#holds). Like the confirmed
 * bookings, a failure leaves the calendar usable: the server still refuses held days on sending.
 */
export const heldRangesQueryOptions = (boatId: number) =>
  boatDaysQueryOptions<HeldRange>(bookingKeys.heldOf(boatId), `/api/bookings/held?boatId=${boatId}`);

export const useHeldRanges = (boatId: number) => useQuery(heldRangesQueryOptions(boatId));
