import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { sites, siteUsers } from '../db/schema/sites.ts';
import { agencyTypes } from '../db/schema/workforce.ts';

/** A site of the agency (optionally of a customer, with agents posted on it). */
export async function buildSite(
  db: Db,
  agencyId: string,
  input: Partial<typeof sites.$inferInsert> & { agentIds?: string[] } = {},
) {
  const { agentIds = [], ...values } = input;
  const [site] = await db
    .insert(sites)
    .values({
      agencyId,
      name: `Site ${randomUUID().slice(0, 6)}`,
      address: { city: 'Paris', zipcode: '75008', country: 'France' },
      rightsAgent: ['instructions.view', 'keys.view'],
      rightsCustomer: ['instructions.view'],
      ...values,
    })
    .returning();
  if (agentIds.length) {
    await db.insert(siteUsers).values(agentIds.map((agentId) => ({ agencyId, siteId: site.id, agentId })));
  }
  return site;
}

/** An unavailability or request type of the agency. */
export async function buildAgencyType(db: Db, agencyId: string, kind: 'unavailability' | 'request', label?: string) {
  const [type] = await db
    .insert(agencyTypes)
    .values({ agencyId, kind, label: label ?? `Type ${randomUUID().slice(0, 6)}` })
    .returning();
  return type;
}
