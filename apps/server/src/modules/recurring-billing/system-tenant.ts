import { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import type { TenantContext } from '../../http/tenancy.ts';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * The agency acting for itself in a background job (a recurrence's invoice validated and sent, a reminder): the
 * owner's rights, no scope, in the name of the user who set the automation up. Null when the agency is gone.
 */
export async function systemTenant(db: Db, agencyId: string, userId: string | null): Promise<TenantContext | null> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) return null;
  return {
    agency,
    membership: null,
    actor: { userId: userId ?? NO_USER, platformRole: null, role: 'owner', rights: [] },
    fakeFilter: FakeFilter.All,
    scope: { customerId: null, agentId: null },
  };
}
