import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { frenchEuros } from '@securite/domain/money/amounts';
import {
  type Offer,
  type OfferSave,
  offerStatuses,
  offerStatusLabels,
  offerTypeLabels,
  offerTypes,
  zOffer,
  zOfferSave,
} from '@securite/domain/subscriptions/offer-schemas';
import { dayOptionLabels, dayOptions, defaultYearlyPriceCents } from '@securite/domain/subscriptions/pricing';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormCentsField } from '../../../ui/form/form-cents-field.tsx';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { FormNumberField } from '../../../ui/form/form-number-field.tsx';
import { FormSwitch } from '../../../ui/form/form-switch.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { texts } from '../texts.ts';
import { useAdminWrite } from './api/admin-api.ts';

type OfferInput = z.input<typeof zOfferSave>;

const valuesOf = (offer: Offer | null): OfferInput => ({
  id: offer?.id ?? null,
  name: offer?.name ?? '',
  description: offer?.description ?? '',
  type: offer?.type ?? 'plan',
  status: offer?.status ?? 'draft',
  priceCents: offer?.priceCents ?? (null as unknown as number),
  options: {
    yearlyPriceCents: offer?.options.yearlyPriceCents ?? null,
    agentsIncluded: offer?.options.agentsIncluded ?? null,
    accountsIncluded: offer?.options.accountsIncluded ?? null,
    dayOption: offer?.options.dayOption ?? 'unlimited',
    quickPay: offer?.options.quickPay ?? false,
  },
});

/** Create or edit an offer: name, type, status, monthly price, yearly price (11 × by default), options. */
export function OfferDialog({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const titleId = useId();
  const save = useAdminWrite(zOffer, (input: OfferSave) => ({
    path: '/admin/agency-offer',
    method: 'POST',
    body: input,
  }));
  const { control, handleSubmit, setError, formState } = useForm<OfferInput, unknown, OfferSave>({
    resolver: zodResolver(zOfferSave),
    defaultValues: valuesOf(offer),
  });
  const price = useWatch({ control, name: 'priceCents' });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: 'all',
      save: (values: OfferSave) => save.mutateAsync(values),
      success: offer ? texts.lOffreAEte : texts.lOffreAEteCreee,
      onSaved: onClose,
    },
  );
  return (
    <FormDialog open dirty={formState.isDirty} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{offer ? texts.modifierLOffreName(offer.name) : texts.nouvelleOffre}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="name" label={texts.nom} required />
            <FormTextField control={control} name="description" label={texts.description} multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="type" label={texts.type} select>
                {offerTypes.map((t) => (
                  <MenuItem key={t} value={t}>
                    {offerTypeLabels[t]}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField control={control} name="status" label={texts.statut} select>
                {offerStatuses.map((s) => (
                  <MenuItem key={s} value={s}>
                    {offerStatusLabels[s]}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormCentsField control={control} name="priceCents" label={texts.prixMensuelHt} required fullWidth />
              <FormCentsField
                control={control}
                name="options.yearlyPriceCents"
                label={texts.prixAnnuelHt}
                fullWidth
                helperText={
                  typeof price === 'number'
                    ? texts.parDefaut11Value(frenchEuros(defaultYearlyPriceCents(price)))
                    : texts.n11LePrixMensuel
                }
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormNumberField
                control={control}
                name="options.agentsIncluded"
                label={texts.fichesIncluses}
                step={1}
                helperText={texts.videIllimite}
                fullWidth
              />
              <FormNumberField
                control={control}
                name="options.accountsIncluded"
                label={texts.comptesInclus}
                step={1}
                helperText={texts.videIllimite}
                fullWidth
              />
            </Stack>
            <FormTextField control={control} name="options.dayOption" label={texts.joursParMoisDes} select>
              {dayOptions.map((d) => (
                <MenuItem key={d} value={d}>
                  {dayOptionLabels[d]}
                </MenuItem>
              ))}
            </FormTextField>
            <FormSwitch control={control} name="options.quickPay" label={texts.paiementRapideMensuel} />
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
