import { einvoicingMessages as m } from '@securite/domain/einvoicing/messages';
import type { EinvoicingTestResult, zEinvoicingTest } from '@securite/domain/einvoicing/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createPaClient, PaError } from './pa-client.ts';
import { decryptSecret } from './secret-box.ts';
import { platformDefault, settingsRowOf } from './settings.ts';

/**
 * POST {agency}/settings/einvoicing/test: « Tester la connexion » — an OAuth2 token and the Flow service's
 * healthcheck with the settings typed (an empty secret: the one kept), else those stored. Answers what happened.
 */
export async function testEinvoicingConnection(
  ctx: Pick<AppContext, 'db' | 'config'>,
  agencyId: string,
  input: z.infer<typeof zEinvoicingTest>,
): Promise<EinvoicingTestResult> {
  const row = await settingsRowOf(ctx.db, agencyId);
  const fallback = row ? null : platformDefault(ctx.config);
  const baseUrl = input.baseUrl?.trim() || row?.baseUrl || fallback?.baseUrl;
  const clientId = input.clientId?.trim() || row?.clientId || fallback?.clientId;
  const clientSecret =
    input.clientSecret?.trim() ||
    (row?.clientSecretEncrypted ? await decryptSecret(ctx, row.clientSecretEncrypted) : fallback?.clientSecret);
  if (!baseUrl || !clientId) return { ok: false, message: m.notConfigured };
  if (!clientSecret) return { ok: false, message: m.secretMissing };
  const tokenUrl =
    input.tokenUrl === undefined ? (row?.tokenUrl ?? fallback?.tokenUrl ?? null) : input.tokenUrl || null;
  // A client of its own: the test never reuses a token obtained with other credentials.
  const client = createPaClient({ baseUrl, tokenUrl, clientId, clientSecret });
  try {
    await client.token();
    await client.healthcheck();
    return { ok: true, message: m.connectionOk };
  } catch (error) {
    if (error instanceof PaError) return { ok: false, message: error.message };
    throw error;
  }
}
