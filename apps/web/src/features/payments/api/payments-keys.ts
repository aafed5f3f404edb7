export const paymentsKey = (agencyId: string) => ['agency', agencyId, 'payments'] as const;
export const methodsKey = (agencyId: string) => [...paymentsKey(agencyId), 'methods'] as const;
