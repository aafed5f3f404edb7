import { type SalaryElementFetchInput, zSalaryElementPage } from '@securite/domain/payroll/salary-elements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';

export const salaryElementsKey = (agencyId: string) => ['agency', agencyId, 'salary-elements'] as const;

/** POST {agency}/fetch/salary-elements: a page of elements, filtered by month and agent. */
export function findSalaryElements(agencyId: string, input: SalaryElementFetchInput, signal?: AbortSignal) {
  return apiRequest(agencyPath(agencyId, '/fetch/salary-elements'), {
    method: 'POST',
    body: input,
    schema: zSalaryElementPage,
    signal,
  });
}

export function useSalaryElements(agencyId: string, input: SalaryElementFetchInput) {
  return useQuery({
    queryKey: [...salaryElementsKey(agencyId), input],
    queryFn: ({ signal }) => findSalaryElements(agencyId, input, signal),
    placeholderData: keepPreviousData,
  });
}
