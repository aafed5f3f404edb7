import type { AppContext } from '../context.ts';
import { MAIL_DELIVER_QUEUE } from './queue-mail.ts';

/** Registers the delivery of queued e-mails (the mail.deliver jobs) on the process's job queue. */
export function registerMailJobs(ctx: AppContext): void {
  ctx.jobs.register(MAIL_DELIVER_QUEUE, async (payload) => {
    await ctx.mailer.deliver(String(payload.mailId));
  });
}
