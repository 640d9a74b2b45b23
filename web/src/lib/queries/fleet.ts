import { queryOptions } from '@tanstack/react-query';
import type { BoatSummary } from '@nbp/contracts/http/catalogue';
import type { Lang } from '../../i18n/lang.ts';
import { api } from '../api-client.ts';
import { boatKeys } from '../query-keys.ts';

/**
 * A public read in `lang` (the catalogue's, a boat's price list): the Italian URL as it always was,
 * `?lang=en` for English (docs/languages.md#boat-page).
 */
export const withLang = (url: string, lang: Lang) => (lang === 'it' ? url : `${url}?lang=${lang}`);

/**
 * GET /api/boats, the public fleet. The home page, the boat page and the admin booking form all
 * show it, so there is one request and one cache entry for it per language; each reader adds its
 * own options. The back office reads it in Italian.
 */
export const getBoats = (lang: Lang = 'it'): Promise<BoatSummary[]> =>
  api.read(withLang('/api/boats', lang), () => import('../answers/catalogue.ts').then((answers) => answers.fleetAnswer));

export const fleetQueryOptions = (lang: Lang = 'it') => queryOptions({ queryKey: boatKeys.list(lang), queryFn: () => getBoats(lang) });
