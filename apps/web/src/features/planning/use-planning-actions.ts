import { isGranted } from '@securite/domain/auth/access';
import type { PlanningService } from '@securite/domain/planning/service-schemas';
import type { CalendarDay } from '@securite/domain/time/calendar-day';
import { dayIn } from '@securite/domain/time/zoned-instants';
import { useCallback, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { useSaveServicesBatch } from '../../shared/planning/api/save-services-batch.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { circuitDialog } from '../circuits/public.ts';
import { bulkEditDrafts, deleteDrafts, editableOnly, unassignDrafts } from './batch/bulk-drafts.ts';
import { bulkEditDialog } from './batch/bulk-edit-dialog.tsx';
import { type BatchPlan, runBatch } from './batch/run-batch.ts';
import { moveDraft } from './move-service.ts';
import { type PlanningView, UNASSIGNED_ROW } from './planning-rows.ts';
import { serviceDialog } from './service-dialog/service-dialog-handle.ts';

import { texts } from './texts.ts';

export interface PlanningActionsOptions {
  agencyId: string;
  view: PlanningView;
  timeZone: string;
  /** The period's key: conflicts are shown until another period is fetched. */
  periodKey: string;
  byId: ReadonlyMap<string, PlanningService>;
  readsAgents: boolean;
  canEdit: boolean;
}

const none: ReadonlySet<string> = new Set();

/** What the planner does on the grid: open the dialog, drop a chip, select services and act on them. */
export function usePlanningActions(options: PlanningActionsOptions) {
  const { agencyId, view, timeZone, periodKey, byId } = options;
  const { actor } = useSession();
  const save = useSaveServicesBatch(agencyId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(none);
  const [conflictState, setConflictState] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: periodKey,
    ids: none,
  });
  const conflicts = conflictState.key === periodKey ? conflictState.ids : none;
  const showConflicts = useCallback(
    (ids: readonly string[]) => setConflictState({ key: periodKey, ids: new Set(ids) }),
    [periodKey],
  );

  const run = async (plan: BatchPlan) => {
    const outcome = await runBatch(save.mutateAsync, plan, timeZone);
    if (outcome.status === 'saved' || outcome.status === 'blocked') showConflicts(outcome.conflicts);
    return outcome.status === 'saved';
  };

  const dialogProps = { agencyId, timeZone, readsAgents: options.readsAgents, canEdit: options.canEdit };
  const afterDialog = (result: { conflicts: string[] } | undefined) => {
    if (result) showConflicts(result.conflicts);
  };

  const create = (rowId: string | null, day: CalendarDay) => {
    const row = rowId === UNASSIGNED_ROW ? null : rowId;
    const prefill = view === 'sites' ? { siteId: row, day } : { agentId: row, day };
    void serviceDialog.open({ ...dialogProps, prefill, onConflicts: showConflicts }).then(afterDialog);
  };

  const open = (service: PlanningService) => {
    // A circuit and its stops open the circuit's own dialog: they change together.
    if (service.isCircuit || service.circuitId) {
      void circuitDialog.open({
        agencyId,
        timeZone,
        circuitId: service.circuitId ?? service.id,
        day: dayIn(service.startAt, timeZone),
        readsAgents: options.readsAgents,
        canEdit: isGranted(actor, ['circuits.edit']),
      });
      return;
    }
    void serviceDialog.open({ ...dialogProps, service, onConflicts: showConflicts }).then(afterDialog);
  };

  const toggle = (id: string) => {
    const service = byId.get(id);
    // Selection actions edit services one by one; a circuit is never split that way.
    if (service?.isCircuit || service?.circuitId) return;
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  const move = (serviceId: string, rowId: string, day: CalendarDay) => {
    const service = byId.get(serviceId);
    const draft = service && moveDraft(service, view, rowId, day, timeZone);
    if (draft) void run({ kind: 'update', drafts: [draft], count: 1 });
  };

  const selectedServices = () => [...selected].flatMap((id) => byId.get(id) ?? []);
  const actOnSelection = async (plan: (services: PlanningService[]) => Promise<BatchPlan | null>) => {
    const services = editableOnly(selectedServices());
    if (services.length === 0) {
      notify.warning(texts.leServiceEstTermine);
      return;
    }
    const batch = await plan(services);
    if (batch && (await run(batch))) setSelected(none);
  };

  const bulkEdit = () =>
    actOnSelection(async (services) => {
      const changes = await bulkEditDialog.open({
        agencyId,
        count: services.length,
        readsAgents: options.readsAgents,
      });
      if (!changes) return null;
      const drafts = bulkEditDrafts(services, changes, timeZone);
      return { kind: 'update', drafts, count: drafts.length };
    });
  const unassign = () =>
    actOnSelection(async (services) => {
      const drafts = unassignDrafts(services);
      return { kind: 'update', drafts, count: drafts.length };
    });
  const remove = () =>
    actOnSelection(async (services) => ({ kind: 'delete', drafts: deleteDrafts(services), count: services.length }));

  return {
    selected,
    conflicts,
    create,
    open,
    toggle,
    move,
    clearSelection: () => setSelected(none),
    bulkEdit,
    unassign,
    remove,
  };
}
