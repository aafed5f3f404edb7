import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { messages } from '@securite/domain/errors/messages';
import { type CurrentUser, zUpdateUserRequest } from '@securite/domain/session/schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { usePageLeaveGuard } from '../../ui/form/use-unsaved-guard.ts';
import { useUpdateUser } from './api/update-user.ts';

import { texts } from './texts.ts';

const zProfile = zUpdateUserRequest.pick({ firstname: true, lastname: true, phone: true, drawerNavigation: true });
type ProfileInput = z.input<typeof zProfile>;
type ProfileOutput = z.output<typeof zProfile>;
const fields = ['firstname', 'lastname', 'phone', 'drawerNavigation'] as const;

/** Names, phone and the navigation preference of the signed-in user. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateUser();
  const { control, handleSubmit, setError, formState, reset, getValues } = useForm<
    ProfileInput,
    unknown,
    ProfileOutput
  >({
    resolver: zodResolver(zProfile),
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      phone: user.phone ?? '',
      drawerNavigation: user.drawerNavigation,
    },
  });

  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { isDirty } = formState;
  usePageLeaveGuard(formState.isDirty);
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError, reset, getValues },
    {
      fields,
      save: (values) => update.mutateAsync({ ...values, phone: values.phone || null }),
      success: messages.saved,
      onSaved: (saved) =>
        reset({
          firstname: saved.firstname,
          lastname: saved.lastname,
          phone: saved.phone ?? '',
          drawerNavigation: saved.drawerNavigation,
        }),
      unchanged: !isDirty,
      forbiddenInForm: true,
    },
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={texts.informationsPersonnelles}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstname" label={texts.prenom} autoComplete="given-name" />
        <FormTextField control={control} name="lastname" label={texts.nom} autoComplete="family-name" />
      </Stack>
      <FormTextField control={control} name="phone" label={texts.telephone} type="tel" autoComplete="tel" />
      <Controller
        control={control}
        name="drawerNavigation"
        render={({ field }) => (
          <div>
            <FormControlLabel
              control={<Switch checked={field.value ?? false} onChange={(_, checked) => field.onChange(checked)} />}
              label={texts.ouvrirLApplicationSur}
            />
            <FormHelperText sx={{ mt: 0 }}>{texts.auLieuDuTableau}</FormHelperText>
          </div>
        )}
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {texts.enregistrer}
      </Button>
    </Stack>
  );
}
