import { activityTypeOf } from '@securite/domain/agency-settings/activity-types';
import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { assertGranted } from '@securite/domain/auth/access';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { fieldMessages as texts } from '@securite/domain/field/field-messages';
import type { FieldServiceCreate } from '@securite/domain/field/field-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { serviceReference } from '../planning/public.ts';

/**
 * The service an agent starts without a plan (an unplanned service, with its right, or an intervention of an
 * activity type of the agency), created with the id the phone made, before its start is applied. When the id is
 * already the agent's service (the start is a retry) nothing is created; when it is anyone else's, 404.
 */
export async function createFieldService(
  tx: Tx,
  tenant: TenantContext,
  agentId: string,
  input: { serviceId: string; startAt: Date; create: FieldServiceCreate },
): Promise<void> {
  const agencyId = tenant.agency.id;
  // every agency: the phone's id is a key in every agency; another agency's service of that id answers 404 (below).
  const [existing] = await tx
    .select({ agencyId: services.agencyId, agentId: services.agentId })
    .from(services)
    .where(eq(services.id, input.serviceId));
  if (existing) {
    if (existing.agencyId !== agencyId || existing.agentId !== agentId) throw notFound(texts.serviceNotFound);
    return;
  }
  const { create } = input;
  if (create.kind === 'unplanned') assertGranted(tenant.actor, ['services.unplanned']);
  const settings = readFieldSettings((tenant.agency.settings as Record<string, unknown> | null)?.field);
  const type = create.activityType ? activityTypeOf(settings.activityTypes, create.activityType) : null;
  if (create.activityType && !type) throw new AppError(ErrorCode.Validation, texts.unknownActivityType);
  const [site] = await tx
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, create.siteId), inAgency(sites, agencyId), isNull(sites.archivedAt)));
  if (!site) throw notFound(texts.siteNotFound);
  const { startAt } = input;
  const endAt = new Date(create.endAt);
  if (endAt.getTime() <= startAt.getTime()) throw new AppError(ErrorCode.Validation, texts.endBeforeStart);
  await tx.insert(services).values({
    id: input.serviceId,
    agencyId,
    reference: serviceReference(input.serviceId),
    status: ServiceStatus.Planned,
    siteId: site.id,
    agentId,
    startAt,
    endAt,
    activityType: type?.key ?? null,
    postTitle: type ? type.label : 'Service non planifié',
    createdByUserId: tenant.actor.userId,
  });
}
