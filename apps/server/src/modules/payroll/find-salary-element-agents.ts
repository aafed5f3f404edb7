import type { SalaryElementAgents } from '@securite/domain/payroll/salary-elements';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';

/**
 * GET {agency}/salary-elements/agents: the agency's agents (not archived) for the element form's picker, so that
 * a holder of the salary-element rights needs no right on agent records.
 */
export async function findSalaryElementAgents(ctx: AppContext, tenant: TenantContext): Promise<SalaryElementAgents> {
  return ctx.db
    .select({ id: memberships.id, fullname: fullnameSql })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(memberships, tenant.agency.id),
        eq(memberships.role, 'agent'),
        isNull(memberships.deletedAt),
        fakeCondition(memberships.fake, tenant.fakeFilter),
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(memberships.id));
}
