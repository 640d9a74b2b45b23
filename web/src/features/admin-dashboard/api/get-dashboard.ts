import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@nbp/contracts/http/dashboard';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from '../../../lib/query-keys.ts';

export const getDashboard = () => api.get<Dashboard>('/api/admin/dashboard');

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard });

export const useDashboard = (enabled = true) => useQuery({ ...dashboardQueryOptions(), enabled });
