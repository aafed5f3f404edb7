import type { Dashboard } from '@securite/domain/dashboard/schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/platform.ts';
import { customers, memberships } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { fakeCondition } from '../../http/fake-data.ts';
import type { AgencyRow } from '../../http/tenancy.ts';
import { presentNotification } from '../notifications/public.ts';
import { countOpenAlarms } from '../pti/public.ts';

/** Dashboard tiles show 5 rows (spec 001 section 9). */
export const DASHBOARD_ROWS = 5;

/** The staff home of an agency: people by role (active, within the fake filter) and the caller's latest notices. */
export async function getDashboard(
  ctx: AppContext,
  input: { agency: AgencyRow; userId: string; fakeFilter: FakeFilter },
): Promise<Dashboard> {
  const { agency, userId, fakeFilter } = input;
  const [byRole, [{ customerCount }], latest, openAlarms] = await Promise.all([
    ctx.db
      .select({ role: memberships.role, n: count() })
      .from(memberships)
      .where(
        and(
          inAgency(memberships, agency.id),
          eq(memberships.active, true),
          fakeCondition(memberships.fake, fakeFilter),
        ),
      )
      .groupBy(memberships.role),
    ctx.db
      .select({ customerCount: count() })
      .from(customers)
      .where(and(inAgency(customers, agency.id), fakeCondition(customers.fake, fakeFilter))),
    ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), or(inAgency(notifications, agency.id), isNull(notifications.agencyId))),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(DASHBOARD_ROWS),
    countOpenAlarms(ctx.db, agency.id),
  ]);
  const roleCount = (...roles: string[]) => byRole.filter((r) => roles.includes(r.role)).reduce((s, r) => s + r.n, 0);
  return {
    agency: {
      id: agency.id,
      name: agency.name,
      locked: agency.locked,
      subscriptionEndsAt: agency.subscriptionEndsAt?.toISOString() ?? null,
    },
    counts: {
      agents: roleCount('agent'),
      // Staff means the people who run the agency: its owner and its staff members.
      staff: roleCount('owner', 'staff'),
      customers: customerCount,
      customerUsers: roleCount('customer'),
    },
    openAlarms,
    notifications: latest.map(presentNotification).map(({ id, title, body, createdAt, read }) => ({
      id,
      title,
      body,
      createdAt,
      read,
    })),
  };
}
