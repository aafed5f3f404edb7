import {
  type BatchIssue,
  type PlanningService,
  zPlanningErrorResponse,
} from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { planningCheckKinds } from '../../../shared/planning/api/check-planning-errors.ts';

/** Most services one check request may name (the server's limit). */
export const CHECK_CHUNK = 500;

/**
 * The services of the period the checks look at: planned, with an agent, outside circuits (the circuits screen
 * checks its tours). A started service is the field's business; an ended one can no longer change.
 */
export function checkableServices(services: readonly PlanningService[]): PlanningService[] {
  return services.filter(
    (s) => s.status === ServiceStatus.Planned && s.agent !== null && !s.isCircuit && s.circuitId === null,
  );
}

/** A short fingerprint of what the checks depend on in the services: a change of agent or hours checks again. */
export function servicesSignature(services: readonly PlanningService[]): string {
  let hash = 2166136261;
  for (const s of services) {
    const text = `${s.id}|${s.agent?.id ?? ''}|${s.startAt}|${s.endAt};`;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  }
  return `${services.length}:${(hash >>> 0).toString(36)}`;
}

/**
 * The stored services as they are, through the three dry-run checks (POST fetch/planning-error/{kind}), by chunks
 * of 500: each issue's key is the id of the service it is about. Nothing is saved.
 */
export async function checkStoredServices(
  agencyId: string,
  services: readonly PlanningService[],
  signal?: AbortSignal,
): Promise<BatchIssue[]> {
  const issues: BatchIssue[] = [];
  for (let start = 0; start < services.length; start += CHECK_CHUNK) {
    const drafts = services.slice(start, start + CHECK_CHUNK).map((s) => ({ id: s.id }));
    const answers = await Promise.all(
      planningCheckKinds.map((kind) =>
        apiRequest(agencyPath(agencyId, `/fetch/planning-error/${kind}`), {
          method: 'POST',
          body: { services: drafts },
          schema: zPlanningErrorResponse,
          notifyErrors: false,
          signal,
        }),
      ),
    );
    for (const answer of answers) issues.push(...answer.issues);
  }
  return issues;
}

/** A service in conflict and what is wrong with it, blocking issues first. */
export interface ServiceConflict {
  service: PlanningService;
  issues: BatchIssue[];
  blocking: boolean;
}

/** The issues gathered by service: the services with a blocking issue first (what the law forbids), by start. */
export function conflictsOf(services: readonly PlanningService[], issues: readonly BatchIssue[]): ServiceConflict[] {
  const byId = new Map<string, BatchIssue[]>();
  for (const issue of issues) {
    const list = byId.get(issue.key) ?? [];
    // The same rule found twice (two checks share a rule) shows once.
    if (!list.some((i) => i.type === issue.type && i.message === issue.message)) list.push(issue);
    byId.set(issue.key, list);
  }
  return services
    .flatMap((service) => {
      const found = byId.get(service.id);
      if (!found) return [];
      const sorted = [...found].sort((a, b) => Number(b.blocking) - Number(a.blocking));
      return [{ service, issues: sorted, blocking: sorted.some((i) => i.blocking) }];
    })
    .sort(
      (a, b) =>
        Number(b.blocking) - Number(a.blocking) || Date.parse(a.service.startAt) - Date.parse(b.service.startAt),
    );
}
