import { readAgencyEmailSettings } from '@securite/domain/agency-settings/email-settings';
import { exportFilename } from '@securite/domain/planning-export/planning-export-schemas';
import { FakeFilter, parseFakeFilter } from '@securite/domain/tenancy/fake-data';
import { isCalendarDayInRange } from '@securite/domain/time/year-range';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { slug } from '../../http/send-file.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { renderOffThread } from './export-planning.ts';
import { findExportAgents } from './find-export-services.ts';
import { loadPlanningExport } from './load-planning-export.ts';
import { planningMail } from './planning-mail.ts';

/** One agent's planning mail; keyed by the request's job and the agent, so a retried fan-out sends it once. */
export const PLANNING_SEND_AGENT_QUEUE = 'planning.send.agent';

const zSendJob = z.object({
  agencyId: z.uuid(),
  agentIds: z.array(z.uuid()),
  period: z.enum(['week', 'month']),
  from: z.string().refine(isCalendarDayInRange),
  fakeFilter: z.unknown().optional(),
});
const zAgentJob = zSendJob.omit({ agentIds: true }).extend({ agentId: z.uuid() });

/** Fans a send request out into one job per agent, all enqueued together. */
export async function runPlanningSend(ctx: AppContext, payload: unknown, job: { id: number }): Promise<number> {
  const parsed = zSendJob.safeParse(payload);
  if (!parsed.success) return 0;
  const { agentIds, ...rest } = parsed.data;
  await ctx.db.transaction(async (tx) => {
    for (const agentId of agentIds) {
      await ctx.jobs.enqueue(
        PLANNING_SEND_AGENT_QUEUE,
        { ...rest, agentId },
        { tx, uniqueKey: `${PLANNING_SEND_AGENT_QUEUE}:${job.id}:${agentId}` },
      );
    }
  });
  return agentIds.length;
}

/**
 * Makes one agent's planning PDF and queues the mail carrying it. An agent archived or left without an address
 * since the request is skipped: there is nobody to send to.
 */
export async function sendAgentPlanningMail(ctx: AppContext, payload: unknown): Promise<boolean> {
  const parsed = zAgentJob.safeParse(payload);
  if (!parsed.success) return false;
  const { agencyId, agentId, period, from } = parsed.data;
  const [agency] = await ctx.db.select().from(agencies).where(eq(agencies.id, agencyId));
  const [agent] = (await findExportAgents(ctx.db, agencyId, [agentId])) ?? [];
  if (!agency || !agent?.email) {
    ctx.log.warn({ agencyId, agentId }, 'planning mail skipped: agent gone or without an address');
    return false;
  }
  const fakeFilter = parseFakeFilter(parsed.data.fakeFilter) ?? FakeFilter.Real;
  const data = await loadPlanningExport(ctx.db, {
    agency,
    fakeFilter,
    query: { view: 'agents', period, from, ids: [agentId] },
  });
  const pdf = await renderOffThread(ctx, 'pdf', data);
  const stamp = exportFilename('agents', period, data.range, 'pdf').replace('planning-agents-', '');
  await queueMail(
    ctx,
    planningMail({
      to: agent.email,
      agencyId,
      agencyName: agency.name,
      firstname: agent.firstname,
      periodLabel: data.range.label,
      row: data.rows.find((row) => row.id === agentId),
      message: readAgencyEmailSettings(agency.settings?.email).planningMailMessage,
      attachment: {
        filename: `planning-${slug(agent.name, 'collaborateur')}-${stamp}`,
        contentType: 'application/pdf',
        content: pdf,
      },
    }),
  );
  return true;
}
