import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Boat } from '@nbp/contracts/http/catalogue';
import { api } from '../../../lib/api-client.ts';
import { boatKeys } from '../../../lib/query-keys.ts';

export const getBoat = (id: number) => api.get<Boat>(`/api/boats/${id}`);

/** The key is the URL, like every public read (the admin editor refreshes it after a save). */
export const boatQueryOptions = (id: number) => queryOptions({ queryKey: boatKeys.detail(id), queryFn: () => getBoat(id) });

export const useBoat = (id: number, enabled = true) => useQuery({ ...boatQueryOptions(id), enabled });

/** The boat id of a /boat/:id address: 1 to 9 digits, more than zero; anything else is no boat (null). */
export function boatIdFromParam(param: string | undefined): number | null {
  if (!/^\d{1,9}$/.test(param ?? '')) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
