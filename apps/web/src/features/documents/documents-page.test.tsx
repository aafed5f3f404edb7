import type { Document } from '@securite/domain/documents/document-schemas';
import type { CurrentUser } from '@securite/domain/session/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const api = '/api/agency/agence-demo';
// The page's code loads on first use: a loaded machine takes longer than the default wait.
const slow = { timeout: 30_000 };
const doc = (id: string, name: string, extra: Partial<Document> = {}): Document => ({
  id,
  type: 'general',
  name,
  attachedFolders: [{ id: 'f1', name: 'Ressources humaines' }],
  files: [{ id: `${id}-fichier`, name: `${id}.pdf`, contentType: 'application/pdf', size: 2048 }],
  accessAllAgents: true,
  accessAllCustomers: false,
  userCompanies: [],
  customers: [],
  agent: null,
  createdBy: { id: 'u1', fullname: 'Gérard Martin' },
  createdAt: '2026-03-02T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  mine: true,
  editable: true,
  ...extra,
});
// The page and its dialog load on demand: their code is loaded once here, not inside a test's waits.
beforeAll(async () => {
  await Promise.all([import('./documents-page.tsx'), import('./document-dialog.tsx')]);
}, 180_000);

const page = (data: Document[]) => json({ data, total: data.length });
const withRights = (user: CurrentUser, rights: string[]): CurrentUser => ({
  ...user,
  userCompanies: user.userCompanies.map((c) => ({ ...c, rights })),
});
const stubDownloads = () => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
};

describe('Documents de l’agence', () => {
  it('lists 25 newest first, lets the owner hide a column (kept), and downloads two documents as one zip', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    stubDownloads();
    const bodies: unknown[] = [];
    let zipped: unknown = null;
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/document-folders`]: () =>
        json({ data: [{ id: 'f1', type: 'general', name: 'Ressources humaines', count: 2 }] }),
      [`POST ${api}/fetch/documents`]: ({ body }) => {
        bodies.push(body);
        return page([doc('d1', 'Règlement intérieur'), doc('d2', 'Procédure d’astreinte')]);
      },
      [`POST ${api}/zip`]: ({ body }) => {
        zipped = body;
        return new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="documents.zip"' },
        });
      },
    });
    const view = renderApp('/agency_documents');
    const table = (await screen.findByText('Règlement intérieur', {}, slow)).closest('table') as HTMLElement;
    expect(bodies[0]).toMatchObject({
      filters: { type: 'general', visibility: 'all' },
      limit: 25,
      orderBy: { field: 'createdAt', direction: 'desc' },
    });
    expect(within(table).getByText('Partagé avec')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Colonnes'));
    await userEvent.click(await screen.findByText('Partagé avec', { selector: 'li *' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(table).queryByText('Partagé avec')).not.toBeInTheDocument());
    expect(localStorage.getItem('securite.colonnes.u-gerant@demo.test.documents.general')).not.toContain('readers');

    await userEvent.click(within(table).getByLabelText('Sélectionner Règlement intérieur'));
    await userEvent.click(within(table).getByLabelText('Sélectionner Procédure d’astreinte'));
    await userEvent.click(screen.getByText('Télécharger (2) en zip'));
    await waitFor(() => expect(callsTo(fetchMock, `POST ${api}/zip`)).toBe(1));
    expect(zipped).toEqual({
      urls: [`${api}/document/d1/file/d1-fichier`, `${api}/document/d2/file/d2-fichier`],
    });
    view.unmount();
  });

  it('saves the current filters as a preset and applies it again', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: { filters: { search?: string } }[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/document-folders`]: () => json({ data: [] }),
      [`POST ${api}/fetch/documents`]: ({ body }) => {
        bodies.push(body as { filters: { search?: string } });
        return page([]);
      },
    });
    renderApp('/agency_documents');
    await screen.findByText('Aucun document', {}, slow);
    await userEvent.type(screen.getByPlaceholderText('Nom du document ou du fichier'), 'contrat');
    await waitFor(() => expect(bodies.at(-1)?.filters.search).toBe('contrat'));
    await userEvent.click(screen.getByText('Filtres enregistrés'));
    await userEvent.click(await screen.findByText('Enregistrer les filtres actuels…'));
    const naming = (await screen.findByText('Enregistrer les filtres')).closest('[role="dialog"]') as HTMLElement;
    await userEvent.type(within(naming).getByLabelText('Nom du filtre'), 'Contrats');
    await userEvent.click(within(naming).getByText('Enregistrer'));
    const search = screen.getByPlaceholderText('Nom du document ou du fichier');
    await userEvent.clear(search);
    expect(search).toHaveValue('');
    await userEvent.click(screen.getByText('Filtres enregistrés'));
    await userEvent.click(await screen.findByText('Contrats'));
    expect(search).toHaveValue('contrat');
    expect(JSON.parse(localStorage.getItem('securite.filtres.u-gerant@demo.test.documents.general') ?? '[]')).toEqual([
      { name: 'Contrats', filters: { search: 'contrat', folderId: null, visibility: 'all', partyId: null } },
    ]);
  });

  it('deletes a document after confirming', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let docs = [doc('d1', 'Règlement intérieur')];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/document-folders`]: () => json({ data: [] }),
      [`POST ${api}/fetch/documents`]: () => page(docs),
      [`DELETE ${api}/document/d1`]: () => {
        docs = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/agency_documents');
    await userEvent.click(await screen.findByLabelText('Supprimer Règlement intérieur', {}, slow));
    const confirmDialog = (await screen.findByText('Supprimer ce document ?', {}, slow)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(confirmDialog).getByText('Supprimer'));
    expect(await screen.findByText('Document supprimé')).toBeInTheDocument();
    expect(await screen.findByText('Aucun document', {}, slow)).toBeInTheDocument();
  });

  it('shows « Erreur: fichiers volumineux » with the files’ sizes when the upload is too large', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/document-folders`]: () => json({ data: [] }),
      [`GET ${api}/document-readers`]: () => json({ users: [], customers: [] }),
      [`POST ${api}/fetch/documents`]: () => page([]),
      [`POST ${api}/upload`]: () =>
        json(
          {
            code: 'PAYLOAD_TOO_LARGE',
            message: 'Erreur: fichiers volumineux',
            details: 'La taille totale des fichiers envoyés dépasse la limite autorisée.',
          },
          413,
        ),
    });
    renderApp('/agency_documents');
    await userEvent.click(await screen.findByText('Ajouter un document', { selector: 'button' }, slow));
    const dialog = (await screen.findByText('Ajouter un document', { selector: 'h2' }, slow)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByText('Enregistrer'));
    expect(await within(dialog).findByText('Ajoutez au moins un fichier')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Nom du document/), 'Plan');
    const file = new File([new Uint8Array(3 * 1024 * 1024)], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Fichiers à ajouter'), file);
    await userEvent.click(within(dialog).getByText('Enregistrer'));
    expect(await within(dialog).findByText('Erreur: fichiers volumineux')).toBeInTheDocument();
    expect(within(dialog).getByText(/plan\.pdf \(3 Mo\)/)).toBeInTheDocument();
  });
});

