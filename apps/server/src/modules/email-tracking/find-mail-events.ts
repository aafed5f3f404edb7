import type { MailEventRow, MailEventsRequest } from '@securite/domain/email-tracking/email-tracking-schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailAttachments, mailEvents, mailOutbox } from '../../db/schema/platform.ts';
import { inAgency } from '../../db/tenant.ts';

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * POST {agency}/fetch/emails/events: the events of the agency's mails, newest first, filtered by event type, kind
 * of mail, and a search on the recipient or the subject.
 */
export async function findMailEvents(
  db: Db,
  agencyId: string,
  request: MailEventsRequest,
): Promise<{ data: MailEventRow[]; total: number }> {
  const { types, kinds, search } = request.filters;
  const conditions: SQL[] = [inAgency(mailEvents, agencyId), inAgency(mailOutbox, agencyId)];
  if (types?.length) conditions.push(inArray(mailEvents.type, types));
  if (kinds?.length) conditions.push(inArray(mailOutbox.kind, kinds));
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern)) as SQL);
  }
  const where = and(...conditions);
  const attachments = sql<number>`(select count(*)::int from ${mailAttachments} where ${mailAttachments.mailId} = ${mailOutbox.id})`;
  const order = request.orderBy.direction === 'asc' ? mailEvents.at : desc(mailEvents.at);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: mailEvents.id,
        type: mailEvents.type,
        at: mailEvents.at,
        detail: mailEvents.detail,
        mailId: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        attachments,
      })
      .from(mailEvents)
      .innerJoin(mailOutbox, eq(mailOutbox.id, mailEvents.mailId))
      .where(where)
      .orderBy(order, desc(mailEvents.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    db
      .select({ total: count() })
      .from(mailEvents)
      .innerJoin(mailOutbox, eq(mailOutbox.id, mailEvents.mailId))
      .where(where),
  ]);
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      type: row.type,
      at: row.at.toISOString(),
      detail: row.detail,
      mail: { id: row.mailId, kind: row.kind, to: row.to, subject: row.subject, attachments: Number(row.attachments) },
    })),
  };
}
