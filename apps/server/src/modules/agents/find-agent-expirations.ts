import type { FetchExpirationsQuery, FetchExpirationsResponse } from '@securite/domain/agents/expiration-schemas';
import type { FakeFilter } from '@securite/domain/tenancy/fake-data';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import type { AppContext } from '../../context.ts';
import { collectExpirations } from './expiration-rows.ts';

/**
 * POST {agency}/fetch/agent-expirations: the expiration screens ("regulatory agent": CNAPS cards and
 * certificates; "agent work contracts"), soonest first, with the count of each status for the tabs.
 */
export async function findAgentExpirations(
  ctx: AppContext,
  input: { agencyId: string; fakeFilter: FakeFilter; today: CalendarDay; query: FetchExpirationsQuery },
): Promise<FetchExpirationsResponse> {
  const { filters, page, limit } = input.query;
  const all = await collectExpirations(ctx.db, {
    agencyId: input.agencyId,
    today: input.today,
    category: filters.category,
    fakeFilter: input.fakeFilter,
    search: filters.search,
    agentId: filters.agentId,
  });
  const counts = { expired: 0, expiresSoon: 0, valid: 0 };
  for (const row of all) counts[row.status]++;
  const matching = filters.status ? all.filter((row) => row.status === filters.status) : all;
  return {
    data: matching.slice((page - 1) * limit, page * limit),
    total: matching.length,
    counts,
  };
}
