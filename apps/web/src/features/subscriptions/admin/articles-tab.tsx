import Inventory2Icon from '@mui/icons-material/Inventory2';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { frenchEuros } from '@securite/domain/money/amounts';
import { type Article, zArticlePage } from '@securite/domain/shop/catalogue-schemas';
import { useState } from 'react';
import { usePaging } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { texts } from '../texts.ts';
import { AdminTable } from './admin-table.tsx';
import { useAdminList } from './api/admin-api.ts';
import { ArticleDialog } from './article-dialog.tsx';

/** « Articles »: what the shop sells, with their price, the records they add and their delivery. */
export function ArticlesTab() {
  const { page, paging, rowsPerPage } = usePaging();
  const query = useAdminList(
    '/admin/fetch/subscription-articles',
    { page: page + 1, limit: rowsPerPage },
    zArticlePage,
  );
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const articles = query.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {texts.nouvelArticle}
        </Button>
      </Stack>
      <ListView
        query={query}
        loadingLabel={texts.chargementDesArticles}
        errorText={texts.impossibleDeChargerLes}
        empty={articles.length === 0}
        emptyIcon={<Inventory2Icon fontSize="inherit" />}
        emptyTitle={texts.aucunArticle}
        paging={paging(query.data?.total ?? 0)}
      >
        <AdminTable
          label={texts.articles}
          rows={articles}
          columns={[
            { label: texts.article, cell: (a) => a.label },
            { label: texts.type, cell: (a) => a.type?.label ?? '—' },
            { label: texts.prixHt, align: 'right', cell: (a) => frenchEuros(a.unitPriceCents) },
            { label: texts.fiches, align: 'right', cell: (a) => a.agentsCount || '—' },
            {
              label: texts.livraison,
              cell: (a) => (a.needsShipping ? frenchEuros(a.deliveryFeesCents) : texts.aucune),
            },
            {
              label: texts.etat,
              cell: (a) => (
                <Chip
                  size="small"
                  color={a.active ? 'success' : 'default'}
                  label={a.active ? texts.propose : texts.retire}
                />
              ),
            },
            {
              label: texts.actions,
              cell: (a) => (
                <Button size="small" onClick={() => setEditing(a)}>
                  {texts.modifier}
                </Button>
              ),
            },
          ]}
        />
      </ListView>
      {editing && <ArticleDialog article={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
