import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { offerMessages } from '@securite/domain/offers/messages';
import { type Offer, zOfferAnswerSave, zOfferSave } from '@securite/domain/offers/offer-schemas';
import { offerStatuses, offerStatusLabels } from '@securite/domain/offers/offer-types';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newClientUuid } from '../../api/client-uuid.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { FormError } from '../../ui/form/form-dialog-actions.tsx';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useChangeOffers } from './api/change-offers.ts';

import { texts } from './texts.ts';

type OfferInput = z.input<typeof zOfferSave>;
type OfferOutput = z.output<typeof zOfferSave>;

/** Nouvelle annonce / Modifier l’annonce: title, place, description, status (active at once, or a draft). */
export function OfferDialog({
  agencyId,
  offer,
  onClose,
}: {
  agencyId: string;
  offer: Offer | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const change = useChangeOffers(agencyId);
  const { control, handleSubmit, setError, formState } = useForm<OfferInput, unknown, OfferOutput>({
    resolver: zodResolver(zOfferSave),
    defaultValues: {
      id: offer?.id ?? null,
      title: offer?.title ?? '',
      location: offer?.location ?? '',
      description: offer?.description ?? '',
      status: offer?.status ?? 'active',
    },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['title', 'location', 'description', 'status'],
      // An empty description is none.
      save: (values) =>
        change.mutateAsync({ kind: 'save', body: { ...values, description: values.description || null } }),
      success: offer ? offerMessages.saved : offerMessages.created,
      onSaved: onClose,
    },
  );

  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{offer ? texts.modifierLAnnonce : texts.nouvelleAnnonce}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <FormTextField
              control={control}
              name="title"
              label={texts.titre}
              required
              helperText={texts.parExempleRenfortDe}
            />
            <FormTextField control={control} name="location" label={texts.lieu} required />
            <FormTextField
              control={control}
              name="description"
              label={texts.description}
              multiline
              minRows={3}
              helperText={texts.datesHorairesQualificationsAttendues}
            />
            <FormTextField
              control={control}
              name="status"
              label={texts.statut}
              select
              helperText={texts.uneAnnonceActiveEst}
            >
              {offerStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {offerStatusLabels[s]}
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            {offer ? texts.enregistrer : texts.publier}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}

type AnswerInput = z.input<typeof zOfferAnswerSave>;
type AnswerOutput = z.output<typeof zOfferAnswerSave>;

/** Répondre à l’annonce: the agency's message to the offering agency (once; a retry is the same answer). */
export function AnswerDialog({ agencyId, offer, onClose }: { agencyId: string; offer: Offer; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const change = useChangeOffers(agencyId);
  // One uuid per dialog: a retry after a lost answer is the same answer.
  const [clientUuid] = useState(newClientUuid);
  const { control, handleSubmit, setError, formState } = useForm<AnswerInput, unknown, AnswerOutput>({
    resolver: zodResolver(zOfferAnswerSave),
    defaultValues: { message: '', clientUuid },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['message'],
      save: (values) => change.mutateAsync({ kind: 'answer', offerId: offer.id, message: values.message, clientUuid }),
      success: offerMessages.answered,
      onSaved: onClose,
    },
  );

  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.repondreALAnnonce}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{`${offer.title} — ${offer.agency.name}`}</DialogContentText>
            <FormError message={formError} />
            <FormTextField
              control={control}
              name="message"
              label={texts.votreReponse}
              required
              autoFocus
              multiline
              minRows={4}
              helperText={texts.vosDisponibilitesVosAgents}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            {texts.envoyerLaReponse}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
