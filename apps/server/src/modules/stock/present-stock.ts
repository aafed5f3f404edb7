import { availableQuantity, restitutionState } from '@securite/domain/stock/stock-rules';
import type { StockAssignment, StockReference, StockReferenceRef } from '@securite/domain/stock/stock-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import type { AssignmentRow, ReferenceRow } from './repo.ts';

export const referenceRefOf = (row: Pick<ReferenceRow, 'id' | 'title' | 'reference'>): StockReferenceRef => ({
  id: row.id,
  title: row.title,
  reference: row.reference,
});

/** A reference of the catalogue with what is handed out and what is left. */
export function presentReference(row: ReferenceRow, assigned: number): StockReference {
  return {
    ...referenceRefOf(row),
    description: row.description,
    types: row.types,
    status: row.status,
    quantity: row.quantity,
    assignedQuantity: assigned,
    availableQuantity: availableQuantity(row.quantity, assigned),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An assignment joined with its reference, agent and site. */
export interface AssignmentJoined {
  assignment: AssignmentRow;
  reference: Pick<ReferenceRow, 'id' | 'title' | 'reference'>;
  agentName: string | null;
  siteName: string | null;
  customerName: string | null;
}

/** An assignment as the API shows it; where it stands against its restitution period, as of `today`. */
export function presentAssignment(joined: AssignmentJoined, today: CalendarDay): StockAssignment {
  const { assignment: a } = joined;
  return {
    id: a.id,
    stockReference: referenceRefOf(joined.reference),
    agent: a.agentId ? { id: a.agentId, fullname: joined.agentName ?? '' } : null,
    site: a.siteId ? { id: a.siteId, name: joined.siteName ?? '', customerName: joined.customerName } : null,
    quantity: a.quantity,
    assignedAt: a.assignedAt,
    dateRangeRestitution: { from: a.restitutionFrom, to: a.restitutionTo },
    status: a.status,
    returnedAt: a.returnedAt?.toISOString() ?? null,
    restitution: restitutionState(
      { returned: a.status === 'returned', restitutionFrom: a.restitutionFrom, restitutionTo: a.restitutionTo },
      today,
    ),
    note: a.note,
    createdAt: a.createdAt.toISOString(),
  };
}
