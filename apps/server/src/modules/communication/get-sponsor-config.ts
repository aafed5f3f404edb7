import { communicationMessages } from '@securite/domain/communication/messages';
import { type SponsorConfig, zSponsorConfigSave } from '@securite/domain/communication/sponsor';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { readSetting, SettingKey } from './platform-settings.ts';

/**
 * GET admin/configurations/sponsor (whatever its state) and GET configurations/sponsor (agencies: only an active
 * one). No configuration answers 404, which the pages read as « none yet » (spec 001 section 8).
 */
export async function getSponsorConfig(ctx: AppContext, options: { activeOnly: boolean }): Promise<SponsorConfig> {
  const stored = await readSetting(ctx.db, SettingKey.Sponsor, zSponsorConfigSave);
  if (!stored || (options.activeOnly && !stored.value.isActive)) throw notFound(communicationMessages.sponsorNotFound);
  return { ...stored.value, updatedAt: stored.updatedAt.toISOString() };
}
