import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('reset password page', () => {
  it('opens from the e-mail link, applies the password rule, then goes to the login page', async () => {
    let sent: { url: string; body: unknown } | null = null;
    mockApi({
      'PUT /api/user/forgot-password/jeton-42': ({ url, body }) => {
        sent = { url, body };
        return json({ message: 'ok' });
      },
    });
    const { router } = renderApp('/reinitialisation-mot-de-passe/jeton-42');
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'faible');
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'autre');
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(
      await screen.findByText('6 caractères min., 1 chiffre min., 1 minuscule min., 1 majuscule min.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Les deux mots de passe ne correspondent pas.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Nouveau mot de passe'));
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau123');
    await userEvent.clear(screen.getByLabelText('Confirmation du mot de passe'));
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'Nouveau123');
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/connexion');
    expect(sent).toMatchObject({ body: { password: 'Nouveau123' } });
    expect(screen.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.')).toBeInTheDocument();
  });

  it('shows the server message when the link has expired', async () => {
    const message = 'Ce lien de réinitialisation est invalide ou a expiré. Faites une nouvelle demande.';
    mockApi({ 'PUT /api/user/forgot-password/vieux': () => json({ code: 'NOT_FOUND', message }, 404) });
    renderApp('/reinitialisation-mot-de-passe/vieux');
    await userEvent.type(await screen.findByLabelText('Nouveau mot de passe'), 'Nouveau123');
    await userEvent.type(screen.getByLabelText('Confirmation du mot de passe'), 'Nouveau123');
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
