import type { AgentRequest } from '@securite/domain/agent-requests/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { agentRequest, agentUser, ids, requestTypes } from '../../test/workforce-fixtures.ts';

const api = '/api/agency/agence-demo';
const requestId = 'b1b2c3d4-0000-4000-8000-000000000001';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Demandes', () => {
  it('an agent sends a request (type, subject, message) and sees it with its status', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let mine: AgentRequest[] = [];
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/user': () => json(agentUser),
      [`GET ${api}/request-types`]: () => json(requestTypes),
      [`GET ${api}/requests/unread`]: () => json({ selfUnread: 0, agencyUnread: 0 }),
      [`POST ${api}/fetch/agent-requests`]: () => json({ data: mine, total: mine.length }),
      [`POST ${api}/request`]: ({ body }) => {
        sent.push(body as Record<string, unknown>);
        const created = agentRequest(requestId, {
          agent: { id: ids.ownAgent, fullname: 'Karim Benali' },
          subject: 'Radio en panne',
        });
        mine = [created];
        return json(created);
      },
    });
    renderApp('/demandes');
    expect(await screen.findByText('Aucune demande pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Statut' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle demande' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await within(dialog).findAllByText('Obligatoire')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Type de demande/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Matériel' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Objet/ }), 'Radio en panne');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'La radio ne s’allume plus.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Votre demande a été envoyée.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        requestTypeId: ids.requestType,
        subject: 'Radio en panne',
        content: 'La radio ne s’allume plus.',
        uuid: expect.stringMatching(uuidPattern),
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Demandes' });
    const row = within(table).getByRole('row', { name: /Radio en panne/ });
    expect(within(row).getByText('En attente')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Supprimer la demande « Radio en panne »' })).toBeInTheDocument();
  });

  it('staff change a status: asked whether to e-mail the requester, sendEmail follows the answer', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let current = agentRequest(requestId, { unread: true });
    const changes: { status: string; body: unknown }[] = [];
    const change =
      (status: AgentRequest['status']) =>
      ({ body }: { body: unknown }) => {
        changes.push({ status, body });
        current = { ...current, status, statusChangedAt: '2026-06-04T08:00:00.000Z', unread: false };
        return json(current);
      };
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.planning),
      [`GET ${api}/request-types`]: () => json(requestTypes),
      [`GET ${api}/requests/unread`]: () => json({ selfUnread: 0, agencyUnread: current.unread ? 1 : 0 }),
      [`POST ${api}/fetch/agent-requests`]: () => json({ data: [current], total: 1 }),
      [`GET ${api}/request/${requestId}`]: () => {
        current = { ...current, unread: false };
        return json(current);
      },
      [`POST ${api}/request/accepted`]: change('accepted'),
      [`POST ${api}/request/refused`]: change('refused'),
    });
    renderApp('/demandes');
    const table = await screen.findByRole('table', { name: 'Demandes' });
    expect(screen.getByRole('combobox', { name: 'Statut' })).toBeInTheDocument();
    expect(within(table).getByText('Karim Benali')).toBeInTheDocument();
    expect(within(table).getByText('Non lue')).toBeInTheDocument();
    const nav = (await screen.findAllByRole('navigation', { name: 'Menu principal' }))[0];
    expect(await within(nav).findByRole('link', { name: 'Demandes (1 demande non lue)' })).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Ouvrir la demande « Lampe torche défectueuse »' }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Lampe torche défectueuse' });
    expect(callsTo(fetchMock, `GET /agency/agence-demo/request/${requestId}`)).toBe(1);
    expect(within(detail).getByText('Elle ne tient plus la charge.')).toBeInTheDocument();
    // Opening it read it: the badge and the list are refreshed.
    expect(await within(nav).findByRole('link', { name: 'Demandes', hidden: true })).toBeInTheDocument();
    await vi.waitFor(() => expect(within(table).queryByText('Non lue')).not.toBeInTheDocument());

    // Closing the question cancels the change.
    await userEvent.click(within(detail).getByRole('button', { name: 'Acceptée' }));
    await screen.findByRole('dialog', { name: 'Envoyer un e-mail au demandeur ?' });
    await userEvent.keyboard('{Escape}');
    expect(changes).toHaveLength(0);

    await userEvent.click(within(detail).getByRole('button', { name: 'Acceptée' }));
    const ask = await screen.findByRole('dialog', { name: 'Envoyer un e-mail au demandeur ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Email(s) bien envoyé(s)')).toBeInTheDocument();
    expect(changes).toEqual([{ status: 'accepted', body: { id: requestId, sendEmail: true } }]);
    expect(await within(detail).findByText('Acceptée')).toBeInTheDocument();

    await userEvent.click(within(detail).getByRole('button', { name: 'Refusée' }));
    const again = await screen.findByRole('dialog', { name: 'Envoyer un e-mail au demandeur ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Non' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(changes[1]).toEqual({ status: 'refused', body: { id: requestId, sendEmail: false } });
  });

  it('staff delete a request after confirming', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let rows = [agentRequest(requestId)];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/request-types`]: () => json(requestTypes),
      [`POST ${api}/fetch/agent-requests`]: () => json({ data: rows, total: rows.length }),
      [`DELETE ${api}/request/${requestId}`]: () => {
        rows = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/demandes');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Supprimer la demande « Lampe torche défectueuse »' }),
    );
    const confirmDialog = await screen.findByRole('dialog', { name: 'Supprimer cette demande ?' });
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La demande a été supprimée.')).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande pour le moment.')).toBeInTheDocument();
  });
  it('opens on the statuses the address names (?statut=pending,inProgress), the unknown ones left out', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: { filters: { status?: string[]; unread?: boolean } }[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/request-types`]: () => json(requestTypes),
      [`POST ${api}/fetch/agent-requests`]: ({ body }) => {
        bodies.push(body as { filters: { status?: string[]; unread?: boolean } });
        return json({ data: [], total: 0 });
      },
    });
    renderApp('/demandes?statut=pending,inProgress,unknown');
    expect(await screen.findByText('En attente')).toBeInTheDocument();
    expect(screen.getByText('En cours de traitement')).toBeInTheDocument();
    await vi.waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.every((b) => JSON.stringify(b.filters.status) === '["pending","inProgress"]')).toBe(true);

    expect(bodies.every((b) => b.filters.unread === undefined)).toBe(true);

    // Cleared like filters picked by hand.
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await vi.waitFor(() => expect(bodies.at(-1)?.filters.status).toBeUndefined());
    expect(screen.queryByText('En attente')).not.toBeInTheDocument();
  });
  it('opens on the unread requests when the address says so (?nonLues=1: the dashboard’s unread requests)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: { filters: { unread?: boolean } }[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/request-types`]: () => json(requestTypes),
      [`POST ${api}/fetch/agent-requests`]: ({ body }) => {
        bodies.push(body as { filters: { unread?: boolean } });
        return json({ data: [], total: 0 });
      },
    });
    renderApp('/demandes?nonLues=1');
    const unreadOnly = await screen.findByRole('switch', { name: 'Non lues seulement' });
    expect(unreadOnly).toBeChecked();
    await vi.waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.every((b) => b.filters.unread === true)).toBe(true);

    await userEvent.click(unreadOnly);
    await vi.waitFor(() => expect(bodies.at(-1)?.filters.unread).toBeUndefined());
    expect(screen.getByRole('switch', { name: 'Non lues seulement' })).not.toBeChecked();
  });
});
