import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../dialogs/dialog-host.tsx';
import { usePageLeaveGuard } from './use-unsaved-guard.ts';

function SettingsPage() {
  const [name, setName] = useState('');
  usePageLeaveGuard(name !== '');
  return (
    <>
      <label>
        Nom
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => setName('')}>
        Enregistrer
      </button>
      <Link to="/clients">Clients</Link>
    </>
  );
}

const setup = () => {
  const router = createMemoryRouter(
    [
      { path: '/params', element: <SettingsPage /> },
      { path: '/clients', element: <h1>Clients</h1> },
    ],
    { initialEntries: ['/params'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <DialogHost />
    </>,
  );
  return router;
};
const question = () => screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });

describe('usePageLeaveGuard', () => {
  it('asks before an in-app link loses unsaved input, stays on « Continuer la saisie », follows on leaving', async () => {
    const router = setup();
    await userEvent.type(screen.getByLabelText('Nom'), 'Agence Nord');
    await userEvent.click(screen.getByRole('link', { name: 'Clients' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Continuer la saisie' }));
    expect(router.state.location.pathname).toBe('/params');
    expect(screen.getByLabelText('Nom')).toHaveValue('Agence Nord');

    await userEvent.click(screen.getByRole('link', { name: 'Clients' }));
    await userEvent.click(within(await question()).getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients');
  });

  it('follows a link at once when nothing is unsaved', async () => {
    const router = setup();
    await userEvent.type(screen.getByLabelText('Nom'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(screen.getByRole('link', { name: 'Clients' }));
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
