import type { AdminAgency, AdminAgencyDetail } from '@securite/domain/admin/agency-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';

// A page loads on demand: on a busy machine its first render takes longer than the usual wait.
const pageLoad = { timeout: 30_000 };

const listed: AdminAgency = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Agence Provence',
  email: 'contact@provence.test',
  city: 'Marseille',
  locked: false,
  subscriptionEndsAt: null,
  fake: true,
  counts: { agents: 3, staff: 0, customers: 3 },
  owner: null,
  createdAt: '2026-03-02T09:00:00.000Z',
};

const detail: AdminAgencyDetail = {
  ...listed,
  phone: '0491000000',
  address: { street: '1 quai du Port', complement: null, zipcode: '13002', city: 'Marseille', country: 'France' },
  timezone: 'Europe/Paris',
  agentsLimit: 20,
  accountsLimit: null,
  freeAccounts: 1,
  updatedAt: '2026-03-02T09:00:00.000Z',
};

const auditPage = {
  data: [
    {
      id: 'e1',
      agencyId: listed.id,
      agencyName: listed.name,
      actor: { id: 'u-admin', fullname: 'Alice Admin', email: 'admin@demo.test' },
      action: 'agency.enter',
      targetType: 'agency',
      targetId: listed.id,
      data: { name: listed.name },
      createdAt: '2026-03-03T10:15:00.000Z',
    },
    {
      id: 'e2',
      agencyId: listed.id,
      agencyName: listed.name,
      actor: { id: 'u-owner', fullname: 'Gérard Martin', email: 'gerant@demo.test' },
      action: 'agent.create',
      targetType: 'agent',
      targetId: 'a1',
      data: { email: 'julie@exemple.fr' },
      createdAt: '2026-03-03T10:20:00.000Z',
    },
    {
      id: 'e3',
      agencyId: listed.id,
      agencyName: listed.name,
      actor: { id: 'u-admin', fullname: 'Alice Admin', email: 'admin@demo.test' },
      action: 'agency.leave',
      targetType: 'agency',
      targetId: listed.id,
      data: { name: listed.name },
      createdAt: '2026-03-03T10:30:00.000Z',
    },
    {
      id: 'e4',
      agencyId: listed.id,
      agencyName: listed.name,
      actor: null,
      action: 'newer.server.action',
      targetType: null,
      targetId: null,
      data: null,
      createdAt: '2026-03-03T10:40:00.000Z',
    },
  ],
  total: 4,
};

const signedIn = () => tokenStore.set({ token: 't', refresh_token: 'r' });

