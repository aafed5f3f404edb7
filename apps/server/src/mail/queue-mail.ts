import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import type { MailMessage } from './mailer.ts';

/** The job queue that delivers one outbox mail (its handler is in jobs/handlers.ts). */
export const MAIL_DELIVER_QUEUE = 'mail.deliver';

/**
 * Records a mail in the outbox and enqueues its delivery, both in the caller's transaction when given:
 * the mail exists only if the change that caused it commits, and a crash before delivery loses nothing.
 * Returns the outbox id.
 */
export async function queueMail(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'jobs'>,
  message: MailMessage,
  options: { tx?: Tx } = {},
): Promise<string> {
  const run = async (tx: Tx) => {
    const mailId = await ctx.mailer.record(message, tx);
    // The key makes a second enqueue of the same mail a no-op, so it is never sent twice by two jobs.
    await ctx.jobs.enqueue(MAIL_DELIVER_QUEUE, { mailId }, { tx, uniqueKey: `${MAIL_DELIVER_QUEUE}:${mailId}` });
    return mailId;
  };
  return options.tx ? run(options.tx) : ctx.db.transaction(run);
}
