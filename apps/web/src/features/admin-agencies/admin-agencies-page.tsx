import ApartmentIcon from '@mui/icons-material/Apartment';
import { ADMIN_TABLE_PAGE_SIZE } from '@securite/domain/admin/agency-schemas';
import { useState } from 'react';
import { useSession } from '../../api/session.ts';
import { FilterBar, SearchField, SelectFilter } from '../../ui/filter-bar.tsx';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
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
      <ListView
        filters={
          <FilterBar rowFrom="sm">
            <SearchField
              placeholder="Nom, ville, e-mail ou gérant"
              value={search}
              onChange={(next) => {
                setSearch(next);
                setPage(0);
              }}
              sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
            />
            <SelectFilter
              label="Statut"
              value={lock}
              onChange={(next) => {
                setLock(next);
                setPage(0);
              }}
              options={{ all: 'Toutes les agences', active: 'Actives', locked: 'Verrouillées' }}
              sx={{ minWidth: 180 }}
            />
          </FilterBar>
        }
        query={query}
        loadingLabel="Chargement des agences"
        errorText="Impossible de charger les agences."
        empty={rows.length === 0}
        emptyIcon={<ApartmentIcon fontSize="inherit" />}
        emptyTitle={filtered ? 'Aucune agence ne correspond à ces critères.' : 'Aucune agence pour le moment.'}
        cards={<AgencyCards agencies={rows} canLock={canLock} dashboardHref={dashboardHref} />}
        table={
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
        }
        paging={{ count: total, page, onPageChange: setPage, rowsPerPage: ADMIN_TABLE_PAGE_SIZE }}
      />
    </Page>
  );
}
