import { einvoicingMessages as m } from '@securite/domain/einvoicing/messages';
import type { EinvoicingSettings, EinvoicingSettingsSave } from '@securite/domain/einvoicing/schemas';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import type { AppContext } from '../../context.ts';
import { einvoicingSettings } from '../../db/schema/einvoicing.ts';
import { getEinvoicingSettings } from './get-einvoicing-settings.ts';
import { encryptSecret } from './secret-box.ts';
import { availableFormats, settingsRowOf } from './settings.ts';

/**
 * PUT {agency}/settings/einvoicing: the agency's platform. The secret is encrypted before it is stored; an empty one
 * keeps the secret already kept (the page never receives it back).
 */
export async function saveEinvoicingSettings(
  ctx: Pick<AppContext, 'db' | 'config'>,
  agencyId: string,
  input: EinvoicingSettingsSave,
): Promise<EinvoicingSettings> {
  const { db } = ctx;
  if (!availableFormats.includes(input.format))
    throw new AppError(ErrorCode.Validation, m.formatUnavailable, { errors: { format: m.formatUnavailable } });
  const secret = input.clientSecret?.trim() ? input.clientSecret.trim() : null;
  const current = await settingsRowOf(db, agencyId);
  const sealed = secret ? await encryptSecret(ctx, secret) : (current?.clientSecretEncrypted ?? null);
  if (input.enabled && !sealed)
    throw new AppError(ErrorCode.Validation, m.secretMissing, { errors: { clientSecret: m.secretMissing } });
  const values = {
    enabled: input.enabled,
    baseUrl: input.baseUrl.trim(),
    tokenUrl: input.tokenUrl?.trim() || null,
    clientId: input.clientId.trim(),
    clientSecretEncrypted: sealed,
    format: input.format,
    updatedAt: new Date(),
  };
  await db
    .insert(einvoicingSettings)
    .values({ agencyId, ...values })
    .onConflictDoUpdate({ target: einvoicingSettings.agencyId, set: values });
  return getEinvoicingSettings(ctx, agencyId);
}
