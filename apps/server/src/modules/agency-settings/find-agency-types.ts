import type { AgencyType } from '@securite/domain/agency-settings/agency-types';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agencyTypes } from '../../db/schema/workforce.ts';
import { inAgency } from '../../db/tenant.ts';
import type { AgencyTypeKind } from './agency-type-kinds.ts';

export function presentAgencyType(row: typeof agencyTypes.$inferSelect): AgencyType {
  return { id: row.id, label: row.label, createdAt: row.createdAt.toISOString() };
}

/** The live types of one kind of the agency, by label. */
export async function findAgencyTypes(tx: Tx, agencyId: string, kind: AgencyTypeKind): Promise<AgencyType[]> {
  const rows = await tx
    .select()
    .from(agencyTypes)
    .where(and(inAgency(agencyTypes, agencyId), eq(agencyTypes.kind, kind), isNull(agencyTypes.deletedAt)))
    .orderBy(asc(agencyTypes.label));
  return rows.map(presentAgencyType);
}

/** A live type of the agency, or undefined. */
export async function findLiveAgencyType(tx: Tx, agencyId: string, kind: AgencyTypeKind, id: string) {
  const [row] = await tx
    .select()
    .from(agencyTypes)
    .where(
      and(
        eq(agencyTypes.id, id),
        inAgency(agencyTypes, agencyId),
        eq(agencyTypes.kind, kind),
        isNull(agencyTypes.deletedAt),
      ),
    );
  return row;
}
