import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { mailAttachments, mailOutbox } from '../../db/schema/platform.ts';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export interface OutboxAttachment {
  id: string;
  mailId: string;
  filename: string;
  contentType: string;
  size: number;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The outbox, newest first, optionally for one recipient (compared without case, as addresses are). */
export async function findOutboxMails(ctx: AppContext, options: { to?: string; limit: number }): Promise<OutboxMail[]> {
  const to = options.to?.trim().toLowerCase();
  return ctx.db
    .select()
    .from(mailOutbox) // every agency: the platform's development mail viewer
    .where(to ? sql`lower(${mailOutbox.to}) = ${to}` : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit);
}

/** One outbox mail, or null (an id that is not a UUID is simply not found). */
export async function getOutboxMail(ctx: AppContext, id: string): Promise<OutboxMail | null> {
  if (!uuidPattern.test(id)) return null;
  // every agency: the platform's development mail viewer
  const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail ?? null;
}

/** The attachments of these mails (without their content), in the order they were attached. */
export async function findMailAttachments(ctx: AppContext, mailIds: string[]): Promise<OutboxAttachment[]> {
  if (mailIds.length === 0) return [];
  return ctx.db
    .select({
      id: mailAttachments.id,
      mailId: mailAttachments.mailId,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      size: mailAttachments.size,
    })
    .from(mailAttachments)
    .where(inArray(mailAttachments.mailId, mailIds))
    .orderBy(asc(mailAttachments.createdAt), asc(mailAttachments.filename));
}

/** One attachment of a mail with its content, or null. */
export async function getMailAttachment(ctx: AppContext, mailId: string, attachmentId: string) {
  if (!uuidPattern.test(mailId) || !uuidPattern.test(attachmentId)) return null;
  const [file] = await ctx.db
    .select()
    .from(mailAttachments)
    .where(and(eq(mailAttachments.id, attachmentId), eq(mailAttachments.mailId, mailId)));
  return file ?? null;
}
