import { type UsefulLinks, zUsefulLinks } from '@securite/domain/communication/schemas';
import type { AppContext } from '../../context.ts';
import { readSetting, SettingKey } from './platform-settings.ts';

const none: UsefulLinks = { trainingPlanUrl: null, websiteOfferUrl: null, websiteOfferText: null, supportEmail: null };

/** GET configurations/links: where « Plan de formation » and « Offre site internet » lead (nothing set: nulls). */
export async function getUsefulLinks(ctx: AppContext): Promise<UsefulLinks> {
  return (await readSetting(ctx.db, SettingKey.UsefulLinks, zUsefulLinks))?.value ?? none;
}
