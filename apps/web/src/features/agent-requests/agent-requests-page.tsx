import AddIcon from '@mui/icons-material/Add';
import ForumIcon from '@mui/icons-material/Forum';
import Button from '@mui/material/Button';
import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { type AgentRequestStatus, agentRequestStatuses } from '@securite/domain/agent-requests/status';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session.ts';
import { LIST_PAGE_SIZE, useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useAgencyTypes } from '../agency-settings/public.ts';
import { agentRequestAccess } from './agent-request-access.ts';
import { AgentRequestCards } from './agent-request-cards.tsx';
import { AgentRequestDeleteButton } from './agent-request-delete-button.tsx';
import { agentRequestDetailDialog, agentRequestFormDialog } from './agent-request-dialogs.ts';
import {
  AgentRequestFilters,
  type AgentRequestFilterValues,
  isFiltered,
  noAgentRequestFilter,
} from './agent-request-filters.tsx';
import { AgentRequestsTable } from './agent-requests-table.tsx';
import { type AgentRequestFetchInput, useAgentRequests } from './api/find-agent-requests.ts';
import { texts } from './texts.ts';
import { useConfirmDeleteAgentRequest } from './use-delete-agent-request.ts';

/** Spec 000 section 9: tables show 25 rows a page. */
const PAGE_SIZE = LIST_PAGE_SIZE;

function fetchInput(filters: AgentRequestFilterValues, page: number): AgentRequestFetchInput {
  return {
    filters: {
      status: filters.statuses.length ? filters.statuses : undefined,
      requestTypes: filters.types.length ? filters.types.map((type) => type.id) : undefined,
      ...(filters.unread ? { unread: true } : {}),
    },
    page: page + 1,
    limit: PAGE_SIZE,
    orderBy: { field: 'createdAt', direction: 'desc' },
  };
}

/** The known statuses of a comma-separated list (the others are left out). */
function statusesOf(param: string | null): AgentRequestStatus[] {
  const asked = new Set(param?.split(',') ?? []);
  return agentRequestStatuses.filter((status) => asked.has(status));
}

/** Demandes: agents ask the agency and follow their requests; staff handling requests answer every agent's. */
export function AgentRequestsPage() {
  const session = useSession();
  const agencyId = session.agencyId as string;
  const access = useMemo(() => agentRequestAccess(session), [session]);
  // A link may open the staff's list filtered (the filters they see): on some statuses (?statut=pending,inProgress),
  // on the unread ones (the dashboard's unread requests: ?nonLues=1).
  const [searchParams] = useSearchParams();
  const { filters, setFilters, page, paging } = useListState<AgentRequestFilterValues>(
    () =>
      access.handlesAll
        ? {
            ...noAgentRequestFilter,
            statuses: statusesOf(searchParams.get('statut')),
            unread: searchParams.get('nonLues') === '1',
          }
        : noAgentRequestFilter,
    { rowsPerPage: PAGE_SIZE },
  );
  const types = useAgencyTypes(agencyId, 'request');
  const query = useAgentRequests(agencyId, fetchInput(filters, page));
  const { askDelete, deletingId } = useConfirmDeleteAgentRequest(agencyId, access.ownAgentId);
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = isFiltered(filters);

  const open = (request: AgentRequest) =>
    agentRequestDetailDialog.open({
      agencyId,
      id: request.id,
      preview: request,
      canChangeStatus: access.canChangeStatus,
      canDelete: access.canDelete,
      ownAgentId: access.ownAgentId,
    });
  const actionsOf = (request: AgentRequest) =>
    access.canDelete(request) ? (
      <AgentRequestDeleteButton request={request} onDelete={askDelete} busy={deletingId === request.id} />
    ) : null;

  return (
    <Page
      title={texts.title}
      subtitle={access.handlesAll ? texts.subtitleAgency : texts.subtitleOwn}
      actions={
        access.canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => agentRequestFormDialog.open({ agencyId })}>
            {texts.create}
          </Button>
        )
      }
    >
      <ListView
        filters={
          access.handlesAll && <AgentRequestFilters values={filters} onChange={setFilters} types={types.data ?? []} />
        }
        query={query}
        loadingLabel={texts.loading}
        errorText={texts.loadFailed}
        empty={rows.length === 0}
        emptyIcon={<ForumIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.emptyFiltered : texts.empty}
        emptyContent={!filtered && access.canCreate && texts.emptyOwnHint}
        cards={<AgentRequestCards rows={rows} showAgent={access.handlesAll} onOpen={open} actionsOf={actionsOf} />}
        table={<AgentRequestsTable rows={rows} showAgent={access.handlesAll} onOpen={open} actionsOf={actionsOf} />}
        paging={paging(total)}
      />
    </Page>
  );
}
