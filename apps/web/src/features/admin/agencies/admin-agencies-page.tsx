import AddIcon from '@mui/icons-material/Add';
import ApartmentIcon from '@mui/icons-material/Apartment';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ADMIN_TABLE_PAGE_SIZE } from '@securite/domain/admin/agency-schemas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../api/session.ts';
import { FilterBar, SearchField, SelectFilter } from '../../../ui/filter-bar.tsx';
import { useListState } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { Page } from '../../../ui/page.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { texts } from '../texts.ts';
import { AgenciesTable, type AgencyOrder } from './agencies-table.tsx';
import { AgencyCards } from './agency-cards.tsx';
import { exportAgencies } from './api/export-agencies.ts';
import { useAdminAgencies } from './api/find-admin-agencies.ts';

type LockFilter = 'all' | 'active' | 'locked';
const lockFilters: Record<LockFilter, boolean | null> = { all: null, active: false, locked: true };
/** Spec 001 section 6: -1 every agency (staff's default), 0 real ones, 1 demo ones. */
type FakeChoice = '-1' | '0' | '1';
const fakeChoices: Record<FakeChoice, string> = { '-1': texts.reellesEtDemo, '0': texts.reelles, '1': texts.demo };

/** Agences: every agency of the platform, for admins and support; admins lock and unlock them. */
export function AdminAgenciesPage({
  dashboardHref,
  newHref,
  sheetHref,
}: {
  dashboardHref: string;
  newHref: string;
  sheetHref: (id: string) => string;
}) {
  const { platformRole } = useSession();
  const canLock = platformRole === 'admin' || platformRole === 'superAdmin';
  const { filters, setFilters, page, paging, resetPage } = useListState<{
    search: string;
    lock: LockFilter;
    fake: FakeChoice;
  }>({ search: '', lock: 'all', fake: '-1' }, { rowsPerPage: ADMIN_TABLE_PAGE_SIZE });
  const { search, lock, fake } = filters;
  const [exporting, setExporting] = useState(false);
  const [order, setOrder] = useState<AgencyOrder>({ field: 'createdAt', direction: 'desc' });
  const debouncedSearch = useDebouncedValue(search.trim());
  const query = useAdminAgencies({
    filters: {
      search: debouncedSearch || undefined,
      locked: lockFilters[lock],
      ...(fake === '-1' ? {} : { fake: Number(fake) as 0 | 1 }),
    },
    page: page + 1,
    limit: ADMIN_TABLE_PAGE_SIZE,
    orderBy: order,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = debouncedSearch !== '' || lock !== 'all' || fake !== '-1';
  const download = async () => {
    setExporting(true);
    try {
      await exportAgencies({
        filters: {
          search: debouncedSearch || undefined,
          locked: lockFilters[lock],
          ...(fake === '-1' ? {} : { fake: Number(fake) as 0 | 1 }),
        },
        orderBy: order,
      });
    } catch {
      // The download helper already said why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Page
      title={texts.agences}
      subtitle={texts.toutesLesAgencesDe}
      actions={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={download} loading={exporting}>
            {texts.exporter}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newHref}>
            {texts.nouvelleAgence}
          </Button>
        </Stack>
      }
    >
      <ListView
        filters={
          <FilterBar rowFrom="sm">
            <SearchField
              placeholder={texts.nomVilleEMail}
              value={search}
              onChange={(next) => {
                setFilters((current) => ({ ...current, search: next }));
              }}
              sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            />
            <SelectFilter
              label={texts.statut}
              value={lock}
              onChange={(next) => {
                setFilters((current) => ({ ...current, lock: next }));
              }}
              options={{ all: texts.toutesLesAgences, active: texts.actives, locked: texts.verrouillees }}
              sx={{ minWidth: 180 }}
            />
            <SelectFilter
              label={texts.donnees}
              value={fake}
              onChange={(next) => {
                setFilters((current) => ({ ...current, fake: next }));
              }}
              options={fakeChoices}
              sx={{ minWidth: 170 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel={texts.chargementDesAgences}
        errorText={texts.impossibleDeChargerLes}
        empty={rows.length === 0}
        emptyIcon={<ApartmentIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.aucuneAgenceNeCorrespond : texts.aucuneAgencePourLe}
        cards={<AgencyCards agencies={rows} canLock={canLock} dashboardHref={dashboardHref} sheetHref={sheetHref} />}
        table={
          <AgenciesTable
            agencies={rows}
            order={order}
            onOrder={(next) => {
              setOrder(next);
              resetPage();
            }}
            canLock={canLock}
            dashboardHref={dashboardHref}
            sheetHref={sheetHref}
          />
        }
        paging={paging(total)}
      />
    </Page>
  );
}
