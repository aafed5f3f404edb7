import type { AnnouncementPage } from '@securite/domain/communication/schemas';
import { fetchOffset } from '@securite/domain/pagination/fetch-request';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { announcements } from '../../db/schema/communication.ts';
import { presentAnnouncement } from './present-communication.ts';

/** POST admin/announcements/fetch and announcements/fetch: the news, newest first (spec 001 section 9). */
export async function findAnnouncements(
  ctx: AppContext,
  request: { filters: { search?: string }; page: number; limit: number },
): Promise<AnnouncementPage> {
  const pattern = request.filters.search ? containsPattern(request.filters.search) : null;
  const where = pattern ? or(ilike(announcements.title, pattern), ilike(announcements.content, pattern)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(request.limit)
      .offset(fetchOffset(request)),
    ctx.db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { data: rows.map(presentAnnouncement), total };
}
