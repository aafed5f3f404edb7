import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGENCY } from '../agent-fixtures.ts';

configure({ asyncUtilTimeout: 15_000 });

const people = [
  {
    id: 'm1',
    firstname: 'Gérard',
    lastname: 'Martin',
    fullname: 'Gérard Martin',
    role: 'owner',
    email: 'gerant@demo.test',
    phone: '0612345678',
    specialties: [],
  },
  {
    id: 'm2',
    firstname: 'Hélène',
    lastname: 'Roux',
    fullname: 'Hélène Roux',
    role: 'agent',
    email: null,
    phone: null,
    specialties: ['SSIAP 1'],
  },
];

describe('Annuaire', { timeout: 60_000 }, () => {
  it('shows colleagues with call and e-mail links, and searches without accents', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.agent),
      [`POST ${AGENCY}/fetch/directory`]: () => json({ data: people, total: 2 }),
    });
    renderApp('/list');
    const owner = await screen.findByRole('article', { name: 'Gérard Martin' });
    expect(within(owner).getByText('Gérant')).toBeInTheDocument();
    expect(within(owner).getByRole('link', { name: 'Appeler Gérard Martin au 06 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:0612345678',
    );
    expect(within(owner).getByRole('link', { name: 'Écrire à Gérard Martin (gerant@demo.test)' })).toHaveAttribute(
      'href',
      'mailto:gerant@demo.test',
    );
    const agent = screen.getByRole('article', { name: 'Hélène Roux' });
    expect(within(agent).getByText('Pas de téléphone')).toBeInTheDocument();
    expect(within(agent).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un collègue' }), 'helene');
    expect(screen.queryByRole('article', { name: 'Gérard Martin' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hélène Roux' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Rechercher un collègue' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un collègue' }), 'zzz');
    expect(screen.getByText('Aucun collègue ne correspond à votre recherche.')).toBeInTheDocument();
  });
});
