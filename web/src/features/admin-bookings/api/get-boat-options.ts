import { useQuery } from '@tanstack/react-query';
import { fleetQueryOptions } from '../../../lib/queries/fleet.ts';

/** The public boat list, shared with the home page's cache; the admin select keeps it 5 minutes (docs/product/screens.md#data-loading). */
export const useBoatOptions = () => useQuery({ ...fleetQueryOptions(), staleTime: 5 * 60 * 1000 });
