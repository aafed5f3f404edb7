import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { centsToInput, parseEurosToCents } from '@securite/domain/money/money-input';
import { zArticlePage } from '@securite/domain/shop/catalogue-schemas';
import { type Order, type OrderSave, zOrder } from '@securite/domain/shop/order-schemas';
import { useId, useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../../ui/form/use-changed-since-open.ts';
import { notify } from '../../../ui/notices/notice-store.ts';
import { AgencyPicker, type PickedAgency } from './agency-picker.tsx';
import { saveRequest, useAdminList, useAdminWrite } from './api/admin-api.ts';

interface ItemState {
  /** A key for the row while it has no id. */
  uid: number;
  articleId: string;
  label: string;
  quantity: string;
  price: string;
}

let nextUid = 1;
const emptyItem = (): ItemState => ({ uid: nextUid++, articleId: '', label: '', quantity: '1', price: '' });

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
  const [agency, setAgency] = useState<PickedAgency | null>(order ? order.agency : null);
  const [title, setTitle] = useState(order?.title ?? '');
  const [fees, setFees] = useState(order ? centsToInput(order.deliveryFeesCents) : '');
  const [skipped, setSkipped] = useState(order?.paymentSkipped ?? false);
  const [items, setItems] = useState<ItemState[]>(
    order?.items.map((i) => ({
      uid: nextUid++,
      articleId: i.articleId ?? '',
      label: i.label,
      quantity: String(i.quantity),
      price: centsToInput(i.unitPriceCents),
    })) ?? [],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = useChangedSinceOpen({ agency, title, fees, skipped, items });
  const setItem = (index: number, patch: Partial<ItemState>) =>
    setItems(items.map((it, i) => (i === index ? { ...it, ...patch } : it)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const body = {
      id: order?.id ?? null,
      agencyId: agency?.id ?? '',
      title: title || null,
      items: items.map((it) => ({
        articleId: it.articleId || null,
        label: it.label || null,
        quantity: Number(it.quantity) || 0,
        unitPriceCents: it.price.trim() ? (parseEurosToCents(it.price) ?? -1) : null,
      })),
      deliveryFeesCents: fees.trim() ? (parseEurosToCents(fees) ?? -1) : null,
      paymentSkipped: skipped,
    } as unknown as OrderSave;
    try {
      await save.mutateAsync(body);
      notify.success(order ? 'La commande a été modifiée' : 'La commande a été créée');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      else setFormError(error instanceof Error ? error.message : 'Une erreur est survenue');
    }
  };

  return (
    <FormDialog dirty={dirty} open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{order ? `Modifier la commande ${order.number}` : 'Nouvelle commande'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <AgencyPicker value={agency} onChange={setAgency} error={errors.agencyId} />
            <TextField label="Objet" value={title} onChange={(e) => setTitle(e.target.value)} />
            {errors.items && <Alert severity="error">{errors.items}</Alert>}
            {items.map((item, index) => (
              <Stack
                key={item.uid}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <TextField
                  select
                  label="Article"
                  value={item.articleId}
                  onChange={(e) => setItem(index, { articleId: e.target.value })}
                  sx={{ minWidth: 220 }}
                >
                  <MenuItem value="">Ligne libre</MenuItem>
                  {(articles.data?.data ?? []).map((a) => (
                    <MenuItem key={a.id} value={a.id}>
                      {a.label}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label="Libellé"
                  value={item.label}
                  onChange={(e) => setItem(index, { label: e.target.value })}
                  placeholder={item.articleId ? 'Celui de l’article' : ''}
                  error={!!errors[`items.${index}.label`]}
                  helperText={errors[`items.${index}.label`]}
                  sx={{ flex: 1 }}
                />
                <TextField
                  label="Qté"
                  type="number"
                  value={item.quantity}
                  onChange={(e) => setItem(index, { quantity: e.target.value })}
                  sx={{ width: 90 }}
                  error={!!errors[`items.${index}.quantity`]}
                  helperText={errors[`items.${index}.quantity`]}
                />
                <TextField
                  label="Prix HT (€)"
                  value={item.price}
                  onChange={(e) => setItem(index, { price: e.target.value })}
                  placeholder={item.articleId ? 'Catalogue' : ''}
                  sx={{ width: 130 }}
                />
                <IconButton
                  aria-label={`Retirer la ligne ${index + 1}`}
                  onClick={() => setItems(items.filter((_, i) => i !== index))}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row">
              <Button onClick={() => setItems([...items, emptyItem()])}>Ajouter un article</Button>
            </Stack>
            <TextField
              label="Frais de livraison HT (€)"
              value={fees}
              onChange={(e) => setFees(e.target.value)}
              helperText="Vide : ceux des articles livrés"
              sx={{ maxWidth: 260 }}
            />
            <FormControlLabel
              control={<Switch checked={skipped} onChange={(_, v) => setSkipped(v)} />}
              label="Sans paiement (geste commercial, remplacement)"
            />
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
