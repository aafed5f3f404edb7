import type { PlanningService } from '@securite/domain/planning/service-schemas';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  CHECK_CHUNK,
  checkableServices,
  checkStoredServices,
  conflictsOf,
  servicesSignature,
} from './period-conflicts.ts';

/**
 * The conflicts of the services shown (leave, rest, maxima…), found by the server's checks on the stored services.
 * A period of up to 500 planned services is checked as it loads and again when they change; a larger one waits for
 * the planner to ask (`check`), so that a month of a large agency does not load the server for nothing.
 */
export function usePeriodConflicts(agencyId: string, periodKey: string, services: readonly PlanningService[]) {
  const checkable = useMemo(() => checkableServices(services), [services]);
  const signature = useMemo(() => servicesSignature(checkable), [checkable]);
  const [asked, setAsked] = useState<string | null>(null);
  const large = checkable.length > CHECK_CHUNK;
  const query = useQuery({
    queryKey: ['planning-conflicts', agencyId, periodKey, signature],
    queryFn: ({ signal }) => checkStoredServices(agencyId, checkable, signal),
    enabled: checkable.length > 0 && (!large || asked === periodKey),
    // While the services change (a save, a live refresh), the last answer of the same period stays shown.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === periodKey ? previous : undefined),
    retry: false,
  });
  const conflicts = useMemo(() => conflictsOf(checkable, query.data ?? []), [checkable, query.data]);
  const ids = useMemo(() => new Set(conflicts.map((c) => c.service.id)), [conflicts]);
  return {
    conflicts,
    ids,
    /** How many services the checks look at. */
    checked: checkable.length,
    /** A large period not checked yet: the planner asks. */
    waiting: large && asked !== periodKey,
    check: () => setAsked(periodKey),
    isFetching: query.isFetching,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

export type PeriodConflicts = ReturnType<typeof usePeriodConflicts>;
