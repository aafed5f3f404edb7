import { monthlyWorkingLimit } from '@securite/domain/agents/working-limit';
import type { CheckedAgent, CheckedService, CheckedUnavailability } from '@securite/domain/planning/check-types';
import { and, eq, gt, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentInfos } from '../../db/schema/agents.ts';
import { services } from '../../db/schema/services.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { agencyTypes, unavailabilities } from '../../db/schema/workforce.ts';
import { fullnameSql } from '../sites/agency-agents.ts';

/** How far around a batch the checks look: the 46 h average runs over 12 weeks. */
export const CHECK_WINDOW_MS = 12 * 7 * 86_400_000;

export type AgentFacts = {
  agents: Map<string, CheckedAgent>;
  existing: Map<string, CheckedService[]>;
  unavailabilities: Map<string, CheckedUnavailability[]>;
};

const NO_ID = '00000000-0000-0000-0000-000000000000';

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Loads what the planning checks read for these agents around [from, to]: their record, their other live services
 * (not the ones listed in `excludeIds`, which the batch replaces) and their unavailabilities.
 */
export async function loadAgentFacts(
  tx: Tx,
  agencyId: string,
  agentIds: readonly string[],
  window: { from: Date; to: Date },
  excludeIds: readonly string[] = [],
): Promise<AgentFacts> {
  const facts: AgentFacts = { agents: new Map(), existing: new Map(), unavailabilities: new Map() };
  if (agentIds.length === 0) return facts;
  const ids = [...new Set(agentIds)];
  const from = new Date(window.from.getTime() - CHECK_WINDOW_MS);
  const to = new Date(window.to.getTime() + CHECK_WINDOW_MS);
  const [agentRows, serviceRows, unavailabilityRows] = await Promise.all([
    tx
      .select({
        id: memberships.id,
        name: fullnameSql,
        active: memberships.active,
        deletedAt: memberships.deletedAt,
        plannable: agentInfos.plannable,
        card: agentInfos.cnapsCardExpiresAt,
        specialties: agentInfos.specialties,
        contract: agentInfos.activeContract,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(agentInfos, eq(agentInfos.membershipId, memberships.id))
      .where(and(eq(memberships.agencyId, agencyId), inArray(memberships.id, ids))),
    tx
      .select({
        id: services.id,
        agentId: services.agentId,
        siteId: services.siteId,
        startAt: services.startAt,
        endAt: services.endAt,
        specialty: services.specialty,
        circuitId: services.circuitId,
        isCircuit: services.isCircuit,
      })
      .from(services)
      .where(
        and(
          eq(services.agencyId, agencyId),
          inArray(services.agentId, ids),
          isNull(services.deletedAt),
          lt(services.startAt, to),
          gt(services.endAt, from),
          notInArray(services.id, excludeIds.length ? [...excludeIds] : [NO_ID]),
        ),
      ),
    tx
      .select({
        agentId: unavailabilities.agentId,
        startAt: unavailabilities.startAt,
        endAt: unavailabilities.endAt,
        label: agencyTypes.label,
      })
      .from(unavailabilities)
      .innerJoin(agencyTypes, eq(agencyTypes.id, unavailabilities.typeId))
      .where(
        and(
          eq(unavailabilities.agencyId, agencyId),
          inArray(unavailabilities.agentId, ids),
          lt(unavailabilities.startAt, to),
          gt(unavailabilities.endAt, from),
        ),
      ),
  ]);
  for (const row of agentRows) {
    facts.agents.set(row.id, {
      id: row.id,
      name: row.name,
      active: row.active && row.deletedAt === null,
      plannable: row.plannable ?? true,
      cnapsCardExpiresAt: row.card ?? null,
      specialties: row.specialties ?? [],
      monthlyLimitHours: monthlyWorkingLimit(row.contract ?? null),
    });
  }
  for (const row of serviceRows) {
    if (row.agentId) push(facts.existing, row.agentId, { ...row, key: row.id });
  }
  for (const row of unavailabilityRows) {
    push(facts.unavailabilities, row.agentId, { startAt: row.startAt, endAt: row.endAt, label: row.label });
  }
  return facts;
}
