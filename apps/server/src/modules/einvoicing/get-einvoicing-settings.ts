import type { EinvoicingSettings } from '@securite/domain/einvoicing/schemas';
import type { AppContext } from '../../context.ts';
import { availableFormats, platformDefault, settingsRowOf } from './settings.ts';

/** GET {agency}/settings/einvoicing: the agency's platform, or the environment's default; never the secret. */
export async function getEinvoicingSettings(
  ctx: Pick<AppContext, 'db' | 'config'>,
  agencyId: string,
): Promise<EinvoicingSettings> {
  const row = await settingsRowOf(ctx.db, agencyId);
  const fallback = platformDefault(ctx.config);
  if (row)
    return {
      configured: true,
      enabled: row.enabled,
      baseUrl: row.baseUrl,
      tokenUrl: row.tokenUrl,
      clientId: row.clientId,
      hasSecret: row.clientSecretEncrypted !== null,
      format: row.format,
      formats: availableFormats,
      platformDefault: false,
    };
  return {
    configured: fallback !== null,
    enabled: fallback !== null,
    baseUrl: fallback?.baseUrl ?? '',
    tokenUrl: fallback?.tokenUrl ?? null,
    clientId: fallback?.clientId ?? '',
    hasSecret: fallback !== null,
    format: fallback?.format ?? 'facturx',
    formats: availableFormats,
    platformDefault: fallback !== null,
  };
}
