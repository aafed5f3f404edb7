/** Every query of billing sits under this key: any change refreshes the lists. */
export const billingKey = (agencyId: string) => ['agency', agencyId, 'billing'] as const;

export const commercialDocsSettingsKey = (agencyId: string) => [...billingKey(agencyId), 'settings'] as const;
