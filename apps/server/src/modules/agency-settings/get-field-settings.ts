import { type FieldSettings, readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencies } from '../../db/schema/tenancy.ts';

/** The agency's field settings, stored under `field` in agencies.settings (defaults for what is missing). */
export async function getFieldSettings(tx: Tx, agencyId: string): Promise<FieldSettings> {
  const [row] = await tx.select({ settings: agencies.settings }).from(agencies).where(eq(agencies.id, agencyId));
  return readFieldSettings(row?.settings?.field);
}
