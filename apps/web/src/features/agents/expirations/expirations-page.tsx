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
import { texts } from '../texts.ts';
import { ExpirationsGrid } from './expirations-grid.tsx';
import { StatusTabs } from './status-tabs.tsx';

const screens = {
  collaborateurs: {
    category: 'regulatory',
    label: texts.cartesProfessionnellesEtCertificats,
    hint: texts.cartesCnapsARenouveler,
  },
  'contrats-collaborateurs': {
    category: 'contracts',
    label: texts.contratsDeTravail,
    hint: texts.finsDesContratsDe,
  },
} as const;
type ScreenKey = keyof typeof screens;

/** A sub-screen another feature draws (the agents' equipment or the stock to return), given by the app. */
export interface ExtraExpirationScreen {
  key: string;
  label: string;
  hint: string;
  href: string;
  content: ReactNode;
}

/**
 * Échéances: the regulatory agent and agent work contracts sub-screens, with status, search and agent filters, and
 * the sub-screens the app adds (spec 001 section 2: agent equipment or stock references).
 */
export function ExpirationsPage({
  screens: hrefs,
  shopHref,
  extraScreens = [],
}: {
  screens: { regulatory: string; contracts: string };
  shopHref: string;
  extraScreens?: readonly ExtraExpirationScreen[];
}) {
  const session = useSession();
  const agencyId = session.agencyId ?? '';
  const navigate = useNavigate();
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  const param = useParams().screen;
  const extra = extraScreens.find((screen) => screen.key === param) ?? null;
  const screenKey: ScreenKey = param === 'contrats-collaborateurs' ? 'contrats-collaborateurs' : 'collaborateurs';
  const screen = screens[screenKey];
  const [status, setStatus] = useState<ExpirationStatus | 'all'>('all');
  const [search, setSearch] = useState('');
  const [agentId, setAgentId] = useState<string | null>(null);
  const [page, setPage] = useState({ page: 0, pageSize: 25 });
  const debounced = useDebouncedValue(search.trim());
  const agents = useAllAgents(agencyId, {}, isGranted(session.actor, agentReadRights));
  const query = useAgentExpirations(agencyId, {
    filters: {
      category: screen.category,
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
    <Page title={texts.echeances} subtitle={extra?.hint ?? screen.hint}>
      <Tabs
        value={extra?.key ?? screenKey}
        aria-label={texts.ecransDEcheances}
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
        {extraScreens.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} component={RouterLink} to={tab.href} />
        ))}
      </Tabs>
      {extra ? (
        extra.content
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
              label={texts.rechercher}
              placeholder={texts.collaborateurDocumentOuNumero}
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
              renderInput={(params) => <TextField {...params} label={texts.collaborateur} />}
              noOptionsText={texts.aucunCollaborateur}
              loadingText={texts.chargement}
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
                      stockSimplified: session.company?.agency.stockSimplified === true,
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
