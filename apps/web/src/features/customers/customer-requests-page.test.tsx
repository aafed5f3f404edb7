import type { CustomerRequest } from '@securite/domain/customers/customer-request-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { customer, customerId, customerRequest } from './customer-test-fixtures.ts';

const api = '/api/agency/agence-demo';
const portal = `${api}/customer/client-demo`;
const requestId = 'd1d2d3d4-0000-4000-8000-000000000001';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Demandes clients', { timeout: 60_000 }, () => {
  it('a customer opens a request in the portal and sees it listed', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let mine: CustomerRequest[] = [];
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.customer),
      [`GET ${portal}/customer-requests/unread`]: () => json({ selfUnread: 0, agencyUnread: 0 }),
      [`POST ${portal}/fetch/customer-requests`]: () => json({ data: mine, total: mine.length }),
      [`POST ${portal}/customer-request`]: ({ body }) => {
        sent.push(body);
        mine = [customerRequest(requestId, { subject: 'Ronde supplémentaire' })];
        return json(mine[0]);
      },
    });
    renderApp('/customerRequests');
    expect(await screen.findByText('Aucune demande pour le moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle demande' });
    expect(within(dialog).queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findAllByText('Obligatoire')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Type de demande/ }));
    await userEvent.click(await screen.findByRole('option', { name: "Demande d'intervention" }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Objet/ }), 'Ronde supplémentaire');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Samedi soir, parking B.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Votre demande a été envoyée.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        uuid: expect.stringMatching(uuidPattern),
        requestType: 'intervention',
        subject: 'Ronde supplémentaire',
        content: 'Samedi soir, parking B.',
        customerId: null,
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Demandes' });
    expect(within(table).getByText('Ronde supplémentaire')).toBeInTheDocument();
  });

  it('staff see the badge, open a request from the path and change its status, asked whether to e-mail', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let current = customerRequest(requestId, { unread: true });
    const changes: { status: string; body: unknown }[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/customer-requests/unread`]: () => json({ selfUnread: 0, agencyUnread: current.unread ? 1 : 0 }),
      [`POST ${api}/fetch/customer-requests`]: () => json({ data: [current], total: 1 }),
      [`GET ${api}/customer-request/${requestId}`]: () => {
        current = { ...current, unread: false };
        return json(current);
      },
      [`POST ${api}/customer-request/done`]: ({ body }) => {
        changes.push({ status: 'done', body });
        current = { ...current, status: 'done', sent: true };
        return json(current);
      },
    });
    renderApp('/demandes-clients');
    const nav = (await screen.findAllByRole('navigation', { name: 'Menu principal' }))[0];
    expect(await within(nav).findByRole('link', { name: 'Demandes clients (1 demande non lue)' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Demandes clients' });
    expect(within(table).getByText('Client Démo')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Renfort pour le séminaire/ }));
    const detail = await screen.findByRole('dialog', { name: 'Renfort pour le séminaire' });
    await userEvent.click(within(detail).getByRole('button', { name: 'Traitée' }));
    const ask = await screen.findByRole('dialog', { name: 'Envoyer un e-mail au client ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Email(s) bien envoyé(s)')).toBeInTheDocument();
    expect(changes).toEqual([{ status: 'done', body: { id: requestId, sendEmail: true } }]);
    expect(await within(detail).findByText('Client prévenu par e-mail')).toBeInTheDocument();
  });

  it('staff open a request for a customer they pick, asked for it before anything is sent', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${api}/customer-requests/unread`]: () => json({ selfUnread: 0, agencyUnread: 0 }),
      [`POST ${api}/fetch/customer-requests`]: () => json({ data: [], total: 0 }),
      [`POST ${api}/fetch/customers`]: () => json({ data: [customer({ name: 'Client Démo' })], total: 1 }),
      [`POST ${api}/customer-request`]: ({ body }) => {
        sent.push(body);
        return json(customerRequest(requestId));
      },
    });
    renderApp('/demandes-clients');
    await userEvent.click(await screen.findByRole('button', { name: 'Nouvelle demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle demande' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findAllByText('Obligatoire')).toHaveLength(4);
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Type de demande/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Demande de devis' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Objet/ }), 'Devis gardiennage');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'Pour le mois de mai.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Votre demande a été envoyée.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        uuid: expect.stringMatching(uuidPattern),
        customerId,
        requestType: 'quote',
        subject: 'Devis gardiennage',
        content: 'Pour le mois de mai.',
      },
    ]);
  });

  it('opens the request named in the path', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/customer-requests`]: () => json({ data: [], total: 0 }),
      [`GET ${api}/customer-request/${requestId}`]: () => json(customerRequest(requestId)),
    });
    const { router } = renderApp(`/demandes-clients/${requestId}`);
    const detail = await screen.findByRole('dialog', { name: 'Renfort pour le séminaire' });
    expect(within(detail).getByText('Un agent d’accueil de 8 h à 19 h.')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Fermer' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/demandes-clients'));
    expect(screen.queryByRole('dialog', { name: 'Renfort pour le séminaire' })).not.toBeInTheDocument();
  });
  it('opens on the unread requests when the address says so (?nonLues=1: the dashboard’s unread requests)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: { filters: { unread?: boolean } }[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/customer-requests`]: ({ body }) => {
        bodies.push(body as { filters: { unread?: boolean } });
        return json({ data: [], total: 0 });
      },
    });
    renderApp('/demandes-clients?nonLues=1');
    const unreadOnly = await screen.findByRole('switch', { name: 'Non lues seulement' });
    expect(unreadOnly).toBeChecked();
    await vi.waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.every((b) => b.filters.unread === true)).toBe(true);

    // Cleared like a filter picked by hand.
    await userEvent.click(unreadOnly);
    await vi.waitFor(() => expect(bodies.at(-1)?.filters.unread).toBeUndefined());
  });
});
