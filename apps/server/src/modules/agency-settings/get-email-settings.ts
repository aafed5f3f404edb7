import { type AgencyEmailSettings, readAgencyEmailSettings } from '@securite/domain/agency-settings/email-settings';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { agencies } from '../../db/schema/tenancy.ts';

/** GET {agency}/settings/email: the agency's e-mail settings (stored under `email` in agencies.settings). */
export async function getEmailSettings(db: Db | Tx, agencyId: string): Promise<AgencyEmailSettings> {
  const [row] = await db.select({ settings: agencies.settings }).from(agencies).where(eq(agencies.id, agencyId));
  return readAgencyEmailSettings(row?.settings?.email);
}
