import { useQuery } from '@tanstack/react-query';
import type { CalendarBooking } from '@nbp/contracts/http/booking';
import { bookingKeys } from '../../../lib/query-keys.ts';
import { boatDaysQueryOptions } from './boat-days.ts';

/** The boat's confirmed bookings; a failure reads as none (boat-days.ts). */
export const calendarBookingsQueryOptions = (boatId: number) =>
  boatDaysQueryOptions<CalendarBooking>(bookingKeys.confirmedOf(boatId), `/api/bookings?boatId=${boatId}&status=confirmed`);

export const useCalendarBookings = (boatId: number) => useQuery(calendarBookingsQueryOptions(boatId));
