import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { MAIL_DELIVER_QUEUE } from '../mail/queue-mail.ts';
import {
  AGENCY_EXPIRATIONS_DIGEST_QUEUE,
  EXPIRATIONS_DIGEST_QUEUE,
  runExpirationsDigest,
  sendAgencyExpirationsDigest,
} from '../modules/agents/expirations-digest.ts';
import {
  PLANNING_SEND_AGENT_QUEUE,
  runPlanningSend,
  sendAgentPlanningMail,
} from '../modules/planning-export/planning-send-jobs.ts';
import { PLANNING_SEND_QUEUE } from '../modules/planning-export/send-planning.ts';
import { PURGE_QUEUE, purgeExpiredData } from '../modules/system/purge-expired-data.ts';

/** Registers every background job handler of the product. A feature adds its handlers here. */
export function registerJobHandlers(ctx: AppContext): void {
  ctx.jobs.register(MAIL_DELIVER_QUEUE, async (payload) => {
    await ctx.mailer.deliver(String(payload.mailId));
  });
  ctx.jobs.register(EXPIRATIONS_DIGEST_QUEUE, async (payload) => {
    await runExpirationsDigest(ctx, payload);
  });
  ctx.jobs.register(AGENCY_EXPIRATIONS_DIGEST_QUEUE, async (payload) => {
    await sendAgencyExpirationsDigest(ctx, payload);
  });
  ctx.jobs.register(PLANNING_SEND_QUEUE, async (payload, job) => {
    await runPlanningSend(ctx, payload, job);
  });
  ctx.jobs.register(PLANNING_SEND_AGENT_QUEUE, async (payload) => {
    await sendAgentPlanningMail(ctx, payload);
  });
  ctx.jobs.register(PURGE_QUEUE, async () => {
    const removed = await purgeExpiredData(ctx);
    ctx.log.info({ removed }, 'expired data purged');
    // The embedded database has no autovacuum: refresh the planner's statistics once a day, or the planning
    // queries lose their indexes as the services table grows.
    if (ctx.database.kind === 'pglite') await ctx.db.execute(sql`analyze`);
  });
}
