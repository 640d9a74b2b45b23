import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingPeriod } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';

export const getPricingPeriods = () => api.get<PricingPeriod[]>('/api/admin/pricing-periods');

export const pricingPeriodsQueryOptions = () => queryOptions({ queryKey: ['/api/admin/pricing-periods'], queryFn: getPricingPeriods });

export const usePricingPeriods = () => useQuery(pricingPeriodsQueryOptions());
