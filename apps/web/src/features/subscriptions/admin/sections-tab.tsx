import ViewModuleIcon from '@mui/icons-material/ViewModule';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type Section, zSection, zSectionPage } from '@securite/domain/shop/catalogue-schemas';
import { useState } from 'react';
import { confirm } from '../../../ui/dialogs/confirm-dialog.tsx';
import { usePaging } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { texts } from '../texts.ts';
import { AdminTable } from './admin-table.tsx';
import { useAdminList, useAdminWrite } from './api/admin-api.ts';
import { SectionDialog } from './section-dialog.tsx';

/** « Rubriques » of the shop: active, highlighted, in order, with their articles; duplicate, delete. */
export function SectionsTab() {
  const { page, paging, rowsPerPage } = usePaging();
  const query = useAdminList(
    '/admin/fetch/subscription-sections',
    { page: page + 1, limit: rowsPerPage, orderBy: { field: 'position', direction: 'asc' } },
    zSectionPage,
  );
  const duplicate = useAdminWrite(zSection, (id: string) => ({
    path: `/admin/subscription-section/${id}/duplicate`,
    method: 'POST',
  }));
  const remove = useAdminWrite(null, (id: string) => ({ path: `/admin/subscription-section/${id}`, method: 'DELETE' }));
  const [editing, setEditing] = useState<Section | 'new' | null>(null);
  const sections = query.data?.data ?? [];
  const onDuplicate = (s: Section) =>
    duplicate.mutateAsync(s.id).then(
      () => notify.success(texts.laRubriqueAEteDupliquee),
      () => undefined,
    );
  const onDelete = async (s: Section) => {
    const ok = await confirm({
      title: texts.supprimerLaRubriqueTitle(s.title),
      message: texts.sesArticlesRestentDans,
      confirmLabel: texts.supprimer,
      destructive: true,
    });
    if (ok)
      await remove.mutateAsync(s.id).then(
        () => notify.success(texts.laRubriqueAEteSupprimee),
        () => undefined,
      );
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {texts.nouvelleRubrique}
        </Button>
      </Stack>
      <ListView
        query={query}
        loadingLabel={texts.chargementDesRubriques}
        errorText={texts.impossibleDeChargerLesRubriques}
        empty={sections.length === 0}
        emptyIcon={<ViewModuleIcon fontSize="inherit" />}
        emptyTitle={texts.aucuneRubrique}
        paging={paging(query.data?.total ?? 0)}
      >
        <AdminTable
          label={texts.rubriquesDeLaBoutique}
          rows={sections}
          columns={[
            { label: texts.position, align: 'right', cell: (s) => s.position },
            { label: texts.rubrique, cell: (s) => s.title },
            {
              label: texts.articles,
              cell: (s) =>
                s.sectionArticles.map((l) => `${l.article.label}${l.featured ? ' ★' : ''}`).join(', ') || '—',
            },
            {
              label: texts.etat,
              cell: (s) => (
                <Stack direction="row" spacing={0.5}>
                  <Chip
                    size="small"
                    color={s.active ? 'success' : 'default'}
                    label={s.active ? texts.active : texts.inactive}
                  />
                  {s.highlight && <Chip size="small" color="primary" label={texts.miseEnAvant} />}
                </Stack>
              ),
            },
            {
              label: texts.actions,
              cell: (s) => (
                <Stack direction="row" spacing={0.5}>
                  <Button size="small" onClick={() => setEditing(s)}>
                    {texts.modifier}
                  </Button>
                  <Button size="small" onClick={() => onDuplicate(s)}>
                    {texts.dupliquer}
                  </Button>
                  <Button size="small" color="error" onClick={() => onDelete(s)}>
                    {texts.supprimer}
                  </Button>
                </Stack>
              ),
            },
          ]}
        />
      </ListView>
      {editing && <SectionDialog section={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
