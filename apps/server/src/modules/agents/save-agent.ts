import type { AgentSaveInput, AgentSaveResponse } from '@securite/domain/agents/agent-schemas';
import { agentAnomalies } from '@securite/domain/agents/anomalies';
import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import { todayIn } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { assertGrantable } from './agent-access.ts';
import { createAgent } from './create-agent.ts';
import { loadAgent, seesHourlyCost } from './get-agent.ts';
import { registrationNumberTaken } from './repo.ts';
import { updateAgent } from './update-agent.ts';

/**
 * POST {agency}/agent: creates (no id, 'agents.create') or edits (id, 'agents.edit') an agent record, then
 * answers the saved agent with its non-blocking anomalies.
 */
export async function saveAgent(
  ctx: AppContext,
  input: { tenant: TenantContext; requestPath: string; data: AgentSaveInput },
): Promise<AgentSaveResponse> {
  const { tenant } = input;
  assertGranted(tenant.actor, [saveRight('agents', input.data)]);
  // Without a billing right the hourly cost is neither shown nor changed: the form's empty field keeps the value.
  const data =
    seesHourlyCost(tenant.actor) || !input.data.agentInfos
      ? input.data
      : { ...input.data, agentInfos: { ...input.data.agentInfos, hourlyCostCents: undefined } };
  const agencyId = tenant.agency.id;
  const actorUserId = tenant.actor.userId;
  let agentId: string;
  if (data.id) {
    agentId = data.id;
    await updateAgent(ctx, { agencyId, actor: tenant.actor, agentId, requestPath: input.requestPath, data });
  } else {
    assertGrantable(tenant.actor, data.rights);
    agentId = await createAgent(ctx, { agencyId, actorUserId, data });
  }
  const today = todayIn(tenant.agency.timezone);
  const agent = await loadAgent(ctx.db, agencyId, agentId, today, tenant.actor);
  const number = agent.agentInfos.registrationNumber;
  const duplicate = number && (await registrationNumberTaken(ctx.db, agencyId, number, agentId)) ? number : null;
  const anomalies = agentAnomalies(
    { ...agent.agentInfos, expirations: agent.agentInfos.expirations },
    { today, duplicateRegistrationNumber: duplicate },
  );
  return { agent, anomalies };
}
