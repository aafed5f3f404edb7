import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type SupportAccountCreate,
  type SupportAccountCreateInput,
  supportMessages,
  zSupportAccountCreate,
} from '@securite/domain/admin/support-schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog, FormDialogCancelButton } from '../../../ui/form/form-dialog.tsx';
import { FormTextField } from '../../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../../ui/form/use-form-submit.ts';
import { texts } from '../texts.ts';
import { useCreateSupportAccount } from './api/support-accounts.ts';

/** « Nouveau compte support »: an address already known gets the role; a new one is created and invited. */
export function SupportAccountDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const create = useCreateSupportAccount();
  const { control, handleSubmit, setError, formState } = useForm<
    SupportAccountCreateInput,
    unknown,
    SupportAccountCreate
  >({
    resolver: zodResolver(zSupportAccountCreate),
    defaultValues: { email: '', firstname: '', lastname: '' },
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['email', 'firstname', 'lastname'],
      save: create.mutateAsync,
      success: (saved, values) =>
        saved.invited
          ? supportMessages.created(`${values.firstname} ${values.lastname}`)
          : supportMessages.granted(`${values.firstname} ${values.lastname}`),
      onSaved: onClose,
    },
  );
  return (
    <FormDialog open dirty={formState.isDirty} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{texts.nouveauCompteSupport}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {texts.leSupportConsulteLes}
            </Typography>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="email" label="E-mail" type="email" required />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="firstname" label={texts.prenom} required />
              <FormTextField control={control} name="lastname" label={texts.nom} required />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormDialogCancelButton />
          <Button type="submit" variant="contained" loading={create.isPending}>
            {texts.creerLeCompte}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
