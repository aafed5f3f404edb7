import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { findDuplicateEventType } from '@securite/domain/events/service-event-types';
import { DEFAULT_COUNTRY, type Site, type SiteSaveRequest, siteDefaults } from '@securite/domain/sites/site-schemas';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sites, siteUsers } from '../../db/schema/sites.ts';
import { type Address, customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertAgencyAgents } from '../agents/public.ts';
import { loadSiteDetail } from './load-site-detail.ts';
import { findAgencySite, type SiteRow } from './site-access.ts';

function addressOf(input: SiteSaveRequest['address']): Address {
  return {
    street: input?.street || null,
    complement: input?.complement || null,
    zipcode: input?.zipcode || null,
    city: input?.city || null,
    country: input?.country || DEFAULT_COUNTRY,
    location: input?.location ?? null,
  };
}

/** The columns a save writes: what the request carries, else the current value (edit) or the default (create). */
function columnsOf(input: SiteSaveRequest, current: SiteRow | undefined) {
  const pick = <T>(value: T | undefined, now: T | undefined, fallback: T): T => value ?? now ?? fallback;
  return {
    name: input.name,
    address: input.address !== undefined ? addressOf(input.address) : (current?.address ?? addressOf(undefined)),
    radius: pick(input.radius, current?.radius, siteDefaults.radius),
    customerId: input.customerId !== undefined ? input.customerId : (current?.customerId ?? null),
    specialties: pick(input.specialties, current?.specialties, []),
    comments: input.comments !== undefined ? input.comments || null : (current?.comments ?? null),
    siteKeys: pick(input.siteKeys, current?.siteKeys, []),
    siteAlarms: pick(input.siteAlarms, current?.siteAlarms, []),
    rightsAgent: [...new Set(pick<string[]>(input.rightsAgent, current?.rightsAgent, siteDefaults.rightsAgent))],
    rightsCustomer: [
      ...new Set(pick<string[]>(input.rightsCustomer, current?.rightsCustomer, siteDefaults.rightsCustomer)),
    ],
    notifySiteInstructionAgents: pick(
      input.notifySiteInstructionAgents,
      current?.notifySiteInstructionAgents,
      siteDefaults.notifySiteInstructionAgents,
    ),
    notifySiteInstructionAdmins: pick(
      input.notifySiteInstructionAdmins,
      current?.notifySiteInstructionAdmins,
      siteDefaults.notifySiteInstructionAdmins,
    ),
    notifySiteInstructionCustomers: pick(
      input.notifySiteInstructionCustomers,
      current?.notifySiteInstructionCustomers,
      siteDefaults.notifySiteInstructionCustomers,
    ),
    eventReportEnabled: pick(input.eventReportEnabled, current?.eventReportEnabled, siteDefaults.eventReportEnabled),
    interventionReportAfterServiceEnabled: pick(
      input.interventionReportAfterServiceEnabled,
      current?.interventionReportAfterServiceEnabled,
      siteDefaults.interventionReportAfterServiceEnabled,
    ),
    interventionReportTemplate:
      input.interventionReportTemplate !== undefined
        ? input.interventionReportTemplate || null
        : (current?.interventionReportTemplate ?? null),
    serviceEventTypes: pick(input.serviceEventTypes, current?.serviceEventTypes, []),
    useAgencyServiceEventTypes: pick(
      input.siteSettingsFeature?.useAgencyServiceEventTypes,
      current?.useAgencyServiceEventTypes,
      siteDefaults.useAgencyServiceEventTypes,
    ),
    willActivate: input.willActivate !== undefined ? input.willActivate : (current?.willActivate ?? null),
  };
}

/**
 * Creates a site (no id: right sites.create) or edits one (sites.edit). The customer and the posted agents must
 * belong to the agency (else 404); a duplicated event type is a 409. Site users are replaced by the list sent.
 */
export async function saveSite(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  input: SiteSaveRequest,
): Promise<Site> {
  assertGranted(tenant.actor, [saveRight('sites', input)]);
  const agencyId = tenant.agency.id;
  const duplicate = input.serviceEventTypes ? findDuplicateEventType(input.serviceEventTypes) : null;
  if (duplicate) throw new AppError(ErrorCode.Conflict, duplicate.message, { details: duplicate });
  return ctx.db.transaction(async (tx) => {
    const current = input.id ? await findAgencySite(tx, agencyId, input.id) : undefined;
    if (input.id && !current) throw notFound(messages.siteNotFound);
    if (current) assertFakeWritable(request, current);
    if (input.customerId) {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, input.customerId), inAgency(customers, agencyId)));
      if (!customer) throw notFound(messages.customerNotFound);
    }
    const agentIds = input.siteUsers?.map((u) => u.agentId);
    if (agentIds) await assertAgencyAgents(tx, agencyId, agentIds);
    const values = columnsOf(input, current);
    const archive =
      input.archived === undefined ? {} : { archivedAt: input.archived ? (current?.archivedAt ?? new Date()) : null };
    const [row] = current
      ? await tx
          .update(sites)
          .set({ ...values, ...archive, updatedAt: sql`now()` })
          .where(and(eq(sites.id, current.id), inAgency(sites, agencyId)))
          .returning()
      : await tx
          .insert(sites)
          .values({ ...values, ...archive, agencyId })
          .returning();
    if (agentIds) {
      const keep = [...new Set(agentIds)];
      await tx
        .delete(siteUsers)
        .where(
          and(
            inAgency(siteUsers, agencyId),
            eq(siteUsers.siteId, row.id),
            keep.length ? notInArray(siteUsers.agentId, keep) : undefined,
          ),
        );
      if (keep.length) {
        await tx
          .insert(siteUsers)
          .values(keep.map((agentId) => ({ agencyId, siteId: row.id, agentId })))
          .onConflictDoNothing();
      }
    }
    return loadSiteDetail(tx, tenant, row);
  });
}
