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
    <AuthLayout title="Mot de passe oublié">
      {request.isSuccess ? (
        <Stack spacing={2.5}>
          <Alert severity="success">{request.data.message || messages.resetMailSent}</Alert>
          <Button component={RouterLink} to={loginHref} variant="contained">
            Retour à la connexion
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label="Mot de passe oublié">
          <Typography sx={{ color: 'text.secondary' }}>
            Saisissez l’adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.
          </Typography>
          <FormTextField
            control={control}
            name="username"
            label="Adresse e-mail"
            type="email"
            autoComplete="email"
            autoFocus
          />
          {request.isError && <Alert severity="error">{request.error.message}</Alert>}
          <Button type="submit" variant="contained" size="large" loading={request.isPending}>
            Envoyer le lien
          </Button>
          <Link component={RouterLink} to={loginHref} sx={{ alignSelf: 'center' }}>
            Retour à la connexion
          </Link>
        </Stack>
      )}
    </AuthLayout>
  );
}
