import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@securite/domain/errors/messages';
import { validationMessages } from '@securite/domain/validation/messages';
import { zPassword } from '@securite/domain/validation/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../ui/form/apply-server-errors.ts';
import { FormPasswordField } from '../../ui/form/form-text-field.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { useUpdateUser } from './api/update-user.ts';

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
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<ChangePassword>({
    resolver: zodResolver(zChangePassword),
    defaultValues: empty,
  });
  const onSubmit = handleSubmit(({ currentPassword, password }) => {
    setFormError(null);
    update.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          notify.success(messages.passwordChangedInProfile);
          reset(empty);
        },
        onError: (error) => setFormError(applyServerErrors(error, setError, ['currentPassword', 'password'])),
      },
    );
  });

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label="Changer le mot de passe">
      <FormPasswordField
        control={control}
        name="currentPassword"
        label="Mot de passe actuel"
        autoComplete="current-password"
      />
      <FormPasswordField control={control} name="password" label="Nouveau mot de passe" autoComplete="new-password" />
      <FormPasswordField
        control={control}
        name="confirmation"
        label="Confirmation du mot de passe"
        autoComplete="new-password"
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Button type="submit" variant="contained" loading={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        Changer le mot de passe
      </Button>
    </Stack>
  );
}
