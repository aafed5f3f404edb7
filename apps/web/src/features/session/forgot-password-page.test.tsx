import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../test/mock-api.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/mot-de-passe-oublie', element: <ForgotPasswordPage loginHref="/connexion" /> }],
    { initialEntries: ['/mot-de-passe-oublie'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('forgot password page', () => {
  it('checks the e-mail, then shows the server answer', async () => {
    const message = 'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé.';
    let sent: unknown;
    mockApi({
      'POST /api/user/forgot-password': ({ body }) => {
        sent = body;
        return json({ message });
      },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Adresse e-mail'));
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'Agent@Demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).toEqual({ username: 'agent@demo.test' });
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/connexion');
  });
});
