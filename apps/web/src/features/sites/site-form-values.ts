import {
  type AgentSiteRight,
  agentSiteRights,
  type CustomerSiteRight,
  customerSiteRights,
} from '@securite/domain/sites/site-rights';
import {
  DEFAULT_COUNTRY,
  type Site,
  type SiteSaveRequest,
  siteDefaults,
  zSiteSaveRequest,
} from '@securite/domain/sites/site-schemas';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';

import { texts } from './texts.ts';

/** The site form edits the save request itself: the domain schema validates it, with its French messages. */
export const zSiteForm = zSiteSaveRequest;
export type SiteFormInput = z.input<typeof zSiteForm>;
export type SiteFormOutput = SiteSaveRequest;

export const siteSections = [
  'informations',
  'adresse',
  'cles',
  'alarmes',
  'droits',
  'collaborateurs',
  'evenements',
  'rapports',
  'notifications',
] as const;
export type SiteSection = (typeof siteSections)[number];

export const siteSectionLabels: Record<SiteSection, string> = {
  informations: texts.informations,
  adresse: texts.adresse,
  cles: texts.cles,
  alarmes: texts.alarmes,
  droits: texts.droits,
  collaborateurs: texts.collaborateursDuSite,
  evenements: texts.evenements,
  rapports: 'Rapports',
  notifications: texts.notificationsDesConsignes,
};

const sectionOfField: Record<string, SiteSection> = {
  name: 'informations',
  customerId: 'informations',
  specialties: 'informations',
  comments: 'informations',
  willActivate: 'informations',
  address: 'adresse',
  radius: 'adresse',
  siteKeys: 'cles',
  siteAlarms: 'alarmes',
  rightsAgent: 'droits',
  rightsCustomer: 'droits',
  siteUsers: 'collaborateurs',
  serviceEventTypes: 'evenements',
  siteSettingsFeature: 'evenements',
  eventReportEnabled: 'rapports',
  interventionReportAfterServiceEnabled: 'rapports',
  interventionReportTemplate: 'rapports',
  notifySiteInstructionAgents: 'notifications',
  notifySiteInstructionAdmins: 'notifications',
  notifySiteInstructionCustomers: 'notifications',
};

/** The tab holding a field ('address.city', 'siteKeys.0.label'…), so an error can be shown where it is. */
export function sectionOf(path: string): SiteSection {
  return sectionOfField[path.split('.')[0]] ?? 'informations';
}

/** The first section, in tab order, holding one of the paths. */
export function firstSectionOf(paths: readonly string[]): SiteSection | null {
  const sections = new Set(paths.map(sectionOf));
  return siteSections.find((s) => sections.has(s)) ?? null;
}

/** Every field path of an errors object of react-hook-form ('address.location.latitude'…). */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'ref' || !value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return 'message' in value && typeof value.message === 'string' ? [path] : errorPaths(value, path);
  });
}

const only = <T extends string>(allowed: readonly T[], values: readonly string[]): T[] =>
  values.filter((v): v is T => (allowed as readonly string[]).includes(v));

/** The form's starting values: the site's, or the defaults of a new site (country France, radius 100…). */
export function siteFormValues(site?: Site | null): SiteFormInput {
  if (!site) {
    return {
      id: null,
      name: '',
      address: { street: '', complement: '', zipcode: '', city: '', country: DEFAULT_COUNTRY, location: null },
      radius: siteDefaults.radius,
      customerId: null,
      specialties: [],
      comments: '',
      siteKeys: [],
      siteAlarms: [],
      rightsAgent: [...siteDefaults.rightsAgent],
      rightsCustomer: [...siteDefaults.rightsCustomer],
      notifySiteInstructionAgents: siteDefaults.notifySiteInstructionAgents,
      notifySiteInstructionAdmins: siteDefaults.notifySiteInstructionAdmins,
      notifySiteInstructionCustomers: siteDefaults.notifySiteInstructionCustomers,
      eventReportEnabled: siteDefaults.eventReportEnabled,
      interventionReportAfterServiceEnabled: siteDefaults.interventionReportAfterServiceEnabled,
      interventionReportTemplate: '',
      siteUsers: [],
      serviceEventTypes: [],
      siteSettingsFeature: { useAgencyServiceEventTypes: siteDefaults.useAgencyServiceEventTypes },
      willActivate: null,
    };
  }
  const { address } = site;
  return {
    id: site.id,
    name: site.name,
    address: {
      street: address.street ?? '',
      complement: address.complement ?? '',
      zipcode: address.zipcode ?? '',
      city: address.city ?? '',
      country: address.country || DEFAULT_COUNTRY,
      location: address.location,
    },
    radius: site.radius,
    customerId: site.customer?.id ?? null,
    specialties: site.specialties,
    comments: site.comments ?? '',
    siteKeys: site.siteKeys.map((k) => ({
      label: k.label,
      number: k.number ?? '',
      location: k.location ?? '',
      comment: k.comment ?? '',
    })),
    siteAlarms: site.siteAlarms.map((a) => ({
      label: a.label,
      code: a.code ?? '',
      provider: a.provider ?? '',
      phone: a.phone ?? '',
      comment: a.comment ?? '',
    })),
    rightsAgent: only<AgentSiteRight>(agentSiteRights, site.rightsAgent),
    rightsCustomer: only<CustomerSiteRight>(customerSiteRights, site.rightsCustomer),
    notifySiteInstructionAgents: site.notifySiteInstructionAgents,
    notifySiteInstructionAdmins: site.notifySiteInstructionAdmins,
    notifySiteInstructionCustomers: site.notifySiteInstructionCustomers,
    eventReportEnabled: site.eventReportEnabled,
    interventionReportAfterServiceEnabled: site.interventionReportAfterServiceEnabled,
    interventionReportTemplate: site.interventionReportTemplate ?? '',
    siteUsers: site.siteUsers.map((u) => ({ agentId: u.agentId, siteId: u.siteId })),
    serviceEventTypes: site.serviceEventTypes,
    siteSettingsFeature: site.siteSettingsFeature,
    willActivate: site.willActivate,
  };
}

export type SiteFieldPath = FieldPath<SiteFormInput>;
