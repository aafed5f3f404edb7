import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { Contract, ContractSave } from '@securite/domain/contracts/contract-schemas';
import { isContractEditable } from '@securite/domain/contracts/contract-status';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { nextSequenceValue } from '../../db/next-sequence-value.ts';
import { contracts, contractTemplates } from '../../db/schema/contracts.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { contractsOf, lockContract } from './contract-access.ts';
import { assertKnownVariables } from './contract-content.ts';
import { partyOf } from './contract-values.ts';
import { selectContract } from './present-contract.ts';

/** « CTR-0007 »: the agency's next contract reference, when the user gives none. */
async function nextReference(tx: Tx, agencyId: string): Promise<string> {
  return `CTR-${String(await nextSequenceValue(tx, agencyId, 'contract')).padStart(4, '0')}`;
}

/** A template the agency may use: its own or the platform's, of the same kind (422 otherwise). */
async function assertTemplate(tx: Tx, agencyId: string, kind: ContractKind, templateId: string): Promise<void> {
  const [row] = await tx
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(
      and(
        eq(contractTemplates.id, templateId),
        eq(contractTemplates.kind, kind),
        or(inAgency(contractTemplates, agencyId), isNull(contractTemplates.agencyId)),
      ),
    );
  if (!row)
    throw new AppError(ErrorCode.Unprocessable, cm.templateNotFound, { errors: { templateId: cm.templateNotFound } });
}

/**
 * POST {agency}/contract/{kind}: creates a contract (contracts.create) or edits one (with an id, contracts.edit),
 * only while it is created. The party must be the agency's; the body's variables must be the kind's.
 */
export async function saveContract(
  ctx: AppContext,
  tenant: TenantContext,
  kind: ContractKind,
  input: ContractSave,
): Promise<Contract> {
  assertGranted(tenant.actor, [saveRight('contracts', input)]);
  assertKnownVariables(input.body, kind);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const party = await partyOf(tx, agencyId, kind, input);
    if (input.templateId) await assertTemplate(tx, agencyId, kind, input.templateId);
    const values = {
      title: input.title,
      body: input.body,
      templateId: input.templateId ?? null,
      customerId: kind === 'customer' ? (input.customerId ?? null) : null,
      agentId: kind === 'agent' ? (input.agentId ?? null) : null,
      signerName: input.signerName || (kind === 'agent' ? party.name : null),
      signerEmail: input.signerEmail || (kind === 'agent' ? party.email : null),
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
    };
    let id: string;
    if (input.id) {
      const row = await lockContract(tx, agencyId, kind, input.id);
      if (!isContractEditable(row.status)) throw new AppError(ErrorCode.Conflict, cm.notEditable);
      await tx
        .update(contracts)
        .set({ ...values, reference: input.reference || row.reference, updatedAt: sql`now()` })
        .where(and(contractsOf(agencyId, kind), eq(contracts.id, row.id)));
      id = row.id;
    } else {
      const [row] = await tx
        .insert(contracts)
        .values({
          ...values,
          agencyId,
          kind,
          reference: input.reference || (await nextReference(tx, agencyId)),
          createdBy: tenant.actor.userId,
        })
        .returning({ id: contracts.id });
      id = row.id;
    }
    return (await selectContract(tx, agencyId, contractsOf(agencyId, kind), id)) as Contract;
  });
}
