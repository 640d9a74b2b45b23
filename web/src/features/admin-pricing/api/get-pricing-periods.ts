import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingPeriod } from '@nbp/contracts/http/pricing';
import { api } from '../../../lib/api-client.ts';
import { adminPricingKeys } from '../../../lib/query-keys.ts';

export const getPricingPeriods = () => api.get<PricingPeriod[]>('/api/admin/pricing-periods');

export const pricingPeriodsQueryOptions = () => queryOptions({ queryKey: adminPricingKeys.periods, queryFn: getPricingPeriods });

export const usePricingPeriods = () => useQuery(pricingPeriodsQueryOptions());
