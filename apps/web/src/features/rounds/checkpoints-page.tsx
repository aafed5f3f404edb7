import QrCode2Icon from '@mui/icons-material/QrCode2';
import { isGranted } from '@securite/domain/auth/access';
import type { Checkpoint } from '@securite/domain/rounds/checkpoint-schemas';
import { useMemo } from 'react';
import { useSession } from '../../api/session.ts';
import { usePaging } from '../../ui/list-state.ts';
import { ListView, lastPageOf } from '../../ui/list-view.tsx';
import { Page } from '../../ui/page.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useCheckpoints } from './api/find-checkpoints.ts';
import { CheckpointCards, type CheckpointGroup, CheckpointsTable } from './checkpoints-list.tsx';
import { qrCodesDialog } from './qr-codes-dialog-handle.ts';
import { type SiteSearch, useSiteSearch } from './rounds-filters.tsx';
import { texts } from './texts.ts';
import { useCheckpointDeletion } from './use-delete-actions.ts';

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The checkpoints the filters keep: one site, and the words searched for in the title, the badge or the site. */
export function filterCheckpoints(checkpoints: readonly Checkpoint[], filters: SiteSearch): Checkpoint[] {
  const words = normalize(filters.search).split(/\s+/).filter(Boolean);
  return checkpoints.filter((c) => {
    if (filters.siteId && c.site.id !== filters.siteId) return false;
    const text = normalize(`${c.title} ${c.badge ?? ''} ${c.site.name}`);
    return words.every((word) => text.includes(word));
  });
}

/** Consecutive checkpoints of one site under one heading (the server lists them by site then title). */
function groupsOf(shown: readonly Checkpoint[], all: readonly Checkpoint[]): CheckpointGroup[] {
  const groups: CheckpointGroup[] = [];
  for (const checkpoint of shown) {
    const last = groups.at(-1);
    if (last?.site.id === checkpoint.site.id) last.checkpoints.push(checkpoint);
    else
      groups.push({
        site: checkpoint.site,
        checkpoints: [checkpoint],
        all: all.filter((c) => c.site.id === checkpoint.site.id),
      });
  }
  return groups;
}

/**
 * Points de contrôle: the agency's checkpoints by site, filtered by site and searched; the QR codes of a site to
 * print; created and edited on their own page (checkpoints.create, checkpoints.edit).
 */
export function CheckpointsPage({
  checkpointHref,
  newHref,
}: {
  checkpointHref: (id: string) => string;
  /** The creation page, the site chosen in the filter already picked. */
  newHref: (siteId: string | null) => string;
}) {
  const { agencyId, actor } = useSession();
  const canCreate = isGranted(actor, ['checkpoints.create']);
  const canEdit = isGranted(actor, ['checkpoints.edit']);
  const query = useCheckpoints(agencyId);
  const deletion = useCheckpointDeletion(agencyId!);
  const { page, rowsPerPage, paging, resetPage } = usePaging();
  const { filters, bar, createButton } = useSiteSearch(agencyId, resetPage, newHref);
  const search = useDebouncedValue(filters.search, 200);

  const all = query.data ?? [];
  const rows = useMemo(
    () => filterCheckpoints(query.data ?? [], { ...filters, search }),
    [query.data, filters, search],
  );
  const current = Math.min(page, lastPageOf(rows.length, rowsPerPage));
  const groups = groupsOf(rows.slice(current * rowsPerPage, (current + 1) * rowsPerPage), all);
  const filtered = filters.search.trim() !== '' || filters.siteId !== null;

  const print = (group: CheckpointGroup) =>
    void qrCodesDialog.open({ siteName: group.site.name, checkpoints: group.all });
  const list = {
    groups,
    checkpointHref,
    onPrint: print,
    onDelete: canEdit ? (checkpoint: Checkpoint) => void deletion.remove(checkpoint) : undefined,
  };

  return (
    <Page
      title={texts.pointsDeControle}
      subtitle={texts.lesPointsQueLes}
      actions={canCreate && createButton(texts.nouveauPointDeControle, 'contained')}
    >
      <ListView
        filters={bar(texts.nomBadgeSite)}
        query={query}
        loadingLabel={texts.chargementDesPointsDe}
        errorText={texts.impossibleDeChargerLes}
        empty={rows.length === 0}
        emptyIcon={<QrCode2Icon fontSize="inherit" />}
        emptyTitle={filtered && all.length > 0 ? texts.aucunPointDeControle : texts.aucunPointDeControlePour}
        emptyContent={
          <>
            {!(filtered && all.length > 0) && <span>{texts.placezDesPointsDe}</span>}
            {canCreate &&
              (filters.siteId !== null || all.length === 0) &&
              createButton(texts.creerUnPointDe, 'outlined')}
          </>
        }
        cards={<CheckpointCards {...list} />}
        table={<CheckpointsTable {...list} />}
        paging={paging(rows.length)}
      />
    </Page>
  );
}
