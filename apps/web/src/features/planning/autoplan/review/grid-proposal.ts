import type { AutoplanLine, AutoplanResult } from '@securite/domain/planning/autoplan/autoplan-schemas';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { dayIn } from '@securite/domain/time/zoned-instants';

/** A proposal under review on the planning grid: its lines by service, and the ones the planner accepts. */
export interface GridProposal {
  result: AutoplanResult;
  /** The period it was asked for (the grid shows it). */
  from: string;
  to: string;
  lines: ReadonlyMap<string, AutoplanLine>;
  accepted: ReadonlySet<string>;
}

/** What the dialog hands to the grid: the proposal, and the services accepted in the dialog. */
export interface ProposalReview {
  result: AutoplanResult;
  from: string;
  to: string;
  accepted: readonly string[];
}

export function gridProposalOf(review: ProposalReview): GridProposal {
  return {
    result: review.result,
    from: review.from,
    to: review.to,
    lines: new Map(review.result.lines.map((line) => [line.serviceId, line])),
    accepted: new Set(review.accepted),
  };
}

/** The services the proposal fills, every one of them accepted by default. */
export function filledIds(result: AutoplanResult): string[] {
  return result.lines.flatMap((line) => (line.agentId ? [line.serviceId] : []));
}

/**
 * The grid's services as the proposal would leave them: each filled post with its proposed agent (so that in the
 * agents view it sits in that agent's row), the others as they are. The same objects when there is no proposal.
 */
export function withProposal(
  services: readonly PlanningService[],
  lines: ReadonlyMap<string, AutoplanLine> | null,
): readonly PlanningService[] {
  if (!lines || lines.size === 0) return services;
  return services.map((service) => {
    const line = lines.get(service.id);
    return line?.agentId && line.agentName
      ? { ...service, agent: { id: line.agentId, fullname: line.agentName } }
      : service;
  });
}

/** The drafts of one batch save: the accepted posts, each with its proposed agent. */
export function acceptedDrafts(
  result: AutoplanResult,
  accepted: ReadonlySet<string>,
): { id: string; agentId: string }[] {
  return result.lines.flatMap((line) =>
    line.agentId && accepted.has(line.serviceId) ? [{ id: line.serviceId, agentId: line.agentId }] : [],
  );
}

/** How the grid shows one chip of a proposal under review. */
export type ProposalMark = 'accepted' | 'declined' | 'open' | 'unchanged';

export function markOf(proposal: GridProposal, serviceId: string): ProposalMark {
  const line = proposal.lines.get(serviceId);
  if (!line) return 'unchanged';
  if (!line.agentId) return 'open';
  return proposal.accepted.has(serviceId) ? 'accepted' : 'declined';
}

/** The day of the proposal's first post, where the grid opens. */
export function firstProposedDay(proposal: GridProposal, timeZone: string): CalendarDay | null {
  let first: string | null = null;
  for (const line of proposal.result.lines) if (first === null || line.startAt < first) first = line.startAt;
  return first === null ? null : dayIn(first, timeZone);
}
