import { assertGranted } from '@securite/domain/auth/access';
import { saveRight } from '@securite/domain/auth/rights';
import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import {
  type SalaryElement,
  type SalaryElementRequest,
  salaryElementMessages,
} from '@securite/domain/payroll/salary-elements';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { salaryElements } from '../../db/schema/payroll.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { findAgencyAgents } from '../agents/public.ts';
import { selectSalaryElements } from './select-salary-elements.ts';

/** POST {agency}/salary-element: creates an element (salaryElements.create) or edits one (with an id, .edit). */
export async function saveSalaryElement(
  ctx: AppContext,
  tenant: TenantContext,
  input: SalaryElementRequest,
): Promise<SalaryElement> {
  assertGranted(tenant.actor, [saveRight('salaryElements', input)]);
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    // The agent must be one of the agency's: another agency's id is refused without saying it exists.
    const [agent] = await findAgencyAgents(tx, agencyId, [input.agentId]);
    if (!agent) {
      throw new AppError(ErrorCode.Unprocessable, salaryElementMessages.agentNotFound, {
        errors: { agentId: salaryElementMessages.agentNotFound },
      });
    }
    const values = {
      membershipId: input.agentId,
      month: input.month,
      kind: input.kind,
      label: input.label,
      amountCents: input.amountCents,
    };
    let id: string;
    if (input.id) {
      const [row] = await tx
        .update(salaryElements)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(inAgency(salaryElements, agencyId), eq(salaryElements.id, input.id)))
        .returning({ id: salaryElements.id });
      if (!row) throw notFound(salaryElementMessages.notFound);
      id = row.id;
    } else {
      const [row] = await tx
        .insert(salaryElements)
        .values({ ...values, agencyId, createdByUserId: tenant.actor.userId })
        .returning({ id: salaryElements.id });
      id = row.id;
    }
    const [element] = await selectSalaryElements(tx, agencyId, eq(salaryElements.id, id));
    return element;
  });
}
