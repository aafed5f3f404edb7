import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { offerMessages } from '@securite/domain/offers/messages';
import { type Offer, zOfferAnswerSave, zOfferSave } from '@securite/domain/offers/offer-schemas';
import { offerStatuses, offerStatusLabels } from '@securite/domain/offers/offer-types';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { newClientUuid } from '../../api/client-uuid.ts';
import { FormDialog, FormDialogCancelButton } from '../../ui/form/form-dialog.tsx';
import { useChangedSinceOpen } from '../../ui/form/use-changed-since-open.ts';
import { notify } from '../../ui/notices/notice-store.ts';
import { useChangeOffers } from './api/change-offers.ts';

type Errors = Record<string, string>;

const errorsOf = (error: unknown): Errors =>
  error instanceof ApiError && error.errors && Object.keys(error.errors).length > 0
    ? error.errors
    : { _: error instanceof Error ? error.message : 'Une erreur est survenue' };

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
  const [title, setTitle] = useState(offer?.title ?? '');
  const [location, setLocation] = useState(offer?.location ?? '');
  const [description, setDescription] = useState(offer?.description ?? '');
  const [status, setStatus] = useState(offer?.status ?? 'active');
  const [errors, setErrors] = useState<Errors>({});
  const dirty = useChangedSinceOpen({ title, location, description, status });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = zOfferSave.safeParse({
      id: offer?.id ?? null,
      title,
      location,
      description: description || null,
      status,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await change.mutateAsync({ kind: 'save', body: parsed.data });
      notify.success(offer ? offerMessages.saved : offerMessages.created);
      onClose();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };

  return (
    <FormDialog
      dirty={dirty}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{offer ? 'Modifier l’annonce' : 'Nouvelle annonce'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors._ && <Alert severity="error">{errors._}</Alert>}
            <TextField
              label="Titre"
              required
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={!!errors.title}
              helperText={errors.title ?? 'Par exemple : Renfort de deux agents SSIAP le week-end'}
            />
            <TextField
              label="Lieu"
              required
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              error={!!errors.location}
              helperText={errors.location}
            />
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={3}
              error={!!errors.description}
              helperText={errors.description ?? 'Dates, horaires, qualifications attendues…'}
            />
            <TextField
              select
              label="Statut"
              value={status}
              onChange={(e) => setStatus(e.target.value as typeof status)}
              helperText="Une annonce active est visible par les autres agences de la plateforme."
            >
              {offerStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {offerStatusLabels[s]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            {offer ? 'Enregistrer' : 'Publier'}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}

/** Répondre à l’annonce: the agency's message to the offering agency (once; a retry is the same answer). */
export function AnswerDialog({ agencyId, offer, onClose }: { agencyId: string; offer: Offer; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const change = useChangeOffers(agencyId);
  const [clientUuid] = useState(newClientUuid);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const dirty = useChangedSinceOpen({ message });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = zOfferAnswerSave.safeParse({ message, clientUuid });
    if (!parsed.success) {
      setErrors({ message: parsed.error.issues[0]?.message ?? 'Obligatoire' });
      return;
    }
    try {
      await change.mutateAsync({ kind: 'answer', offerId: offer.id, message: parsed.data.message, clientUuid });
      notify.success(offerMessages.answered);
      onClose();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };

  return (
    <FormDialog
      dirty={dirty}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Répondre à l’annonce</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{`${offer.title} — ${offer.agency.name}`}</DialogContentText>
            {errors._ && <Alert severity="error">{errors._}</Alert>}
            <TextField
              label="Votre réponse"
              required
              autoFocus
              multiline
              minRows={4}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              error={!!errors.message}
              helperText={errors.message ?? 'Vos disponibilités, vos agents, vos conditions.'}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={change.isPending}>
            Envoyer la réponse
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
