import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@nbp/contracts/http/dashboard';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';
import { ADMIN_REFETCH_MS } from '../../../lib/admin-live.ts';

export const getDashboard = () => api.get<Dashboard>('/api/admin/dashboard');

/** The stat cards follow new bookings while the page is visible (docs/back-office.md#live-lists). */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard, refetchInterval: ADMIN_REFETCH_MS });

export const useDashboard = (enabled = true) => useQuery({ ...dashboardQueryOptions(), enabled });
