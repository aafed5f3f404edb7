import ApartmentIcon from '@mui/icons-material/Apartment';
import SearchIcon from '@mui/icons-material/Search';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ADMIN_TABLE_PAGE_SIZE } from '@securite/domain/admin/agency-schemas';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { EmptyState, Page } from '../../ui/page.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { AgenciesTable, type AgencyOrder } from './agencies-table.tsx';
import { AgencyCards } from './agency-cards.tsx';
import { useAdminAgencies } from './api/find-admin-agencies.ts';

type LockFilter = 'all' | 'active' | 'locked';
const lockFilters: Record<LockFilter, boolean | null> = { all: null, active: false, locked: true };

/** Agences: every agency of the platform, for admins and support; admins lock and unlock them. */
export function AdminAgenciesPage({ dashboardHref }: { dashboardHref: string }) {
  const { platformRole } = useSession();
  const canLock = platformRole === 'admin' || platformRole === 'superAdmin';
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [lock, setLock] = useState<LockFilter>('all');
  const [page, setPage] = useState(0);
  const [order, setOrder] = useState<AgencyOrder>({ field: 'createdAt', direction: 'desc' });
  const debouncedSearch = useDebouncedValue(search.trim());
  const query = useAdminAgencies({
    filters: { search: debouncedSearch || undefined, locked: lockFilters[lock] },
    page: page + 1,
    limit: ADMIN_TABLE_PAGE_SIZE,
    orderBy: order,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = debouncedSearch !== '' || lock !== 'all';

  return (
    <Page title="Agences" subtitle="Toutes les agences de la plateforme, leur abonnement et leur gérant.">
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField
            label="Rechercher"
            placeholder="Nom, ville, e-mail ou gérant"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            size="small"
            sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label="Statut"
            value={lock}
            onChange={(event) => {
              setLock(event.target.value as LockFilter);
              setPage(0);
            }}
            size="small"
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">Toutes les agences</MenuItem>
            <MenuItem value="active">Actives</MenuItem>
            <MenuItem value="locked">Verrouillées</MenuItem>
          </TextField>
        </Stack>
        <QueryView
          query={query}
          loadingLabel="Chargement des agences"
          errorText="Impossible de charger les agences."
          empty={rows.length === 0}
          emptyState={
            <EmptyState
              icon={<ApartmentIcon fontSize="inherit" />}
              title={filtered ? 'Aucune agence ne correspond à ces critères.' : 'Aucune agence pour le moment.'}
            />
          }
        >
          {phone ? (
            <AgencyCards agencies={rows} canLock={canLock} dashboardHref={dashboardHref} />
          ) : (
            <AgenciesTable
              agencies={rows}
              order={order}
              onOrder={(next) => {
                setOrder(next);
                setPage(0);
              }}
              canLock={canLock}
              dashboardHref={dashboardHref}
            />
          )}
          <TablePagination
            component="div"
            count={total}
            page={Math.min(page, Math.max(0, Math.ceil(total / ADMIN_TABLE_PAGE_SIZE) - 1))}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={ADMIN_TABLE_PAGE_SIZE}
            rowsPerPageOptions={[ADMIN_TABLE_PAGE_SIZE]}
          />
        </QueryView>
      </Card>
    </Page>
  );
}
