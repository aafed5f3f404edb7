import { messages } from '@securite/domain/errors/messages';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { informationNotes } from '../../db/schema/workforce.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { readableNotes } from './information-note-access.ts';

/** DELETE {agency}/informationNote/{id} (right informationNotes.edit). */
export async function deleteInformationNote(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(informationNotes)
    .where(and(eq(informationNotes.id, id), readableNotes(tenant)))
    .returning({ id: informationNotes.id });
  if (rows.length === 0) throw notFound(messages.informationNoteNotFound);
}
