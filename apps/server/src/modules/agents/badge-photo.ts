import type { AppContext } from '../../context.ts';
import { bufferOf } from '../../files/file-storage.ts';
import { findFile, findPhotoIds } from '../files/public.ts';

/** pdfkit draws JPEG and PNG images only. */
const DRAWABLE = new Set(['image/jpeg', 'image/png']);

/**
 * The agent's photo as bytes pdfkit can draw, or null (no photo, a WebP one, bytes gone): the badge then
 * keeps its empty frame rather than failing.
 */
export async function loadBadgePhoto(ctx: AppContext, agencyId: string, agentId: string): Promise<Buffer | null> {
  const photoId = (await findPhotoIds(ctx.db, agencyId, [agentId])).get(agentId);
  if (!photoId) return null;
  const row = await findFile(ctx.db, agencyId, photoId);
  if (!row || !DRAWABLE.has(row.contentType)) return null;
  try {
    const stored = await ctx.files.get(row.key);
    return stored ? await bufferOf(stored.body) : null;
  } catch (error) {
    ctx.log.warn({ err: error, fileId: row.id }, 'badge photo unreadable');
    return null;
  }
}