describe('Ajouter un document', () => {
  it('asks for a name, uploads the new file, then saves the document with it, its folder and its readers', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const saved: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/document-folders`]: () =>
        json({ data: [{ id: 'f1', type: 'general', name: 'Ressources humaines', count: 1 }] }),
      [`GET ${api}/document-readers`]: () => json({ users: [], customers: [] }),
      [`POST ${api}/fetch/documents`]: () => page([]),
      [`POST ${api}/upload`]: () =>
        json({
          id: 'fichier-1',
          name: 'plan.pdf',
          contentType: 'application/pdf',
          size: 4,
          purpose: 'document',
          createdAt: '2026-03-02T08:00:00.000Z',
        }),
      [`POST ${api}/document`]: ({ body }) => {
        saved.push(body);
        return json(doc('d9', 'Plan'));
      },
    });
    renderApp('/agency_documents');
    await userEvent.click(await screen.findByText('Ajouter un document', { selector: 'button' }, slow));
    const dialog = (await screen.findByText('Ajouter un document', { selector: 'h2' }, slow)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    const file = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog).getByLabelText('Fichiers à ajouter'), file);
    await userEvent.click(within(dialog).getByText('Enregistrer'));
    expect(await within(dialog).findByText('Obligatoire')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${api}/upload`)).toBe(0);
    await userEvent.type(within(dialog).getByLabelText(/Nom du document/), ' Plan ');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Dossiers' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ressources humaines' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Tous les collaborateurs' }));
    await userEvent.click(within(dialog).getByText('Enregistrer'));
    expect(await screen.findByText('Document enregistré')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        id: null,
        type: 'general',
        name: 'Plan',
        attachedFolders: ['Ressources humaines'],
        fileIds: ['fichier-1'],
        accessAllAgents: true,
        accessAllCustomers: false,
        userCompanies: [],
        customers: [],
        agentId: null,
      },
    ]);
  });
});

describe('Documents collaborateurs', () => {
  it('gives an agent without the edit right the agent-scoped path, the visibility toggle and no add button', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: { filters: { visibility: string } }[] = [];
    const scoped = `${api}/agent/membre-agent`;
    mockApi({
      'GET /api/user': () => json(fixtures.agent),
      [`GET ${scoped}/document-folders`]: () => json({ data: [] }),
      [`POST ${scoped}/fetch/documents`]: ({ body }) => {
        bodies.push(body as { filters: { visibility: string } });
        return page([doc('d1', 'Règlement intérieur', { editable: false, mine: false })]);
      },
    });
    renderApp('/agent_documents');
    expect(await screen.findByText('Règlement intérieur', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Ajouter un document')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Supprimer Règlement intérieur')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Partagés avec moi'));
    await waitFor(() => expect(bodies.at(-1)?.filters.visibility).toBe('shared'));
    await userEvent.click(screen.getByText('Créés par moi'));
    await waitFor(() => expect(bodies.at(-1)?.filters.visibility).toBe('created'));
  });

  it('lists agent documents on the agency path for a manager, who may add them', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(withRights(fixtures.planning, ['documents.edit'])),
      [`GET ${api}/document-folders`]: () => json({ data: [] }),
      [`GET ${api}/document-readers`]: () => json({ users: [], customers: [] }),
      [`POST ${api}/fetch/documents/agents`]: () => page([doc('d2', 'Convocation SSIAP 1', { type: 'agents' })]),
    });
    renderApp('/agent_documents');
    expect(await screen.findByText('Convocation SSIAP 1', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Ajouter un document')).toBeInTheDocument();
  });
});

describe('Documents of the customer portal', () => {
  it('lists what the agency shares with the customer, in the customer’s scope, read-only', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const scoped = `${api}/customer/client-demo`;
    mockApi({
      'GET /api/user': () => json(fixtures.customer),
      [`GET ${scoped}/document-folders`]: () => json({ data: [] }),
      [`POST ${scoped}/fetch/documents`]: () =>
        page([doc('d3', 'Rapport d’activité mensuel', { type: 'customers', editable: false })]),
    });
    renderApp('/documents');
    expect(await screen.findByText('Rapport d’activité mensuel', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Télécharger Rapport d’activité mensuel')).toBeInTheDocument();
    expect(screen.queryByText('Ajouter un document')).not.toBeInTheDocument();
  });
});
