/**
 * Query keys of the planning calls: every planning answer of an agency sits under planningKey, so a batch save
 * refreshes the grids, the services lists and the opened services at once.
 */
export const planningKey = (agencyId: string) => ['agency', agencyId, 'planning'] as const;
export const planningConfigKey = (agencyId: string) => [...planningKey(agencyId), 'config'] as const;
export const plannedServicesKey = (agencyId: string, request?: unknown) =>
  request === undefined
    ? ([...planningKey(agencyId), 'planned-services'] as const)
    : ([...planningKey(agencyId), 'planned-services', request] as const);
export const serviceKey = (agencyId: string, serviceId: string) =>
  [...planningKey(agencyId), 'service', serviceId] as const;
/** Every circuit answer of an agency sits under the planning's, so that any planning save refreshes them. */
export const circuitsKey = (agencyId: string) => [...planningKey(agencyId), 'circuits'] as const;
/** Every cached hours count of an agency (the live refresh of the planning reaches them too). */
export const hoursKey = (agencyId: string) => ['agency', agencyId, 'hours'] as const;
