import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { customerAgentName } from '@securite/domain/customer-portal/agent-name';
import { eventTypeLabel, siteEventTypes } from '@securite/domain/events/event-types';
import { breakMinutes } from '@securite/domain/hours/time-gaps';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencyReports } from '../../db/schema/agency-reports.ts';
import { serviceEvents } from '../../db/schema/events.ts';
import { serviceBreaks, servicePhotos } from '../../db/schema/field.ts';
import { roundExecutionEvents, roundExecutions } from '../../db/schema/round-executions.ts';
import { rounds } from '../../db/schema/rounds.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { agencies, customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { sealOfSite } from '../events/public.ts';

/** Everything an intervention report shows, read in the report's agency only. */
export interface ReportContent {
  id: string;
  agency: { id: string; name: string; timezone: string };
  service: {
    id: string;
    reference: string;
    startAt: Date;
    endAt: Date;
    realStartAt: Date | null;
    realEndAt: Date | null;
    endReport: string | null;
    voucherSigner: string | null;
    voucherSignature: string | null;
  };
  site: { id: string; name: string; template: string | null };
  customer: { id: string; name: string; email: string | null } | null;
  agentName: string | null;
  breaks: { realStartAt: Date; realEndAt: Date | null; minutes: number }[];
  photoIds: string[];
  rounds: { name: string; startedAt: Date; endedAt: Date | null; checkpoints: number }[];
  /** The main courante of the service, each event with its type's label. */
  events: { typeKey: string; label: string; description: string | null; deviceAt: Date }[];
  /** The site's main courante head as the PDF is drawn (anchored outside the database by being printed). */
  seal: { count: number; hash: string; intact: boolean; label: string };
}

/** The report and what it is made of, or null when the agency has no such report. */
export async function loadReportContent(db: Db, agencyId: string, reportId: string): Promise<ReportContent | null> {
  const [row] = await db
    .select({
      id: agencyReports.id,
      agencyName: agencies.name,
      agencySettings: agencies.settings,
      useAgencyTypes: sites.useAgencyServiceEventTypes,
      siteTypes: sites.serviceEventTypes,
      timezone: agencies.timezone,
      serviceId: services.id,
      reference: services.reference,
      startAt: services.startAt,
      endAt: services.endAt,
      realStartAt: services.realStartAt,
      realEndAt: services.realEndAt,
      endReport: services.endReport,
      voucherSigner: services.voucherSigner,
      voucherSignature: services.voucherSignature,
      siteId: sites.id,
      siteName: sites.name,
      template: sites.interventionReportTemplate,
      customerId: customers.id,
      customerName: customers.name,
      customerEmail: customers.email,
      agentId: services.agentId,
      agentFirstname: users.firstname,
      agentLastname: users.lastname,
    })
    .from(agencyReports)
    .innerJoin(agencies, eq(agencies.id, agencyReports.agencyId))
    .innerJoin(services, and(eq(services.id, agencyReports.serviceId), inAgency(services, agencyId)))
    .innerJoin(sites, and(eq(sites.id, agencyReports.siteId), inAgency(sites, agencyId)))
    .leftJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(agencyReports.id, reportId), inAgency(agencyReports, agencyId)));
  if (!row) return null;
  const serviceId = row.serviceId;
  const [breaks, photos, executions, events] = await Promise.all([
    db
      .select({ realStartAt: serviceBreaks.realStartAt, realEndAt: serviceBreaks.realEndAt })
      .from(serviceBreaks)
      .where(and(inAgency(serviceBreaks, agencyId), eq(serviceBreaks.serviceId, serviceId)))
      .orderBy(asc(serviceBreaks.realStartAt)),
    db
      .select({ fileId: servicePhotos.fileId })
      .from(servicePhotos)
      .where(and(inAgency(servicePhotos, agencyId), eq(servicePhotos.serviceId, serviceId)))
      .orderBy(asc(servicePhotos.takenAt)),
    db
      .select({
        id: roundExecutions.id,
        name: rounds.name,
        startedAt: roundExecutions.startedAt,
        endedAt: roundExecutions.endedAt,
      })
      .from(roundExecutions)
      .innerJoin(rounds, and(eq(rounds.id, roundExecutions.roundId), inAgency(rounds, agencyId)))
      .where(and(inAgency(roundExecutions, agencyId), eq(roundExecutions.serviceId, serviceId)))
      .orderBy(asc(roundExecutions.startedAt)),
    db
      .select({
        typeKey: serviceEvents.typeKey,
        description: serviceEvents.description,
        deviceAt: serviceEvents.deviceAt,
      })
      .from(serviceEvents)
      .where(
        and(inAgency(serviceEvents, agencyId), eq(serviceEvents.serviceId, serviceId), isNull(serviceEvents.deletedAt)),
      )
      .orderBy(asc(serviceEvents.deviceAt)),
  ]);
  const steps = executions.length
    ? await db
        .select({ executionId: roundExecutionEvents.executionId })
        .from(roundExecutionEvents)
        .where(
          and(
            inAgency(roundExecutionEvents, agencyId),
            inArray(
              roundExecutionEvents.executionId,
              executions.map((e) => e.id),
            ),
            eq(roundExecutionEvents.type, 'round.checkpoint'),
          ),
        )
    : [];
  const chain = await sealOfSite(db, agencyId, row.siteId);
  const end = row.realEndAt ?? new Date();
  const types = siteEventTypes(
    { useAgencyServiceEventTypes: row.useAgencyTypes, serviceEventTypes: row.siteTypes },
    readFieldSettings(row.agencySettings?.field).agencyServiceEventTypes,
  );
  return {
    id: row.id,
    agency: { id: agencyId, name: row.agencyName, timezone: row.timezone },
    service: {
      id: serviceId,
      reference: row.reference,
      startAt: row.startAt,
      endAt: row.endAt,
      realStartAt: row.realStartAt,
      realEndAt: row.realEndAt,
      endReport: row.endReport,
      voucherSigner: row.voucherSigner,
      voucherSignature: row.voucherSignature,
    },
    site: { id: row.siteId, name: row.siteName, template: row.template },
    customer: row.customerId ? { id: row.customerId, name: row.customerName ?? '', email: row.customerEmail } : null,
    // The report is the customer's document: the agent by first name and initial (customers do not load agents).
    agentName: row.agentId ? customerAgentName(row.agentFirstname, row.agentLastname) : null,
    breaks: breaks.map((b) => ({ ...b, minutes: breakMinutes(b, end) })),
    photoIds: photos.map((p) => p.fileId),
    rounds: executions.map((e) => ({
      name: e.name,
      startedAt: e.startedAt,
      endedAt: e.endedAt,
      checkpoints: steps.filter((s) => s.executionId === e.id).length,
    })),
    events: events.map((e) => ({ ...e, label: eventTypeLabel(types, e.typeKey) })),
    seal: { count: chain.head.count, hash: chain.head.hash, intact: chain.intact, label: chain.label },
  };
}
