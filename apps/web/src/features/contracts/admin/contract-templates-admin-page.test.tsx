import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { template } from '../contract-test-fixtures.ts';

beforeAll(async () => {
  await Promise.all([import('../public.ts'), import('../../../ui/dialogs/confirm-dialog-view.tsx')]);
}, 300_000);

const original = URL.createObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
  tokenStore.set({ token: 't', refresh_token: 'r' });
});
afterEach(() => {
  URL.createObjectURL = original;
});

const platformTemplate = { ...template, platform: true, title: 'Modèle plateforme' };

describe('Modèles de contrat (plateforme)', () => {
  it('lists the platform’s templates, writes a new one with its variables, and deletes one after confirming', async () => {
    let templates = [platformTemplate];
    const saved: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/contract/template/customer': () => json({ data: templates, total: templates.length }),
      'POST /api/admin/fetch/contract/template/agent': () => json({ data: [], total: 0 }),
      'POST /api/admin/contract/customer/preview': () =>
        new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
      'POST /api/admin/contract/template/customer': ({ body }) => {
        saved.push(body);
        return json({ ...platformTemplate, id: 't2', title: 'Nouveau modèle' });
      },
      [`DELETE /api/admin/contract/template/customer/${template.id}`]: () => {
        templates = [];
        return new Response(null, { status: 204 });
      },
    });
    const { router } = renderApp('/contractTemplates');
    const table = await screen.findByRole('table', { name: 'Modèles de la plateforme' }, { timeout: 60_000 });
    expect(within(table).getByText('Modèle plateforme')).toBeInTheDocument();

    await router.navigate('/contractTemplate?type=customer');
    const form = await screen.findByRole('form', { name: 'Modèle de contrat' }, { timeout: 60_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Titre du modèle/ }), 'Nouveau modèle');
    const body = within(form).getByRole('textbox', { name: /Texte du modèle/ });
    await userEvent.type(body, 'Entre ');
    await userEvent.click(within(form).getByRole('button', { name: 'Nom du client' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }));
    expect(await screen.findByText('Modèle de contrat créé')).toBeInTheDocument();
    expect(saved).toEqual([{ id: null, title: 'Nouveau modèle', body: 'Entre {{client.nom}}' }]);

    await screen.findByRole('table', { name: 'Modèles de la plateforme' }, { timeout: 60_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const ask = await screen.findByRole('dialog', { name: 'Supprimer ce modèle de la plateforme ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Modèle de contrat supprimé')).toBeInTheDocument();
  });
});
