import {
  type AgencyReport,
  type AgencyReportList,
  type AgencyReportQuery,
  agencyReportMessages as texts,
} from '@securite/domain/agency-reports/agency-report-schemas';
import { assertGranted, isAgencyStaff } from '@securite/domain/auth/access';
import { customerAgentName } from '@securite/domain/customer-portal/agent-name';
import { pageOffset } from '@securite/domain/pagination/schemas';
import { serviceMessages as serviceTexts } from '@securite/domain/planning/service-schemas';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencyReports } from '../../db/schema/agency-reports.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';

/**
 * The reports the caller may read, as a WHERE clause: staff with services.view read the agency's (those of one
 * customer under its /customer/{id} scope); a customer only its own sites'. Always the agency's only.
 */
export function readableReports(tenant: TenantContext): SQL {
  const conditions: SQL[] = [inAgency(agencyReports, tenant.agency.id)];
  let customerId = tenant.scope.customerId;
  if (isAgencyStaff(tenant.actor)) assertGranted(tenant.actor, ['services.view']);
  else if (tenant.actor.role === 'customer') customerId = customerId ?? tenant.membership?.customerId ?? null;
  else throw notFound(texts.notFound);
  if (customerId || !isAgencyStaff(tenant.actor)) {
    conditions.push(customerId ? eq(sites.customerId, customerId) : sql`false`);
  }
  return and(...conditions) as SQL;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The agency's reports (the caller's `where` within them) with their service, site, customer and agent. */
function baseQuery(db: Db, agencyId: string, where: SQL | undefined) {
  return db
    .select({
      id: agencyReports.id,
      serviceId: agencyReports.serviceId,
      reference: services.reference,
      siteId: sites.id,
      siteName: sites.name,
      customerId: customers.id,
      customerName: customers.name,
      agentId: services.agentId,
      agentName: fullnameSql,
      agentFirstname: users.firstname,
      agentLastname: users.lastname,
      realStartAt: services.realStartAt,
      realEndAt: services.realEndAt,
      createdAt: agencyReports.createdAt,
      generatedAt: agencyReports.generatedAt,
      sentAt: agencyReports.sentAt,
      recipients: agencyReports.recipients,
      sendCount: agencyReports.sendCount,
      pdfKey: agencyReports.pdfKey,
    })
    .from(agencyReports)
    .innerJoin(services, and(eq(services.id, agencyReports.serviceId), inAgency(services, agencyId)))
    .innerJoin(sites, and(eq(sites.id, agencyReports.siteId), inAgency(sites, agencyId)))
    .leftJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(inAgency(agencyReports, agencyId), where));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** Staff read the agent's name; a customer its first name and initial (customers do not load agents). */
function present(row: Row, forCustomer: boolean): AgencyReport {
  return {
    id: row.id,
    serviceId: row.serviceId,
    reference: row.reference,
    site: { id: row.siteId, name: row.siteName },
    customer: row.customerId ? { id: row.customerId, name: row.customerName ?? '' } : null,
    agent: row.agentId
      ? {
          id: row.agentId,
          fullname: forCustomer ? customerAgentName(row.agentFirstname, row.agentLastname) : (row.agentName ?? ''),
        }
      : null,
    realStartAt: iso(row.realStartAt),
    realEndAt: iso(row.realEndAt),
    createdAt: row.createdAt.toISOString(),
    generatedAt: iso(row.generatedAt),
    sentAt: iso(row.sentAt),
    recipients: row.recipients,
    sendCount: row.sendCount,
  };
}

/** The day `day` (AAAA-MM-JJ) starts in the agency's time zone, as an instant. */
function dayStart(day: string, timeZone: string): SQL {
  return sql`(${day}::timestamp at time zone ${timeZone})`;
}

/** GET {agency}{/customer/{id}}/agency-reports: a page of intervention reports, newest first, by site and days. */
export async function findAgencyReports(
  db: Db,
  tenant: TenantContext,
  query: AgencyReportQuery,
): Promise<AgencyReportList> {
  const tz = tenant.agency.timezone;
  const day = sql`coalesce(${services.realEndAt}, ${agencyReports.createdAt})`;
  const where = and(
    readableReports(tenant),
    query.siteId ? eq(agencyReports.siteId, query.siteId) : undefined,
    query.from ? gte(day, dayStart(query.from, tz)) : undefined,
    query.to ? lt(day, sql`${dayStart(query.to, tz)} + interval '1 day'`) : undefined,
  );
  const agencyId = tenant.agency.id;
  const [rows, [{ total }]] = await Promise.all([
    baseQuery(db, agencyId, where)
      .orderBy(desc(agencyReports.createdAt), desc(agencyReports.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(agencyReports)
      .innerJoin(sites, and(eq(sites.id, agencyReports.siteId), inAgency(sites, agencyId)))
      .innerJoin(services, and(eq(services.id, agencyReports.serviceId), inAgency(services, agencyId)))
      .where(where),
  ]);
  const forCustomer = tenant.actor.role === 'customer';
  return { data: rows.map((row) => present(row, forCustomer)), total };
}

/** One report the caller may read, with its stored PDF's key, or 404 « Impossible de trouver le bon d'intervention ». */
export async function getAgencyReport(db: Db, tenant: TenantContext, id: string) {
  const [row] = await baseQuery(db, tenant.agency.id, and(eq(agencyReports.id, id), readableReports(tenant)));
  if (!row) throw notFound(texts.notFound);
  return { report: present(row, tenant.actor.role === 'customer'), pdfKey: row.pdfKey };
}

/**
 * The report of a service, if it has one (the office's « Fin de service » dialog), or null; 404 for a service that
 * is not the agency's, like any other route given another agency's id.
 */
export async function findServiceReport(
  db: Db,
  tenant: TenantContext,
  serviceId: string,
): Promise<AgencyReport | null> {
  const [row] = await baseQuery(
    db,
    tenant.agency.id,
    and(eq(agencyReports.serviceId, serviceId), readableReports(tenant)),
  );
  if (row) return present(row, tenant.actor.role === 'customer');
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(inAgency(services, tenant.agency.id), eq(services.id, serviceId)));
  if (!service) throw notFound(serviceTexts.notFound);
  return null;
}
