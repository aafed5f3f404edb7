import {
  parseEurosToCents,
  type SalaryElement,
  type SalaryElementRequest,
  zSalaryElementRequest,
} from '@securite/domain/payroll/salary-elements';
import { validationMessages as m } from '@securite/domain/validation/messages';
import { z } from 'zod';
import { salaryTexts } from '../texts.ts';

/** The dialog's form: the request, with the amount typed in euros (« 45,50 ») instead of cents. */
export const zSalaryElementForm = zSalaryElementRequest.omit({ amountCents: true, agentId: true }).extend({
  agentId: z.string().min(1, m.required).pipe(zSalaryElementRequest.shape.agentId),
  amount: z
    .string()
    .trim()
    .min(1, m.required)
    .refine((v) => (parseEurosToCents(v) ?? 0) > 0, salaryTexts.amountInvalid),
});
export type SalaryElementFormInput = z.input<typeof zSalaryElementForm>;
export type SalaryElementFormOutput = z.output<typeof zSalaryElementForm>;

/** The request of checked form values: the amount in cents. */
export function requestOf({ amount, ...rest }: SalaryElementFormOutput): SalaryElementRequest {
  return { ...rest, amountCents: parseEurosToCents(amount) as number };
}

/** The form's values for a new element of the month, or for an element to edit. */
export function formValuesOf(element: SalaryElement | null, month: string, agentId = ''): SalaryElementFormInput {
  if (!element) return { id: null, agentId, month, kind: 'bonus', label: '', amount: '' };
  return {
    id: element.id,
    agentId: element.agent.id,
    month: element.month,
    kind: element.kind,
    label: element.label,
    amount: (element.amountCents / 100).toFixed(2).replace('.', ','),
  };
}
