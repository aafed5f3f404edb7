import type { SiteExclusion } from '@securite/domain/sites/site-exclusion-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { siteDetail } from '../../test/site-fixtures.ts';

vi.mock('./site-map.tsx', () => ({ SiteMap: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const base = '/api/agency/agence-demo';
const site = siteDetail();

function mockExclusions(user = fixtures.owner) {
  const agents: SiteExclusion[] = [];
  const added: unknown[] = [];
  const removed: string[] = [];
  const names = [
    { id: 'a-1', fullname: 'Karim Benali' },
    { id: 'a-2', fullname: 'Léa Martin' },
  ];
  mockApi({
    'GET /api/user': () => json(user),
    [`GET ${base}/site/${site.id}`]: () => json(site),
    [`GET ${base}/site/${site.id}/items`]: () => json({ id: site.id, items: [] }),
    [`POST ${base}/fetch/allSiteInstructions`]: () => json({ data: [], total: 0 }),
    [`GET ${base}/agents/names`]: () => json({ agents: names }),
    [`GET ${base}/site/${site.id}/excluded-agents`]: () => json({ siteId: site.id, agents }),
    [`POST ${base}/site/${site.id}/excluded-agents`]: ({ body }) => {
      added.push(body);
      const { agentId, reason } = body as { agentId: string; reason: string | null };
      const fullname = names.find((n) => n.id === agentId)!.fullname;
      agents.push({ agentId, fullname, reason, createdAt: '2026-03-02T20:00:00.000Z' });
      return json({ siteId: site.id, agents });
    },
    [`DELETE ${base}/site/${site.id}/excluded-agent/a-2`]: () => {
      removed.push('a-2');
      agents.splice(
        agents.findIndex((a) => a.agentId === 'a-2'),
        1,
      );
      return new Response(null, { status: 204 });
    },
  });
  return { added, removed };
}

describe('Agents exclus du site', () => {
  it('starts empty, excludes an agent picked by name with a reason, and removes them after confirmation', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const calls = mockExclusions();
    renderApp(`/terrain/site/${site.id}`);
    const card = await screen.findByRole('region', { name: 'Agents exclus du site' });
    expect(await within(card).findByText('Aucun agent exclu de ce site.')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Exclure un agent' }));
    const form = within(card).getByRole('form', { name: 'Exclure un agent' });
    expect(within(form).getByRole('button', { name: 'Exclure' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('combobox', { name: /Agent à exclure/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Léa Martin' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Motif (facultatif)' }), 'Demande du client');
    await userEvent.click(within(form).getByRole('button', { name: 'Exclure' }));
    expect(calls.added).toEqual([{ agentId: 'a-2', reason: 'Demande du client' }]);
    const row = await within(card).findByRole('listitem', { name: 'Léa Martin' });
    expect(within(row).getByText('Demande du client')).toBeInTheDocument();
    expect(within(row).getByText(/^Exclu le 2 mars 2026$/)).toBeInTheDocument();
    expect(await screen.findByText('Léa Martin est exclu de ce site.')).toBeInTheDocument();

    // Already excluded: the picker says so and does not offer them again.
    await userEvent.click(within(form).getByRole('combobox', { name: /Agent à exclure/ }));
    const again = await screen.findByRole('option', { name: 'Léa Martin (déjà exclu)' });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(row).getByRole('button', { name: 'Retirer Léa Martin des agents exclus' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Retirer l’exclusion de Léa Martin ?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Retirer' }));
    expect(await within(card).findByText('Aucun agent exclu de ce site.')).toBeInTheDocument();
    expect(calls.removed).toEqual(['a-2']);
  });

  it('is not shown to a customer of the site', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockExclusions(fixtures.customer);
    renderApp(`/customerSites/${site.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Agents exclus du site' })).not.toBeInTheDocument();
  });
});
