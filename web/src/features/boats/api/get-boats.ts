import { useQuery } from '@tanstack/react-query';
import { fleetQueryOptions } from '../../../lib/queries/fleet.ts';
import { useLang } from '../../../i18n/i18n.tsx';

export const boatsQueryOptions = fleetQueryOptions;

/** The fleet in the page's language. */
export const useBoats = () => useQuery(fleetQueryOptions(useLang()));
