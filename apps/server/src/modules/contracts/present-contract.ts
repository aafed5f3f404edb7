import type { Contract, ContractSignature } from '@securite/domain/contracts/contract-schemas';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contractSignatures, contracts } from '../../db/schema/contracts.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';

/** The contracts matching `where` (which carries the agency), with their party and signatures, as they leave. */
export async function selectContracts(
  tx: Tx,
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
    .leftJoin(customers, eq(customers.id, contracts.customerId))
    .leftJoin(memberships, eq(memberships.id, contracts.agentId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .$dynamic();
  if (options.orderBy) query = query.orderBy(...options.orderBy);
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  if (rows.length === 0) return [];
  const signatures = await tx
    .select()
    .from(contractSignatures)
    .where(
      inArray(
        contractSignatures.contractId,
        rows.map((r) => r.row.id),
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

/** One contract of the agency (the where carries the agency and kind), or null. */
export async function selectContract(tx: Tx, where: SQL, id: string): Promise<Contract | null> {
  const [contract] = await selectContracts(tx, sql`${where} and ${contracts.id} = ${id}`);
  return contract ?? null;
}
