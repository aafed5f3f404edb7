import type { ContractKind } from '@securite/domain/contracts/contract-kinds';
import type { Contract, ContractFetchRequest, ContractPage } from '@securite/domain/contracts/contract-schemas';
import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { contracts } from '../../db/schema/contracts.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { contractsOf } from './contract-access.ts';
import { selectContract, selectContracts } from './present-contract.ts';

const orderColumns = {
  createdAt: contracts.createdAt,
  updatedAt: contracts.updatedAt,
  title: contracts.title,
  endDate: contracts.endDate,
} as const;

/** POST {agency}/fetch/contracts/{agents|customers}: a page of the agency's contracts of a kind, newest first. */
export async function findContracts(
  ctx: AppContext,
  tenant: TenantContext,
  kind: ContractKind,
  request: ContractFetchRequest,
): Promise<ContractPage> {
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    contractsOf(tenant.agency.id, kind),
    filters.status ? eq(contracts.status, filters.status) : undefined,
    filters.customerId ? eq(contracts.customerId, filters.customerId) : undefined,
    filters.agentId ? eq(contracts.agentId, filters.agentId) : undefined,
    search
      ? or(
          ilike(contracts.title, search),
          ilike(contracts.reference, search),
          ilike(contracts.signerName, search),
          ilike(customers.name, search),
          ilike(fullnameSql, search),
        )
      : undefined,
  ) as SQL;
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [data, [{ n: total }]] = await Promise.all([
    selectContracts(ctx.db, tenant.agency.id, where, {
      orderBy: [direction(orderColumns[request.orderBy.field]), direction(contracts.id)],
      limit: request.limit,
      offset: fetchOffset(request),
    }),
    ctx.db
      .select({ n: count() })
      .from(contracts)
      .leftJoin(customers, and(eq(customers.id, contracts.customerId), inAgency(customers, tenant.agency.id)))
      .leftJoin(memberships, and(eq(memberships.id, contracts.agentId), inAgency(memberships, tenant.agency.id)))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { data, total };
}

/** GET {agency}/contract/{kind}/{id}. */
export async function getContract(
  ctx: AppContext,
  tenant: TenantContext,
  kind: ContractKind,
  id: string,
): Promise<Contract> {
  const contract = await selectContract(ctx.db, tenant.agency.id, contractsOf(tenant.agency.id, kind), id);
  if (!contract) throw notFound(cm.notFound);
  return contract;
}
