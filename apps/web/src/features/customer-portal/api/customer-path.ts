import { agencyPath } from '../../../api/client.ts';

/** Spec 001 section 7: the customer's calls go under {agency}/customer/{customerId}. */
export const customerPath = (agencyId: string, customerId: string, rest: string) =>
  agencyPath(agencyId, `/customer/${encodeURIComponent(customerId)}${rest}`);

/** Every portal answer of a customer sits under this key. */
export const portalKey = (agencyId: string, customerId: string) => ['agency', agencyId, 'portal', customerId] as const;
