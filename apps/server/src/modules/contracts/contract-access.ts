import type { Right } from '@securite/domain/auth/rights';
import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contracts } from '../../db/schema/contracts.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';

export type ContractRow = typeof contracts.$inferSelect;

/** Reading contracts: either right of the pair (the route's config checks it, the staff only). */
export const CONTRACT_RIGHTS: Right[] = ['contracts.create', 'contracts.edit'];
/** Reading templates: whoever writes contracts or templates. */
export const TEMPLATE_READ_RIGHTS: Right[] = [...CONTRACT_RIGHTS, 'contractTemplates.create', 'contractTemplates.edit'];

/** The agency's contracts of a kind, filtered in the query itself. */
export const contractsOf = (agencyId: string, kind: ContractKind): SQL =>
  and(inAgency(contracts, agencyId), eq(contracts.kind, kind)) as SQL;

/** The contract, locked for the transaction; 404 when it is not one of the agency's of that kind. */
export async function lockContract(tx: Tx, agencyId: string, kind: ContractKind, id: string): Promise<ContractRow> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(contractsOf(agencyId, kind), eq(contracts.id, id)))
    .for('update');
  if (!row) throw notFound(cm.notFound);
  return row;
}
