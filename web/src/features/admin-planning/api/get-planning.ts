import { queryOptions, useQuery } from '@tanstack/react-query';
import { planning, type Planning } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { planningKeys } from '../../../lib/query-keys.ts';

/** How often the open planning tab reads again, so changes made elsewhere show up (docs/back-office.md#planning). */
export const PLANNING_REFRESH_MS = 5_000;

export const getPlanning = async (from: string, to: string): Promise<Planning> =>
  planning.parse(await api.get(`/api/admin/planning?from=${from}&to=${to}`));

// The panel is unmounted when another tab is open, and react-query pauses intervals in a hidden
// browser tab, so the 5-second reading happens only while the planning is on screen.
export const planningQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: planningKeys.range(from, to), queryFn: () => getPlanning(from, to), refetchInterval: PLANNING_REFRESH_MS });

export const usePlanning = (from: string, to: string) =>
  useQuery({ ...planningQueryOptions(from, to), placeholderData: (previous) => previous });
