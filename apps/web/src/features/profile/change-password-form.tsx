import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@securite/domain/errors/messages';
import { validationMessages } from '@securite/domain/validation/messages';
import { zPassword } from '@securite/domain/validation/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormPasswordField } from '../../ui/form/form-text-field.tsx';
import { useFormSubmit } from '../../ui/form/use-form-submit.ts';
import { useUpdateUser } from './api/update-user.ts';

import { texts } from './texts.ts';

const zChangePassword = z
  .object({
    currentPassword: z.string().min(1, validationMessages.required).max(128),
    password: zPassword(),
    confirmation: z.string(),
  })
  .refine((v) => v.password === v.confirmation, { message: messages.passwordMismatch, path: ['confirmation'] });
type ChangePassword = z.infer<typeof zChangePassword>;
const empty: ChangePassword = { currentPassword: '', password: '', confirmation: '' };

/** Changing the password needs the current one (PUT /user). */
export function ChangePasswordForm() {
  const update = useUpdateUser();
  const { control, handleSubmit, setError, reset } = useForm<ChangePassword>({
    resolver: zodResolver(zChangePassword),
    defaultValues: empty,
  });
  const { onSubmit, formError } = useFormSubmit(
    { handleSubmit, setError },
    {
      fields: ['currentPassword', 'password'],
      save: ({ currentPassword, password }) => update.mutateAsync({ currentPassword, password }),
      success: messages.passwordChangedInProfile,
      onSaved: () => reset(empty),
      forbiddenInForm: true,
    },
  );

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={texts.changerLeMotDe}>
      <FormPasswordField
        control={control}
        name="currentPassword"
        label={texts.motDePasseActuel}
        autoComplete="current-password"
      />
      <FormPasswordField
        control={control}
        name="password"
        label={texts.nouveauMotDePasse}
        autoComplete="new-password"
      />
      <FormPasswordField
        control={control}
        name="confirmation"
        label={texts.confirmationDuMotDe}
        autoComplete="new-password"
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {texts.changerLeMotDe}
      </Button>
    </Stack>
  );
}
