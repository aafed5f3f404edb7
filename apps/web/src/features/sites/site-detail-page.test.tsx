import type { SiteInstruction } from '@securite/domain/sites/site-instruction-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { siteDetail, siteIds } from '../../test/site-fixtures.ts';

vi.mock('./site-map.tsx', () => ({ SiteMap: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const base = '/api/agency/agence-demo';
const site = siteDetail();

function instruction(id: string, title: string, content: string): SiteInstruction {
  return {
    id,
    site: { id: site.id, name: site.name },
    title,
    content,
    author: { userId: fixtures.owner.id, fullname: 'Gérard Martin' },
    createdAt: '2026-03-02T20:00:00.000Z',
    updatedAt: '2026-03-02T20:00:00.000Z',
  };
}

function mockDetail(user = fixtures.owner) {
  const instructions = [instruction('i-1', 'Fermeture des accès', 'Fermer les portes C et D à 21 h.')];
  const created: unknown[] = [];
  const deleted: string[] = [];
  mockApi({
    'GET /api/user': () => json(user),
    [`GET ${base}/site/${site.id}`]: () => json(site),
    [`GET ${base}/site/${site.id}/items`]: () =>
      json({
        id: site.id,
        items: [
          { id: 'it-2', label: 'Talkie-walkie', quantity: 2, reference: null, comment: null, position: 0 },
          { id: 'it-1', label: 'Lampe torche', quantity: 1, reference: 'LT-4', comment: null, position: 1 },
        ],
      }),
    [`POST ${base}/fetch/allSiteInstructions`]: () => json({ data: instructions, total: instructions.length }),
    [`POST ${base}/site/${site.id}/instruction`]: ({ body }) => {
      created.push(body);
      const { title, content } = body as { title: string; content: string };
      const made = instruction('i-2', title, content);
      instructions.unshift(made);
      return json(made);
    },
    [`DELETE ${base}/site-instruction/i-1`]: () => {
      deleted.push('i-1');
      instructions.splice(
        instructions.findIndex((i) => i.id === 'i-1'),
        1,
      );
      return new Response(null, { status: 204 });
    },
  });
  return { created, deleted };
}

describe('Site detail page', () => {
  it('shows the summary with the map, keys, alarms and the equipment in order', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockDetail();
    renderApp(`/terrain/site/${site.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Carte du site ${site.name}` })).toBeInTheDocument();
    expect(screen.getByText('250 m · 48.8406, 2.5486')).toBeInTheDocument();
    expect(screen.getByText('Karim Benali')).toBeInTheDocument();
    expect(screen.getByText('Passe général (n° PG-01)')).toBeInTheDocument();
    expect(screen.getByText('Code : 4821')).toBeInTheDocument();
    const equipment = screen.getByRole('region', { name: 'Matériel' });
    expect(await within(equipment).findByText('Talkie-walkie × 2')).toBeInTheDocument();
    expect(
      within(equipment)
        .getAllByText(/×/)
        .map((e) => e.textContent),
    ).toEqual(['Talkie-walkie × 2', 'Lampe torche × 1']);
  });

  it('gives an instruction, saying who will be told, and removes one after confirmation', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const { created, deleted } = mockDetail();
    renderApp(`/terrain/site/${site.id}`);
    const card = await screen.findByRole('region', { name: 'Consignes' });
    expect(await within(card).findByText('Fermeture des accès')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Nouvelle consigne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle consigne' });
    expect(
      within(dialog).getByText('Seront prévenus : les agents du site et les administrateurs de l’agence.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getAllByText('Obligatoire')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titre' }), 'Livraison');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Consigne' }), 'Camion attendu à 6 h.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(created).toEqual([{ id: null, title: 'Livraison', content: 'Camion attendu à 6 h.' }]);
    expect(await within(card).findByText('Camion attendu à 6 h.')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Supprimer la consigne Fermeture des accès' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Supprimer la consigne « Fermeture des accès » ?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La consigne a été supprimée.')).toBeInTheDocument();
    expect(deleted).toEqual(['i-1']);
    expect(within(card).queryByText('Fermeture des accès')).not.toBeInTheDocument();
  });

  it('shows a customer what the site grants them, without edit or equipment', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const granted = { ...site, siteKeys: [], siteAlarms: [], siteUsers: [], myRights: ['instructions.view'] };
    mockApi({
      'GET /api/user': () => json(fixtures.customer),
      [`GET ${base}/site/${site.id}`]: () => json(granted),
      [`POST ${base}/fetch/allSiteInstructions`]: () => json({ data: [], total: 0 }),
    });
    renderApp(`/customerSites/${site.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    expect(await screen.findByText('Aucune consigne pour ce site.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouvelle consigne' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Matériel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Clés' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les sites' })).toHaveAttribute('href', '/customerSites');
    expect(siteIds.arcades).toBe(site.id);
  });

  it('lists the site’s round executions for its customer, each opening its page, with its state', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const granted = { ...site, siteKeys: [], siteAlarms: [], siteUsers: [], myRights: [] };
    const summary = (id: string, startedAt: string, endedAt: string | null, validated: number) => ({
      id,
      round: { id: 'r-1', name: 'Ronde de nuit' },
      startedAt,
      endedAt,
      complete: validated === 3,
      validated,
      total: 3,
    });
    mockApi({
      'GET /api/user': () => json(fixtures.customer),
      [`GET ${base}/site/${site.id}`]: () => json(granted),
      [`GET ${base}/site/${site.id}/round-executions`]: () =>
        json({
          executions: [
            summary('exec-3', '2026-12-15T21:00:00.000Z', null, 1),
            summary('exec-2', '2026-12-14T21:00:00.000Z', '2026-12-14T21:40:00.000Z', 3),
            summary('exec-1', '2026-12-13T21:00:00.000Z', '2026-12-13T21:30:00.000Z', 2),
          ],
        }),
    });
    renderApp(`/customerSites/${site.id}`);
    const list = await screen.findByRole('list', { name: 'Rondes effectuées' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ronde de nuit — mar. 15/12 22:001 / 3 points validésEn cours',
      'Ronde de nuit — lun. 14/12 22:00 à 22:403 / 3 points validésComplète',
      'Ronde de nuit — dim. 13/12 22:00 à 22:302 / 3 points validésIncomplète',
    ]);
    expect(within(items[1]).getByRole('link')).toHaveAttribute('href', '/ronde/exec-2');
  });
});
