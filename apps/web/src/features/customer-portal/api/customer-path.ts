/** Every portal answer of a customer sits under this key. */
export const portalKey = (agencyId: string, customerId: string) => ['agency', agencyId, 'portal', customerId] as const;
