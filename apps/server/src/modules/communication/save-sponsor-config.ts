import { AuditAction } from '@securite/domain/admin/schemas';
import type { SponsorConfig, SponsorConfigSave } from '@securite/domain/communication/sponsor';
import type { AppContext } from '../../context.ts';
import { writeAuditEntry } from '../audit/public.ts';
import { SettingKey, writeSetting } from './platform-settings.ts';

/** POST admin/configurations/sponsor: replaces the sponsorship configuration (audited). */
export async function saveSponsorConfig(
  ctx: AppContext,
  actorUserId: string,
  input: SponsorConfigSave,
): Promise<SponsorConfig> {
  return ctx.db.transaction(async (tx) => {
    const updatedAt = await writeSetting(tx, SettingKey.Sponsor, input);
    await writeAuditEntry(tx, {
      actorUserId,
      action: AuditAction.SaveSponsor,
      data: { title: input.title, isActive: input.isActive },
    });
    return { ...input, updatedAt: updatedAt.toISOString() };
  });
}
