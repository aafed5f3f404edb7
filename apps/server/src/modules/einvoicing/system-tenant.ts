import { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import type { TenantContext } from '../../http/tenancy.ts';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/** The agency as the background jobs act for it (to draw a validated invoice's Factur-X PDF). */
export async function systemTenant(db: Db, agencyId: string): Promise<TenantContext | null> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) return null;
  return {
    agency,
    membership: null,
    actor: { userId: NO_USER, platformRole: null, role: 'owner', rights: [] },
    fakeFilter: FakeFilter.All,
    scope: { customerId: null, agentId: null },
  };
}
