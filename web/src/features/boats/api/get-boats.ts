import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoatSummary } from '@nbp/contracts/http/catalogue';
import { api } from '../../../lib/api-client.ts';

export const getBoats = () => api.get<BoatSummary[]>('/api/boats');

export const boatsQueryOptions = () => queryOptions({ queryKey: ['/api/boats'], queryFn: getBoats });

export const useBoats = () => useQuery(boatsQueryOptions());
