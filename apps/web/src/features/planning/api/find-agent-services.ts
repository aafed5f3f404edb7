import {
  type AgentServicesRequest,
  coverPageSize,
  type PlanningService,
  zAgentServicesPage,
} from '@securite/domain/planning/service-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyPath, apiRequest } from '../../../api/client.ts';
import { planningKey } from '../../../shared/planning/api/planning-keys.ts';

type AgentServicesPage = z.infer<typeof zAgentServicesPage>;
export type AgentServicesPeriod = Pick<AgentServicesRequest, 'agentId' | 'from' | 'to'>;

/** The first page asks this many, only to learn the total (spec 000 section 9). */
export const COVER_PROBE_LIMIT = 10;

/** POST {agency}/fetch/agent-services: one page of an agent's services in a period (the cover search). */
export function findAgentServices(
  agencyId: string,
  request: AgentServicesRequest,
  signal?: AbortSignal,
): Promise<AgentServicesPage> {
  return apiRequest(agencyPath(agencyId, '/fetch/agent-services'), {
    method: 'POST',
    body: request,
    schema: zAgentServicesPage,
    signal,
  });
}

/**
 * Every service of the agent in the period, for the cover dialog: a first page of 10 gives the total, then the
 * pages of `coverPageSize(total)` (100 above 100 services, else 10) come in parallel; page 1 of 10 is not asked twice.
 */
export async function findAllAgentServices(
  agencyId: string,
  period: AgentServicesPeriod,
  signal?: AbortSignal,
): Promise<{ services: PlanningService[]; total: number; pageSize: number }> {
  const page = (n: number, limit: number) => findAgentServices(agencyId, { ...period, page: n, limit }, signal);
  const first = await page(1, COVER_PROBE_LIMIT);
  const pageSize = coverPageSize(first.total);
  const pageCount = Math.ceil(first.total / pageSize);
  const firstReused = pageSize === COVER_PROBE_LIMIT;
  const numbers = Array.from({ length: pageCount }, (_, i) => i + 1).filter((n) => !(firstReused && n === 1));
  const pages = await Promise.all(numbers.map((n) => page(n, pageSize)));
  const services = [...(firstReused ? [first] : []), ...pages].flatMap((p) => p.data);
  return { services, total: first.total, pageSize };
}

export const agentServicesKey = (agencyId: string, period: AgentServicesPeriod | null) =>
  [...planningKey(agencyId), 'agent-services', period] as const;

/** The agent's services in the period (null: nothing asked yet). */
export function useAllAgentServices(agencyId: string, period: AgentServicesPeriod | null) {
  return useQuery({
    queryKey: agentServicesKey(agencyId, period),
    queryFn: ({ signal }) => findAllAgentServices(agencyId, period!, signal),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
