import type { AdminAgencyDetail } from '@securite/domain/admin/agency-schemas';
import { messages } from '@securite/domain/errors/messages';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { agencies } from '../../db/schema/tenancy.ts';
import { notFound } from '../../http/errors.ts';
import { presentAgencies } from './present-agencies.ts';

/** GET admin/agency/{id}: one agency with its contact details and subscription limits, for platform staff. */
export async function getAgency(ctx: AppContext, agencyId: string): Promise<AdminAgencyDetail> {
  const [agency] = await ctx.db.select().from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw notFound(messages.agencyNotFound);
  const [summary] = await presentAgencies(ctx, [agency]);
  const address = agency.address;
  return {
    ...summary,
    phone: agency.phone,
    address: {
      street: address.street ?? null,
      complement: address.complement ?? null,
      zipcode: address.zipcode ?? null,
      city: address.city ?? null,
      country: address.country ?? null,
    },
    timezone: agency.timezone,
    agentsLimit: agency.agentsLimit,
    accountsLimit: agency.accountsLimit,
    freeAccounts: agency.freeAccounts,
    updatedAt: agency.updatedAt.toISOString(),
  };
}
