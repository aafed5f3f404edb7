import type { PlanningService, ServiceDraftInput } from '@securite/domain/planning/service-schemas';
import { isServiceEditable, type ServiceStatus } from '@securite/domain/planning/service-status';
import { dayIn, timeIn } from '@securite/domain/time/zoned-instants';
import { timesOn } from '../move-service.ts';

/** What 'Modifier' changes on every selected service; an absent field is left as it is. */
export interface BulkChanges {
  agentId?: string;
  startTime?: string;
  endTime?: string;
  postTitle?: string;
}

/** Ended services refuse changes ('Le service est terminé'): a bulk action leaves them out. */
export const editableOnly = (services: readonly PlanningService[]) =>
  services.filter((s) => isServiceEditable(s.status as ServiceStatus));

/** One line per service the changes really alter. */
export function bulkEditDrafts(
  services: readonly PlanningService[],
  changes: BulkChanges,
  timeZone: string,
): ServiceDraftInput[] {
  return editableOnly(services).flatMap((service) => {
    const draft: ServiceDraftInput = { key: service.id, id: service.id };
    if (changes.agentId && changes.agentId !== service.agent?.id) draft.agentId = changes.agentId;
    if (changes.postTitle !== undefined && changes.postTitle !== (service.postTitle ?? '')) {
      draft.postTitle = changes.postTitle;
    }
    const start = changes.startTime ?? timeIn(service.startAt, timeZone);
    const end = changes.endTime ?? timeIn(service.endAt, timeZone);
    if (start !== timeIn(service.startAt, timeZone) || end !== timeIn(service.endAt, timeZone)) {
      Object.assign(draft, timesOn(service, dayIn(service.startAt, timeZone), timeZone, { start, end }));
    }
    return Object.keys(draft).length > 2 ? [draft] : [];
  });
}

/** 'Désaffecter': the assigned services lose their agent. */
export function unassignDrafts(services: readonly PlanningService[]): ServiceDraftInput[] {
  return editableOnly(services)
    .filter((s) => s.agent)
    .map((s) => ({ key: s.id, id: s.id, agentId: null }));
}

/** 'Supprimer'. */
export function deleteDrafts(services: readonly PlanningService[]): ServiceDraftInput[] {
  return editableOnly(services).map((s) => ({ key: s.id, id: s.id, delete: true }));
}
