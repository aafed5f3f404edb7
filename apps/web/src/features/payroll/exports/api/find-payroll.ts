import { zPayroll } from '@securite/domain/payroll/payroll-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';

/** POST {agency}/fetch/payroll: the month's hours and salary elements per agent, for the page's preview. */
export function usePayroll(agencyId: string, month: string) {
  return useQuery({
    queryKey: ['agency', agencyId, 'payroll', month],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/fetch/payroll'), {
        method: 'POST',
        body: { month },
        schema: zPayroll,
        signal,
      }),
  });
}
