import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityLog } from '@nbp/contracts/http/identity';
import { ApiError } from '../../../lib/api-client.ts';
import { activityLogKeys } from '../../../lib/query-keys.ts';

export const LOG_PAGE_SIZE = 50;

/** GET /api/admin/activity-logs?page&pageSize: newest first; the total comes in X-Total-Count. */
export async function getActivityLogs(page: number): Promise<{ items: ActivityLog[]; total: number | null }> {
  const response = await fetch(`/api/admin/activity-logs?page=${page}&pageSize=${LOG_PAGE_SIZE}`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const items = (await response.json()) as ActivityLog[];
  const header = response.headers.get('x-total-count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  return { items, total };
}

export const activityLogsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: activityLogKeys.page(page),
    queryFn: () => getActivityLogs(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useActivityLogs = (page: number) => useQuery(activityLogsQueryOptions(page));
