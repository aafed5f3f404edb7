import { zSalaryElementAgents } from '@securite/domain/payroll/salary-elements';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';

/** GET {agency}/salary-elements/agents: the agents an element may go to, by name. */
export function useSalaryElementAgents(agencyId: string) {
  return useQuery({
    queryKey: ['agency', agencyId, 'salary-elements', 'agents'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/salary-elements/agents'), { schema: zSalaryElementAgents, signal }),
    staleTime: 60_000,
  });
}
