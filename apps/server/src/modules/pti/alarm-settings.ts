import { type LoneWorkerSettings, readFieldSettings } from '@securite/domain/agency-settings/field-settings';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencies } from '../../db/schema/tenancy.ts';

/** The agency's lone-worker settings (defaults for what is missing). */
export async function loneWorkerSettings(tx: Tx, agencyId: string): Promise<LoneWorkerSettings> {
  const [row] = await tx.select({ settings: agencies.settings }).from(agencies).where(eq(agencies.id, agencyId));
  return readFieldSettings(row?.settings?.field).loneWorker;
}
