import type { CircuitErrors, CircuitPeriod } from '@securite/domain/circuits/circuit-schemas';
import { readPlanningSettings } from '@securite/domain/planning/planning-settings';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { type CandidateRow, loadAgentFacts, runChecks } from '../planning/public.ts';
import { overlapsPeriod } from './circuit-conditions.ts';
import { findPresentedCircuits } from './present-circuit.ts';

/**
 * POST {agency}/fetch/circuits-errors: the assigned circuits of the period not yet ended whose agent now has
 * planning issues (an unavailability entered since, a card that expired, another service planned over…), each with
 * its issues. The checks run on the stored circuits as if they were saved again.
 */
export async function findCircuitErrors(
  ctx: AppContext,
  tenant: TenantContext,
  period: CircuitPeriod,
): Promise<CircuitErrors> {
  const agencyId = tenant.agency.id;
  const circuits = await findPresentedCircuits(
    ctx.db,
    agencyId,
    and(
      overlapsPeriod(new Date(period.from), new Date(period.to)),
      isNotNull(services.agentId),
      ne(services.status, ServiceStatus.Ended),
    ) as SQL,
  );
  if (circuits.length === 0) return { data: [] };
  const candidates: CandidateRow[] = circuits.map((c) => ({
    key: c.id,
    lineKey: c.id,
    id: c.id,
    agentId: c.agent?.id ?? null,
    siteId: null,
    startAt: new Date(c.startAt),
    endAt: new Date(c.endAt),
    isCircuit: true,
    circuitId: null,
  }));
  const window = {
    from: new Date(Math.min(...candidates.map((c) => c.startAt.getTime()))),
    to: new Date(Math.max(...candidates.map((c) => c.endAt.getTime()))),
  };
  const agentIds = [...new Set(candidates.flatMap((c) => (c.agentId ? [c.agentId] : [])))];
  const facts = await loadAgentFacts(ctx.db, agencyId, agentIds, window);
  const settings = readPlanningSettings((tenant.agency.settings as Record<string, unknown>).planning);
  const issues = runChecks(candidates, facts, {
    timeZone: tenant.agency.timezone,
    settings,
    siteNames: new Map(),
  });
  return {
    data: circuits.flatMap((circuit) => {
      const own = issues.filter((i) => i.key === circuit.id).map((i) => ({ ...i, siteName: circuit.name }));
      return own.length > 0 ? [{ circuit, issues: own }] : [];
    }),
  };
}
