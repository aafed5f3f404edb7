import type { PlanningService } from '@securite/domain/planning/service-schemas';
import type { PlanningPeriod } from '@securite/domain/time/grid-period';
import { useMemo } from 'react';
import { coverDialog } from '../cover/cover-dialog-handle.ts';
import { conflictsDialog } from './conflicts-dialog.tsx';
import { usePeriodConflicts } from './use-period-conflicts.ts';

export interface GridConflictsOptions {
  agencyId: string;
  period: PlanningPeriod | null;
  timeZone: string | null;
  /** The period's services, as fetched. */
  services: readonly PlanningService[];
  byId: ReadonlyMap<string, PlanningService>;
  /** The services saved with warnings in this visit (shown in the conflict colour too). */
  saved: ReadonlySet<string>;
  canEdit: boolean;
  readsAgents: boolean;
  /** Opens a service in its dialog. */
  openService: (service: PlanningService) => void;
}

/**
 * The grid's conflicts: those of the stored services of the period and those just saved with warnings, and the
 * list of the period's conflicts, where a service chosen opens the cover dialog or its own.
 */
export function useGridConflicts(options: GridConflictsOptions) {
  const { agencyId, period, timeZone, saved } = options;
  const state = usePeriodConflicts(agencyId, period?.from ?? '', options.services);
  const ids = useMemo(() => (state.ids.size === 0 ? saved : new Set([...saved, ...state.ids])), [saved, state.ids]);
  const openList = async () => {
    if (!period || !timeZone) return;
    const choice = await conflictsDialog.open({
      conflicts: state.conflicts,
      periodLabel: period.label,
      timeZone,
      canEdit: options.canEdit,
    });
    const service = choice && options.byId.get(choice.serviceId);
    if (!service) return;
    if (choice.action === 'open') options.openService(service);
    else void coverDialog.open({ agencyId, agent: service.agent, service, canChooseAgent: options.readsAgents });
  };
  return { state, ids, openList };
}
