import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import { useSession } from '../../api/session.ts';
import { usePaging } from '../../ui/list-state.ts';
import { ListView } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useStockAssignments } from './api/find-stock-assignments.ts';
import { AssignmentCards, AssignmentsTable } from './assignments-table.tsx';

import { texts } from './texts.ts';

/** customerStocks: the equipment of the agency on the customer's sites (their company's scope only). */
export function CustomerStocksPage({ title = texts.stocks }: { title?: string }) {
  const { agencyId, company } = useSession();
  const { page, rowsPerPage, paging } = usePaging();
  const query = useStockAssignments(
    agencyId ?? '',
    { filters: { status: 'assigned' }, page: page + 1, limit: rowsPerPage },
    company?.customer?.id ?? null,
  );
  const rows = query.data?.data ?? [];
  return (
    <Page title={title} subtitle={texts.leMaterielDeLAgence}>
      <ListView
        query={query}
        loadingLabel={texts.chargementDuMateriel}
        errorText={texts.impossibleDeChargerLeMateriel}
        empty={rows.length === 0}
        emptyIcon={<Inventory2Icon fontSize="inherit" />}
        emptyTitle={texts.aucunMaterielSurVos}
        paging={paging(query.data?.total ?? 0)}
        cards={<AssignmentCards rows={rows} />}
        table={<AssignmentsTable rows={rows} label={texts.materielSurVosSites} />}
      />
    </Page>
  );
}
