import { activityTypeOf } from '@securite/domain/agency-settings/activity-types';
import { readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { fieldMessages } from '@securite/domain/field/field-messages';
import type { FieldBriefing } from '@securite/domain/field/field-schemas';
import { startWindowOpensAt } from '@securite/domain/field/field-times';
import { voucherRequired } from '@securite/domain/field/service-lifecycle';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { services } from '../../db/schema/services.ts';
import { siteInstructions, sites } from '../../db/schema/sites.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { dueRounds } from '../rounds/public.ts';
import { fieldAgentOf, ownService } from './field-access.ts';

/** The most recent instructions of a site an agent reads before starting. */
const INSTRUCTIONS_SHOWN = 20;

type Address = { street?: string | null; complement?: string | null; zipcode?: string | null; city?: string | null };

/** « 12 rue de la Paix, Bât. B, 75002 Paris » */
export function addressLine(address: Address | null | undefined): string {
  if (!address) return '';
  const town = [address.zipcode, address.city].filter(Boolean).join(' ');
  return [address.street, address.complement, town].filter(Boolean).join(', ');
}

/**
 * GET {agency}/agent/{id}/field/service/{id}/briefing: what the agent needs on the ground for one of their
 * services (site, and the instructions, keys and alarms the site lets agents see; rounds due) and what its end will ask (a signed voucher unless the
 * activity type says not, a photo when the agency demands one). Another agent's service or agency: 404.
 */
export async function fieldBriefing(tx: Tx, tenant: TenantContext, id: string): Promise<FieldBriefing> {
  const agencyId = tenant.agency.id;
  const [row] = await tx
    .select({
      id: services.id,
      reference: services.reference,
      startAt: services.startAt,
      endAt: services.endAt,
      postTitle: services.postTitle,
      comments: services.comments,
      endPoint: services.endPoint,
      activityType: services.activityType,
      roundIds: services.roundIds,
      circuitId: services.circuitId,
      earlyStartAllowedAt: services.earlyStartAllowedAt,
      site: {
        id: sites.id,
        name: sites.name,
        address: sites.address,
        comments: sites.comments,
        keys: sites.siteKeys,
        alarms: sites.siteAlarms,
        radius: sites.radius,
        rightsAgent: sites.rightsAgent,
      },
    })
    .from(services)
    .leftJoin(sites, and(eq(sites.id, services.siteId), inAgency(sites, agencyId)))
    .where(ownService(agencyId, fieldAgentOf(tenant), id));
  if (!row) throw notFound(fieldMessages.serviceNotFound);
  const settings = readFieldSettings((tenant.agency.settings as Record<string, unknown> | null)?.field);
  const type = activityTypeOf(settings.activityTypes, row.activityType);
  // The site's agent rights say what of it agents see (spec 000 section 3, rightsAgent).
  const may = (right: string) => row.site?.rightsAgent.includes(right) ?? false;
  const [instructions, due] = await Promise.all([
    row.site?.id && may('instructions.view')
      ? tx
          .select({ title: siteInstructions.title, content: siteInstructions.content })
          .from(siteInstructions)
          .where(and(inAgency(siteInstructions, agencyId), eq(siteInstructions.siteId, row.site.id)))
          .orderBy(desc(siteInstructions.createdAt))
          .limit(INSTRUCTIONS_SHOWN)
      : [],
    dueRounds(tx, agencyId, { id: row.id, siteId: row.site?.id ?? null, roundIds: row.roundIds }),
  ]);
  return {
    id: row.id,
    reference: row.reference,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    postTitle: row.postTitle,
    comments: row.comments,
    endPoint: row.endPoint,
    activityType: row.activityType ? { key: row.activityType, label: type?.label ?? row.activityType } : null,
    site: row.site?.id
      ? {
          id: row.site.id,
          name: row.site.name,
          address: addressLine(row.site.address),
          // Lone-worker perimeter detection (pti/): where the site is and how far it reaches.
          perimeter: row.site.address.location ? { ...row.site.address.location, radius: row.site.radius } : null,
          comments: may('comments.view') ? row.site.comments : null,
          keys: (may('keys.view') ? row.site.keys : []).map((k) => ({
            label: k.label,
            number: k.number,
            location: k.location,
          })),
          alarms: (may('alarms.view') ? row.site.alarms : []).map((a) => ({
            label: a.label,
            code: a.code,
            provider: a.provider,
            phone: a.phone,
          })),
          instructions,
        }
      : null,
    rounds: due,
    voucherRequired: voucherRequired(type),
    endPhotoRequired: settings.endPhotoRequired,
    // The service window (issue 25): the phone says when it opens rather than queue a start the server refuses.
    startOpensAt:
      settings.startWindowMinutes === null || row.earlyStartAllowedAt || row.circuitId
        ? null
        : startWindowOpensAt(row.startAt, settings.startWindowMinutes).toISOString(),
    lateEndMinutes: settings.lateEndMinutes,
    timeZone: tenant.agency.timezone,
  };
}
