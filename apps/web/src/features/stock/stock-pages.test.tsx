import type { CurrentUser } from '@securite/domain/session/schemas';
import type { StockAssignment, StockReference } from '@securite/domain/stock/stock-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = '/api/agency/agence-demo';
const slow = { timeout: 30_000 };
const radio: StockReference = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Radio portative',
  reference: 'RAD-0001',
  description: null,
  types: ['Communication'],
  status: 'active',
  quantity: 12,
  assignedQuantity: 2,
  availableQuantity: 10,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};
const assignment = (extra: Partial<StockAssignment> = {}): StockAssignment => ({
  id: 'a1',
  stockReference: { id: radio.id, title: radio.title, reference: radio.reference },
  agent: { id: 'membre-agent', fullname: 'Karim Benali' },
  site: null,
  quantity: 1,
  assignedAt: '2026-03-01',
  dateRangeRestitution: { from: null, to: '2026-03-20' },
  status: 'assigned',
  returnedAt: null,
  restitution: 'due',
  note: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...extra,
});
const simplified = (user: CurrentUser): CurrentUser => ({
  ...user,
  userCompanies: user.userCompanies.map((c) => ({ ...c, agency: { ...c.agency, stockSimplified: true } })),
});

beforeAll(async () => {
  await Promise.all([
    import('./stock-references-page.tsx'),
    import('./stock-assignments-page.tsx'),
    import('./stock-actions-page.tsx'),
    import('./customer-stocks-page.tsx'),
    import('./stock-expirations.tsx'),
  ]);
}, 180_000);

describe('Catalogue de stock', () => {
  it('lists the references with their quantities, and a new one is saved with the stock toast', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const saved: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/stock-references`]: () => json({ data: [radio], total: 1, types: ['Communication'] }),
      [`POST ${api}/stock-reference`]: ({ body }) => {
        saved.push(body);
        return json({
          ...radio,
          id: '22222222-2222-4222-8222-222222222222',
          title: 'Lampe torche',
          reference: 'LAM-0001',
        });
      },
    });
    renderApp('/stocksReferences');
    const row = (await screen.findByText('RAD-0001', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Radio portative')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Nouvelle référence'));
    const dialog = (await screen.findByText('Nouvelle référence', { selector: 'h2' }, slow)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByText('Enregistrer'));
    expect(await within(dialog).findByText('Obligatoire')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Titre/), 'Lampe torche');
    await userEvent.clear(within(dialog).getByLabelText(/Quantité en stock/));
    await userEvent.type(within(dialog).getByLabelText(/Quantité en stock/), '20');
    await userEvent.click(within(dialog).getByText('Enregistrer'));
    expect(await screen.findByText('Stock mis à jour : Lampe torche (LAM-0001)')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ title: 'Lampe torche', quantity: 20, reference: null, status: 'active' });
  });
});

describe('Équipements attribués', () => {
  it('refuses an assignment without agent or site with the spec’s message, and takes equipment back', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const returned: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/stock-references`]: () => json({ data: [radio], total: 1, types: [] }),
      [`POST ${api}/fetch/stock-assignments`]: () => json({ data: [assignment()], total: 1 }),
      [`POST ${api}/fetch/agents`]: () => json({ data: [], total: 0, specialties: [] }),
      [`POST ${api}/fetch/sites`]: () => json({ data: [], total: 0 }),
      [`POST ${api}/stock-assignment/a1/return`]: ({ body }) => {
        returned.push(body);
        return json({ updatedReferences: [assignment().stockReference], assignments: [] });
      },
    });
    renderApp('/stocksAssignments');
    const row = (await screen.findByText('Karim Benali', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('À restituer bientôt')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Nouvelle attribution', { selector: 'button' }));
    const dialog = (await screen.findByText('Nouvelle attribution', { selector: 'h2' }, slow)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByLabelText(/Référence/));
    await userEvent.click(await screen.findByText(/disponible/, { selector: 'li' }));
    await userEvent.click(within(dialog).getByText('Attribuer'));
    expect(
      await within(dialog).findByText(
        'Formulaire invalide, au moins un collaborateur ou un site doit être sélectionné pour assignation',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Annuler'));
    await userEvent.click(within(row).getByText('Restituer'));
    const back = (await screen.findByText('Restituer le matériel')).closest('[role="dialog"]') as HTMLElement;
    await userEvent.click(within(back).getByText('Restituer', { selector: 'button' }));
    expect(await screen.findByText('Stock mis à jour : Radio portative (RAD-0001)')).toBeInTheDocument();
    expect(returned).toEqual([{ quantity: 1, note: null }]);
  });
});

describe('Mouvements de stock', () => {
  it('lists the movements with their sign', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/stock-references`]: () => json({ data: [radio], total: 1, types: [] }),
      [`POST ${api}/fetch/stock-actions`]: () =>
        json({
          data: [
            {
              id: 'm1',
              kind: 'assignment',
              stockReference: assignment().stockReference,
              quantity: 1,
              agent: { id: 'membre-agent', fullname: 'Karim Benali' },
              site: null,
              note: null,
              createdBy: { id: 'u1', fullname: 'Gérard Martin' },
              createdAt: '2026-03-01T08:00:00.000Z',
            },
          ],
          total: 1,
        }),
    });
    renderApp('/stocksActions');
    const row = (await screen.findByText('Attribution', { selector: 'td' }, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('−1')).toBeInTheDocument();
    expect(within(row).getByText('Karim Benali')).toBeInTheDocument();
  });
});

describe('customerStocks', () => {
  it('lists the equipment on the customer’s sites, in the customer’s scope', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.customer),
      [`POST ${api}/customer/client-demo/fetch/stock-assignments`]: () =>
        json({
          data: [
            assignment({
              agent: null,
              site: { id: 's1', name: 'Siège Client Démo', customerName: 'Client Démo' },
              restitution: 'none',
              dateRangeRestitution: { from: null, to: null },
            }),
          ],
          total: 1,
        }),
    });
    renderApp('/customerStocks');
    expect(await screen.findByText('Siège Client Démo — Client Démo', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Restituer')).not.toBeInTheDocument();
  });
});

describe('simplified stock', () => {
  // Skipped since the merge of the field bundle work (2026-11-28): the Échéances sub-screen, loaded on demand inside
  // a page loaded on demand, never renders in this test (it does in the browser: e2e documents.spec.ts checks the
  // stock on the expirations). To be found and re-enabled.
  it.skip('lists the agents’ equipment on the expiration sub-screen', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(simplified(fixtures.owner)),
      [`POST ${api}/fetch/agent-expirations`]: () =>
        json({ data: [], total: 0, counts: { expired: 0, expiresSoon: 0, valid: 0 } }),
      [`POST ${api}/agent/fetch/items`]: () =>
        json({
          data: [
            {
              id: 'i1',
              label: 'Radio Motorola',
              reference: 'RAD-014',
              quantity: 1,
              position: 0,
              assignedAt: null,
              agent: { id: 'membre-agent', fullname: 'Karim Benali' },
            },
          ],
          total: 1,
        }),
    });
    renderApp('/listAgencyExpirations/materiel');
    // The Échéances page itself loads on demand (agents feature): a longer wait.
    expect(await screen.findByText('Radio Motorola', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Équipements des collaborateurs')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Karim Benali')).toBeInTheDocument());
  }, 120_000);
});
