import Autocomplete from '@mui/material/Autocomplete';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import type { ExpirationStatus } from '@securite/domain/agents/expirations';
import { isGranted } from '@securite/domain/auth/access';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { Page } from '../../../ui/page.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useAgentExpirations } from '../api/find-agent-expirations.ts';
import { useAllAgents } from '../api/find-all-agents.ts';
import { agentDialog } from '../dialog/agent-dialog-handle.ts';
import { ExpirationsGrid } from './expirations-grid.tsx';
import { StatusTabs } from './status-tabs.tsx';

const screens = {
  collaborateurs: {
    category: 'regulatory',
    label: 'Cartes professionnelles et certificats',
    hint: 'Cartes CNAPS (à renouveler au moins 3 mois avant l’expiration) et certificats des collaborateurs.',
  },
  'contrats-collaborateurs': {
    category: 'contracts',
    label: 'Contrats de travail',
    hint: 'Fins des contrats de travail des collaborateurs.',
  },
  'contrats-clients': {
    category: 'customerContracts',
    label: 'Contrats clients',
    hint: 'Fins de validité des contrats clients envoyés ou signés.',
  },
} as const;
type ScreenKey = keyof typeof screens;

/** Échéances: the regulatory agent and agent work contracts sub-screens, with status, search and agent filters. */
export function ExpirationsPage({
  screens: hrefs,
  shopHref,
  customerContracts = null,
}: {
  screens: { regulatory: string; contracts: string; customerContracts?: string };
  shopHref: string;
  /** The customer contracts' screen (the contracts feature's), for those who may see contracts. */
  customerContracts?: ReactNode;
}) {
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const navigate = useNavigate();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const requested = useParams().screen;
  const screenKey: ScreenKey =
    requested === 'contrats-collaborateurs' || (requested === 'contrats-clients' && customerContracts)
      ? requested
      : 'collaborateurs';
  const screen = screens[screenKey];
  const category = screen.category === 'customerContracts' ? 'contracts' : screen.category;
  const [status, setStatus] = useState<ExpirationStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const [agentId, setAgentId] = useState<string | null>(null);
  const [page, setPage] = useState({ page: 0, pageSize: 25 });
  const debounced = useDebouncedValue(search.trim());
  const agents = useAllAgents(agencyId, {}, isGranted(session.actor, agentReadRights));
  const query = useAgentExpirations(agencyId, {
    filters: {
      category,
      status: status === 'all' ? undefined : status,
      search: debounced || undefined,
      agentId: agentId ?? undefined,
    },
    page: page.page + 1,
    limit: page.pageSize,
  });
  const canEdit = isGranted(session.actor, ['agents.edit']);
  const canOpen = canEdit || isGranted(session.actor, ['agents.create']);
  const resetPage = () => setPage((current) => ({ ...current, page: 0 }));
  const selectedAgent = agents.data?.data.find((agent) => agent.id === agentId) ?? null;

  return (
    <Page title="Échéances" subtitle={screen.hint}>
      <Tabs
        value={screenKey}
        aria-label="Écrans d’échéances"
        sx={{ mb: 2 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="collaborateurs" label={screens.collaborateurs.label} component={RouterLink} to={hrefs.regulatory} />
        <Tab
          value="contrats-collaborateurs"
          label={screens['contrats-collaborateurs'].label}
          component={RouterLink}
          to={hrefs.contracts}
        />
        {customerContracts && hrefs.customerContracts && (
          <Tab
            value="contrats-clients"
            label={screens['contrats-clients'].label}
            component={RouterLink}
            to={hrefs.customerContracts}
          />
        )}
      </Tabs>
      {screenKey === 'contrats-clients' ? (
        customerContracts
      ) : (
        <Card>
          <StatusTabs
            value={status}
            counts={query.data?.counts ?? null}
            onChange={(next) => {
              setStatus(next);
              resetPage();
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 2 }}>
            <TextField
              label="Rechercher"
              placeholder="Collaborateur, document ou numéro"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                resetPage();
              }}
              size="small"
              sx={{ flexGrow: 1 }}
            />
            <Autocomplete
              size="small"
              options={agents.data?.data ?? []}
              loading={agents.isPending}
              value={selectedAgent}
              onChange={(_, agent) => {
                setAgentId(agent?.id ?? null);
                resetPage();
              }}
              getOptionLabel={(agent) => agent.fullname}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              sx={{ minWidth: { sm: 260 } }}
              renderInput={(params) => <TextField {...params} label="Collaborateur" />}
              noOptionsText="Aucun collaborateur"
              loadingText="Chargement…"
            />
          </Stack>
          <ExpirationsGrid
            rows={query.data?.data ?? []}
            total={query.data?.total ?? 0}
            loading={query.isFetching}
            page={page}
            onPage={setPage}
            compact={compact}
            filtered={status !== 'all' || !!debounced || agentId !== null}
            onOpen={
              canOpen
                ? (row) =>
                    void agentDialog.open({
                      agencyId,
                      agentId: row.agentId,
                      canCreate: isGranted(session.actor, ['agents.create']),
                      canEdit,
                      actor: session.actor,
                      specialties: agents.data?.specialties ?? [],
                      onBuyAgents: () => navigate(shopHref),
                    })
                : null
            }
          />
        </Card>
      )}
    </Page>
  );
}
