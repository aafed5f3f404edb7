import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';

export type Horizon = 7 | 30;

const DAY_MS = 86_400_000;

/** The period to ask: a day back (a service lasts at most 24 h, so every running one started since), then ahead. */
export function periodFor(now: Date, horizon: Horizon): { from: string; to: string } {
  return {
    from: new Date(now.getTime() - DAY_MS).toISOString(),
    to: new Date(now.getTime() + horizon * DAY_MS).toISOString(),
  };
}

/** Started or paused, or planned and within its hours now. */
export function isCurrent(service: PlanningService, now: Date): boolean {
  if (service.status === ServiceStatus.Started || service.status === ServiceStatus.Paused) return true;
  const t = now.getTime();
  return service.status === ServiceStatus.Planned && Date.parse(service.startAt) <= t && t < Date.parse(service.endAt);
}

/** Late: planned, its start passed, and not taken yet. */
export function isLate(service: PlanningService, now: Date): boolean {
  return service.status === ServiceStatus.Planned && Date.parse(service.startAt) <= now.getTime();
}

const endOf = (service: PlanningService) => Date.parse(service.realEndAt ?? service.endAt);

/**
 * « En cours », « À venir » (planned, starting within the horizon), each by start, and « Terminés » (ended in the
 * last 24 hours, the period's day back), the latest end first.
 */
export function splitServices(
  services: readonly PlanningService[],
  now: Date,
  horizon: Horizon,
): { current: PlanningService[]; upcoming: PlanningService[]; ended: PlanningService[] } {
  const t = now.getTime();
  const byStart = [...services].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return {
    current: byStart.filter((s) => isCurrent(s, now)),
    upcoming: byStart.filter((s) => {
      const start = Date.parse(s.startAt);
      return s.status === ServiceStatus.Planned && start > t && start < t + horizon * DAY_MS;
    }),
    ended: services
      .filter((s) => s.status === ServiceStatus.Ended && endOf(s) > t - DAY_MS)
      .sort((a, b) => endOf(b) - endOf(a)),
  };
}
