import { assertGranted, isGranted } from '@securite/domain/auth/access';
import { breakMinutes } from '@securite/domain/hours/time-gaps';
import type { ServiceEndReport } from '@securite/domain/planning/service-end-report';
import { serviceReadRights } from '@securite/domain/planning/service-read-rights';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { serviceBreaks, servicePhotos } from '../../db/schema/field.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Who may read the end of a service: the office with a planning or services right reads every service of the
 * agency; an agent without services.view only their own (or a child of their circuit), anyone else's is 404.
 */
export function serviceReaderCondition(ctx: AppContext, tenant: TenantContext): SQL | undefined {
  if (tenant.actor.role !== 'agent') {
    assertGranted(tenant.actor, serviceReadRights);
    return undefined;
  }
  if (isGranted(tenant.actor, ['services.view'])) return undefined;
  const own = tenant.scope.agentId ?? '00000000-0000-0000-0000-000000000000';
  const ownCircuits = ctx.db
    .select({ id: services.id })
    .from(services)
    .where(and(inAgency(services, tenant.agency.id), eq(services.agentId, own), eq(services.isCircuit, true)));
  return or(eq(services.agentId, own), inArray(services.circuitId, ownCircuits));
}

/**
 * GET {agency}/services/{id}/end-report: the end of a service as the agent left it — real times, pauses, report,
 * the voucher's signer and signature, the photos. A service not ended yet answers with what is known so far (`ended: false`).
 */
export async function getServiceEndReport(
  ctx: AppContext,
  tenant: TenantContext,
  id: string,
): Promise<ServiceEndReport> {
  const agencyId = tenant.agency.id;
  const reader = serviceReaderCondition(ctx, tenant);
  const [row] = await ctx.db
    .select({
      id: services.id,
      reference: services.reference,
      status: services.status,
      startAt: services.startAt,
      endAt: services.endAt,
      realStartAt: services.realStartAt,
      realEndAt: services.realEndAt,
      siteId: services.siteId,
      siteName: sites.name,
      agentId: services.agentId,
      agentName: fullnameSql,
      endReport: services.endReport,
      voucherSigner: services.voucherSigner,
      voucherSignature: services.voucherSignature,
    })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .leftJoin(memberships, and(eq(memberships.id, services.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(services.id, id), inAgency(services, agencyId), isNull(services.deletedAt), reader));
  if (!row) throw notFound(serviceMessages.notFound);
  const [breaks, photos] = await Promise.all([
    ctx.db
      .select({ id: serviceBreaks.id, realStartAt: serviceBreaks.realStartAt, realEndAt: serviceBreaks.realEndAt })
      .from(serviceBreaks)
      .where(and(inAgency(serviceBreaks, agencyId), eq(serviceBreaks.serviceId, row.id)))
      .orderBy(asc(serviceBreaks.realStartAt)),
    ctx.db
      .select({ fileId: servicePhotos.fileId, takenAt: servicePhotos.takenAt })
      .from(servicePhotos)
      .where(and(inAgency(servicePhotos, agencyId), eq(servicePhotos.serviceId, row.id)))
      .orderBy(asc(servicePhotos.takenAt)),
  ]);
  const now = new Date();
  const pauses = breaks.map((b) => ({
    id: b.id,
    realStartAt: b.realStartAt.toISOString(),
    realEndAt: iso(b.realEndAt),
    minutes: breakMinutes(b, now),
  }));
  const signed = row.voucherSigner !== null || row.voucherSignature !== null;
  return {
    serviceId: row.id,
    reference: row.reference,
    status: row.status,
    ended: row.status === ServiceStatus.Ended,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    realStartAt: iso(row.realStartAt),
    realEndAt: iso(row.realEndAt),
    site: row.siteId ? { id: row.siteId, name: row.siteName ?? '' } : null,
    agent: row.agentId ? { id: row.agentId, fullname: row.agentName ?? '' } : null,
    breaks: pauses,
    breakMinutes: pauses.reduce((sum, p) => sum + p.minutes, 0),
    report: row.endReport,
    voucher: signed ? { signerName: row.voucherSigner, signature: row.voucherSignature } : null,
    photos: photos.map((p) => ({ fileId: p.fileId, takenAt: p.takenAt.toISOString() })),
    timeZone: tenant.agency.timezone,
  };
}
