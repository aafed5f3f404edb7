import {
  type MarginSettings,
  type PeriodFilter,
  zMarginSettings,
  zMarginsReport,
  zTurnover,
} from '@securite/domain/margins/margin-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';

const key = (agencyId: string) => ['agency', agencyId, 'margins'] as const;

/** POST {agency}/fetch/margins: margins per site and customer over the period. */
export function useMargins(agencyId: string, filters: PeriodFilter, enabled = true) {
  return useQuery({
    queryKey: [...key(agencyId), 'report', filters],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/margins'), {
        method: 'POST',
        body: { filters },
        schema: zMarginsReport,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST {agency}/fetch/turnover: turnover per month (default filter 'year'). */
export function useTurnover(agencyId: string, filters: PeriodFilter, enabled = true) {
  return useQuery({
    queryKey: [...key(agencyId), 'turnover', filters],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/turnover'), {
        method: 'POST',
        body: { filters },
        schema: zTurnover,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET {agency}/margins/config: the agency's default hourly cost. */
export function useMarginSettings(agencyId: string) {
  return useQuery({
    queryKey: [...key(agencyId), 'config'],
    queryFn: ({ signal }) => apiRequest(agencyPath(agencyId, '/margins/config'), { schema: zMarginSettings, signal }),
  });
}

/** PUT {agency}/margins/config (right agencySettings.edit); the margins are counted again. */
export function useSaveMarginSettings(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarginSettings) =>
      apiRequest(agencyPath(agencyId, '/margins/config'), { method: 'PUT', body: input, schema: zMarginSettings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(agencyId) }),
  });
}
