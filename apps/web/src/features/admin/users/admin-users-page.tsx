import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ADMIN_TABLE_PAGE_SIZE } from '@securite/domain/admin/agency-schemas';
import { useListState } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { Page } from '../../../ui/page.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { texts } from '../texts.ts';
import { useAdminUsers } from './api/find-admin-users.ts';
import { UserFilters, type UserFilterValues } from './user-filters.tsx';
import { UserCards, UsersTable } from './users-list.tsx';

/** Utilisateurs: every account of the platform, with their agencies; platform staff may act as one of them. */
export function AdminUsersPage() {
  const { filters, setFilters, page, paging } = useListState<UserFilterValues>(
    { search: '', role: '', agency: null },
    { rowsPerPage: ADMIN_TABLE_PAGE_SIZE },
  );
  const search = useDebouncedValue(filters.search.trim());
  const query = useAdminUsers({
    filters: { search: search || undefined, role: filters.role || null, agencyId: filters.agency?.id ?? null },
    page: page + 1,
    limit: ADMIN_TABLE_PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = search !== '' || filters.role !== '' || filters.agency !== null;

  return (
    <Page title={texts.utilisateurs} subtitle={texts.tousLesComptesDeLa}>
      <ListView
        filters={<UserFilters values={filters} onChange={setFilters} />}
        query={query}
        loadingLabel={texts.chargementDesUtilisateurs}
        errorText={texts.impossibleDeChargerLesUtilisateurs}
        empty={rows.length === 0}
        emptyIcon={<ManageAccountsIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.aucunUtilisateurNeCorrespond : texts.aucunUtilisateurPourLe}
        cards={<UserCards users={rows} />}
        table={<UsersTable users={rows} />}
        paging={paging(total)}
      />
    </Page>
  );
}
