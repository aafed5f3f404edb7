import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Article,
  type Section,
  type SectionSave,
  zArticlePage,
  zSection,
  zSectionSave,
} from '@securite/domain/shop/catalogue-schemas';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../../ui/form/form-switch.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { texts } from '../texts.ts';
import { saveRequest, useAdminList, useAdminWrite } from './api/admin-api.ts';

type Input = z.input<typeof zSectionSave>;
type Link = NonNullable<Input['sectionArticles']>[number];

const valuesOf = (section: Section | null): Input => ({
  id: section?.id ?? null,
  title: section?.title ?? '',
  description: section?.description ?? '',
  active: section?.active ?? true,
  highlight: section?.highlight ?? false,
  position: section?.position ?? 0,
  sectionArticles:
    section?.sectionArticles.map((l, index) => ({ articleId: l.article.id, position: index, featured: l.featured })) ??
    [],
});

/** Create or edit a section: title, description, active, highlight, position, its articles in order (featured). */
export function SectionDialog({ section, onClose }: { section: Section | null; onClose: () => void }) {
  const titleId = useId();
  const articles = useAdminList('/admin/fetch/subscription-articles', { limit: 100 }, zArticlePage);
  const save = useAdminWrite(zSection, saveRequest<SectionSave>('/admin/subscription-section'));
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, SectionSave>({
    resolver: zodResolver(zSectionSave),
    defaultValues: valuesOf(section),
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['title', 'description', 'position', 'active', 'highlight', 'sectionArticles'],
      save: (values) => save.mutateAsync({ ...values, description: values.description || null }),
      success: section ? texts.laRubriqueAEte : texts.laRubriqueAEteCreee,
      onSaved: onClose,
    },
  );
  // The section's own articles stay shown while the catalogue loads, or once they left its first 100.
  const known: Article[] = [...(articles.data?.data ?? []), ...(section?.sectionArticles.map((l) => l.article) ?? [])];
  const articleOf = (id: string) => known.find((a) => a.id === id);
  return (
    <FormDialog open dirty={formState.isDirty} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{section ? texts.modifierTitle(section.title) : texts.nouvelleRubrique}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="title" label={texts.titre} required />
            <FormTextField control={control} name="description" label={texts.description} multiline minRows={2} />
            <FormNumberField
              control={control}
              name="position"
              label={texts.position}
              step={1}
              fullWidth={false}
              sx={{ maxWidth: 160 }}
            />
            <FormSwitch control={control} name="active" label={texts.active} />
            <FormSwitch control={control} name="highlight" label={texts.miseEnAvant} />
            <Controller
              control={control}
              name="sectionArticles"
              render={({ field, fieldState }) => {
                const links: Link[] = field.value ?? [];
                const linked = links.flatMap((l) => articleOf(l.articleId) ?? []);
                return (
                  <>
                    <Autocomplete
                      multiple
                      options={articles.data?.data ?? []}
                      value={linked}
                      getOptionLabel={(a) => a.label}
                      isOptionEqualToValue={(a, b) => a.id === b.id}
                      onChange={(_, chosen) =>
                        field.onChange(
                          chosen.map((article, position) => ({
                            articleId: article.id,
                            position,
                            featured: links.find((l) => l.articleId === article.id)?.featured ?? false,
                          })),
                        )
                      }
                      onBlur={field.onBlur}
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          inputRef={field.ref}
                          label={texts.articlesDeLaRubrique}
                          error={fieldState.invalid}
                          helperText={fieldState.error?.message}
                        />
                      )}
                    />
                    {links.length > 0 && (
                      <Stack>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {texts.dansLOrdreChoisi}
                        </Typography>
                        {links.map((link) => (
                          <FormControlLabel
                            key={link.articleId}
                            control={
                              <Checkbox
                                checked={link.featured ?? false}
                                onChange={(_, featured) =>
                                  field.onChange(links.map((l) => (l === link ? { ...l, featured } : l)))
                                }
                              />
                            }
                            label={texts.recommandeValue(articleOf(link.articleId)?.label ?? '')}
                          />
                        ))}
                      </Stack>
                    )}
                  </>
                );
              }}
            />
          </Stack>
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
