import { type ContractKind, contractKindLabels, contractPartyLabels } from '@securite/domain/contracts/contract-kinds';
import { bodyVariablesError, fillTemplate } from '@securite/domain/contracts/template-variables';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import type { FrozenContractContent } from '../../db/schema/contracts.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { addressLine, type ContractParty, contractValues } from './contract-values.ts';
import type { ContractPdfContent } from './draw-contract-pdf.ts';

/** 400 on the body field when it names a variable the kind does not have ('Variable inconnu'). */
export function assertKnownVariables(body: string, kind: ContractKind): void {
  const error = bodyVariablesError(body, kind);
  if (error) throw new AppError(ErrorCode.Validation, messages.validation, { errors: { body: error } });
}

export interface ContractDraft {
  title: string;
  reference?: string | null;
  body: string;
  startDate?: string | null;
  endDate?: string | null;
  signerName?: string | null;
  signerEmail?: string | null;
}

/** What the PDF of a contract shows today: the body filled from the agency, the party and the contract. */
export function contentOf(
  agency: AgencyRow,
  kind: ContractKind,
  draft: ContractDraft,
  party: ContractParty,
  now: Date,
): FrozenContractContent {
  assertKnownVariables(draft.body, kind);
  const values = contractValues(agency, draft, party, now);
  return {
    agencyName: agency.name,
    agencyLines: [addressLine(agency.address), agency.email, agency.phone].filter((l): l is string => !!l),
    title: draft.title,
    reference: draft.reference ?? null,
    kindLabel: contractKindLabels[kind],
    partyLabel: contractPartyLabels[kind],
    partyName: party.name,
    body: fillTemplate(draft.body, kind, values),
    timeZone: agency.timezone,
  };
}

export const pdfContentOf = (content: FrozenContractContent, date: Date, preview: boolean): ContractPdfContent => ({
  ...content,
  date,
  preview,
});
