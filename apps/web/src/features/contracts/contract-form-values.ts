import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { type Contract, type ContractSaveInput, zContractSave } from '@securite/domain/contracts/contract-schemas';
import type { DuplicatedContract } from '@securite/domain/contracts/duplicate-contract';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { bodyVariablesError } from '@securite/domain/contracts/template-variables';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/**
 * The contract dialog's values, named as the request's fields (a server message lands on its field): '' for an
 * empty text or choice, the days as FormDayField holds them (null when empty, 'incomplete' while half typed).
 * The party is `customerId` or `agentId`, after the kind.
 */
export interface ContractFormValues {
  templateId: string;
  title: string;
  reference: string;
  customerId: string;
  agentId: string;
  signerName: string;
  signerEmail: string;
  startDate: string | null;
  endDate: string | null;
  body: string;
}

export const partyField = (kind: ContractKind) => (kind === 'customer' ? 'customerId' : 'agentId');

/** The values a contract (to edit), a duplicate (to save as new) or nothing (a new contract) opens with. */
export function contractFormValues(
  kind: ContractKind,
  initial: Contract | DuplicatedContract | null | undefined,
): ContractFormValues {
  const partyId = initial
    ? 'customer' in initial
      ? (initial.customer?.id ?? initial.agent?.id ?? '')
      : (initial.customerId ?? initial.agentId ?? '')
    : '';
  return {
    templateId: initial?.templateId ?? '',
    title: initial?.title ?? '',
    reference: initial?.reference ?? '',
    customerId: kind === 'customer' ? partyId : '',
    agentId: kind === 'agent' ? partyId : '',
    signerName: initial?.signerName ?? '',
    signerEmail: initial?.signerEmail ?? '',
    startDate: initial?.startDate ?? null,
    endDate: initial?.endDate ?? null,
    body: initial?.body ?? '',
  };
}

/** What « Enregistrer » sends (and the preview draws): an empty text or choice as null. */
export function contractRequest(kind: ContractKind, id: string | null, v: ContractFormValues): ContractSaveInput {
  return {
    id,
    title: v.title,
    reference: v.reference || null,
    body: v.body,
    templateId: v.templateId || null,
    customerId: kind === 'customer' ? v.customerId || null : null,
    agentId: kind === 'agent' ? v.agentId || null : null,
    signerName: v.signerName || null,
    signerEmail: v.signerEmail || null,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
  };
}

/** The domain's request schema, with what the server checks beyond it: the party, the kind's variables. */
const zContractFormCheck = (kind: ContractKind) =>
  zContractSave.superRefine((request, ctx) => {
    if (!(kind === 'customer' ? request.customerId : request.agentId))
      ctx.addIssue({
        code: 'custom',
        path: [partyField(kind)],
        message: kind === 'customer' ? cm.customerRequired : cm.agentRequired,
      });
    const variables = request.body ? bodyVariablesError(request.body, kind) : null;
    if (variables) ctx.addIssue({ code: 'custom', path: ['body'], message: variables });
  });

/** The request the values make, checked by the domain's schema: its French messages under the fields. */
export function contractResolver(kind: ContractKind, id: string | null): Resolver<ContractFormValues> {
  const schema = zContractFormCheck(kind);
  return async (values) => {
    const parsed = schema.safeParse(contractRequest(kind, id, values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      errors[String(issue.path[0] ?? 'root')] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<ContractFormValues> };
  };
}
