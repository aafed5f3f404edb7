import {
  type MetricName,
  zMetric,
  zPlatformSummary,
  zPlatformTurnover,
} from '@securite/domain/admin-dashboard/dashboard-schemas';
import type { PeriodFilter } from '@securite/domain/margins/margin-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

const key = ['admin', 'dashboard'] as const;

/** POST admin/dashboard/fetch/turnover ('year' by default). */
export function usePlatformTurnover(filters: PeriodFilter, enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'turnover', filters],
    queryFn: ({ signal }) =>
      apiRequest('/admin/dashboard/fetch/turnover', {
        method: 'POST',
        body: { filters },
        schema: zPlatformTurnover,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET admin/dashboard/summary: counters, churn cards, suspension statistics. */
export function usePlatformSummary(enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'summary'],
    queryFn: ({ signal }) => apiRequest('/admin/dashboard/summary', { schema: zPlatformSummary, signal }),
    enabled,
  });
}

/** GET admin/metrics/{name}?from&to; a failure leaves the chart empty (spec 001 section 8), without a notice. */
export function useMetric(name: MetricName, range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...key, 'metric', name, range],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/metrics/${name}?from=${range.from}&to=${range.to}`, {
        schema: zMetric,
        signal,
        notifyErrors: false,
      }),
    enabled,
    retry: false,
  });
}
