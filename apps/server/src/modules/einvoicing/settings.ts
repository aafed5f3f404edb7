import type { EinvoicingFormat } from '@securite/domain/einvoicing/lifecycle';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { einvoicingSettings } from '../../db/schema/einvoicing.ts';
import { inAgency } from '../../db/tenant.ts';
import { createPaClient, type PaClient, type PaConnection } from './pa-client.ts';
import { decryptSecret } from './secret-box.ts';

export type SettingsRow = typeof einvoicingSettings.$inferSelect;

/** The formats the product makes: Factur-X (PDF/A-3 with its CII), the CII alone, UBL 2.1 (billing/ubl). */
export const availableFormats: EinvoicingFormat[] = ['facturx', 'cii', 'ubl'];

export interface PlatformDefault extends PaConnection {
  format: EinvoicingFormat;
}

/**
 * The platform-wide approved platform of the environment (EINVOICING_PA_URL, EINVOICING_PA_CLIENT_ID,
 * EINVOICING_PA_CLIENT_SECRET, optionally EINVOICING_PA_TOKEN_URL and EINVOICING_PA_FORMAT, read by config.ts): the one
 * of every agency that has not set its own.
 */
export function platformDefault(config: Pick<Config, 'einvoicing'>): PlatformDefault | null {
  const platform = config.einvoicing.platform;
  if (!platform) return null;
  return { ...platform, format: availableFormats.includes(platform.format) ? platform.format : 'facturx' };
}

export async function settingsRowOf(db: Db, agencyId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(einvoicingSettings).where(inAgency(einvoicingSettings, agencyId));
  return row;
}

export interface ActiveSettings {
  connection: PaConnection;
  format: EinvoicingFormat;
}

/** The agency's platform when e-invoicing is on: its own settings, else the environment's default; null when off. */
export async function activeSettingsOf(
  ctx: Pick<AppContext, 'db' | 'config'>,
  agencyId: string,
): Promise<ActiveSettings | null> {
  const row = await settingsRowOf(ctx.db, agencyId);
  if (row) {
    if (!row.enabled || !row.clientSecretEncrypted) return null;
    return {
      connection: {
        baseUrl: row.baseUrl,
        tokenUrl: row.tokenUrl,
        clientId: row.clientId,
        clientSecret: await decryptSecret(ctx, row.clientSecretEncrypted),
      },
      format: row.format,
    };
  }
  const fallback = platformDefault(ctx.config);
  return fallback ? { connection: fallback, format: fallback.format } : null;
}

// One client per connection, so the OAuth2 token is asked once until it expires, not once per call.
const clients = new Map<string, PaClient>();

export function paClientOf(connection: PaConnection): PaClient {
  const key = JSON.stringify(connection);
  let client = clients.get(key);
  if (!client) {
    if (clients.size > 200) clients.clear();
    client = createPaClient(connection);
    clients.set(key, client);
  }
  return client;
}
