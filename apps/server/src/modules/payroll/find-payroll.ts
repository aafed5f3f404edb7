import { monthPeriod, periodLabel } from '@securite/domain/hours/hour-period';
import type {
  Payroll,
  PayrollRequest,
  PayrollRow,
  SalaryElementTotals,
} from '@securite/domain/payroll/payroll-schemas';
import { salaryElementKinds } from '@securite/domain/payroll/salary-elements';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { salaryElements } from '../../db/schema/payroll.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findAgentsHours } from '../hours/public.ts';

const emptyTotals = (): SalaryElementTotals =>
  Object.fromEntries(salaryElementKinds.map((k) => [k, 0])) as SalaryElementTotals;

/**
 * POST {agency}/fetch/payroll: per agent over the month, the hours exactly as the hours module counts them (planned
 * time split by day/night, Sunday and holiday, overtime, weighted hours) and the month's salary elements. Agents
 * with neither hours nor elements are left out.
 */
export async function findPayroll(ctx: AppContext, tenant: TenantContext, request: PayrollRequest): Promise<Payroll> {
  const period = monthPeriod(`${request.month}-01`);
  const hours = await findAgentsHours(ctx, tenant, {
    ...period,
    page: 1,
    limit: 100_000,
    withHoursOnly: false,
    orderBy: { field: 'name', direction: 'asc' },
  });
  const elements = await ctx.db
    .select()
    .from(salaryElements)
    .where(and(inAgency(salaryElements, tenant.agency.id), eq(salaryElements.month, request.month)))
    .orderBy(asc(salaryElements.createdAt), asc(salaryElements.id));
  const byAgent = new Map<string, typeof elements>();
  for (const element of elements) {
    const list = byAgent.get(element.membershipId) ?? [];
    list.push(element);
    byAgent.set(element.membershipId, list);
  }
  const kept = hours.data.filter((r) => r.plannedMinutes > 0 || r.realizedMinutes > 0 || byAgent.has(r.agent.id));
  const numbers = kept.length
    ? await ctx.db
        .select({ id: agentInfos.membershipId, registrationNumber: agentInfos.registrationNumber })
        .from(agentInfos)
        .where(
          and(
            inAgency(agentInfos, tenant.agency.id),
            inArray(
              agentInfos.membershipId,
              kept.map((r) => r.agent.id),
            ),
          ),
        )
    : [];
  const registration = new Map(numbers.map((n) => [n.id, n.registrationNumber]));
  const rows: PayrollRow[] = kept.map((row) => {
    const own = byAgent.get(row.agent.id) ?? [];
    const elementTotals = emptyTotals();
    for (const e of own) elementTotals[e.kind] += e.amountCents;
    return {
      agent: { ...row.agent, registrationNumber: registration.get(row.agent.id) ?? null },
      plannedMinutes: row.plannedMinutes,
      realizedMinutes: row.realizedMinutes,
      categories: row.categories,
      overtimeMinutes: row.overtimeMinutes,
      weightedHours: row.weightedHours,
      overtimeWeightedHours: row.overtimeWeightedHours,
      elements: own.map((e) => ({ id: e.id, kind: e.kind, label: e.label, amountCents: e.amountCents })),
      elementTotals,
    };
  });
  const elementTotals = emptyTotals();
  for (const row of rows) {
    for (const kind of salaryElementKinds) elementTotals[kind] += row.elementTotals[kind];
  }
  return {
    month: request.month,
    label: periodLabel(period),
    rows,
    totals: {
      plannedMinutes: hours.totals.plannedMinutes,
      realizedMinutes: hours.totals.realizedMinutes,
      categories: hours.totals.categories,
      overtimeMinutes: hours.totals.overtimeMinutes,
      weightedHours: hours.totals.weightedHours,
      overtimeWeightedHours: hours.totals.overtimeWeightedHours,
      elementTotals,
    },
  };
}
