import { useQuery } from '@tanstack/react-query';
import { isDay } from '@nbp/contracts/days';
import { quoteQueryOptions } from '../../../lib/queries/quote.ts';

/**
 * The list price of a phone booking (docs/request-lifecycle.md#phone-bookings): the pricing
 * service's quote, the same the booking card shows, asked once a boat and both dates are set.
 */
export function useBookingQuote(boatId: string, startDate: string, endDate: string) {
  const id = Number.parseInt(boatId, 10);
  const ready = Number.isInteger(id) && id > 0 && isDay(startDate) && isDay(endDate) && endDate >= startDate;
  return useQuery({ ...quoteQueryOptions({ boatId: ready ? id : 0, startDate, endDate }), enabled: ready });
}
