import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoatCalendars, CalendarConflict } from '@nbp/contracts/http/calendars';
import { api } from '../../../lib/api-client.ts';
import { adminCalendarKeys } from '../../../lib/query-keys.ts';
import { ADMIN_REFETCH_MS } from '../../../lib/admin-live.ts';

export const getCalendars = () => api.get<BoatCalendars[]>('/api/admin/calendars');
export const getCalendarConflicts = () => api.get<CalendarConflict[]>('/api/admin/calendars/conflicts');

/**
 * Every boat with its export link and imported feeds, asked again every 5 seconds while the page is
 * visible (docs/back-office.md#live-lists): a feed read by the worker, or gone quiet, shows up
 * without a reload, on the tab and on its badge.
 */
export const calendarsQueryOptions = () =>
  queryOptions({ queryKey: adminCalendarKeys.all, queryFn: getCalendars, refetchInterval: ADMIN_REFETCH_MS });

/** The open conflicts (docs/calendars.md#conflicts-and-quiet-feeds), polled like the list. */
export const calendarConflictsQueryOptions = () =>
  queryOptions({ queryKey: adminCalendarKeys.conflicts, queryFn: getCalendarConflicts, refetchInterval: ADMIN_REFETCH_MS });

export const useCalendars = () => useQuery(calendarsQueryOptions());
export const useCalendarConflicts = () => useQuery(calendarConflictsQueryOptions());
