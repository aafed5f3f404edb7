import type { Contract, ContractSignature } from '@securite/domain/contracts/contract-schemas';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contractSignatures, contracts } from '../../db/schema/contracts.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fullnameSql } from '../agents/public.ts';

/**
 * The agency's contracts matching `where`, with their party and signatures, as they leave: every table read is
 * filtered by the agency, as an AND with `where`.
 */
export async function selectContracts(
  tx: Tx,
  agencyId: string,
  where: SQL,
  options: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<Contract[]> {
  let query = tx
    .select({
      row: contracts,
      customerName: customers.name,
      agentName: fullnameSql,
    })
    .from(contracts)
    .leftJoin(customers, and(eq(customers.id, contracts.customerId), inAgency(customers, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, contracts.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(contracts, agencyId), where))
    .$dynamic();
  if (options.orderBy) query = query.orderBy(...options.orderBy);
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  if (rows.length === 0) return [];
  const signatures = await tx
    .select()
    .from(contractSignatures)
    .where(
      and(
        inAgency(contractSignatures, agencyId),
        inArray(
          contractSignatures.contractId,
          rows.map((r) => r.row.id),
        ),
      ),
    )
    .orderBy(asc(contractSignatures.signedAt));
  const byContract = new Map<string, ContractSignature[]>();
  for (const s of signatures) {
    const list = byContract.get(s.contractId) ?? [];
    list.push({
      id: s.id,
      role: s.role,
      signerName: s.signerName,
      signedAt: s.signedAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      documentSha256: s.documentSha256,
    });
    byContract.set(s.contractId, list);
  }
  return rows.map(({ row, customerName, agentName }) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    reference: row.reference,
    status: row.status,
    body: row.body,
    templateId: row.templateId,
    customer: row.customerId ? { id: row.customerId, name: customerName ?? '' } : null,
    agent: row.agentId ? { id: row.agentId, fullname: agentName ?? '' } : null,
    signerName: row.signerName,
    signerEmail: row.signerEmail,
    startDate: row.startDate,
    endDate: row.endDate,
    sentAt: row.sentAt?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    linkExpiresAt: row.status === 'sent' && !row.tokenUsedAt ? (row.tokenExpiresAt?.toISOString() ?? null) : null,
    signatures: byContract.get(row.id) ?? [],
    file:
      row.signedFileSha256 && row.signedFileKey
        ? { sha256: row.signedFileSha256, size: row.signedFileSize ?? 0 }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One contract of the agency within `where` (its kind), or null. */
export async function selectContract(tx: Tx, agencyId: string, where: SQL, id: string): Promise<Contract | null> {
  const [contract] = await selectContracts(tx, agencyId, and(where, eq(contracts.id, id)) as SQL);
  return contract ?? null;
}
