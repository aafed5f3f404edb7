import type { InformationNoteFetchRequest, InformationNotePage } from '@securite/domain/information-notes/schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { informationNoteReads, informationNotes } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { readableNotes } from './information-note-access.ts';
import { selectInformationNotes } from './present-information-note.ts';

const orderColumns = {
  createdAt: informationNotes.createdAt,
  updatedAt: informationNotes.updatedAt,
  title: informationNotes.title,
} as const;

/** POST {agency}/fetch/informationNotes: the notes the caller reads, each with `read`, and their unread count. */
export async function findInformationNotes(
  ctx: AppContext,
  tenant: TenantContext,
  request: InformationNoteFetchRequest,
): Promise<InformationNotePage> {
  const userId = tenant.actor.userId;
  const readable = readableNotes(tenant);
  const { filters } = request;
  const search = filters.search ? containsPattern(filters.search) : null;
  const where = and(
    readable,
    filters.audience ? eq(informationNotes.audience, filters.audience) : undefined,
    filters.unread === undefined
      ? undefined
      : filters.unread
        ? isNull(informationNoteReads.readAt)
        : isNotNull(informationNoteReads.readAt),
    search ? or(ilike(informationNotes.title, search), ilike(informationNotes.content, search)) : undefined,
  ) as SQL;
  const withReads = (w: SQL) =>
    ctx.db
      .select({ n: count() })
      .from(informationNotes)
      .leftJoin(
        informationNoteReads,
        and(
          eq(informationNoteReads.noteId, informationNotes.id),
          inAgency(informationNoteReads, tenant.agency.id),
          eq(informationNoteReads.userId, userId),
        ),
      )
      .where(and(inAgency(informationNotes, tenant.agency.id), w));
  const direction = request.orderBy.direction === 'asc' ? asc : desc;
  const [data, [{ n: total }], [{ n: unread }]] = await Promise.all([
    selectInformationNotes(ctx.db, tenant.agency.id, userId, where, {
      orderBy: [direction(orderColumns[request.orderBy.field]), direction(informationNotes.id)],
      limit: request.limit,
      offset: fetchOffset(request),
    }),
    withReads(where),
    withReads(and(readable, isNull(informationNoteReads.readAt)) as SQL),
  ]);
  return { data, total, unread };
}
