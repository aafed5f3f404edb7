import MenuBookIcon from '@mui/icons-material/MenuBook';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { isGranted } from '@securite/domain/auth/access';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { DayInput } from '../../ui/day-input.tsx';
import { LIST_PAGE_SIZE, useListState } from '../../ui/list-state.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { useAllAgents } from '../agents/public.ts';
import { useAllEvents } from './api/find-events.ts';
import { EventDialog } from './event-dialog.tsx';
import { EventsGraph } from './events-graph.tsx';
import { EventsList } from './events-list.tsx';
import { texts } from './texts.ts';
import { useEventsLive } from './use-events-live.ts';

const LIMIT = LIST_PAGE_SIZE;
type Filters = { from: string; to: string; siteId: string; typeKey: string; agentId: string };
const noFilters: Filters = { from: '', to: '', siteId: '', typeKey: '', agentId: '' };

function Live() {
  useEventsLive();
  return null;
}

/**
 * The main courante's events with their filters (days, site, type), the count per day and the list; a click opens
 * an event. For the office (adminEvents: live, every site) and the customer (customerMc: its sites, read only).
 */
export function EventsPage({ title, live }: { title: string; live: boolean }) {
  const { agencyId, actor } = useSession();
  // The office filters by agent when it may list them (adminEvents); the customer never does.
  const canFilterAgents = live && isGranted(actor, agentReadRights);
  const agents = useAllAgents(agencyId ?? '', {}, canFilterAgents);
  // The page from 0, as every list; the API counts from 1.
  const { filters, setFilters, page, setPage } = useListState<Filters>(noFilters);
  const [open, setOpen] = useState<string | null>(null);
  const query = useAllEvents(agencyId ?? '', {
    filters: {
      from: filters.from || undefined,
      to: filters.to || undefined,
      siteIds: filters.siteId ? [filters.siteId] : undefined,
      typeKeys: filters.typeKey ? [filters.typeKey] : undefined,
      agentId: filters.agentId || undefined,
    },
    page: page + 1,
    limit: LIMIT,
  });
  const change = (part: Partial<Filters>) => setFilters({ ...filters, ...part });
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.filtered ?? 0) / LIMIT));
  return (
    <Page title={title} subtitle={data ? texts.evenementSSurFiltered(data.filtered, data.total) : undefined}>
      {live && <Live />}
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
          <DayInput label={texts.du} value={filters.from} onChange={(day) => change({ from: day })} />
          <DayInput label={texts.au} value={filters.to} onChange={(day) => change({ to: day })} />
          <TextField
            select
            label={texts.site}
            value={filters.siteId}
            onChange={(e) => change({ siteId: e.target.value })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{texts.tousLesSites}</MenuItem>
            {(data?.sites ?? []).map((site) => (
              <MenuItem key={site.id} value={site.id}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={texts.type}
            value={filters.typeKey}
            onChange={(e) => change({ typeKey: e.target.value })}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{texts.tousLesTypes}</MenuItem>
            {(data?.types ?? []).map((type) => (
              <MenuItem key={type.key} value={type.key}>
                {type.label}
              </MenuItem>
            ))}
          </TextField>
          {canFilterAgents && (
            <TextField
              select
              label={texts.agent}
              value={filters.agentId}
              onChange={(e) => change({ agentId: e.target.value })}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{texts.tousLesAgents}</MenuItem>
              {(agents.data?.data ?? []).map((agent) => (
                <MenuItem key={agent.id} value={agent.id}>
                  {agent.fullname}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        {data && data.filtered > 0 && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h2">
                {texts.evenementsParJour}
              </Typography>
              <EventsGraph graph={data.graph} />
            </CardContent>
          </Card>
        )}
        {query.isLoading && <Typography>{texts.chargement}</Typography>}
        {data && data.data.length === 0 ? (
          <Card variant="outlined">
            <EmptyState
              icon={<MenuBookIcon fontSize="inherit" />}
              title={
                Object.values(filters).some(Boolean) ? texts.aucunEvenementPourCes : texts.aucunEvenementSignalePour
              }
            />
          </Card>
        ) : (
          data && <EventsList events={data.data} onOpen={setOpen} />
        )}
        {pages > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
            <Button disabled={page <= 0} onClick={() => setPage(page - 1)}>
              {texts.precedents}
            </Button>
            <Typography variant="body2">
              {texts.page} {page + 1} / {pages}
            </Typography>
            <Button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              {texts.suivants}
            </Button>
          </Stack>
        )}
      </Stack>
      {open && agencyId && <EventDialog agencyId={agencyId} eventId={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}
