import type { Customer } from '@securite/domain/customers/customer-schemas';
import type { AppContext } from '../../context.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { getAgencyCustomer } from './customer-access.ts';
import { presentCustomer } from './present-customer.ts';

/** GET {agency}/customer/{id}: the whole customer, contacts and logo included. */
export async function getCustomer(ctx: AppContext, tenant: TenantContext, id: string): Promise<Customer> {
  const row = await getAgencyCustomer(ctx.db, tenant.agency.id, id);
  return presentCustomer(ctx.db, row);
}
