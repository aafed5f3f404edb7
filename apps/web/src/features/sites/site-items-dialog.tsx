import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messages } from '@securite/domain/errors/messages';
import { type SiteItem, type SiteItemsRequest, zSiteItemsRequest } from '@securite/domain/sites/site-item-schemas';
import { useId } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type DialogControls, defineDialog } from '../../ui/dialogs/dialog-store.ts';
import { FormDialog } from '../../ui/form/form-dialog.tsx';
import { FormDialogActions, FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useSaveSiteItems } from './api/save-site-items.ts';

import { texts } from './texts.ts';

type Input = z.input<typeof zSiteItemsRequest>;
interface Props {
  agencyId: string;
  siteId: string;
  items: readonly SiteItem[];
}

/** Matériel: the site's equipment as an ordered list, saved whole (items left out are removed). */
function SiteItemsDialog({ agencyId, siteId, items, close }: Props & DialogControls<boolean>) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const save = useSaveSiteItems(agencyId, siteId);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, SiteItemsRequest>({
    resolver: zodResolver(zSiteItemsRequest),
    defaultValues: {
      id: siteId,
      items: items.map((i) => ({
        id: i.id,
        label: i.label,
        quantity: i.quantity,
        reference: i.reference ?? '',
        comment: i.comment ?? '',
      })),
    },
  });
  const list = useFieldArray({ control, name: 'items' });
  const { isDirty } = formState;
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: 'all',
      save: save.mutateAsync,
      success: messages.saved,
      onSaved: () => close(true),
      unchanged: !isDirty,
      forbiddenInForm: true,
    },
  );

  return (
    <FormDialog
      open
      dirty={isDirty}
      onClose={() => close()}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
    >
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ minHeight: 0, flexGrow: 1 }}>
        <DialogTitle id={titleId}>{texts.materielDuSite}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1.5} component="ol" aria-label={texts.materiel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.fields.length === 0 && (
              <Typography component="li" sx={{ color: 'text.secondary', textAlign: 'center', py: 2 }}>
                {texts.aucunMaterielSurCe}
              </Typography>
            )}
            {list.fields.map((entry, index) => (
              <Paper
                component="li"
                key={entry.id}
                variant="outlined"
                sx={{ p: 1.5 }}
                aria-label={texts.materielValue(index + 1)}
              >
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1.5,
                    gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr auto' },
                    alignItems: 'start',
                  }}
                >
                  <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                    <FormTextField
                      control={control}
                      name={`items.${index}.label`}
                      label={texts.libelle}
                      size="small"
                      required
                    />
                  </Box>
                  <Controller
                    control={control}
                    name={`items.${index}.quantity`}
                    render={({ field, fieldState }) => (
                      <TextField
                        id={`champ-quantite-${index}`}
                        label={texts.quantite}
                        type="number"
                        size="small"
                        value={field.value ?? ''}
                        onChange={(e) => field.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
                        onBlur={field.onBlur}
                        error={fieldState.invalid}
                        helperText={fieldState.error?.message}
                        slotProps={{ htmlInput: { min: 0 } }}
                      />
                    )}
                  />
                  <FormTextField
                    control={control}
                    name={`items.${index}.reference`}
                    label={texts.reference}
                    size="small"
                  />
                  <Stack direction="row" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, justifyContent: 'flex-end' }}>
                    <IconButton
                      aria-label={texts.monterLeMaterielValue(index + 1)}
                      disabled={index === 0}
                      onClick={() => list.move(index, index - 1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={texts.descendreLeMaterielValue(index + 1)}
                      disabled={index === list.fields.length - 1}
                      onClick={() => list.move(index, index + 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton aria-label={texts.retirerLeMaterielValue(index + 1)} onClick={() => list.remove(index)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                  <Box sx={{ gridColumn: '1 / -1' }}>
                    <FormTextField
                      control={control}
                      name={`items.${index}.comment`}
                      label={texts.commentaire}
                      size="small"
                    />
                  </Box>
                </Box>
              </Paper>
            ))}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            sx={{ mt: 2 }}
            onClick={() => list.append({ id: null, label: '', quantity: 1, reference: '', comment: '' })}
          >
            {texts.ajouterDuMateriel}
          </Button>
          <FormError message={formError} sx={{ mt: 2 }} />
        </DialogContent>
        <FormDialogActions onCancel={() => close()} saving={save.isPending} sx={{ px: 3, py: 2 }} />
      </Stack>
    </FormDialog>
  );
}

export const siteItemsDialog = defineDialog<Props, boolean>('site-items', async () => SiteItemsDialog);
