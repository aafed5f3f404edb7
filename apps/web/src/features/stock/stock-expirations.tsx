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

import { texts } from './texts.ts';

const dueFilters = {
  dueOrOverdue: texts.aRestituerEtEn,
  overdue: texts.enRetard,
  due: texts.aRestituerBientot,
} as const;
const holders = { all: texts.collaborateursEtSites, agents: texts.collaborateurs, sites: texts.sites } as const;

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
              label={texts.echeance}
              value={due}
              options={dueFilters}
              onChange={(v) => {
                setFilters((current) => ({ ...current, due: v }));
              }}
              sx={{ minWidth: 240 }}
            />
            <SelectFilter
              label={texts.attribueA}
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
        loadingLabel={texts.chargementDuMaterielA}
        errorText={texts.impossibleDeChargerLeMaterielA}
        empty={rows.length === 0}
        emptyIcon={<HandymanIcon fontSize="inherit" />}
        emptyTitle={texts.aucunMaterielARestituer}
        paging={paging(query.data?.total ?? 0)}
        cards={<AssignmentCards rows={rows} onReturn={onReturn} />}
        table={<AssignmentsTable rows={rows} onReturn={onReturn} label={texts.materielARestituer} />}
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
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder={texts.equipementOuReference}
            sx={{ flexGrow: 1 }}
          />
        </FilterBar>
      }
      query={query}
      loadingLabel={texts.chargementDesEquipements}
      errorText={texts.impossibleDeChargerLesEquipements}
      empty={rows.length === 0}
      emptyIcon={<HandymanIcon fontSize="inherit" />}
      emptyTitle={texts.aucunEquipementAttribue}
      paging={paging(query.data?.total ?? 0)}
      cards={
        <Stack spacing={1} sx={{ p: 1.5 }}>
          {rows.map((item) => (
            <div key={item.id}>
              <Typography sx={{ fontWeight: 600 }}>{`${item.label} × ${item.quantity}`}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {`${item.agent.fullname} · ${item.reference ?? texts.sansReference} · ${dateOf(item.assignedAt)}`}
              </Typography>
            </div>
          ))}
        </Stack>
      }
      table={
        <Table aria-label={texts.equipementsDesCollaborateurs}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.collaborateur}</TableCell>
              <TableCell>{texts.equipement}</TableCell>
              <TableCell>{texts.reference}</TableCell>
              <TableCell align="right">{texts.quantite}</TableCell>
              <TableCell>{texts.attribueLe}</TableCell>
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
