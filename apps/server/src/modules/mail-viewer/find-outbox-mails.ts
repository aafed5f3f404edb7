import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { mailOutbox } from '../../db/schema/platform.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The outbox, newest first, optionally for one recipient (compared without case, as addresses are). */
export async function findOutboxMails(ctx: AppContext, options: { to?: string; limit: number }): Promise<OutboxMail[]> {
  const to = options.to?.trim().toLowerCase();
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to}` : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit);
}

/** One outbox mail, or null (an id that is not a UUID is simply not found). */
export async function getOutboxMail(ctx: AppContext, id: string): Promise<OutboxMail | null> {
  if (!uuidPattern.test(id)) return null;
  const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail ?? null;
}
