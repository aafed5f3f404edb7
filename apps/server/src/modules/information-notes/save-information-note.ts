import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import { messages } from '@securite/domain/errors/messages';
import type { InformationNote, InformationNoteRequest } from '@securite/domain/information-notes/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { informationNotes } from '../../db/schema/workforce.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { readableNotes } from './information-note-access.ts';
import { selectInformationNotes } from './present-information-note.ts';

/** POST {agency}/informationNote: creates a note (informationNotes.create) or edits one (with an id, .edit). */
export async function saveInformationNote(
  ctx: AppContext,
  tenant: TenantContext,
  input: InformationNoteRequest,
): Promise<InformationNote> {
  assertGranted(tenant.actor, [saveRight('informationNotes', input)]);
  const userId = tenant.actor.userId;
  const values = { title: input.title, content: input.content, audience: input.audience };
  return ctx.db.transaction(async (tx) => {
    let id: string;
    if (input.id) {
      const [row] = await tx
        .update(informationNotes)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(informationNotes.id, input.id), readableNotes(tenant)))
        .returning({ id: informationNotes.id });
      if (!row) throw notFound(messages.informationNoteNotFound);
      id = row.id;
    } else {
      const [row] = await tx
        .insert(informationNotes)
        .values({ ...values, agencyId: tenant.agency.id, authorUserId: userId })
        .returning({ id: informationNotes.id });
      id = row.id;
    }
    const [note] = await selectInformationNotes(tx, tenant.agency.id, userId, eq(informationNotes.id, id));
    return note;
  });
}
