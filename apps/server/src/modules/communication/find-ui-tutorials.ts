import type { UiTutorial } from '@securite/domain/communication/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { uiTutorials } from '../../db/schema/communication.ts';
import { presentUiTutorial } from './present-communication.ts';

/**
 * The interface tutorials, by page then position: every one for the administration, the active ones for the help
 * button (a short list the web app keeps, so each page knows at once whether it has help).
 */
export async function findUiTutorials(ctx: AppContext, options: { activeOnly: boolean }): Promise<UiTutorial[]> {
  const rows = await ctx.db
    .select()
    .from(uiTutorials)
    .where(and(options.activeOnly ? eq(uiTutorials.active, true) : undefined))
    .orderBy(asc(uiTutorials.routeId), asc(uiTutorials.position), asc(uiTutorials.createdAt))
    .limit(1000);
  return rows.map(presentUiTutorial);
}
