import type { ContractParties } from '@securite/domain/contracts/contract-schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { customerContacts } from '../../db/schema/customers.ts';
import { customers, memberships, users } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { fullnameSql } from '../agents/public.ts';

/**
 * GET {agency}/contracts/parties: the customers (with their contacts, who may sign) and the agents a contract may be
 * made for, by name, for the contract dialog.
 */
export async function findContractParties(ctx: AppContext, tenant: TenantContext): Promise<ContractParties> {
  const agencyId = tenant.agency.id;
  const [customerRows, contactRows, agentRows] = await Promise.all([
    ctx.db
      .select({ id: customers.id, name: customers.name, email: customers.email })
      .from(customers)
      .where(and(inAgency(customers, agencyId), isNull(customers.archivedAt)))
      .orderBy(asc(customers.name)),
    ctx.db
      .select()
      .from(customerContacts)
      .where(inAgency(customerContacts, agencyId))
      .orderBy(asc(customerContacts.rank), asc(customerContacts.createdAt)),
    ctx.db
      .select({ id: memberships.id, fullname: fullnameSql, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(inAgency(memberships, agencyId), eq(memberships.role, 'agent'), isNull(memberships.deletedAt)))
      .orderBy(asc(fullnameSql)),
  ]);
  const contactsOf = new Map<string, Array<{ name: string; email: string }>>();
  for (const c of contactRows) {
    const list = contactsOf.get(c.customerId) ?? [];
    list.push({ name: [c.firstname, c.lastname].filter(Boolean).join(' ').trim() || c.email, email: c.email });
    contactsOf.set(c.customerId, list);
  }
  return {
    customers: customerRows.map((c) => {
      const contacts = contactsOf.get(c.id) ?? [];
      if (c.email && !contacts.some((k) => k.email.toLowerCase() === c.email?.toLowerCase()))
        contacts.push({ name: c.name, email: c.email });
      return { id: c.id, name: c.name, contacts };
    }),
    agents: agentRows,
  };
}
