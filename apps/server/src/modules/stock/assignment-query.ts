import { RESTITUTION_SOON_DAYS } from '@securite/domain/stock/stock-types';
import { addDays, type CalendarDay } from '@securite/domain/time/calendar-day';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sites } from '../../db/schema/sites.ts';
import { stockAssignments, stockReferences } from '../../db/schema/stock.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

/**
 * The assignments of the agency matching `where` (the agency's filter added here) joined with their reference, agent,
 * site and site's customer.
 */
export function selectAssignments(tx: Tx, agencyId: string, where: SQL | undefined) {
  return tx
    .select({
      assignment: stockAssignments,
      reference: { id: stockReferences.id, title: stockReferences.title, reference: stockReferences.reference },
      agentName: sql<string | null>`trim(${users.firstname} || ' ' || ${users.lastname})`,
      siteName: sites.name,
      customerName: customers.name,
    })
    .from(stockAssignments)
    .innerJoin(
      stockReferences,
      and(eq(stockReferences.id, stockAssignments.referenceId), inAgency(stockReferences, agencyId)),
    )
    .leftJoin(memberships, and(eq(memberships.id, stockAssignments.agentId), inAgency(memberships, agencyId)))
    .leftJoin(users, eq(users.id, memberships.userId))
    .leftJoin(sites, and(eq(sites.id, stockAssignments.siteId), inAgency(sites, agencyId)))
    .leftJoin(customers, and(eq(customers.id, sites.customerId), inAgency(customers, agencyId)))
    .where(and(inAgency(stockAssignments, agencyId), where));
}

/** The assignments to return soon, late, or either (stock-rules.ts restitutionState, as SQL), still out. */
export function restitutionWhere(kind: 'due' | 'overdue' | 'dueOrOverdue', today: CalendarDay): SQL | undefined {
  const soon = addDays(today, RESTITUTION_SOON_DAYS);
  const late = sql`${stockAssignments.restitutionTo} < ${today}`;
  const near = sql`(${stockAssignments.restitutionTo} <= ${soon} or ${stockAssignments.restitutionFrom} <= ${today})`;
  const out = eq(stockAssignments.status, 'assigned');
  if (kind === 'overdue') return and(out, late);
  if (kind === 'due') return and(out, near, sql`not coalesce(${late}, false)`);
  return and(out, near);
}
