/**
 * Service statuses as small integers, named once (spec 000 section 4: planned, started, paused-related, ended;
 * the numeric values are ours).
 */
export const ServiceStatus = {
  Planned: 0,
  Started: 1,
  Paused: 2,
  Ended: 3,
} as const;
export type ServiceStatus = (typeof ServiceStatus)[keyof typeof ServiceStatus];

export const serviceStatusLabels: Record<ServiceStatus, string> = {
  [ServiceStatus.Planned]: 'Planifié',
  [ServiceStatus.Started]: 'En cours',
  [ServiceStatus.Paused]: 'En pause',
  [ServiceStatus.Ended]: 'Terminé',
};

export const serviceStatuses = Object.values(ServiceStatus) as ServiceStatus[];

/** Whether a service can still be planned, moved or reassigned (an ended service refuses changes). */
export function isServiceEditable(status: ServiceStatus): boolean {
  return status !== ServiceStatus.Ended;
}
