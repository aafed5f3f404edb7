import { zContractParties } from '@securite/domain/contracts/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { contractsKey } from './contracts-key.ts';

/** GET {agency}/contracts/parties: customers (with who may sign) and agents, for the contract dialog. */
export function useContractParties(agencyId: string) {
  return useQuery({
    queryKey: [...contractsKey(agencyId), 'parties'],
    queryFn: ({ signal }) =>
      apiRequest(agencyPath(agencyId, '/contracts/parties'), { schema: zContractParties, signal }),
    staleTime: 60_000,
  });
}
