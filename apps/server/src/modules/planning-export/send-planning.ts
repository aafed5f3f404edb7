import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import {
  type PlanningSendRequest,
  type PlanningSendResponse,
  planningExportMessages,
} from '@securite/domain/planning-export/planning-export-schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { jobs } from '../../db/schema/platform.ts';
import { notFound } from '../../http/errors.ts';
import { assertSameRequest, requestHash } from '../../http/idempotency.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findExportAgents } from './find-export-services.ts';

/** One job per send request; it fans out one job per agent (see planning-send-jobs.ts). */
export const PLANNING_SEND_QUEUE = 'planning.send';

const sendKey = (agencyId: string, uuid: string) => `${PLANNING_SEND_QUEUE}:${agencyId}:${uuid}`;

/**
 * Sends agents their planning of a week or a month by e-mail, the PDF attached. Checked now (agents of the agency,
 * each with an address, else a French error naming them and nothing is sent); the PDFs are made and mailed by
 * background jobs. A client uuid makes a retry answer the same and send nothing twice (another payload: 422).
 */
export async function sendPlanning(
  ctx: AppContext,
  tenant: TenantContext,
  input: Omit<PlanningSendRequest, 'agentIds'> & { agentIds: string[] },
): Promise<PlanningSendResponse> {
  const agencyId = tenant.agency.id;
  const agentIds = [...new Set(input.agentIds)].sort();
  if (agentIds.length === 0) {
    throw new AppError(ErrorCode.Validation, planningExportMessages.agentsRequired, {
      errors: { agentIds: planningExportMessages.agentsRequired },
    });
  }
  const payload = { agencyId, agentIds, period: input.period, from: input.from };
  const hash = input.uuid ? requestHash(tenant.actor.userId, payload) : null;
  if (input.uuid) {
    const [first] = await ctx.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.uniqueKey, sendKey(agencyId, input.uuid)));
    if (first) {
      assertSameRequest(typeof first.payload.requestHash === 'string' ? first.payload.requestHash : null, hash ?? '');
      return { message: messages.emailsSent, count: agentIds.length };
    }
  }
  const agents = await findExportAgents(ctx.db, agencyId, agentIds);
  if (!agents) throw notFound(messages.agentNotFound);
  const without = agents.filter((agent) => !agent.email?.trim()).map((agent) => agent.name);
  if (without.length) throw new AppError(ErrorCode.Validation, planningExportMessages.noEmail(without));
  await ctx.jobs.enqueue(
    PLANNING_SEND_QUEUE,
    { ...payload, fakeFilter: tenant.fakeFilter, requestedBy: tenant.actor.userId, requestHash: hash },
    input.uuid ? { uniqueKey: sendKey(agencyId, input.uuid) } : {},
  );
  return { message: messages.emailsSent, count: agents.length };
}