describe('Agences: the demo filter and the sheet link', () => {
  it('asks real or demo agencies only, and leads to the sheet', async () => {
    signedIn();
    const bodies: Array<{ filters: Record<string, unknown> }> = [];
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/fetch/agencies': ({ body }) => {
        bodies.push(body as { filters: Record<string, unknown> });
        return json({ data: [listed], total: 1 });
      },
      [`GET /api/admin/agency/${listed.id}`]: () => json(detail),
      'GET /api/admin/audit-log': () => json(auditPage),
    });
    const { router } = renderApp('/adminAgencies');
    await screen.findByRole('table', { name: 'Agences' }, pageLoad);
    expect(bodies[0].filters).not.toHaveProperty('fake');

    await userEvent.click(screen.getByRole('combobox', { name: 'Données' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Démo' }));
    await vi.waitFor(() => expect(bodies.at(-1)?.filters).toMatchObject({ fake: 1 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Données' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Réelles' }));
    await vi.waitFor(() => expect(bodies.at(-1)?.filters).toMatchObject({ fake: 0 }));

    await userEvent.click(screen.getByRole('link', { name: 'Agence Provence' }));
    expect(await screen.findByRole('heading', { name: 'Agence Provence', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/agencyAdmin/${listed.id}`);
  });
});

describe('Fiche agence', () => {
  it('creates an agency: the name is required, a started owner must be complete, then the sheet opens', async () => {
    signedIn();
    const success = vi.spyOn(notify, 'success');
    let sent: unknown = null;
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      'POST /api/admin/agency': ({ body }) => {
        sent = body;
        return json({ id: listed.id, name: 'Agence Provence', ownerInvited: true }, 201);
      },
      [`GET /api/admin/agency/${listed.id}`]: () => json(detail),
      'GET /api/admin/audit-log': () => json(auditPage),
    });
    const { router } = renderApp('/agencyAdmin');
    expect(await screen.findByRole('heading', { name: 'Nouvelle agence', level: 1 }, pageLoad)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’agence' }));
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Nom de l’agence' }), 'Agence Provence');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ville' }), 'Marseille');
    await userEvent.type(screen.getByRole('textbox', { name: 'Prénom' }), 'Nadia');
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’agence' }));
    const owner = screen.getByRole('region', { name: 'Gérant (facultatif)' });
    expect(await within(owner).findAllByText('Obligatoire')).toHaveLength(2);
    expect(sent).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail du gérant' }), 'nadia@provence.test');
    await userEvent.type(within(owner).getByRole('textbox', { name: 'Nom' }), 'Haddad');
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’agence' }));
    expect(await screen.findByRole('heading', { name: 'Agence Provence', level: 1 })).toBeInTheDocument();
    expect(sent).toMatchObject({
      name: 'Agence Provence',
      address: { city: 'Marseille', country: 'France' },
      timezone: 'Europe/Paris',
      fake: false,
      owner: { email: 'nadia@provence.test', firstname: 'Nadia', lastname: 'Haddad' },
    });
    expect(success).toHaveBeenCalledWith(
      'L’agence Agence Provence est créée ; son gérant a reçu une invitation par e-mail.',
    );
    expect(router.state.location.pathname).toBe(`/agencyAdmin/${listed.id}`);
  });

  it('edits the sheet: the server’s field errors show on their field, then the change is saved', async () => {
    signedIn();
    const success = vi.spyOn(notify, 'success');
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      [`GET /api/admin/agency/${listed.id}`]: () => json(detail),
      [`PUT /api/admin/agency/${listed.id}`]: ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? json(
              { code: 'VALIDATION', message: 'Vérifiez les champs.', errors: { timezone: 'Fuseau horaire inconnu' } },
              400,
            )
          : json({ ...detail, phone: '0491999999', updatedAt: '2026-03-04T09:00:00.000Z' });
      },
      'GET /api/admin/audit-log': () => json(auditPage),
    });
    renderApp(`/agencyAdmin/${listed.id}`);
    expect(await screen.findByRole('heading', { name: 'Agence Provence', level: 1 }, pageLoad)).toBeInTheDocument();
    expect(screen.getByText('Démo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Données de démonstration' })).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Journal d’audit' });
    expect(within(log).getByText('Entrée dans l’agence')).toBeInTheDocument();
    // Every action in French, never its key.
    expect(within(log).getByText('Création d’un collaborateur')).toBeInTheDocument();
    expect(within(log).getByText('Sortie de l’agence')).toBeInTheDocument();
    expect(within(log).getByText('Autre action')).toBeInTheDocument();
    expect(within(log).queryByText(/agent\.create|newer\.server/)).not.toBeInTheDocument();

    const phone = screen.getByRole('textbox', { name: 'Téléphone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '0491999999');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Fuseau horaire inconnu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Vos modifications ont été enregistrées avec succès'));
    expect(sent[1]).toMatchObject({ name: 'Agence Provence', phone: '0491999999', agentsLimit: 20, freeAccounts: 1 });
  });

  it('adds demo data after a confirmation', async () => {
    signedIn();
    const success = vi.spyOn(notify, 'success');
    let sent: unknown = null;
    mockApi({
      'GET /api/user': () => json(fixtures.admin),
      [`GET /api/admin/agency/${listed.id}`]: () => json(detail),
      'GET /api/admin/audit-log': () => json(auditPage),
      [`POST /api/agency/${listed.id}/fake-data/add`]: ({ body }) => {
        sent = body;
        return json({
          customers: [{ id: 'c1', name: 'Boulangerie Fictive' }],
          agents: [{ id: 'g1', fullname: 'Jean Fictif' }],
        });
      },
    });
    renderApp(`/agencyAdmin/${listed.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Données de démonstration' }, pageLoad));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ajouter des données de démonstration à Agence Provence ?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await vi.waitFor(() => expect(sent).toEqual({ customers: 3, agents: 3 }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
  });
});
