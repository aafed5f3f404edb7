import type { BillingAgency } from '@securite/domain/billing/billing-parties';
import {
  type CommercialDocsSettings,
  readCommercialDocsSettings,
} from '@securite/domain/billing/commercial-docs-settings';
import { settlementTermIssue } from '@securite/domain/customers/settlement';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencies } from '../../db/schema/tenancy.ts';

/** The agency as seller, and its commercial-docs settings (stored under `commercialDocs` in agencies.settings). */
export async function getBillingSeller(
  tx: Tx,
  agencyId: string,
): Promise<{ agency: BillingAgency; settings: CommercialDocsSettings; timezone: string }> {
  const [row] = await tx
    .select({
      name: agencies.name,
      email: agencies.email,
      phone: agencies.phone,
      address: agencies.address,
      settings: agencies.settings,
      timezone: agencies.timezone,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return {
    agency: {
      name: row?.name ?? '',
      email: row?.email ?? null,
      phone: row?.phone ?? null,
      address: row?.address ?? {},
    },
    settings: readCommercialDocsSettings(row?.settings?.commercialDocs),
    timezone: row?.timezone ?? 'Europe/Paris',
  };
}

/**
 * PUT {agency}/settings/commercial-docs: replaces the settings; other keys of agencies.settings are left alone. The
 * default payment term stays within Code de commerce L441-10 (60 days).
 */
export async function saveCommercialDocsSettings(
  tx: Tx,
  agencyId: string,
  settings: CommercialDocsSettings,
): Promise<CommercialDocsSettings> {
  const term = settlementTermIssue(settings.defaultSettlementDays, false);
  if (term) throw new AppError(ErrorCode.Validation, messages.validation, { errors: { defaultSettlementDays: term } });
  await tx
    .update(agencies)
    .set({
      settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('commercialDocs', ${JSON.stringify(settings)}::jsonb)`,
    })
    .where(eq(agencies.id, agencyId));
  return settings;
}
