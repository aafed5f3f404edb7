import {
  type FieldSettings,
  type FieldSettingsUpdate,
  mergeFieldSettings,
  readFieldSettings,
} from '@securite/domain/agency-settings/field-settings';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { findDuplicateEventType } from '@securite/domain/events/service-event-types';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';

/**
 * PUT {agency}/settings/field: merges the update into the stored settings. A key or label used twice among
 * the event types is a 409 naming it. Other keys of agencies.settings are left alone.
 */
export async function updateFieldSettings(
  ctx: AppContext,
  agencyId: string,
  update: FieldSettingsUpdate,
): Promise<FieldSettings> {
  const duplicate = update.agencyServiceEventTypes ? findDuplicateEventType(update.agencyServiceEventTypes) : null;
  if (duplicate) throw new AppError(ErrorCode.Conflict, duplicate.message, { details: duplicate });
  return ctx.db.transaction(async (tx) => {
    // Row lock: two concurrent updates of different parts must not lose one another.
    const [row] = await tx
      .select({ settings: agencies.settings })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
      .for('update');
    const next = mergeFieldSettings(readFieldSettings(row?.settings?.field), update);
    await tx
      .update(agencies)
      .set({
        settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('field', ${JSON.stringify(next)}::jsonb)`,
      })
      .where(eq(agencies.id, agencyId));
    return next;
  });
}
