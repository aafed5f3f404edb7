import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Article,
  type Section,
  type SectionSave,
  zArticlePage,
  zSection,
} from '@securite/domain/shop/catalogue-schemas';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../../ui/form/use-changed-since-open.ts';
import { notify } from '../../../ui/notices/notice-store.ts';
import { saveRequest, useAdminList, useAdminWrite } from './api/admin-api.ts';

interface Link {
  article: Article;
  featured: boolean;
}

/** Create or edit a section: title, description, active, highlight, position, its articles in order (featured). */
export function SectionDialog({ section, onClose }: { section: Section | null; onClose: () => void }) {
  const titleId = useId();
  const articles = useAdminList('/admin/fetch/subscription-articles', { limit: 100 }, zArticlePage);
  const save = useAdminWrite(zSection, saveRequest<SectionSave>('/admin/subscription-section'));
  const [title, setTitle] = useState(section?.title ?? '');
  const [description, setDescription] = useState(section?.description ?? '');
  const [active, setActive] = useState(section?.active ?? true);
  const [highlight, setHighlight] = useState(section?.highlight ?? false);
  const [position, setPosition] = useState(String(section?.position ?? 0));
  const [links, setLinks] = useState<Link[]>(
    section?.sectionArticles.map((l) => ({ article: l.article, featured: l.featured })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ title, description, active, highlight, position, links });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        id: section?.id ?? null,
        title,
        description: description || null,
        active,
        highlight,
        position: Number(position) || 0,
        sectionArticles: links.map((l, index) => ({ articleId: l.article.id, position: index, featured: l.featured })),
      });
      notify.success(section ? 'La rubrique a été modifiée' : 'La rubrique a été créée');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      else setFormError(error instanceof Error ? error.message : 'Une erreur est survenue');
    }
  };
  return (
    <FormDialog dirty={dirty} open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{section ? `Modifier « ${section.title} »` : 'Nouvelle rubrique'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <TextField
              label="Titre"
              required
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors.title}
              helperText={errors.title}
            />
            <TextField
              label="Description"
              multiline
              minRows={2}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <TextField
              label="Position"
              type="number"
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              error={!!errors.position}
              helperText={errors.position}
              sx={{ maxWidth: 160 }}
            />
            <FormControlLabel control={<Switch checked={active} onChange={(_, v) => setActive(v)} />} label="Active" />
            <FormControlLabel
              control={<Switch checked={highlight} onChange={(_, v) => setHighlight(v)} />}
              label="Mise en avant"
            />
            <Autocomplete
              multiple
              options={articles.data?.data ?? []}
              value={links.map((l) => l.article)}
              getOptionLabel={(a) => a.label}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, chosen) =>
                setLinks(
                  chosen.map(
                    (article) => links.find((l) => l.article.id === article.id) ?? { article, featured: false },
                  ),
                )
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Articles de la rubrique"
                  error={!!errors.sectionArticles}
                  helperText={errors.sectionArticles}
                />
              )}
            />
            {links.length > 0 && (
              <Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Dans l’ordre choisi ; cochez les articles à recommander.
                </Typography>
                {links.map((link) => (
                  <FormControlLabel
                    key={link.article.id}
                    control={
                      <Checkbox
                        checked={link.featured}
                        onChange={(_, featured) => setLinks(links.map((l) => (l === link ? { ...l, featured } : l)))}
                      />
                    }
                    label={`${link.article.label} — recommandé`}
                  />
                ))}
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={save.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
