import { salaryElementMessages } from '@securite/domain/payroll/salary-elements';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { salaryElements } from '../../db/schema/payroll.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/** DELETE {agency}/salary-element/{id} (right salaryElements.edit); another agency's element is 404. */
export async function deleteSalaryElement(ctx: AppContext, tenant: TenantContext, id: string): Promise<void> {
  const rows = await ctx.db
    .delete(salaryElements)
    .where(and(inAgency(salaryElements, tenant.agency.id), eq(salaryElements.id, id)))
    .returning({ id: salaryElements.id });
  if (rows.length === 0) throw notFound(salaryElementMessages.notFound);
}
