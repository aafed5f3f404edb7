import type { MaintenanceAdmin } from '@securite/domain/maintenance/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { notify } from '../../ui/notices/notice-store.ts';

// A page loads on demand: on a busy machine its first render takes longer than the usual wait.
const pageLoad = { timeout: 30_000 };

const none: MaintenanceAdmin = { message: null, startAt: null, endAt: null, enabled: false, state: 'none' };

describe('Message de maintenance', () => {
  it('asks for the message, and confirms before closing the platform at once', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const success = vi.spyOn(notify, 'success');
    const sent: unknown[] = [];
    let current = none;
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'GET /api/admin/maintenance-message': () => json(current),
      'POST /api/admin/maintenance-message': ({ body }) => {
        sent.push(body);
        current = { message: 'Mise à jour.', startAt: null, endAt: null, enabled: true, state: 'active' };
        return json({ message: 'Mise à jour.', startAt: null, endAt: null, active: true });
      },
    });
    renderApp('/adminCommunication/maintenance');
    expect(await screen.findByText('Aucun message', {}, pageLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Message affiché aux utilisateurs' }), 'Mise à jour.');
    const preview = screen.getByRole('region', { name: 'Aperçu de l’écran de maintenance' });
    expect(within(preview).getByText('Mise à jour.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Activer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fermer la plateforme maintenant ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const again = await screen.findByRole('dialog', { name: 'Fermer la plateforme maintenant ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Activer la maintenance' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Le message de maintenance est enregistré et activé.'));
    expect(sent).toEqual([{ message: 'Mise à jour.', startAt: null, endAt: null, enabled: true }]);
    expect(await screen.findByText('En cours : plateforme fermée')).toBeInTheDocument();
  });

  it('withdraws the message after a confirmation', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let current: MaintenanceAdmin = {
      message: 'Coupure prévue.',
      startAt: '2027-06-01T07:00:00.000Z',
      endAt: null,
      enabled: true,
      state: 'planned',
    };
    let deleted = 0;
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'GET /api/admin/maintenance-message': () => json(current),
      'DELETE /api/admin/maintenance-message': () => {
        deleted += 1;
        current = none;
        return json({ message: null, startAt: null, endAt: null, active: false });
      },
    });
    renderApp('/adminCommunication/maintenance');
    expect(await screen.findByText('Annoncé, à venir', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message affiché aux utilisateurs' })).toHaveValue('Coupure prévue.');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer le message de maintenance ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText('Aucun message')).toBeInTheDocument();
    expect(deleted).toBe(1);
  });

  it('checks the window (an impossible date, an end before the start), then saves it without closing', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const success = vi.spyOn(notify, 'success');
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'GET /api/admin/maintenance-message': () => json(none),
      'POST /api/admin/maintenance-message': ({ body }) => {
        sent.push(body);
        return json({ message: 'Coupure.', startAt: null, endAt: null, active: false });
      },
    });
    renderApp('/adminCommunication/maintenance');
    expect(await screen.findByText('Aucun message', {}, pageLoad)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message affiché aux utilisateurs' }), '  Coupure.  ');
    // The start's month changed to February: a 31 February, no date (the picker holds an invalid date).
    typeInPicker(document.body, 'Début', '31/07/2027 08:00');
    const [, month] = within(screen.getByRole('group', { name: 'Début' })).getAllByRole('spinbutton');
    await userEvent.click(month as HTMLElement);
    await userEvent.keyboard('02');
    typeInPicker(document.body, 'Fin', '09/07/2027 18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Date invalide')).toBeInTheDocument();

    typeInPicker(document.body, 'Début', '10/07/2027 08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La fin doit être postérieure au début')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    typeInPicker(document.body, 'Fin', '10/07/2027 18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Le message est enregistré, sans être activé.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        message: 'Coupure.',
        startAt: new Date(2027, 6, 10, 8).toISOString(),
        endAt: new Date(2027, 6, 10, 18).toISOString(),
        enabled: false,
      },
    ]);
  });
});
