import LoopIcon from '@mui/icons-material/Loop';
import { isGranted } from '@securite/domain/auth/access';
import type { Round } from '@securite/domain/rounds/round-schemas';
import { useEffect } from 'react';
import { useSession } from '../../api/session.ts';
import { usePaging } from '../../ui/list-state.ts';
import { ListView, lastPageOf } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { type RoundFetchInput, useRounds } from './api/find-rounds.ts';
import { useSiteSearch } from './rounds-filters.tsx';
import { RoundCards, RoundsTable } from './rounds-list.tsx';
import { texts } from './texts.ts';
import { useRoundDeletion } from './use-delete-actions.ts';

/**
 * Rondes: the agency's rounds by name, filtered by site and searched (by the server, a page at a time); created and
 * edited on their own page (rounds.create, rounds.edit).
 */
export function RoundsPage({
  roundHref,
  newHref,
}: {
  roundHref: (id: string) => string;
  /** The creation page, the site chosen in the filter already picked. */
  newHref: (siteId: string | null) => string;
}) {
  const { agencyId, actor } = useSession();
  const canCreate = isGranted(actor, ['rounds.create']);
  const canEdit = isGranted(actor, ['rounds.edit']);
  const { page, setPage, rowsPerPage, paging, resetPage } = usePaging();
  const { filters, bar, createButton } = useSiteSearch(agencyId, resetPage, newHref);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const input: RoundFetchInput = {
    filters: { search: search || undefined, siteIds: filters.siteId ? [filters.siteId] : undefined },
    page: page + 1,
    limit: rowsPerPage,
    orderBy: { field: 'name', direction: 'asc' },
  };
  const query = useRounds(agencyId!, input);
  const deletion = useRoundDeletion(agencyId!);
  const rounds = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const filtered = search !== '' || filters.siteId !== null;
  const lastPage = lastPageOf(total, rowsPerPage);
  // The last round of the last page deleted: show the page before.
  useEffect(() => {
    if (query.data && page > lastPage) setPage(lastPage);
  }, [query.data, page, lastPage, setPage]);

  const list = {
    rounds,
    roundHref,
    onDelete: canEdit ? (round: Round) => void deletion.remove(round) : undefined,
  };

  return (
    <Page
      title={texts.rondes}
      subtitle={texts.lesParcoursDePoints}
      actions={canCreate && createButton(texts.nouvelleRonde, 'contained')}
    >
      <ListView
        filters={bar(texts.nomDeLaRonde)}
        query={query}
        loadingLabel={texts.chargementDesRondes}
        errorText={texts.impossibleDeChargerLesRondes}
        empty={rounds.length === 0}
        emptyIcon={<LoopIcon fontSize="inherit" />}
        emptyTitle={filtered ? texts.aucuneRondeNeCorrespond : texts.aucuneRondePourLe}
        emptyContent={
          <>
            {!filtered && <span>{texts.regroupezLesPointsDe}</span>}
            {canCreate && !(filtered && filters.siteId === null) && createButton(texts.creerUneRonde, 'outlined')}
          </>
        }
        cards={<RoundCards {...list} />}
        table={<RoundsTable {...list} />}
        paging={paging(total)}
      />
    </Page>
  );
}
