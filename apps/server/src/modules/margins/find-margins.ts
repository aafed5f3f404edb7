import { computeMargins } from '@securite/domain/margins/margin-computation';
import { type MarginsReport, type MarginsRequest, resolvePeriod } from '@securite/domain/margins/margin-schemas';
import { todayIn } from '@securite/domain/time/calendar-day';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { sites } from '../../db/schema/sites.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';
import { findWorkedTimes } from '../hours/public.ts';
import { findInvoicedByCustomer } from './invoiced-amounts.ts';
import { marginSettingsOf } from './margin-settings.ts';

/**
 * POST {agency}/fetch/margins: per site and per customer over the period (default: this month), the invoiced
 * amount against the cost of the hours worked (ended services × the agent's hourly cost × the pay coefficients).
 */
export async function findMargins(
  ctx: AppContext,
  tenant: TenantContext,
  request: MarginsRequest,
): Promise<MarginsReport> {
  const agencyId = tenant.agency.id;
  const period = resolvePeriod(request.filters, todayIn(tenant.agency.timezone), 'month');
  const [{ worked, coefficients }, invoicedByCustomer] = await Promise.all([
    findWorkedTimes(ctx, tenant, period),
    findInvoicedByCustomer(ctx.db, agencyId, tenant.fakeFilter, period),
  ]);
  const agentIds = [...new Set(worked.map((w) => w.agentId))];
  const siteIds = [...new Set(worked.map((w) => w.siteId))];
  const [costRows, siteRows] = await Promise.all([
    agentIds.length
      ? ctx.db
          .select({ id: agentInfos.membershipId, cents: agentInfos.hourlyCostCents })
          .from(agentInfos)
          .where(and(inAgency(agentInfos, agencyId), inArray(agentInfos.membershipId, agentIds)))
      : [],
    siteIds.length
      ? ctx.db
          .select({ id: sites.id, name: sites.name, customerId: sites.customerId })
          .from(sites)
          .where(and(inAgency(sites, agencyId), inArray(sites.id, siteIds)))
      : [],
  ]);
  const result = computeMargins({
    worked,
    hourlyCosts: new Map(costRows.map((row) => [row.id, row.cents])),
    defaultHourlyCostCents: marginSettingsOf(tenant).defaultHourlyCostCents,
    coefficients,
    sites: new Map(siteRows.map((row) => [row.id, row.customerId])),
    invoicedByCustomer,
  });
  const customerIds = [...result.customers.keys()].filter((id): id is string => id !== null);
  const [customerRows, agentRows] = await Promise.all([
    customerIds.length
      ? ctx.db
          .select({ id: customers.id, name: customers.name })
          .from(customers)
          .where(and(inAgency(customers, agencyId), inArray(customers.id, customerIds)))
      : [],
    result.agentsWithoutCost.length
      ? ctx.db
          .select({ id: memberships.id, name: fullnameSql })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(inAgency(memberships, agencyId), inArray(memberships.id, result.agentsWithoutCost)))
      : [],
  ]);
  const customerName = new Map(customerRows.map((row) => [row.id, row.name]));
  const customerRef = (id: string | null) => (id ? { id, name: customerName.get(id) ?? '' } : null);
  const byName =
    <T>(name: (row: T) => string) =>
    (x: T, y: T) =>
      name(x).localeCompare(name(y), 'fr');
  return {
    from: period.from,
    to: period.to,
    sites: siteRows
      .filter((site) => result.sites.has(site.id))
      .map((site) => ({
        site: { id: site.id, name: site.name },
        customer: customerRef(site.customerId),
        ...(result.sites.get(site.id) as NonNullable<ReturnType<typeof result.sites.get>>),
      }))
      .sort(byName((row) => row.site.name)),
    customers: [...result.customers]
      .map(([id, figures]) => ({ customer: customerRef(id), ...figures }))
      // Sites without a customer come last.
      .sort(byName((row) => row.customer?.name ?? '\uffff')),
    totals: result.totals,
    agentsWithoutCost: agentRows.map((row) => ({ id: row.id, name: row.name })).sort(byName((row) => row.name)),
  };
}
