import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGENCY, listItem, quota } from '../agent-fixtures.ts';

// The agents screens are heavy in jsdom, and the test machine is shared: wait longer than the default.
configure({ asyncUtilTimeout: 15_000 });

const julie = listItem('a1', 'Julie', 'Moreau', {
  registrationNumber: '00012',
  specialties: ['SSIAP 1'],
  cnapsCardExpiresAt: '2029-01-15',
  expirationStatus: 'valid',
});
const thomas = listItem('a2', 'Thomas', 'Lefèvre', {
  status: 'inactive',
  active: false,
  hasAccount: false,
  specialties: ['Rondier'],
  plannable: false,
  cnapsCardExpiresAt: '2029-03-01',
  expirationStatus: 'expired',
  expirationItems: ['SSIAP 2'],
});

type Body = { filters: Record<string, unknown>; page: number; limit: number; orderBy: unknown };

describe('Collaborateurs page', () => {
  it('lists the agents 25 a page, newest first, and sends each filter to the server', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: Body[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${AGENCY}/agents/quota`]: () => json(quota),
      [`POST ${AGENCY}/fetch/agents`]: ({ body }) => {
        const request = body as Body;
        bodies.push(request);
        const rows = request.filters.search ? [] : request.filters.expiration ? [thomas] : [julie, thomas];
        return json({
          data: rows,
          total: rows.length,
          specialties: ['Rondier', 'SSIAP 1'],
          filtered: bodies.length > 1,
        });
      },
    });
    renderApp('/planification/agents');
    const grid = await screen.findByRole('grid', { name: 'Collaborateurs' });
    expect(await within(grid).findByText('MOREAU Julie')).toBeInTheDocument();
    expect(within(grid).getByText('LEFÈVRE Thomas')).toBeInTheDocument();
    // The card is valid until 2029: the badge says what expired.
    expect(within(grid).getByText('Expiré : SSIAP 2')).toBeInTheDocument();
    expect(within(grid).getByText('Valide')).toBeInTheDocument();
    expect(screen.getByText('2 fiches collaborateurs sur 20 · 2 comptes actifs sur 15')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      filters: { status: 'all' },
      page: 1,
      limit: 25,
      orderBy: { field: 'createdAt', direction: 'desc' },
    });
    expect(screen.getByRole('button', { name: 'Nouveau collaborateur' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Échéances' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Expiré' }));
    await vi.waitFor(() => expect(bodies.at(-1)?.filters).toEqual({ status: 'all', expiration: 'expired' }));
    await vi.waitFor(() => expect(within(grid).queryByText('MOREAU Julie')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('combobox', { name: 'Statut' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactifs' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Planifiable' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Non planifiables' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Spécialités' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rondier' }));
    await vi.waitFor(() =>
      expect(bodies.at(-1)?.filters).toEqual({
        status: 'inactive',
        plannable: false,
        specialties: ['Rondier'],
        expiration: 'expired',
      }),
    );
  }, 40_000);

  it('searches and says when nothing matches', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: Body[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${AGENCY}/agents/quota`]: () => json(quota),
      [`POST ${AGENCY}/fetch/agents`]: ({ body }) => {
        bodies.push(body as Body);
        const rows = (body as Body).filters.search ? [] : [julie];
        return json({ data: rows, total: rows.length, specialties: [], filtered: bodies.length > 1 });
      },
    });
    renderApp('/planification/agents');
    expect(await screen.findByText('MOREAU Julie')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'zzz');
    expect(await screen.findByText('Aucun collaborateur ne correspond à ces critères.')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ filters: { search: 'zzz' }, page: 1 });
  });

  it('at the agents limit, offers to buy records instead of opening a new record (spec 000 section 8)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${AGENCY}/agents/quota`]: () => json({ ...quota, agents: 20 }),
      [`POST ${AGENCY}/fetch/agents`]: () => json({ data: [julie], total: 1, specialties: [], filtered: false }),
    });
    renderApp('/planification/agents');
    await screen.findByText('20 fiches collaborateurs sur 20 · 2 comptes actifs sur 15');
    await userEvent.click(screen.getByRole('button', { name: 'Nouveau collaborateur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plus de fiches collaborateurs' });
    expect(within(dialog).getByText('Vous avez atteint votre quota de fiches collaborateurs')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${AGENCY.replace('/api', '')}/agent`)).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Acheter des fiches' }));
    expect(await screen.findByRole('heading', { name: 'Boutique', level: 1 })).toBeInTheDocument();
    expect(
      screen.getByText(/Vous avez atteint votre quota de fiches collaborateurs\. Ajoutez un pack/),
    ).toBeInTheDocument();
  });

  it('hides the create button from staff who may only edit agents', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const editor = {
      ...fixtures.planning,
      userCompanies: [{ ...fixtures.planning.userCompanies[0], rights: ['agents.edit'] }],
    };
    mockApi({
      'GET /api/user': () => json(editor),
      [`GET ${AGENCY}/agents/quota`]: () => json(quota),
      [`POST ${AGENCY}/fetch/agents`]: () => json({ data: [julie], total: 1, specialties: [], filtered: false }),
    });
    renderApp('/planification/agents');
    expect(await screen.findByText('MOREAU Julie')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau collaborateur' })).not.toBeInTheDocument();
  });

  it('is refused to the planning staff, who may not manage agents', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({ 'GET /api/user': () => json(fixtures.planning) });
    renderApp('/planification/agents');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});
