import type { InformationNote } from '@securite/domain/information-notes/schemas';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/tenancy.ts';
import { informationNoteReads, informationNotes } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import { fullnameSql } from '../agents/public.ts';

/** The agency's notes (the caller's `where` within them) with their author and whether the reader has read them. */
export async function selectInformationNotes(
  tx: Tx,
  agencyId: string,
  readerUserId: string,
  where: SQL | undefined,
  page?: { orderBy: SQL[]; limit: number; offset: number },
): Promise<InformationNote[]> {
  const query = tx
    .select({ note: informationNotes, authorName: fullnameSql, readAt: informationNoteReads.readAt })
    .from(informationNotes)
    .leftJoin(users, eq(users.id, informationNotes.authorUserId))
    .leftJoin(
      informationNoteReads,
      and(
        eq(informationNoteReads.noteId, informationNotes.id),
        inAgency(informationNoteReads, agencyId),
        eq(informationNoteReads.userId, readerUserId),
      ),
    )
    .where(and(inAgency(informationNotes, agencyId), where));
  const rows = page
    ? await query
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    : await query;
  return rows.map(({ note, authorName, readAt }) => ({
    id: note.id,
    title: note.title,
    content: note.content,
    audience: note.audience,
    author: note.authorUserId ? { userId: note.authorUserId, fullname: authorName } : null,
    read: readAt !== null,
    readAt: readAt?.toISOString() ?? null,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  }));
}
