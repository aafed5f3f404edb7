import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

export interface Supervisor {
  userId: string;
  email: string | null;
}

/**
 * The agency's staff on duty for its alerts: its active owners and the staff holding supervision.view (the
 * supervisors), enabled accounts. The e-mail may be missing (then they get the notice and the push only).
 */
export async function supervisorsOf(tx: Tx, agencyId: string): Promise<Supervisor[]> {
  return tx
    .select({ userId: users.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inAgency(memberships, agencyId),
        eq(memberships.active, true),
        isNull(memberships.deletedAt),
        eq(users.disabled, false),
        or(
          eq(memberships.role, 'owner'),
          and(eq(memberships.role, 'staff'), sql`'supervision.view' = any(${memberships.rights})`),
        ),
      ),
    );
}
