import { monthPeriod } from '@securite/domain/hours/hour-period';
import { readExportSettings } from '@securite/domain/payroll/export-settings';
import type { StaffRegister } from '@securite/domain/payroll/staff-register';
import { formatDay } from '@securite/domain/time/calendar-day';
import { and, asc, eq, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/**
 * The staff register as of the month's last day: every agent record of the agency entered by then (archived ones
 * too: the register keeps those who left, with their exit date), in order of entry, then by name. A record without
 * an entry date is not listed: the register is of the people employed (issue 25).
 */
export async function loadStaffRegister(ctx: AppContext, tenant: TenantContext, month: string): Promise<StaffRegister> {
  const last = monthPeriod(`${month}-01`).to;
  const rows = await ctx.db
    .select({
      lastname: users.lastname,
      firstname: users.firstname,
      nationality: agentInfos.nationality,
      birthDate: agentInfos.birthDate,
      sex: agentInfos.sex,
      jobTitle: agentInfos.jobTitle,
      qualification: agentInfos.qualification,
      contractType: agentInfos.contractType,
      entryDate: agentInfos.entryDate,
      exitDate: agentInfos.exitDate,
      workPermitType: agentInfos.workPermitType,
      workPermitNumber: agentInfos.workPermitNumber,
    })
    .from(agentInfos)
    .innerJoin(memberships, eq(memberships.id, agentInfos.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(agentInfos, tenant.agency.id),
        inAgency(memberships, tenant.agency.id),
        ne(memberships.role, 'customer'),
        isNotNull(agentInfos.entryDate),
        lte(agentInfos.entryDate, last),
        fakeCondition(memberships.fake, tenant.fakeFilter),
      ) as SQL,
    )
    .orderBy(asc(agentInfos.entryDate), asc(users.lastname), asc(users.firstname), asc(memberships.id));
  const { header, footer } = readExportSettings((tenant.agency.settings as Record<string, unknown>).export);
  return { agencyName: tenant.agency.name, asOf: `au ${formatDay(last)}`, header, footer, entries: rows };
}
