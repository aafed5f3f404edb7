import type { SalaryElement } from '@securite/domain/payroll/salary-elements';
import type { CurrentUser } from '@securite/domain/session/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { currentMonth } from '../../../ui/month-picker.tsx';

const api = '/api/agency/agence-demo';
const agent = { id: 'a1b2c3d4-0000-4000-8000-000000000001', fullname: 'Karim Benali' };
const month = currentMonth();
const element = (id: string, extra: Partial<SalaryElement> = {}): SalaryElement => ({
  id,
  agent,
  month,
  kind: 'bonus',
  label: 'Prime de panier',
  amountCents: 4550,
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
  ...extra,
});
const withRights = (rights: string[]): CurrentUser => ({
  ...fixtures.planning,
  userCompanies: fixtures.planning.userCompanies.map((c) => ({ ...c, rights })),
});

describe('Éléments de salaire', () => {
  it('shows the empty state of the month, then the owner adds a bonus in euros', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let elements: SalaryElement[] = [];
    const saved: unknown[] = [];
    const fetched: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/salary-elements/agents`]: () => json([agent]),
      [`POST ${api}/fetch/salary-elements`]: ({ body }) => {
        fetched.push(body);
        return json({ data: elements, total: elements.length });
      },
      [`POST ${api}/salary-element`]: ({ body }) => {
        saved.push(body);
        elements = [element('e1b2c3d4-0000-4000-8000-000000000001')];
        return json(elements[0]);
      },
    });
    renderApp('/salary-elements');
    expect(await screen.findByText('Aucun élément de salaire pour ce mois.')).toBeInTheDocument();
    expect(fetched[0]).toMatchObject({ filters: { month } });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un élément' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel élément de salaire' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findAllByText('Obligatoire')).not.toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Collaborateur/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karim Benali' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Libellé/ }), 'Prime de panier');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Montant/ }), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Montant invalide (par exemple 45,50)')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Montant/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '45,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’élément de salaire a été créé')).toBeInTheDocument();
    expect(saved).toEqual([
      { id: null, agentId: agent.id, month, kind: 'bonus', label: 'Prime de panier', amountCents: 4550 },
    ]);
    const table = await screen.findByRole('table', { name: 'Éléments de salaire' });
    expect(within(table).getByText('Karim Benali')).toBeInTheDocument();
    expect(within(table).getByText(/45,50\s€/)).toBeInTheDocument();
  });

  it('deletes an element after confirming', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let elements = [element('e1b2c3d4-0000-4000-8000-000000000002', { kind: 'advance', label: 'Acompte' })];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/salary-elements/agents`]: () => json([agent]),
      [`POST ${api}/fetch/salary-elements`]: () => json({ data: elements, total: elements.length }),
      [`DELETE ${api}/salary-element/e1b2c3d4-0000-4000-8000-000000000002`]: () => {
        elements = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/salary-elements');
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Acompte' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Supprimer l’élément de salaire ?' });
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('L’élément de salaire a été supprimé')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByText('Aucun élément de salaire pour ce mois.')).toBeInTheDocument());
  });

  it('a staff member who may only create sees no edit or delete button', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(withRights(['salaryElements.create'])),
      [`GET ${api}/salary-elements/agents`]: () => json([agent]),
      [`POST ${api}/fetch/salary-elements`]: () => json({ data: [element('e3')], total: 1 }),
    });
    renderApp('/salary-elements');
    expect(await screen.findByRole('table', { name: 'Éléments de salaire' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un élément' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
  });
});
