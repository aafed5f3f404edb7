import type { Site, SiteListItem } from '@securite/domain/sites/site-schemas';

/** Ids of the site tests: the site form validates uuids like the server. */
export const siteIds = {
  arcades: '3f0c6a55-3c1e-4b8e-9d0a-0d7a2b6c1a01',
  siege: '3f0c6a55-3c1e-4b8e-9d0a-0d7a2b6c1a02',
  parking: '3f0c6a55-3c1e-4b8e-9d0a-0d7a2b6c1a03',
  clientDemo: '7a1d2c33-5e4f-4a6b-8c7d-9e0f1a2b3c04',
  karim: '9b8a7c6d-5e4f-4321-8765-43210fedcba5',
};

const stamp = '2026-03-02T08:00:00.000Z';

/** A site as POST {agency}/fetch/sites lists it. */
export function siteListItem(name: string, extra: Partial<SiteListItem> = {}): SiteListItem {
  return {
    id: `site-${name}`,
    name,
    address: { street: null, complement: null, zipcode: null, city: null, country: 'France', location: null },
    radius: 100,
    customer: null,
    specialties: [],
    agentsCount: 0,
    willActivate: null,
    archived: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...extra,
  };
}

/** A site as GET {agency}/site/{id} answers it to staff. */
export function siteDetail(extra: Partial<Site> = {}): Site {
  return {
    ...siteListItem('Centre commercial Les Arcades', {
      id: siteIds.arcades,
      address: {
        street: '1 place de la Libération',
        complement: null,
        zipcode: '93160',
        city: 'Noisy-le-Grand',
        country: 'France',
        location: { latitude: 48.8406, longitude: 2.5486 },
      },
      radius: 250,
      specialties: ['SSIAP 1'],
      agentsCount: 1,
    }),
    comments: 'PC sécurité au niveau 0.',
    siteKeys: [{ label: 'Passe général', number: 'PG-01', location: 'Armoire du PC', comment: null }],
    siteAlarms: [{ label: 'Centrale intrusion', code: '4821', provider: null, phone: null, comment: null }],
    rightsAgent: ['instructions.view', 'keys.view'],
    rightsCustomer: ['instructions.view'],
    notifySiteInstructionAgents: true,
    notifySiteInstructionAdmins: true,
    notifySiteInstructionCustomers: false,
    eventReportEnabled: false,
    interventionReportAfterServiceEnabled: false,
    interventionReportTemplate: null,
    siteUsers: [{ siteId: siteIds.arcades, agentId: siteIds.karim, fullname: 'Karim Benali' }],
    serviceEventTypes: [],
    siteSettingsFeature: { useAgencyServiceEventTypes: true },
    effectiveServiceEventTypes: [{ key: 'presence', label: 'Présence' }],
    myRights: [
      'instructions.view',
      'instructions.create',
      'keys.view',
      'alarms.view',
      'items.view',
      'comments.view',
      'events.view',
      'events.create',
      'reports.view',
      'planning.view',
    ],
    ...extra,
  };
}

/** GET {agency}/settings/field with the spec's event types and PTI every 15 minutes. */
export const fieldSettings = {
  agencyServiceEventTypes: [
    { key: 'presence', label: 'Présence' },
    { key: 'logistique', label: 'Logistique' },
  ],
  loneWorker: {
    ptiEnabled: true,
    ptiFrequency: 15,
    ptiDisabledBetweenServices: true,
    ptiPauseOnBreak: true,
    ptiAlarmMailDelay: 5,
  },
  activityTypes: [{ key: 'gardiennage', label: 'Gardiennage', voucherRequired: true }],
  endPhotoRequired: false,
  startWindowMinutes: 30 as number | null,
  lateEndMinutes: 60,
  lateStartMinutes: 10,
  roundStartMinutes: null as number | null,
};
