import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { serviceMessages } from '@securite/domain/planning/service-schemas';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { services } from '../../db/schema/services.ts';
import { inAgency } from '../../db/tenant.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';

/**
 * POST {agency}/services/{id}/allow-early-start (issue 25): the office lets the agent take a planned service before
 * the agency's window opens; the start is then accepted and shown as « Prise de service anticipée autorisée » in
 * Écarts horaires. Allowed again, it keeps the first allowance. A service already taken is 409.
 */
export async function allowEarlyStart(ctx: AppContext, tenant: TenantContext, id: string) {
  const agencyId = tenant.agency.id;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: services.status, allowedAt: services.earlyStartAllowedAt })
      .from(services)
      .where(and(eq(services.id, id), inAgency(services, agencyId), isNull(services.deletedAt)))
      .for('update');
    if (!row) throw notFound(serviceMessages.notFound);
    if (row.status !== ServiceStatus.Planned)
      throw new AppError(ErrorCode.Conflict, 'Ce service est déjà pris : plus rien à autoriser');
    const allowedAt = row.allowedAt ?? new Date();
    if (!row.allowedAt) {
      await tx
        .update(services)
        .set({ earlyStartAllowedAt: allowedAt, earlyStartAllowedBy: tenant.actor.userId, updatedAt: new Date() })
        .where(and(eq(services.id, id), inAgency(services, agencyId)));
    }
    return { id, earlyStartAllowedAt: allowedAt.toISOString() };
  });
}
