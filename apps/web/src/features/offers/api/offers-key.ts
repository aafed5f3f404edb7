/** Everything cached about the offers board. */
export const offersKey = (agencyId: string) => ['agency', agencyId, 'offers'] as const;
