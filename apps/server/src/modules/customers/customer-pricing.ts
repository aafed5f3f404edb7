import type {
  CustomerPricing,
  CustomerPricingList,
  CustomerPricingSave,
  PricingSettings,
} from '@securite/domain/customers/pricing';
import { readCountSaturday } from '@securite/domain/customers/pricing';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { customerPricings } from '../../db/schema/customers.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { inAgency } from '../../db/tenant.ts';
import { assertFakeWritable } from '../../http/fake-data.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { getAgencyCustomer } from './customer-access.ts';

/** A customer's price grids (general one first, then by specialty), for the agency's billing. */
export async function findCustomerPricings(tx: Tx, agencyId: string, customerId: string): Promise<CustomerPricing[]> {
  const rows = await tx
    .select()
    .from(customerPricings)
    .where(and(inAgency(customerPricings, agencyId), eq(customerPricings.customerId, customerId)))
    .orderBy(asc(customerPricings.specialty), asc(customerPricings.id));
  return rows.map((r) => ({
    id: r.id,
    specialty: r.specialty,
    basePrice: r.basePrice,
    coefficients: r.coefficients,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** GET {agency}/agencyCustomer/{id}/pricing. */
export async function getCustomerPricing(
  ctx: AppContext,
  tenant: TenantContext,
  customerId: string,
): Promise<CustomerPricingList> {
  const customer = await getAgencyCustomer(ctx.db, tenant.agency.id, customerId);
  return {
    countSaturday: readCountSaturday(tenant.agency.settings),
    pricings: await findCustomerPricings(ctx.db, tenant.agency.id, customer.id),
  };
}

/** POST {agency}/agencyCustomer/{id}/pricing (customers.edit): the grids are replaced by the list sent. */
export async function saveCustomerPricing(
  ctx: AppContext,
  tenant: TenantContext,
  request: { url: string },
  customerId: string,
  input: CustomerPricingSave,
): Promise<CustomerPricingList> {
  const agencyId = tenant.agency.id;
  await ctx.db.transaction(async (tx) => {
    const customer = await getAgencyCustomer(tx, agencyId, customerId, { forUpdate: true });
    assertFakeWritable(request, customer);
    await tx
      .delete(customerPricings)
      .where(and(inAgency(customerPricings, agencyId), eq(customerPricings.customerId, customer.id)));
    if (input.pricings.length) {
      await tx.insert(customerPricings).values(
        input.pricings.map((p) => ({
          agencyId,
          customerId: customer.id,
          specialty: p.specialty.trim(),
          basePrice: p.basePrice,
          coefficients: p.coefficients,
        })),
      );
    }
  });
  return getCustomerPricing(ctx, tenant, customerId);
}

/** PUT {agency}/customers/pricing-settings: whether Saturday hours are priced apart (agency settings). */
export async function savePricingSettings(
  ctx: AppContext,
  tenant: TenantContext,
  input: PricingSettings,
): Promise<PricingSettings> {
  await ctx.db
    .update(agencies)
    .set({
      settings: sql`coalesce(${agencies.settings}, '{}'::jsonb) || jsonb_build_object('hoursCount', coalesce(${agencies.settings}->'hoursCount', '{}'::jsonb) || ${JSON.stringify(input)}::jsonb)`,
      updatedAt: sql`now()`,
    })
    .where(eq(agencies.id, tenant.agency.id));
  return input;
}
