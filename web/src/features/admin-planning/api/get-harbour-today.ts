import { queryOptions, useQuery } from '@tanstack/react-query';
import { harbourToday, type HarbourToday } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';
import { harbourTodayKeys } from '../../../lib/query-keys.ts';
import { PLANNING_REFRESH_MS } from './get-planning.ts';

export const getHarbourToday = async (): Promise<HarbourToday> => harbourToday.parse(await api.get('/api/admin/planning/today'));

export const harbourTodayQueryOptions = () =>
  queryOptions({ queryKey: harbourTodayKeys.all, queryFn: getHarbourToday, refetchInterval: PLANNING_REFRESH_MS });

export const useHarbourToday = () => useQuery(harbourTodayQueryOptions());
