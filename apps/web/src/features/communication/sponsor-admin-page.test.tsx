import { communicationMessages as m } from '@securite/domain/communication/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { notify } from '../../ui/notices/notice-store.ts';

// A page loads on demand: on a busy machine its first render takes longer than the usual wait.
const pageLoad = { timeout: 30_000 };

describe('Configuration du parrainage', () => {
  it('asks for the title and the description, then saves the offer as typed (the title trimmed)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const success = vi.spyOn(notify, 'success');
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/configurations/sponsor': ({ body }) => {
        sent.push(body);
        return json({ ...(body as object), updatedAt: '2026-03-01T08:00:00.000Z' });
      },
    });
    renderApp('/adminConfigurations/sponsor');
    expect(await screen.findByText(/Aucune configuration pour le moment/, {}, pageLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(m.sponsorTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.sponsorDescriptionRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Titre' }), '  Offre de printemps  ');
    expect(screen.getByText('22 / 255')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Un mois offert.');
    await userEvent.click(screen.getByRole('button', { name: 'Gras' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Offre active (visible des agences)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(m.sponsorSaved));
    expect(sent).toEqual([
      { title: 'Offre de printemps', description: 'Un mois offert.**texte en gras**', isActive: true },
    ]);
    const preview = await screen.findByRole('region', { name: 'Aperçu' });
    expect(within(preview).getByText('Offre de printemps')).toBeInTheDocument();
    expect(within(preview).getByText('Visible des agences')).toBeInTheDocument();
  });

  it('puts the server’s message on its field, and « Réinitialiser » brings back the saved offer', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'GET /api/admin/configurations/sponsor': () =>
        json({
          title: 'Offre',
          description: 'Un mois offert.',
          isActive: false,
          updatedAt: '2026-03-01T08:00:00.000Z',
        }),
      'POST /api/admin/configurations/sponsor': () =>
        json({ code: 'VALIDATION_ERROR', message: 'Données invalides', errors: { title: 'Titre refusé' } }, 400),
    });
    renderApp('/adminConfigurations/sponsor');
    const title = await screen.findByRole('textbox', { name: 'Titre' }, pageLoad);
    expect(title).toHaveValue('Offre');
    await userEvent.type(title, ' du mois');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Titre refusé')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Offre');
    expect(screen.queryByText('Titre refusé')).not.toBeInTheDocument();
  });
});
