import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const api = '/api/agency/agence-demo';

describe('En-têtes et pieds de page', () => {
  it('the owner saves the header and footer of generated documents', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const saved: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/settings/export`]: () => json({ header: '', footer: '' }),
      [`PUT ${api}/settings/export`]: ({ body }) => {
        saved.push(body);
        return json(body);
      },
    });
    renderApp('/params/export');
    const header = await screen.findByRole('textbox', { name: 'En-tête des documents' });
    await userEvent.type(header, 'Sécurité Démo, 12 rue de la Paix');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pied de page des documents' }), 'Confidentiel');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(saved).toEqual([{ header: 'Sécurité Démo, 12 rue de la Paix', footer: 'Confidentiel' }]);
  });
});
