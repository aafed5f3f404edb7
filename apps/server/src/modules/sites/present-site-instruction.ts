import type { SiteInstruction } from '@securite/domain/sites/site-instruction-schemas';
import type { siteInstructions } from '../../db/schema/sites.ts';

export type SiteInstructionRow = typeof siteInstructions.$inferSelect;

export function presentSiteInstruction(
  row: SiteInstructionRow,
  site: { id: string; name: string },
  authorName: string | null,
): SiteInstruction {
  return {
    id: row.id,
    site,
    title: row.title,
    content: row.content,
    author: row.authorUserId ? { userId: row.authorUserId, fullname: authorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
