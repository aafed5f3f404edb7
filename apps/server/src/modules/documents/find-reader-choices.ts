import type { DocumentReaderChoices } from '@securite/domain/documents/document-schemas';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';

/**
 * GET {agency}/document-readers: the people a document may name (the office and the agents, by name) and the
 * customers, for whoever adds documents. Archived agent records and archived customers are left out.
 */
export async function findReaderChoices(ctx: AppContext, agencyId: string): Promise<DocumentReaderChoices> {
  const [people, companies] = await Promise.all([
    ctx.db
      .select({
        id: memberships.id,
        fullname: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})`,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          inAgency(memberships, agencyId),
          inArray(memberships.role, ['owner', 'staff', 'agent']),
          isNull(memberships.deletedAt),
        ),
      )
      .orderBy(asc(sql`lower(${users.lastname})`), asc(sql`lower(${users.firstname})`)),
    ctx.db
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(inAgency(customers, agencyId), isNull(customers.archivedAt)))
      .orderBy(asc(sql`lower(${customers.name})`)),
  ]);
  return {
    users: people.map((p) => ({ ...p, role: p.role as 'owner' | 'staff' | 'agent' })),
    customers: companies,
  };
}
