import type { UsefulLinks } from '@securite/domain/communication/schemas';
import type { AppContext } from '../../context.ts';
import { SettingKey, writeSetting } from './platform-settings.ts';

/** PUT admin/configurations/links: the training plan and website offer addresses, the support address. */
export async function saveUsefulLinks(ctx: AppContext, input: UsefulLinks): Promise<UsefulLinks> {
  await writeSetting(ctx.db, SettingKey.UsefulLinks, input);
  return input;
}
