import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Boat } from '@nbp/contracts/http/catalogue';
import type { Lang } from '../../../i18n/lang.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { withLang } from '../../../lib/queries/fleet.ts';
import { boatKeys } from '../../../lib/query-keys.ts';

/** `/api/boats/2` on an Italian page, `/api/boats/2?lang=en` on an English one (what the boat shell preloads). */
export const boatUrl = (id: number, lang: Lang = 'it') => withLang(`/api/boats/${id}`, lang);

/** Read with its contract, whose code comes with the first boat the browser asks for itself (docs/web.md#answers-checked). */
export const getBoat = (id: number, lang: Lang = 'it'): Promise<Boat> =>
  api.read(boatUrl(id, lang), () => import('../../../lib/answers/catalogue.ts').then((answers) => answers.boatAnswer));

/** The key is the URL, like every public read (the admin editor refreshes it after a save). */
export const boatQueryOptions = (id: number, lang: Lang = 'it') =>
  queryOptions({ queryKey: boatKeys.detail(id, lang), queryFn: () => getBoat(id, lang) });

/** The boat in the page's language. */
export const useBoat = (id: number, enabled = true) => useQuery({ ...boatQueryOptions(id, useLang()), enabled });

/** The boat id of a /boat/:id address: 1 to 9 digits, more than zero; anything else is no boat (null). */
export function boatIdFromParam(param: string | undefined): number | null {
  if (!/^\d{1,9}$/.test(param ?? '')) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
