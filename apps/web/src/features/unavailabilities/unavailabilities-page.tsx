import AddIcon from '@mui/icons-material/Add';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Button from '@mui/material/Button';
import type { Unavailability } from '@securite/domain/unavailabilities/schemas';
import { useMemo } from 'react';
import { useSession } from '../../api/session.ts';
import { confirmThenRun } from '../../ui/dialogs/confirm-dialog.tsx';
import { format } from '../../ui/format.ts';
import { LIST_PAGE_SIZE, useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useAgencyTypes } from '../agency-settings/public.ts';
import { plannedAgents, useAllAgents } from '../agents/public.ts';
import { useDeleteUnavailability } from './api/delete-unavailability.ts';
import { type UnavailabilityFetchInput, useUnavailabilities } from './api/find-unavailabilities.ts';
import { texts } from './texts.ts';
import { UnavailabilitiesTable } from './unavailabilities-table.tsx';
import { useUnavailabilityAccess } from './unavailability-access.ts';
import { UnavailabilityCards } from './unavailability-cards.tsx';
import { unavailabilityDialog } from './unavailability-dialog-handle.ts';
import {
  dateRangeOf,
  isFiltered,
  noUnavailabilityFilter,
  UnavailabilityFilters,
  type UnavailabilityFilterValues,
} from './unavailability-filters.tsx';
import { UnavailabilityRowActions } from './unavailability-row-actions.tsx';

/** Spec 000 section 9: tables show 25 rows a page. */
const PAGE_SIZE = LIST_PAGE_SIZE;

function fetchInput(filters: UnavailabilityFilterValues, page: number): UnavailabilityFetchInput {
  return {
    filters: {
      agentIds: filters.agents.length ? filters.agents.map((a) => a.id) : undefined,
      typeIds: filters.types.length ? filters.types.map((type) => type.id) : undefined,
      dateRange: dateRangeOf(filters),
    },
    page: page + 1,
    limit: PAGE_SIZE,
    orderBy: { field: 'startAt', direction: 'desc' },
  };
}

/** Indisponibilités: staff see and handle everyone's; an agent with the self right declares their own. */
export function UnavailabilitiesPage() {
  const session = useSession();
  const agencyId = session.agencyId as string;
  const access = useUnavailabilityAccess(session);
  const { filters, setFilters, page, paging } = useListState<UnavailabilityFilterValues>(noUnavailabilityFilter, {
    rowsPerPage: PAGE_SIZE,
  });
  const showAgents = access.readsAll && access.readsAgents;
  const types = useAgencyTypes(agencyId, 'unavailability');
  const agents = useAllAgents(agencyId, plannedAgents, showAgents);
  const query = useUnavailabilities(agencyId, fetchInput(filters, page));
  const remove = useDeleteUnavailability(agencyId);
  const agentOptions = useMemo(
    () => (agents.data?.data ?? []).map((a) => ({ id: a.id, fullname: a.fullname })),
    [agents.data],
  );
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;

  const openDialog = (unavailability?: Unavailability) =>
    unavailabilityDialog.open({
      agencyId,
      unavailability,
      choosesAgent: access.choosesAgent(unavailability ? 'edit' : 'create'),
      ownAgent: access.ownAgentId ? { id: access.ownAgentId, fullname: session.user.fullname } : null,
      readsAgents: access.readsAgents,
    });

  const askDelete = async (row: Unavailability) => {
    await confirmThenRun(
      {
        title: texts.deleteTitle,
        message: texts.deleteMessage({
          type: row.type.label,
          name: row.agent.fullname,
          start: format.dateTime(row.startAt),
          end: format.dateTime(row.endAt),
        }),
        confirmLabel: texts.delete,
        destructive: true,
      },
      () => remove.mutateAsync(row.id),
      texts.deleted,
    );
  };

  const actionsOf = (row: Unavailability) =>
    access.canHandle(row.agent.id) ? (
      <UnavailabilityRowActions
        unavailability={row}
        onEdit={openDialog}
        onDelete={askDelete}
        deleting={remove.isPending && remove.variables === row.id}
      />
    ) : null;

  const filtered = isFiltered(filters);
  return (
    <Page
      title={texts.title}
      subtitle={access.readsAll ? texts.subtitleAll : texts.subtitleOwn}
      actions={
        access.canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog()}>
            {texts.create}
          </Button>
        )
      }
    >
      <ListView
        filters={
          <UnavailabilityFilters
            values={filters}
            onChange={setFilters}
            agents={agentOptions}
            types={types.data ?? []}
            showAgents={showAgents}
          />
        }
        query={query}
        loadingLabel={texts.loading}
        errorText={texts.loadFailed}
        empty={rows.length === 0}
        emptyIcon={<EventBusyIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.emptyFiltered : texts.empty}
        emptyContent={!filtered && !access.readsAll && access.canCreate && texts.emptyOwnHint}
        cards={<UnavailabilityCards rows={rows} showAgent={access.readsAll} actionsOf={actionsOf} />}
        table={<UnavailabilitiesTable rows={rows} showAgent={access.readsAll} actionsOf={actionsOf} />}
        paging={paging(total)}
      />
    </Page>
  );
}
