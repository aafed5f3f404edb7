import { customerMessages } from '@securite/domain/customers/customer-messages';
import type { Customer } from '@securite/domain/customers/customer-schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { customers } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { customerDetailColumns, presentCustomerDetail } from './present-customer.ts';

/** GET {agency}/customer/{id}: the whole customer, contacts and logo included, in one statement with its row. */
export async function getCustomer(ctx: AppContext, tenant: TenantContext, id: string): Promise<Customer> {
  const [found] = await ctx.db
    .select({ row: customers, ...customerDetailColumns })
    .from(customers)
    .where(and(inAgency(customers, tenant.agency.id), eq(customers.id, id)));
  if (!found) throw notFound(customerMessages.customerNotFound);
  return presentCustomerDetail(found.row, found);
}
