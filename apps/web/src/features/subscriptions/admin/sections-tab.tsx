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
      () => notify.success('La rubrique a été dupliquée'),
      () => undefined,
    );
  const onDelete = async (s: Section) => {
    const ok = await confirm({
      title: `Supprimer la rubrique « ${s.title} » ?`,
      message: 'Ses articles restent dans le catalogue.',
      confirmLabel: 'Supprimer',
      destructive: true,
    });
    if (ok)
      await remove.mutateAsync(s.id).then(
        () => notify.success('La rubrique a été supprimée'),
        () => undefined,
      );
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Nouvelle rubrique
        </Button>
      </Stack>
      <ListView
        query={query}
        loadingLabel="Chargement des rubriques"
        errorText="Impossible de charger les rubriques."
        empty={sections.length === 0}
        emptyIcon={<ViewModuleIcon fontSize="inherit" />}
        emptyTitle="Aucune rubrique"
        paging={paging(query.data?.total ?? 0)}
      >
        <AdminTable
          label="Rubriques de la boutique"
          rows={sections}
          columns={[
            { label: 'Position', align: 'right', cell: (s) => s.position },
            { label: 'Rubrique', cell: (s) => s.title },
            {
              label: 'Articles',
              cell: (s) =>
                s.sectionArticles.map((l) => `${l.article.label}${l.featured ? ' ★' : ''}`).join(', ') || '—',
            },
            {
              label: 'État',
              cell: (s) => (
                <Stack direction="row" spacing={0.5}>
                  <Chip
                    size="small"
                    color={s.active ? 'success' : 'default'}
                    label={s.active ? 'Active' : 'Inactive'}
                  />
                  {s.highlight && <Chip size="small" color="primary" label="Mise en avant" />}
                </Stack>
              ),
            },
            {
              label: 'Actions',
              cell: (s) => (
                <Stack direction="row" spacing={0.5}>
                  <Button size="small" onClick={() => setEditing(s)}>
                    Modifier
                  </Button>
                  <Button size="small" onClick={() => onDuplicate(s)}>
                    Dupliquer
                  </Button>
                  <Button size="small" color="error" onClick={() => onDelete(s)}>
                    Supprimer
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
