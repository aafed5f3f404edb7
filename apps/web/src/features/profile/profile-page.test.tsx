import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { notify } from '../../ui/notices/notice-store.ts';

describe('profile page', () => {
  it('saves the names and the navigation preference', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const success = vi.spyOn(notify, 'success');
    let sent: Record<string, unknown> = {};
    mockApi({
      'GET /api/user': () => json(fixtures.agent),
      'PUT /api/user': ({ body }) => {
        sent = body as Record<string, unknown>;
        return json({ ...fixtures.agent, ...sent, fullname: `${sent.firstname} ${sent.lastname}` });
      },
    });
    renderApp('/profil');
    const form = within(await screen.findByRole('form', { name: 'Informations personnelles' }));
    await userEvent.clear(form.getByLabelText('Prénom'));
    await userEvent.type(form.getByLabelText('Prénom'), 'Karima');
    await userEvent.click(form.getByRole('switch', { name: 'Ouvrir l’application sur la prise de service' }));
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Vos modifications ont été enregistrées avec succès'));
    expect(sent).toMatchObject({ firstname: 'Karima', lastname: 'Benali', drawerNavigation: true });
  });

  it('warns when nothing changed', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const warning = vi.spyOn(notify, 'warning');
    const fetchMock = mockApi({ 'GET /api/user': () => json(fixtures.agent) });
    renderApp('/profil');
    const form = within(await screen.findByRole('form', { name: 'Informations personnelles' }));
    await userEvent.click(form.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(warning).toHaveBeenCalledWith('Aucun changement à enregistrer'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('changes the password with the current one and shows the server refusal on the field', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.agent),
      'PUT /api/user': () =>
        json(
          {
            code: 'VALIDATION',
            message: 'Certaines informations sont invalides. Vérifiez le formulaire.',
            errors: { currentPassword: 'Le mot de passe actuel est incorrect.' },
          },
          400,
        ),
    });
    renderApp('/profil');
    const form = within(await screen.findByRole('form', { name: 'Changer le mot de passe' }));
    await userEvent.type(form.getByLabelText('Mot de passe actuel'), 'Faux1234');
    await userEvent.type(form.getByLabelText('Nouveau mot de passe'), 'Nouveau123');
    await userEvent.type(form.getByLabelText('Confirmation du mot de passe'), 'Nouveau124');
    await userEvent.click(form.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await form.findByText('Les deux mots de passe ne correspondent pas.')).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText('Confirmation du mot de passe'));
    await userEvent.type(form.getByLabelText('Confirmation du mot de passe'), 'Nouveau123');
    await userEvent.click(form.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await form.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
  });
});
