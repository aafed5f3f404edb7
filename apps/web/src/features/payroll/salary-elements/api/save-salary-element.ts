import { type SalaryElementRequest, zSalaryElement } from '@securite/domain/payroll/salary-elements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPath, apiRequest } from '../../../../api/client.ts';
import { salaryElementsKey } from './find-salary-elements.ts';

/** POST {agency}/salary-element: creates an element, or edits one with an id. */
export function saveSalaryElement(agencyId: string, input: SalaryElementRequest) {
  return apiRequest(agencyPath(agencyId, '/salary-element'), {
    method: 'POST',
    body: input,
    schema: zSalaryElement,
    notifyErrors: false,
  });
}

export function useSaveSalaryElement(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SalaryElementRequest) => saveSalaryElement(agencyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salaryElementsKey(agencyId) }),
  });
}
