import { useQuery } from '@tanstack/react-query';
import { bookingKeys } from '../../../lib/query-keys.ts';
import { boatDaysQueryOptions } from './boat-days.ts';

/** Days the office closed for this boat; like the bookings, a failure leaves the calendar usable. */
export const unavailableDatesQueryOptions = (boatId: number) =>
  boatDaysQueryOptions<string>(bookingKeys.unavailableDates(boatId), `/api/unavailable-dates?boatId=${boatId}`);

export const useUnavailableDates = (boatId: number) => useQuery(unavailableDatesQueryOptions(boatId));
