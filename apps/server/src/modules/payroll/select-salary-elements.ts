import type { SalaryElement } from '@securite/domain/payroll/salary-elements';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { salaryElements } from '../../db/schema/payroll.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fullnameSql } from '../agents/public.ts';

/** The agency's salary elements (the caller's `where` within them) with their agent's name. */
export async function selectSalaryElements(
  tx: Tx,
  agencyId: string,
  where: SQL,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<SalaryElement[]> {
  const query = tx
    .select({ element: salaryElements, fullname: fullnameSql })
    .from(salaryElements)
    .innerJoin(memberships, and(eq(memberships.id, salaryElements.membershipId), inAgency(memberships, agencyId)))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(salaryElements, agencyId), where));
  const rows = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return rows.map(({ element, fullname }) => ({
    id: element.id,
    agent: { id: element.membershipId, fullname },
    month: element.month,
    kind: element.kind,
    label: element.label,
    amountCents: element.amountCents,
    createdAt: element.createdAt.toISOString(),
    updatedAt: element.updatedAt.toISOString(),
  }));
}
