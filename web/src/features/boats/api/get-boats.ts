import { useQuery } from '@tanstack/react-query';
import { fleetQueryOptions } from '../../../lib/queries/fleet.ts';

export const boatsQueryOptions = fleetQueryOptions;

export const useBoats = () => useQuery(fleetQueryOptions());
