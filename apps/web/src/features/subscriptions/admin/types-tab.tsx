import CategoryIcon from '@mui/icons-material/Category';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type ArticleType,
  type ArticleTypeSave,
  zArticleType,
  zArticleTypePage,
} from '@securite/domain/shop/catalogue-schemas';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../../ui/form/use-changed-since-open.ts';
import { usePaging } from '../../../ui/list-state.ts';
import { ListView } from '../../../ui/list-view.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { texts } from '../texts.ts';
import { AdminTable } from './admin-table.tsx';
import { saveRequest, useAdminList, useAdminWrite } from './api/admin-api.ts';

function TypeDialog({ type, onClose }: { type: ArticleType | null; onClose: () => void }) {
  const titleId = useId();
  const [label, setLabel] = useState(type?.label ?? '');
  const [error, setError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ label });
  const save = useAdminWrite(zArticleType, saveRequest<ArticleTypeSave>('/admin/subscription-article-type'));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({ id: type?.id ?? null, label });
      notify.success(type ? texts.leTypeAEte : texts.leTypeAEteCree);
      onClose();
    } catch (e) {
      setError(e instanceof ApiError ? (e.errors?.label ?? e.message) : texts.uneErreurEstSurvenue);
    }
  };
  return (
    <FormDialog dirty={dirty} open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{type ? texts.modifierLeType : texts.nouveauTypeDArticle}</DialogTitle>
        <DialogContent>
          <TextField
            label={texts.libelle}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            error={error !== null}
            helperText={error}
            fullWidth
            required
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            {texts.enregistrer}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}

/** « Types d'articles »: how the articles are grouped. */
export function TypesTab() {
  const { page, paging, rowsPerPage } = usePaging();
  const query = useAdminList(
    '/admin/fetch/subscription-article-types',
    { page: page + 1, limit: rowsPerPage },
    zArticleTypePage,
  );
  const [editing, setEditing] = useState<ArticleType | 'new' | null>(null);
  const types = query.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {texts.nouveauType}
        </Button>
      </Stack>
      <ListView
        query={query}
        loadingLabel={texts.chargementDesTypes}
        errorText={texts.impossibleDeChargerLesTypes}
        empty={types.length === 0}
        emptyIcon={<CategoryIcon fontSize="inherit" />}
        emptyTitle={texts.aucunTypeDArticle}
        paging={paging(query.data?.total ?? 0)}
      >
        <AdminTable
          label={texts.typesDArticles}
          rows={types}
          columns={[
            { label: texts.type, cell: (t) => t.label },
            { label: texts.articles, align: 'right', cell: (t) => t.articles },
            {
              label: texts.actions,
              cell: (t) => (
                <Button size="small" onClick={() => setEditing(t)}>
                  {texts.modifier}
                </Button>
              ),
            },
          ]}
        />
      </ListView>
      {editing && <TypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
