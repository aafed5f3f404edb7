import type { AppContext } from '../context.ts';

/** Registers every background job handler of the product. A feature adds its handlers here. */
export function registerJobHandlers(ctx: AppContext): void {
  ctx.jobs.register('mail.deliver', async (payload) => {
    await ctx.mailer.deliver(String(payload.mailId));
  });
}
