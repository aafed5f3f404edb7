import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { customer, customerId } from './customer-test-fixtures.ts';

const api = '/api/agency/agence-demo';
const page = (rows: unknown[]) => json({ data: rows, total: rows.length });

// The dialogs are large forms: on a loaded machine a test may take longer than the default 30 s.
describe('Clients', { timeout: 60_000 }, () => {
  it('shows the empty state and checks the form with the domain rules before sending anything', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/customers`]: () => page([]),
    });
    renderApp('/clients/customers');
    expect(await screen.findByText('Aucun client pour le moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouveau client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Obligatoire')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'G');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'SIREN' }), '303265046');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Numéro SIREN invalide : la clé de contrôle ne correspond pas.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /agency/agence-demo/customer')).toBe(0);
  });

  it('creates a customer with a discount and a contact receiving the invoices', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let rows: unknown[] = [];
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/customers`]: () => page(rows),
      [`POST ${api}/customer`]: ({ body }) => {
        sent.push(body as Record<string, unknown>);
        const saved = customer({
          name: 'Gardiennage SA',
          customerInfos: { ...customer().customerInfos, prospect: false },
        });
        rows = [saved];
        return json(saved);
      },
    });
    renderApp('/clients/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Nouveau client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau client' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'G');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une remise' }));
    const discount = within(dialog).getByRole('group', { name: 'Remise 1' });
    await userEvent.type(within(discount).getByRole('textbox', { name: 'Libellé' }), 'F');
    await userEvent.type(within(discount).getByRole('textbox', { name: 'Valeur' }), '5,5');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Contacts' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter un contact' }));
    const contact = within(dialog).getByRole('group', { name: 'Contact 1' });
    await userEvent.type(within(contact).getByRole('textbox', { name: /Nom/ }), 'C');
    await userEvent.type(within(contact).getByRole('textbox', { name: /E-mail/ }), 'c@g.fr');
    await userEvent.click(within(contact).getByRole('checkbox', { name: 'Factures' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'G',
      customerInfos: { prospect: false, settlementPeriod: 'days', settlementPeriodDays: 30 },
      userCompanies: [{ lastname: 'C', email: 'c@g.fr', invoiceRecipient: true }],
      companyDiscounts: [{ label: 'F', kind: 'percent', value: 550 }],
      logoFileId: null,
    });
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getByText('Gardiennage SA')).toBeInTheDocument();
  });

  it('filters prospects, warns on an unchanged save and turns a prospect into a customer after confirming', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let current = customer({ leftToPay: 123_456 });
    const fetches: { filters?: { kind?: string } }[] = [];
    const saves: unknown[] = [];
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/customers`]: ({ body }) => {
        fetches.push(body as { filters?: { kind?: string } });
        return page([current]);
      },
      [`GET ${api}/customer/${customerId}`]: () => json(current),
      [`POST ${api}/customer`]: ({ body }) => {
        saves.push(body);
        current = {
          ...current,
          customerNumber: 'C-0001',
          customerInfos: { ...current.customerInfos, prospect: false },
        };
        return json(current);
      },
    });
    renderApp('/clients/customers');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(within(table).getByText('Prospect')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Reste à payer' })).toBeInTheDocument();
    expect(within(table).getByText(/^1.234,56 €$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prospects' }));
    await vi.waitFor(() => expect(fetches.at(-1)?.filters?.kind).toBe('prospect'));

    await userEvent.click(within(table).getByRole('button', { name: 'Ouvrir la fiche de ACME Logistique' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client « ACME Logistique »' });
    expect(await within(dialog).findByText(/^Reste à payer : 1.234,56 €$/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucun changement à enregistrer')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /agency/agence-demo/customer')).toBe(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transformer en client' }));
    const ask = await screen.findByRole('dialog', { name: 'Transformer en client' });
    expect(within(ask).getByText(/Transformer le prospect « ACME Logistique » en client/)).toBeInTheDocument();
    await userEvent.click(within(ask).getByRole('button', { name: 'Transformer' }));
    expect(await screen.findByText('Le prospect est devenu client.')).toBeInTheDocument();
    expect(saves).toEqual([{ id: customerId, name: 'ACME Logistique', customerInfos: { prospect: false } }]);
    expect(await within(dialog).findByText('Numéro client : C-0001')).toBeInTheDocument();
    expect(within(dialog).queryByText('Ce client est un prospect.')).not.toBeInTheDocument();
  });

  it('shows the spec warning under a coefficient set to 0, and the Saturday coefficients once the agency counts it', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let countSaturday = false;
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/customers`]: () => page([customer()]),
      [`GET ${api}/customer/${customerId}`]: () => json(customer()),
      [`GET ${api}/agencyCustomer/${customerId}/pricing`]: () => json({ countSaturday, pricings: [] }),
      [`PUT ${api}/customers/pricing-settings`]: ({ body }) => {
        countSaturday = (body as { countSaturday: boolean }).countSaturday;
        return json({ countSaturday });
      },
    });
    renderApp('/clients/customers');
    await userEvent.click(await screen.findByRole('button', { name: 'Ouvrir la fiche de ACME Logistique' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client « ACME Logistique »' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Tarifs' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ajouter une grille' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Samedi' })).not.toBeInTheDocument();
    const night = within(dialog).getByRole('textbox', { name: 'Nuit' });
    await userEvent.clear(night);
    await userEvent.type(night, '0');
    expect(
      within(dialog).getByText(
        'Attention : un coefficient de majoration à 0 équivaut à ne pas facturer la prestation. Mettre 1 en valeur pour ne pas appliquer de majoration.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('switch', { name: /compte le samedi à part/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ajouter une grille' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Samedi' })).toBeInTheDocument();
  });

  it('is refused to the planner', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({ 'GET /api/user': () => json(fixtures.planning) });
    renderApp('/clients/customers');
    expect(await screen.findByText('Accès refusé')).toBeInTheDocument();
  });
});
