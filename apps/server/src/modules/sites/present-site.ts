import type { ServiceEventType } from '@securite/domain/events/service-event-types';
import { type SiteRight, type SiteViewer, siteRightsOf } from '@securite/domain/sites/site-rights';
import { DEFAULT_COUNTRY, type Site, type SiteListItem } from '@securite/domain/sites/site-schemas';
import type { Address } from '../../db/schema/tenancy.ts';
import type { SiteRow } from './site-access.ts';

export function presentAddress(address: Address): SiteListItem['address'] {
  const location = address.location;
  return {
    street: address.street ?? null,
    complement: address.complement ?? null,
    zipcode: address.zipcode ?? null,
    city: address.city ?? null,
    country: address.country || DEFAULT_COUNTRY,
    location:
      location && Number.isFinite(location.latitude) && Number.isFinite(location.longitude)
        ? { latitude: location.latitude, longitude: location.longitude }
        : null,
  };
}

export function presentSiteListItem(
  row: SiteRow,
  customer: { id: string; name: string } | null,
  agentsCount: number,
): SiteListItem {
  return {
    id: row.id,
    name: row.name,
    address: presentAddress(row.address),
    radius: row.radius,
    customer,
    specialties: row.specialties,
    agentsCount,
    willActivate: row.willActivate,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface SiteExtras {
  customer: { id: string; name: string } | null;
  siteUsers: Array<{ agentId: string; fullname: string }>;
  agencyEventTypes: ServiceEventType[];
  viewer: SiteViewer;
}

/**
 * The site detail. Agents and customers see keys, alarms and comments only when the site grants them the
 * matching right; customers never see who is posted there (customers do not load agents).
 */
export function presentSite(row: SiteRow, extras: SiteExtras): Site {
  const myRights = siteRightsOf(extras.viewer, row);
  const may = (right: SiteRight) => myRights.includes(right);
  const siteUsers = extras.viewer.kind === 'customer' ? [] : extras.siteUsers;
  return {
    ...presentSiteListItem(row, extras.customer, extras.siteUsers.length),
    comments: may('comments.view') ? row.comments : null,
    siteKeys: may('keys.view') ? row.siteKeys : [],
    siteAlarms: may('alarms.view') ? row.siteAlarms : [],
    rightsAgent: row.rightsAgent,
    rightsCustomer: row.rightsCustomer,
    notifySiteInstructionAgents: row.notifySiteInstructionAgents,
    notifySiteInstructionAdmins: row.notifySiteInstructionAdmins,
    notifySiteInstructionCustomers: row.notifySiteInstructionCustomers,
    eventReportEnabled: row.eventReportEnabled,
    interventionReportAfterServiceEnabled: row.interventionReportAfterServiceEnabled,
    interventionReportTemplate: row.interventionReportTemplate,
    siteUsers: siteUsers.map((u) => ({ siteId: row.id, agentId: u.agentId, fullname: u.fullname })),
    serviceEventTypes: row.serviceEventTypes,
    siteSettingsFeature: { useAgencyServiceEventTypes: row.useAgencyServiceEventTypes },
    effectiveServiceEventTypes: row.useAgencyServiceEventTypes ? extras.agencyEventTypes : row.serviceEventTypes,
    myRights,
  };
}
