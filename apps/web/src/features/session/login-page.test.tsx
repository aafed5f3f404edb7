import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { LoginPage } from './login-page.tsx';

function renderLogin(from?: string) {
  const router = createMemoryRouter(
    [
      { path: '/connexion', element: <LoginPage forgotPasswordHref="/mot-de-passe-oublie" /> },
      { path: '/', element: <p>Accueil</p> },
      { path: '/factures', element: <p>Factures</p> },
    ],
    { initialEntries: [{ pathname: '/connexion', state: from ? { from: { pathname: from } } : null }] },
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const fill = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Adresse e-mail'), email);
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
};

describe('login page', () => {
  it('shows the French labels and the required messages', async () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/mot-de-passe-oublie');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Obligatoire')).toHaveLength(2);
  });

  it('shows the server message on wrong credentials', async () => {
    mockApi({
      'POST /api/login_check': () =>
        json({ code: 'INVALID_CREDENTIALS', message: 'Identifiant ou mot de passe incorrect.' }, 401),
    });
    renderLogin();
    await fill('gerant@demo.test', 'mauvais');
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect.');
    expect(tokenStore.get()).toBeNull();
  });

  it('shows the wait after too many attempts', async () => {
    const message = 'Trop de tentatives de connexion pour ce compte. Réessayez dans 42 secondes.';
    mockApi({
      'POST /api/login_check': () => json({ code: 'TOO_MANY_ATTEMPTS', message, details: { retryAfter: 42 } }, 429),
    });
    renderLogin();
    await fill('gerant@demo.test', 'mauvais');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('keeps the tokens and the device token, sends the device token again, then goes where the user was heading', async () => {
    localStorage.setItem('securite.deviceToken', 'appareil-1');
    let sent: unknown;
    mockApi({
      'POST /api/login_check': ({ body }) => {
        sent = body;
        return json({ token: 'jeton', refresh_token: 'rafraichir', device_token: 'appareil-2' });
      },
    });
    const router = renderLogin('/factures');
    await fill('gerant@demo.test', 'Demo1234');
    expect(await screen.findByText('Factures')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/factures');
    expect(sent).toEqual({ username: 'gerant@demo.test', password: 'Demo1234', device_token: 'appareil-1' });
    expect(tokenStore.get()).toEqual({ token: 'jeton', refresh_token: 'rafraichir' });
    expect(localStorage.getItem('securite.deviceToken')).toBe('appareil-2');
  });
});
