import HandymanIcon from '@mui/icons-material/HandymanOutlined';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isGranted } from '@securite/domain/auth/access';
import type { StockAssignment } from '@securite/domain/stock/stock-schemas';
import { formatDay } from '@securite/domain/time/calendar-day';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { FilterBar, SearchField, SelectFilter } from '../../ui/filter-bar.tsx';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useAgentEquipment } from './api/find-agent-equipment.ts';
import { useStockAssignments } from './api/find-stock-assignments.ts';
import { AssignmentCards, AssignmentsTable } from './assignments-table.tsx';
import { ReturnDialog } from './return-dialog.tsx';

const dueFilters = {
  dueOrOverdue: 'À restituer et en retard',
  overdue: 'En retard',
  due: 'À restituer bientôt',
} as const;
const holders = { all: 'Collaborateurs et sites', agents: 'Collaborateurs', sites: 'Sites' } as const;

/** The stock to return: assignments whose restitution period ends within 30 days or is past. */
function StockToReturn() {
  const { agencyId, actor } = useSession();
  const id = agencyId ?? '';
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<{
    due: keyof typeof dueFilters;
    holder: keyof typeof holders;
  }>({ due: 'dueOrOverdue', holder: 'all' }, { userSizes: true });
  const { due, holder } = filters;
  const [opened, setOpened] = useState<StockAssignment | null>(null);
  const query = useStockAssignments(id, {
    filters: { restitution: due, holder: holder === 'all' ? undefined : holder, status: 'assigned' },
    orderBy: { field: 'restitutionTo', direction: 'asc' },
    page: page + 1,
    limit: rowsPerPage,
  });
  const rows = query.data?.data ?? [];
  const onReturn = isGranted(actor, ['stockAssignments.edit']) ? setOpened : undefined;
  return (
    <>
      <ListView
        filters={
          <FilterBar>
            <SelectFilter
              label="Échéance"
              value={due}
              options={dueFilters}
              onChange={(v) => {
                setFilters((current) => ({ ...current, due: v }));
              }}
              sx={{ minWidth: 240 }}
            />
            <SelectFilter
              label="Attribué à"
              value={holder}
              options={holders}
              onChange={(v) => {
                setFilters((current) => ({ ...current, holder: v }));
              }}
              sx={{ minWidth: 220 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel="Chargement du matériel à restituer"
        errorText="Impossible de charger le matériel à restituer."
        empty={rows.length === 0}
        emptyIcon={<HandymanIcon fontSize="inherit" />}
        emptyTitle="Aucun matériel à restituer"
        paging={paging(query.data?.total ?? 0)}
        cards={<AssignmentCards rows={rows} onReturn={onReturn} />}
        table={<AssignmentsTable rows={rows} onReturn={onReturn} label="Matériel à restituer" />}
      />
      {opened && <ReturnDialog agencyId={id} assignment={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

/** In the simplified-stock mode: the agents' equipment lists (spec 001 section 2: agent equipment). */
function AgentEquipment() {
  const { agencyId } = useSession();
  const { filters: search, setFilters: setSearch, page, rowsPerPage, paging } = useListState('', { userSizes: true });
  const debounced = useDebouncedValue(search.trim());
  const query = useAgentEquipment(agencyId ?? '', {
    search: debounced || undefined,
    page: page + 1,
    limit: rowsPerPage,
  });
  const rows = query.data?.data ?? [];
  const dateOf = (day: string | null) => (day ? formatDay(day) : '—');
  return (
    <ListView
      filters={
        <FilterBar>
          <SearchField value={search} onChange={setSearch} placeholder="Équipement ou référence" sx={{ flexGrow: 1 }} />
        </FilterBar>
      }
      query={query}
      loadingLabel="Chargement des équipements"
      errorText="Impossible de charger les équipements des collaborateurs."
      empty={rows.length === 0}
      emptyIcon={<HandymanIcon fontSize="inherit" />}
      emptyTitle="Aucun équipement attribué"
      paging={paging(query.data?.total ?? 0)}
      cards={
        <Stack spacing={1} sx={{ p: 1.5 }}>
          {rows.map((item) => (
            <div key={item.id}>
              <Typography sx={{ fontWeight: 600 }}>{`${item.label} × ${item.quantity}`}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {`${item.agent.fullname} · ${item.reference ?? 'sans référence'} · ${dateOf(item.assignedAt)}`}
              </Typography>
            </div>
          ))}
        </Stack>
      }
      table={
        <Table aria-label="Équipements des collaborateurs">
          <TableHead>
            <TableRow>
              <TableCell>Collaborateur</TableCell>
              <TableCell>Équipement</TableCell>
              <TableCell>Référence</TableCell>
              <TableCell align="right">Quantité</TableCell>
              <TableCell>Attribué le</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((item) => (
              <TableRow key={item.id}>
                <TableCell>{item.agent.fullname}</TableCell>
                <TableCell>{item.label}</TableCell>
                <TableCell>{item.reference ?? '—'}</TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell>{dateOf(item.assignedAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}

/** The expiration sub-screen of the stock: the agents' equipment in simplified mode, else the stock to return. */
export function StockExpirations() {
  const simplified = useSession().company?.agency.stockSimplified === true;
  return simplified ? <AgentEquipment /> : <StockToReturn />;
}
