import { messages } from '@securite/domain/errors/messages';
import type { InformationNote } from '@securite/domain/information-notes/schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { informationNoteReads, informationNotes } from '../../db/schema/workforce.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { readableNotes } from './information-note-access.ts';
import { selectInformationNotes } from './present-information-note.ts';

/**
 * PATCH {agency}/informationNoteUserCompany/{id}: marks a note the caller reads as read by them. Idempotent: the
 * first reading time is kept.
 */
export async function markInformationNoteRead(
  ctx: AppContext,
  tenant: TenantContext,
  id: string,
): Promise<InformationNote> {
  const userId = tenant.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const [note] = await tx
      .select({ id: informationNotes.id })
      .from(informationNotes)
      .where(and(eq(informationNotes.id, id), readableNotes(tenant)));
    if (!note) throw notFound(messages.informationNoteNotFound);
    await tx
      .insert(informationNoteReads)
      .values({ agencyId: tenant.agency.id, noteId: note.id, userId })
      .onConflictDoNothing();
    const [read] = await selectInformationNotes(tx, tenant.agency.id, userId, eq(informationNotes.id, note.id));
    return read;
  });
}
