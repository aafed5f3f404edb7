import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contracts } from '../../db/schema/contracts.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { contractsOf, lockContract } from './contract-access.ts';

/**
 * DELETE {agency}/contract/{kind}/{id} (contracts.edit): permanent (spec 001 section 4), with its signatures; its
 * PDFs leave the file storage once the row is gone.
 */
export async function deleteContract(ctx: AppContext, tenant: TenantContext, kind: ContractKind, id: string) {
  const agencyId = tenant.agency.id;
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await lockContract(tx, agencyId, kind, id);
    await tx.delete(contracts).where(and(contractsOf(agencyId, kind), eq(contracts.id, row.id)));
    return [row.documentKey, row.signedFileKey].filter((k): k is string => !!k);
  });
  for (const key of keys) {
    await ctx.files.delete(key).catch((error) => ctx.log.warn({ err: error, key }, 'contract file not deleted'));
  }
}
