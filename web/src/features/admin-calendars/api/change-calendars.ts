import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BoatCalendars, CalendarFeed, CalendarFeedInput, CalendarFeedSettingsInput } from '@nbp/contracts/http/calendars';
import { api } from '../../../lib/api-client.ts';
import { adminCalendarKeys, planningKeys } from '../../../lib/query-keys.ts';
import { withBoat, withFeed, withNewFeed, withoutFeed } from '../logic/calendar-list.ts';

/** POST /api/admin/calendars/:boatId/feeds: 201 with the feed after its first read. */
export const addCalendarFeed = ({ boatId, input }: { boatId: number; input: CalendarFeedInput }) =>
  api.post<CalendarFeed>(`/api/admin/calendars/${boatId}/feeds`, input);
/** POST /api/admin/calendars/feeds/:id/refresh: reads it now, answers the feed as it stands. */
export const refreshCalendarFeed = (id: number) => api.post<CalendarFeed>(`/api/admin/calendars/feeds/${id}/refresh`);
/** PATCH /api/admin/calendars/feeds/:id: what closes days (null: the marketplace's default); the feed after a read with it. */
export const updateCalendarFeed = ({ id, input }: { id: number; input: CalendarFeedSettingsInput }) =>
  api.patch<CalendarFeed>(`/api/admin/calendars/feeds/${id}`, input);
/** DELETE /api/admin/calendars/feeds/:id: 204; its days go free, its conflicts close. */
export const deleteCalendarFeed = (id: number) => api.delete<void>(`/api/admin/calendars/feeds/${id}`);
/** POST /api/admin/calendars/:boatId/rotate: the boat's row with its new export link. */
export const rotateCalendarExport = (boatId: number) => api.post<BoatCalendars>(`/api/admin/calendars/${boatId}/rotate`);

/**
 * After every change: the answer goes into the list at once (the row replaced, added or removed),
 * then the list, the conflicts and the planning (imported days are planning entries) are asked again.
 */
function settle(queryClient: QueryClient, update?: (list: BoatCalendars[]) => BoatCalendars[]) {
  if (update) queryClient.setQueryData<BoatCalendars[]>(adminCalendarKeys.all, (list) => (list ? update(list) : list));
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCalendarKeys.all }),
    queryClient.invalidateQueries({ queryKey: planningKeys.all }),
  ]);
}

export function useAddCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCalendarFeed,
    onSuccess: (feed) => settle(queryClient, (list) => withNewFeed(list, feed)),
  });
}

export function useRefreshCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshCalendarFeed,
    onSuccess: (feed) => settle(queryClient, (list) => withFeed(list, feed)),
    onError: () => settle(queryClient),
  });
}

export function useUpdateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarFeed,
    onSuccess: (feed) => settle(queryClient, (list) => withFeed(list, feed)),
    onError: () => settle(queryClient),
  });
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: (_answer, id) => settle(queryClient, (list) => withoutFeed(list, id)),
    onError: () => settle(queryClient),
  });
}

export function useRotateCalendarExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarExport,
    onSuccess: (boat) => settle(queryClient, (list) => withBoat(list, boat)),
  });
}
