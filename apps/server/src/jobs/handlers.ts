import type { AppContext } from '../context.ts';
import { MAIL_DELIVER_QUEUE } from '../mail/queue-mail.ts';

/** Registers every background job handler of the product. A feature adds its handlers here. */
export function registerJobHandlers(ctx: AppContext): void {
  ctx.jobs.register(MAIL_DELIVER_QUEUE, async (payload) => {
    await ctx.mailer.deliver(String(payload.mailId));
  });
}
