import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityKind, ActivityLog, ActivityLogAdmin } from '@nbp/contracts/http/identity';
import { customerNames, type CustomerNames } from '@nbp/contracts/http/booking';
import { customerSubject } from '../logic/log-target.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { activityLogKeys } from '../../../lib/query-keys.ts';

export const LOG_PAGE_SIZE = 50;

/** What the log is filtered by; '' is "any" (docs/back-office.md#a-readable-log). */
export interface LogFilters {
  kind: ActivityKind | '';
  userId: string;
  /** YYYY-MM-DD, Europe/Rome calendar days, both included. */
  from: string;
  to: string;
}
export const NO_LOG_FILTERS: LogFilters = { kind: '', userId: '', from: '', to: '' };

/** The query string: page and size, then only the filters that are set. */
export function activityLogParams(page: number, filters: LogFilters): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), pageSize: String(LOG_PAGE_SIZE) });
  for (const key of ['kind', 'userId', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  return params;
}

async function readJson(response: Response): Promise<unknown> {
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response.json();
}

/** GET /api/admin/activity-logs?page&pageSize&kind&userId&from&to: newest first; the total comes in X-Total-Count. */
export async function getActivityLogs(
  page: number,
  filters: LogFilters = NO_LOG_FILTERS,
): Promise<{ items: ActivityLog[]; total: number | null }> {
  const response = await fetch(`/api/admin/activity-logs?${activityLogParams(page, filters)}`, { credentials: 'include' });
  const items = (await readJson(response)) as ActivityLog[];
  const header = response.headers.get('x-total-count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  return { items, total };
}

export const activityLogsQueryOptions = (page: number, filters: LogFilters = NO_LOG_FILTERS) =>
  queryOptions({
    queryKey: activityLogKeys.page(page, filters),
    queryFn: () => getActivityLogs(page, filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useActivityLogs = (page: number, filters: LogFilters = NO_LOG_FILTERS) => useQuery(activityLogsQueryOptions(page, filters));

/** GET /api/admin/activity-logs/admins: the administrators the log names, for the 'Amministratore' filter. */
export const useLogAdmins = () =>
  useQuery({
    queryKey: activityLogKeys.admins,
    queryFn: async () => (await readJson(await fetch('/api/admin/activity-logs/admins', { credentials: 'include' }))) as ActivityLogAdmin[],
  });

/**
 * The customers named by the entries of one page: one call to the booking service for the page's
 * bookings and requests (docs/back-office.md#a-readable-log). Without it (an error, the service
 * down) the sentences simply name no customer.
 */
export function useLogCustomers(items: ActivityLog[]): (kind: 'booking' | 'request', id: number) => string | undefined {
  const ids = { booking: new Set<number>(), request: new Set<number>() };
  for (const item of items) {
    const subject = customerSubject(item);
    if (subject) ids[subject.kind].add(subject.id);
  }
  const bookings = [...ids.booking].sort((a, b) => a - b);
  const requests = [...ids.request].sort((a, b) => a - b);
  const names = useQuery({
    queryKey: activityLogKeys.customers(bookings, requests),
    enabled: bookings.length + requests.length > 0,
    queryFn: async (): Promise<CustomerNames> => {
      const params = new URLSearchParams();
      if (bookings.length) params.set('bookings', bookings.join(','));
      if (requests.length) params.set('requests', requests.join(','));
      return customerNames.parse(await readJson(await fetch(`/api/admin/bookings/customer-names?${params}`, { credentials: 'include' })));
    },
    placeholderData: keepPreviousData,
  });
  return (kind, id) => (kind === 'booking' ? names.data?.bookings : names.data?.requests)?.find((row) => row.id === id)?.customerName;
}
