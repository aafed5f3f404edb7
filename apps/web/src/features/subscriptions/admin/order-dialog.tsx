import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zArticlePage } from '@securite/domain/shop/catalogue-schemas';
import { type Order, type OrderSave, zOrder, zOrderSave } from '@securite/domain/shop/order-schemas';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormCentsField } from '../../../ui/form/form-cents-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../../ui/form/form-switch.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { texts } from '../texts.ts';
import { AgencyPicker, type PickedAgency } from './agency-picker.tsx';
import { saveRequest, useAdminList, useAdminWrite } from './api/admin-api.ts';

type Input = z.input<typeof zOrderSave>;
type Item = Input['items'][number];

const emptyItem = (): Item => ({ articleId: null, label: '', quantity: 1, unitPriceCents: null });

const valuesOf = (order: Order | null): Input => ({
  id: order?.id ?? null,
  agencyId: order?.agency.id ?? '',
  title: order?.title ?? '',
  items:
    order?.items.map((i) => ({
      articleId: i.articleId,
      label: i.label,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
    })) ?? [],
  deliveryFeesCents: order ? order.deliveryFeesCents : null,
  paymentSkipped: order?.paymentSkipped ?? false,
});

/** What is sent: an empty label or title is none (the article's label, no title). */
const bodyOf = (values: OrderSave): OrderSave => ({
  ...values,
  title: values.title || null,
  items: values.items.map((item) => ({ ...item, label: item.label || null })),
});

/**
 * « Nouvelle commande » (or its edit while a draft): the agency, the items (an article of the catalogue at its price,
 * or a free line), the delivery fees, the payment skipped. The server's texts when the agency or the items are missing.
 */
export function OrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const titleId = useId();
  const articles = useAdminList(
    '/admin/fetch/subscription-articles',
    { limit: 100, filters: { active: true } },
    zArticlePage,
  );
  const save = useAdminWrite(zOrder, saveRequest<OrderSave>('/admin/subscription-order'));
  // The agency picked, shown by the picker; the form holds its id.
  const [agency, setAgency] = useState<PickedAgency | null>(order ? order.agency : null);
  const { control, handleSubmit, setError, formState } = useForm<Input, unknown, OrderSave>({
    resolver: zodResolver(zOrderSave),
    defaultValues: valuesOf(order),
  });
  const items = useFieldArray({ control, name: 'items' });
  const watched = useWatch({ control, name: 'items' });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      // The items' messages name their row ('items.1.label').
      fields: 'all',
      save: (values) => save.mutateAsync(bodyOf(values)),
      success: order ? texts.laCommandeAEte : texts.laCommandeAEteCreee,
      onSaved: onClose,
    },
  );
  const itemsError = formState.errors.items?.message ?? formState.errors.items?.root?.message;

  return (
    <FormDialog open dirty={formState.isDirty} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>
          {order ? texts.modifierLaCommandeNumber(order.number) : texts.nouvelleCommande}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Controller
              control={control}
              name="agencyId"
              render={({ field, fieldState }) => (
                <AgencyPicker
                  value={agency}
                  onChange={(next) => {
                    setAgency(next);
                    field.onChange(next?.id ?? '');
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormTextField control={control} name="title" label={texts.objet} />
            {itemsError && <Alert severity="error">{itemsError}</Alert>}
            {items.fields.map((item, index) => {
              const fromCatalogue = Boolean(watched[index]?.articleId);
              return (
                <Stack
                  key={item.id}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Controller
                    control={control}
                    name={`items.${index}.articleId`}
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        name={field.name}
                        inputRef={field.ref}
                        onBlur={field.onBlur}
                        id={`champ-items.${index}.articleId`}
                        label={texts.article}
                        value={field.value ?? ''}
                        onChange={(e) => field.onChange(e.target.value || null)}
                        error={fieldState.invalid}
                        helperText={fieldState.error?.message}
                        sx={{ minWidth: 220 }}
                      >
                        <MenuItem value="">{texts.ligneLibre}</MenuItem>
                        {(articles.data?.data ?? []).map((a) => (
                          <MenuItem key={a.id} value={a.id}>
                            {a.label}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                  <FormTextField
                    control={control}
                    name={`items.${index}.label`}
                    label={texts.libelle}
                    placeholder={fromCatalogue ? texts.celuiDeLArticle : ''}
                    sx={{ flex: 1 }}
                  />
                  <FormNumberField
                    control={control}
                    name={`items.${index}.quantity`}
                    label={texts.qte}
                    step={1}
                    fullWidth={false}
                    sx={{ width: 90 }}
                  />
                  <FormCentsField
                    control={control}
                    name={`items.${index}.unitPriceCents`}
                    label={texts.prixHt}
                    placeholder={fromCatalogue ? texts.catalogue : ''}
                    fullWidth={false}
                    sx={{ width: 130 }}
                  />
                  <IconButton aria-label={texts.retirerLaLigneValue(index + 1)} onClick={() => items.remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Stack direction="row">
              <Button onClick={() => items.append(emptyItem())}>{texts.ajouterUnArticle}</Button>
            </Stack>
            <FormCentsField
              control={control}
              name="deliveryFeesCents"
              label={texts.fraisDeLivraisonHt}
              helperText={texts.videCeuxDesArticles}
              fullWidth={false}
              sx={{ maxWidth: 260 }}
            />
            <FormSwitch control={control} name="paymentSkipped" label={texts.sansPaiementGesteCommercial} />
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
