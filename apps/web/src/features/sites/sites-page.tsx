import AddIcon from '@mui/icons-material/Add';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Button from '@mui/material/Button';
import { agentReadRights } from '@securite/domain/agents/agent-read-rights';
import { isAgencyStaff, isGranted } from '@securite/domain/auth/access';
import type { SiteListItem } from '@securite/domain/sites/site-schemas';
import { useMemo, useState } from 'react';
import { useSession } from '../../api/session.ts';
import { LIST_PAGE_SIZE, useListState } from '../../ui/list-state.ts';
import { ListView, lastPageOf } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useAllSites } from './api/find-sites.ts';
import { filterSites, noSiteFilters, type SiteListFilters, siteFilterOptions } from './filter-sites.ts';
import { siteDialog } from './site-dialog.tsx';
import { SitesFilters } from './sites-filters.tsx';
import { SiteCards, type SiteSort, SitesTable } from './sites-table.tsx';

import { texts } from './texts.ts';

/** Spec 000 section 9: tables show 25 rows by default. */
export const SITES_TABLE_PAGE_SIZE = LIST_PAGE_SIZE;

function sortSites(sites: SiteListItem[], sort: SiteSort): SiteListItem[] {
  const key = (site: SiteListItem) => (sort.field === 'name' ? site.name : (site.address.city ?? ''));
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...sites].sort((a, b) => sign * key(a).localeCompare(key(b), 'fr') || a.name.localeCompare(b.name, 'fr'));
}

/**
 * Sites: the full list of the sites the user may see (staff: the agency's; customers: their company's;
 * agents: those they are posted on), filtered in the page; create and edit with the sites rights.
 */
export function SitesPage({ siteHref }: { siteHref: (id: string) => string }) {
  const session = useSession();
  const staff = isAgencyStaff(session.actor);
  const canCreate = staff && isGranted(session.actor, ['sites.create']);
  const canEdit = staff && isGranted(session.actor, ['sites.edit']);
  // A customer's sites are all its own: no « Client » column in its portal.
  const withCustomer = session.company?.role !== 'customer';
  const [archived, setArchived] = useState(false);
  const [sort, setSort] = useState<SiteSort>({ field: 'name', direction: 'asc' });
  const { filters, setFilters, page, rowsPerPage, paging, resetPage } = useListState<SiteListFilters>(noSiteFilters, {
    rowsPerPage: SITES_TABLE_PAGE_SIZE,
    userSizes: true,
  });
  const query = useAllSites(session.agencyId, { archived });
  const search = useDebouncedValue(filters.search, 200);

  const all = query.data ?? [];
  const options = useMemo(() => siteFilterOptions(query.data ?? []), [query.data]);
  const rows = useMemo(
    () => sortSites(filterSites(query.data ?? [], { ...filters, search }), sort),
    [query.data, filters, search, sort],
  );
  const current = Math.min(page, lastPageOf(rows.length, rowsPerPage));
  const shown = rows.slice(current * rowsPerPage, (current + 1) * rowsPerPage);
  const filtered = filters.search.trim() !== '' || filters.customerId !== null || filters.specialties.length > 0;

  const openDialog = (siteId: string | null) =>
    siteDialog.open({
      agencyId: session.agencyId!,
      siteId,
      canReadAgents: isGranted(session.actor, agentReadRights),
      canDelete: canEdit,
      specialtyOptions: options.specialties,
    });
  const change = (next: SiteListFilters) => setFilters(next);

  return (
    <Page
      title={texts.sites}
      subtitle={staff ? texts.lesSitesGardesPar : texts.lesSitesQuiVous}
      actions={
        canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
            {texts.nouveauSite}
          </Button>
        )
      }
    >
      <ListView
        filters={
          <SitesFilters
            values={filters}
            onChange={change}
            customers={options.customers}
            specialties={options.specialties}
            showCustomer={staff}
            archived={staff ? archived : null}
            onArchivedChange={(next) => {
              setArchived(next);
              resetPage();
            }}
          />
        }
        query={query}
        loadingLabel={texts.chargementDesSites}
        errorText={texts.impossibleDeChargerLes}
        empty={rows.length === 0}
        emptyIcon={<StorefrontIcon fontSize="inherit" />}
        emptyTitle={
          filtered && all.length > 0
            ? texts.aucunSiteNeCorrespond
            : archived
              ? texts.aucunSiteArchive
              : texts.aucunSitePourLe
        }
        emptyContent={
          canCreate &&
          !filtered &&
          !archived && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => openDialog(null)}>
              {texts.creerLePremierSite}
            </Button>
          )
        }
        cards={
          <SiteCards
            sites={shown}
            siteHref={siteHref}
            onEdit={canEdit ? (s) => openDialog(s.id) : undefined}
            withCustomer={withCustomer}
          />
        }
        table={
          <SitesTable
            sites={shown}
            siteHref={siteHref}
            onEdit={canEdit ? (s) => openDialog(s.id) : undefined}
            withCustomer={withCustomer}
            sort={sort}
            onSort={(field) =>
              setSort((s) => ({ field, direction: s.field === field && s.direction === 'asc' ? 'desc' : 'asc' }))
            }
          />
        }
        paging={paging(rows.length)}
      />
    </Page>
  );
}
