import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { messages } from '@securite/domain/errors/messages';
import type { LoginRequest } from '@securite/domain/session/schemas';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { FormInputField, FormInputPasswordField } from '../../ui/form/form-input-field.tsx';
import { useLogin } from './api/login.ts';
import { AuthLayout } from './auth-layout.tsx';
import { loginFormResolver } from './login-form-check.ts';

import { texts } from './texts.ts';

/** The server's message, or the 429 wait computed from details.retryAfter when the message is missing. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.internal;
  if (error.code === 'TOO_MANY_ATTEMPTS') {
    const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (!error.message && typeof retryAfter === 'number') return messages.tooManyAttempts(retryAfter);
  }
  return error.message || messages.invalidCredentials;
}

/** Connexion: e-mail and password; server errors (wrong credentials, too many attempts) above the button. */
export function LoginPage({ forgotPasswordHref }: { forgotPasswordHref: string }) {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  const { control, handleSubmit } = useForm<LoginRequest>({
    resolver: loginFormResolver,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/', { replace: true }),
    }),
  );

  return (
    <AuthLayout title={texts.connexion}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-label={texts.connexion}>
        <FormInputField
          control={control}
          name="username"
          label={texts.adresseEMail}
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormInputPasswordField
          control={control}
          name="password"
          label="Mot de passe"
          autoComplete="current-password"
        />
        {login.isError && <Alert severity="error">{loginErrorMessage(login.error)}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          {texts.seConnecter}
        </Button>
        <Link component={RouterLink} to={forgotPasswordHref} sx={{ alignSelf: 'center' }}>
          {texts.motDePasseOublie}
        </Link>
      </Stack>
    </AuthLayout>
  );
}
