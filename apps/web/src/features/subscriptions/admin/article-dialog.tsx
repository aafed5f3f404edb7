import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  type Article,
  type ArticleSave,
  zArticle,
  zArticleSave,
  zArticleTypePage,
} from '@securite/domain/shop/catalogue-schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormCentsField } from '../../../ui/form/form-cents-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../../ui/form/form-switch.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { texts } from '../texts.ts';
import { saveRequest, useAdminList, useAdminWrite } from './api/admin-api.ts';

type ArticleInput = z.input<typeof zArticleSave>;

/** Create or edit an article: label, type, price, agent records added, shipping and its fees, active. */
export function ArticleDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const titleId = useId();
  const types = useAdminList('/admin/fetch/subscription-article-types', { limit: 100 }, zArticleTypePage);
  const save = useAdminWrite(zArticle, saveRequest<ArticleSave>('/admin/subscription-article'));
  const { control, handleSubmit, setError, formState } = useForm<ArticleInput, unknown, ArticleSave>({
    resolver: zodResolver(zArticleSave),
    defaultValues: {
      id: article?.id ?? null,
      typeId: article?.type?.id ?? '',
      label: article?.label ?? '',
      description: article?.description ?? '',
      unitPriceCents: article?.unitPriceCents ?? (null as unknown as number),
      agentsCount: article?.agentsCount ?? 0,
      needsShipping: article?.needsShipping ?? false,
      deliveryFeesCents: article?.deliveryFeesCents ?? 0,
      active: article?.active ?? true,
    },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: 'all',
      save: (values: ArticleSave) => save.mutateAsync({ ...values, typeId: values.typeId || null }),
      success: article ? texts.lArticleAEte : texts.lArticleAEteCree,
      onSaved: onClose,
    },
  );
  return (
    <FormDialog open dirty={formState.isDirty} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{article ? texts.modifierLabel(article.label) : texts.nouvelArticle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="label" label={texts.libelle} required />
            <FormTextField control={control} name="typeId" label={texts.typeDArticle} select>
              <MenuItem value="">{texts.aucun}</MenuItem>
              {(types.data?.data ?? []).map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={control} name="description" label={texts.description} multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormCentsField control={control} name="unitPriceCents" label={texts.prixUnitaireHt} required fullWidth />
              <FormNumberField
                control={control}
                name="agentsCount"
                label={texts.fichesCollaborateursAjoutees}
                step={1}
                fullWidth
              />
            </Stack>
            <FormSwitch control={control} name="needsShipping" label={texts.articleLivrePreparationEt} />
            <FormCentsField control={control} name="deliveryFeesCents" label={texts.fraisDeLivraisonHt} fullWidth />
            <FormSwitch control={control} name="active" label={texts.proposeDansLaBoutique} />
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
