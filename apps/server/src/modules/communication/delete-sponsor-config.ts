import { AuditAction } from '@securite/domain/admin/schemas';
import { communicationMessages } from '@securite/domain/communication/messages';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { removeSetting, SettingKey } from './platform-settings.ts';

/** DELETE admin/configurations/sponsor: agencies no longer see a sponsorship offer (404 when there was none). */
export async function deleteSponsorConfig(ctx: AppContext, actorUserId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await removeSetting(tx, SettingKey.Sponsor))) throw notFound(communicationMessages.sponsorNotFound);
    await writeAuditEntry(tx, { actorUserId, action: AuditAction.DeleteSponsor });
  });
}
