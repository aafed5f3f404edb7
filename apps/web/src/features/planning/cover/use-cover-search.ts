import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { addDays, type CalendarDay } from '@securite/domain/time/calendar-day';
import { zonedInstant } from '@securite/domain/time/wall-clock';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useMemo, useState } from 'react';
import { type AgentServicesPeriod, useAllAgentServices } from '../api/find-agent-services.ts';
import { isCoverable } from './cover-services-table.tsx';

export interface AgentRef {
  id: string;
  fullname: string;
}

/** Days a new search covers by default: this week from today. */
const DEFAULT_DAYS = 7;

/**
 * The cover search of one agent over a period (whole days in the agency's zone, or exactly one service's hours
 * when opened from it), and the services ticked in it: every one that can still change hands, unless unticked.
 */
export function useCoverSearch({
  agencyId,
  timeZone,
  agent: initialAgent,
  service,
  now,
}: {
  agencyId: string;
  timeZone: string;
  agent: AgentRef | null;
  service?: PlanningService | null;
  now?: Date;
}) {
  const today = dayIn(now ?? new Date(), timeZone);
  const [agent, setAgentState] = useState<AgentRef | null>(initialAgent);
  const [days, setDaysState] = useState<{ from: CalendarDay | null; to: CalendarDay | null }>(() =>
    service
      ? { from: dayIn(service.startAt, timeZone), to: dayIn(service.endAt, timeZone) }
      : { from: today, to: addDays(today, DEFAULT_DAYS - 1) },
  );
  // Opened from a service: its own hours, until the planner changes the days.
  const [exact, setExact] = useState(service ? { from: service.startAt, to: service.endAt } : null);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());

  const invertedDays = days.from !== null && days.to !== null && days.to < days.from;
  const period = useMemo<AgentServicesPeriod | null>(() => {
    if (!agent) return null;
    if (exact) return { agentId: agent.id, ...exact };
    if (!days.from || !days.to || days.to < days.from) return null;
    return {
      agentId: agent.id,
      from: zonedInstant(days.from, '00:00', timeZone).toISOString(),
      to: zonedInstant(addDays(days.to, 1), '00:00', timeZone).toISOString(),
    };
  }, [agent, exact, days, timeZone]);
  const query = useAllAgentServices(agencyId, period);
  const services = query.data?.services ?? [];
  const selected = useMemo(
    () => new Set(services.filter((s) => isCoverable(s) && !unticked.has(s.id)).map((s) => s.id)),
    [services, unticked],
  );
  const selectedIds = useMemo(() => [...selected], [selected]);

  return {
    agent,
    setAgent: (next: AgentRef | null) => {
      setAgentState(next);
      setUnticked(new Set());
    },
    days,
    invertedDays,
    setDays: (next: { from: CalendarDay | null; to: CalendarDay | null }) => {
      setDaysState(next);
      setExact(null);
      setUnticked(new Set());
    },
    query,
    services,
    pageSize: query.data?.pageSize ?? 10,
    selected,
    selectedIds,
    toggle: (id: string, on: boolean) =>
      setUnticked((current) => {
        const next = new Set(current);
        if (on) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: (on: boolean) => setUnticked(on ? new Set() : new Set(services.map((s) => s.id))),
  };
}

export type CoverSearch = ReturnType<typeof useCoverSearch>;
