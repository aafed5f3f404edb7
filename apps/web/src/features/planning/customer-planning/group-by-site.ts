import type { PlanningService } from '@securite/domain/planning/service-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { groupByDay } from '@securite/domain/time/day-labels';

export interface SiteWeek {
  site: { id: string; name: string };
  days: { day: CalendarDay; items: PlanningService[] }[];
}

/** Services by site (sites by name), then by the day they start on in the zone (services by start). */
export function groupBySiteAndDay(services: readonly PlanningService[], timeZone: string): SiteWeek[] {
  const bySite = new Map<string, { site: SiteWeek['site']; services: PlanningService[] }>();
  for (const service of services) {
    if (!service.site) continue;
    const entry = bySite.get(service.site.id);
    if (entry) entry.services.push(service);
    else bySite.set(service.site.id, { site: service.site, services: [service] });
  }
  return [...bySite.values()]
    .sort((a, b) => a.site.name.localeCompare(b.site.name, 'fr'))
    .map(({ site, services: list }) => ({
      site,
      days: groupByDay(
        [...list].sort((a, b) => a.startAt.localeCompare(b.startAt)),
        (s) => s.startAt,
        timeZone,
      ),
    }));
}
