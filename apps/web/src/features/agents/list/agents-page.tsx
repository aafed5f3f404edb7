import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridSortModel } from '@mui/x-data-grid';
import { canCreateAgent } from '@securite/domain/agents/limits';
import { agentOrderFields, type FetchAgentsRequest } from '@securite/domain/agents/list-schemas';
import { isGranted } from '@securite/domain/auth/access';
import { messages } from '@securite/domain/errors/messages';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { Page } from '../../../ui/page.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useExportAgents } from '../api/export-agents.ts';
import { useAgents } from '../api/find-agents.ts';
import { useAgentQuota } from '../api/get-agent-quota.ts';
import { agentDialog } from '../dialog/agent-dialog-handle.ts';
import { agentPackDialog } from '../dialog/dialogs.ts';
import { texts } from '../texts.ts';
import { type AgentFilterState, AgentFiltersBar, agentFiltersOf, noAgentFilters } from './agent-filters.tsx';
import { AGENTS_PAGE_SIZE, AgentsGrid } from './agents-grid.tsx';
import { QuotaSummary } from './quota-summary.tsx';

type OrderField = (typeof agentOrderFields)[number];
const isOrderField = (field: string): field is OrderField => (agentOrderFields as readonly string[]).includes(field);

/**
 * Collaborateurs: the agents table with filters, export and the agent dialog (create with agents.create);
 * `onCover` (given by the app to planners) adds « Absence / remplacement » to each row's menu.
 */
export function AgentsPage({
  shopHref,
  onCover,
}: {
  shopHref: string;
  onCover?: (agent: { id: string; fullname: string }) => void;
}) {
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const narrow = useMediaQuery(theme.breakpoints.down('xl'));
  const compact = phone ? 'phone' : narrow ? 'narrow' : false;
  const canCreate = isGranted(session.actor, ['agents.create']);
  const canEdit = isGranted(session.actor, ['agents.edit']);
  const [filters, setFilters] = useState<AgentFilterState>(noAgentFilters);
  const [page, setPage] = useState({ page: 0, pageSize: AGENTS_PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([]);
  const search = useDebouncedValue(filters.search.trim());
  const requestFilters = useMemo(() => agentFiltersOf(filters, search), [filters, search]);
  const sortItem = sort[0];
  const input: FetchAgentsRequest = {
    filters: requestFilters,
    page: page.page + 1,
    limit: page.pageSize,
    orderBy:
      sortItem && isOrderField(sortItem.field)
        ? { field: sortItem.field, direction: sortItem.sort ?? 'asc' }
        : { field: 'createdAt', direction: 'desc' },
  };
  const query = useAgents(agencyId, input);
  const quota = useAgentQuota(agencyId);
  const exporter = useExportAgents(agencyId);
  const specialties = query.data?.specialties ?? [];

  const open = (agentId: string | null) =>
    void agentDialog.open({
      agencyId,
      agentId,
      canCreate,
      canEdit,
      actor: session.actor,
      specialties,
      stockSimplified: session.company?.agency.stockSimplified === true,
      onBuyAgents: () => navigate(shopHref),
    });

  const create = () => {
    // Spec 000 section 5: at the limit, creating is refused before the dialog opens (the server checks too).
    // The dialog offers the shop (origin agent-limit): the quota message, then « Acheter des fiches » / « Plus tard ».
    if (quota.data && !canCreateAgent(quota.data)) {
      void agentPackDialog.open({ message: messages.agentQuotaReached }).then((buy) => buy && navigate(shopHref));
      return;
    }
    open(null);
  };

  return (
    <Page
      title={texts.collaborateurs}
      subtitle={quota.data ? <QuotaSummary quota={quota.data} /> : texts.lesFichesDeVos}
      actions={
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            onClick={() => exporter.mutate(requestFilters)}
            loading={exporter.isPending}
          >
            {texts.exporter}
          </Button>
          {canCreate && (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={create}>
              {texts.nouveauCollaborateur}
            </Button>
          )}
        </Stack>
      }
    >
      <Card>
        <AgentFiltersBar
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage((current) => ({ ...current, page: 0 }));
          }}
          specialties={specialties}
        />
        {query.isError && !query.data ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                {texts.reessayer}
              </Button>
            }
          >
            {texts.impossibleDeChargerLes} {query.error.message}
          </Alert>
        ) : (
          <AgentsGrid
            agencyId={agencyId}
            rows={query.data?.data ?? []}
            total={query.data?.total ?? 0}
            loading={query.isFetching}
            page={page}
            onPage={setPage}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage((current) => ({ ...current, page: 0 }));
            }}
            filtered={query.data?.filtered ?? false}
            onOpen={(agent) => open(agent.id)}
            onCover={onCover}
            compact={compact}
          />
        )}
      </Card>
    </Page>
  );
}
