import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@nbp/contracts/http/booking';
import { api } from '../../../lib/api-client.ts';

export const DASHBOARD_KEY = ['/api/admin/dashboard'] as const;

export const getDashboard = () => api.get<Dashboard>('/api/admin/dashboard');

export const dashboardQueryOptions = () => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: getDashboard });

export const useDashboard = (enabled = true) => useQuery({ ...dashboardQueryOptions(), enabled });
