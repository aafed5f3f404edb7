import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messages } from '@securite/domain/errors/messages';
import { zForgotPasswordRequest } from '@securite/domain/session/schemas';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../ui/form/form-text-field.tsx';
import { useRequestPasswordReset } from './api/forgot-password.ts';
import { AuthLayout } from './auth-layout.tsx';

import { texts } from './texts.ts';

type ForgotPasswordForm = z.input<typeof zForgotPasswordRequest>;

/** Mot de passe oublié: asks for the e-mail, then shows the server's answer. */
export function ForgotPasswordPage({ loginHref }: { loginHref: string }) {
  const request = useRequestPasswordReset();
  const { control, handleSubmit } = useForm<ForgotPasswordForm, unknown, z.output<typeof zForgotPasswordRequest>>({
    resolver: zodResolver(zForgotPasswordRequest),
    defaultValues: { username: '' },
  });
  const onSubmit = handleSubmit((values) => request.mutate(values.username));

  return (
    <AuthLayout title={texts.motDePasseOublie2}>
      {request.isSuccess ? (
        <Stack spacing={2.5}>
          <Alert severity="success">{request.data.message || messages.resetMailSent}</Alert>
          <Button component={RouterLink} to={loginHref} variant="contained">
            {texts.retourALaConnexion}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={texts.motDePasseOublie2}>
          <Typography sx={{ color: 'text.secondary' }}>{texts.saisissezLAdresseE}</Typography>
          <FormTextField
            control={control}
            name="username"
            label={texts.adresseEMail}
            type="email"
            autoComplete="email"
            autoFocus
          />
          {request.isError && <Alert severity="error">{request.error.message}</Alert>}
          <Button type="submit" variant="contained" size="large" loading={request.isPending}>
            {texts.envoyerLeLien}
          </Button>
          <Link component={RouterLink} to={loginHref} sx={{ alignSelf: 'center' }}>
            {texts.retourALaConnexion}
          </Link>
        </Stack>
      )}
    </AuthLayout>
  );
}
