import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { messages } from '@securite/domain/errors/messages';
import { zResetPasswordRequest } from '@securite/domain/session/schemas';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormPasswordField } from '../../ui/form/form-text-field.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { useResetPassword } from './api/forgot-password.ts';
import { AuthLayout } from './auth-layout.tsx';

import { texts } from './texts.ts';

const zResetForm = zResetPasswordRequest
  .extend({ confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { message: messages.passwordMismatch, path: ['confirmation'] });
type ResetForm = z.infer<typeof zResetForm>;

/** Réinitialisation: the e-mail link's token, a new password twice (the spec's password rule). */
export function ResetPasswordPage({ loginHref }: { loginHref: string }) {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<ResetForm>({
    resolver: zodResolver(zResetForm),
    defaultValues: { password: '', confirmation: '' },
  });
  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          notify.success(messages.passwordChanged);
          navigate(loginHref, { replace: true });
        },
      },
    ),
  );

  return (
    <AuthLayout title={texts.nouveauMotDePasse}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={texts.reinitialisationDuMotDe}>
        <FormPasswordField
          control={control}
          name="password"
          label={texts.nouveauMotDePasse}
          autoComplete="new-password"
          autoFocus
        />
        <FormPasswordField
          control={control}
          name="confirmation"
          label={texts.confirmationDuMotDe}
          autoComplete="new-password"
        />
        {reset.isError && <Alert severity="error">{reset.error.message}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          {texts.modifierLeMotDe}
        </Button>
        <Link component={RouterLink} to={loginHref} sx={{ alignSelf: 'center' }}>
          {texts.retourALaConnexion}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
