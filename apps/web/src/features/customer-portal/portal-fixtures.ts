import type { CustomerService } from '@securite/domain/customer-portal/customer-services';

export const BASE = '/api/agency/agence-demo';
export const PORTAL = `${BASE}/customer/client-demo`;
export const SITE_SIEGE = '3f0c6a55-3c1e-4b8e-9d0a-0d7a2b6c1a02';
export const SITE_ENTREPOT = '3f0c6a55-3c1e-4b8e-9d0a-0d7a2b6c1a03';

let next = 0;
/** A service as POST {agency}/customer/{id}/fetch/services lists it (Paris in winter: UTC+1). */
export function customerService(extra: Partial<CustomerService> = {}): CustomerService {
  next += 1;
  return {
    id: `service-${next}`,
    reference: `S-${String(next).padStart(4, '0')}`,
    status: 0,
    state: 'planned',
    startAt: '2027-01-05T19:00:00.000Z',
    endAt: '2027-01-06T07:00:00.000Z',
    realStartAt: null,
    realEndAt: null,
    site: { id: SITE_SIEGE, name: 'Siège Client Démo' },
    agent: 'Karim B.',
    activityType: null,
    postTitle: 'Rondier de nuit',
    roundsDone: 0,
    eventsCount: 0,
    reportId: null,
    ...extra,
  };
}

export const servicesPage = (data: CustomerService[], total = data.length) => ({
  data,
  total,
  period: { from: '2027-01-04', to: '2027-01-10' },
});
