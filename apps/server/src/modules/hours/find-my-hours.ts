import { AppError } from '@securite/domain/errors/app-error';
import { ErrorCode } from '@securite/domain/errors/error-codes';
import { messages } from '@securite/domain/errors/messages';
import { hoursMessages, type MyHours, type zMyHoursRequest } from '@securite/domain/hours/hours-schemas';
import { FakeFilter } from '@securite/domain/tenancy/fake-data';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenancy.ts';
import { agentHourDetail, findHourAgent } from './find-hour-detail.ts';
import { loadHoursContext } from './hours-context.ts';

/**
 * POST {agency}/fetch/my-hours (Mes heures supplémentaires): the caller's own services, hours and overtime over the
 * period. Anyone with a place in the agency but a customer reads their own; nobody reads another's here.
 */
export async function findMyHours(
  ctx: AppContext,
  tenant: TenantContext,
  request: z.output<typeof zMyHoursRequest>,
): Promise<MyHours> {
  if (tenant.actor.role === 'customer') throw new AppError(ErrorCode.Forbidden, messages.forbidden);
  // One's own record, whether or not it is flagged as demo data; the services still follow the caller's filter.
  const agent = tenant.membership
    ? await findHourAgent(ctx, { ...tenant, fakeFilter: FakeFilter.All }, tenant.membership.id)
    : null;
  if (!agent) throw notFound(hoursMessages.noAgentRecord);
  const detail = await agentHourDetail(ctx, tenant, await loadHoursContext(ctx, tenant, request), agent);
  return { ...detail, agent: { id: agent.id, fullname: agent.fullname } };
}
