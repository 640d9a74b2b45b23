import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Extra } from '@nbp/contracts/http/catalogue';
import type { Lang } from '../../../i18n/lang.ts';
import { useLang } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { withLang } from '../../../lib/queries/fleet.ts';
import { extraKeys } from '../../../lib/query-keys.ts';

export const getExtras = (lang: Lang = 'it'): Promise<Extra[]> =>
  api.read(withLang('/api/extras', lang), () => import('@nbp/contracts/http/catalogue').then((contracts) => contracts.extra.array()));

export const extrasQueryOptions = (lang: Lang = 'it') => queryOptions({ queryKey: extraKeys.list(lang), queryFn: () => getExtras(lang) });

/** The extras in the page's language. */
export const useExtras = () => useQuery(extrasQueryOptions(useLang()));
