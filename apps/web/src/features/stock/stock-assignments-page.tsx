import AddIcon from '@mui/icons-material/Add';
import AssignmentIndIcon from '@mui/icons-material/AssignmentIndOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { isGranted } from '@securite/domain/auth/access';
import type { StockAssignment } from '@securite/domain/stock/stock-schemas';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { FilterBar, SearchField, SelectFilter } from '../../ui/filter-bar.tsx';
import { useListState } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useStockAssignments } from './api/find-stock-assignments.ts';
import { useAllStockReferences } from './api/find-stock-references.ts';
import { AssignmentDialog } from './assignment-dialog.tsx';
import { AssignmentCards, AssignmentsTable } from './assignments-table.tsx';
import { ReturnDialog } from './return-dialog.tsx';
import { referenceLabel } from './stock-labels.ts';

import { texts } from './texts.ts';

const holders = { all: texts.collaborateursEtSites, agents: texts.collaborateurs, sites: texts.sites } as const;
const statuses = { assigned: texts.attribues, returned: texts.restitues, all: texts.tous } as const;

/** stocksAssignments: the equipment handed to agents and sites, its restitution, new assignments and returns. */
export function StockAssignmentsPage({ title = texts.equipementsAttribues }: { title?: string }) {
  const { agencyId, actor } = useSession();
  const id = agencyId ?? '';
  const canAssign = isGranted(actor, ['stockAssignments.create']);
  const canReturn = isGranted(actor, ['stockAssignments.edit']);
  const { filters, setFilters, page, rowsPerPage, paging } = useListState<{
    search: string;
    referenceId: string | null;
    holder: keyof typeof holders;
    status: keyof typeof statuses;
  }>({ search: '', referenceId: null, holder: 'all', status: 'assigned' }, { userSizes: true });
  const { search, referenceId, holder, status } = filters;
  const [opened, setOpened] = useState<{ kind: 'assign' } | { kind: 'return'; row: StockAssignment } | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const references = useAllStockReferences(id);
  const query = useStockAssignments(id, {
    filters: {
      search: debounced || undefined,
      stockReferenceId: referenceId ?? undefined,
      holder: holder === 'all' ? undefined : holder,
      status,
    },
    page: page + 1,
    limit: rowsPerPage,
  });
  const rows = query.data?.data ?? [];
  const onReturn = canReturn ? (row: StockAssignment) => setOpened({ kind: 'return', row }) : undefined;

  return (
    <Page
      title={title}
      subtitle={texts.leMaterielDuStockConfie}
      actions={
        canAssign && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpened({ kind: 'assign' })}>
            {texts.nouvelleAttribution}
          </Button>
        )
      }
    >
      <ListView
        filters={
          <FilterBar wrap>
            <SearchField
              value={search}
              onChange={(v) => {
                setFilters((current) => ({ ...current, search: v }));
              }}
              placeholder={texts.referenceOuSite}
              sx={{ flexGrow: 1 }}
            />
            <Autocomplete
              size="small"
              options={references.data ?? []}
              value={(references.data ?? []).find((r) => r.id === referenceId) ?? null}
              onChange={(_, next) => {
                setFilters({ ...filters, referenceId: next?.id ?? null });
              }}
              getOptionLabel={referenceLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={texts.aucuneReference}
              sx={{ minWidth: 240 }}
              renderInput={(params) => <TextField {...params} label={texts.reference} />}
            />
            <SelectFilter
              label={texts.attribueA}
              value={holder}
              options={holders}
              onChange={(v) => {
                setFilters((current) => ({ ...current, holder: v }));
              }}
              sx={{ minWidth: 200 }}
            />
            <SelectFilter
              label={texts.statut}
              value={status}
              options={statuses}
              onChange={(v) => {
                setFilters((current) => ({ ...current, status: v }));
              }}
              sx={{ minWidth: 140 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesAttributions}
        errorText={texts.impossibleDeChargerLesAttributions}
        empty={rows.length === 0}
        emptyIcon={<AssignmentIndIcon fontSize="inherit" />}
        emptyTitle={texts.aucunMaterielAttribuePour}
        emptyContent={canAssign ? texts.attribuezDuMaterielDu : undefined}
        paging={paging(query.data?.total ?? 0)}
        cards={<AssignmentCards rows={rows} onReturn={onReturn} />}
        table={<AssignmentsTable rows={rows} onReturn={onReturn} />}
      />
      {opened?.kind === 'assign' && <AssignmentDialog agencyId={id} onClose={() => setOpened(null)} />}
      {opened?.kind === 'return' && (
        <ReturnDialog agencyId={id} assignment={opened.row} onClose={() => setOpened(null)} />
      )}
    </Page>
  );
}
