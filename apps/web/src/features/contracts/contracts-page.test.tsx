import type { Contract } from '@securite/domain/contracts/contract-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { pickerInput } from '../../test/pickers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { api, contract, customerId, parties, template } from './contract-test-fixtures.ts';

// The page and its dialogs load on demand: loaded once here, their import is not paid inside a test's timeouts.
beforeAll(async () => {
  await Promise.all([
    import('./public.ts'),
    import('./contract-dialog.tsx'),
    import('./templates-dialog.tsx'),
    import('../../ui/dialogs/confirm-dialog-view.tsx'),
  ]);
}, 300_000);

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
  URL.revokeObjectURL = vi.fn();
  tokenStore.set({ token: 't', refresh_token: 'r' });
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

/** The first render of a page loaded on demand, on a busy machine. */
const slow = { timeout: 60_000 };
const pdf = () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
const common = (list: () => Contract[]) => ({
  'GET /api/user': () => json(fixtures.owner),
  [`POST ${api}/fetch/contracts/customers`]: () => json({ data: list(), total: list().length }),
  [`GET ${api}/contracts/parties`]: () => json(parties),
  [`POST ${api}/fetch/contract/template/customer`]: () => json({ data: [template], total: 1 }),
  [`POST ${api}/contract/customer/preview`]: pdf,
});

describe('Contrats clients', () => {
  it('writes a contract from a template, with the live preview, and lists it', async () => {
    let contracts: Contract[] = [];
    const saved: unknown[] = [];
    const previews: unknown[] = [];
    mockApi({
      ...common(() => contracts),
      [`POST ${api}/contract/customer/preview`]: ({ body }) => {
        previews.push(body);
        return pdf();
      },
      [`POST ${api}/contract/customer`]: ({ body }) => {
        saved.push(body);
        contracts = [contract('k1b2c3d4-0000-4000-8000-000000000001')];
        return json(contracts[0]);
      },
    });
    renderApp('/customer');
    expect(await screen.findByText('Aucun contrat client', {}, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouveau contrat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau contrat' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Choisissez le client du contrat')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Modèle' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contrat de prestation de surveillance' }));
    expect(within(dialog).getByRole('textbox', { name: /Titre/ })).toHaveValue('Contrat de prestation de surveillance');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Client/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client Démo' }));
    expect(within(dialog).getByRole('textbox', { name: /Nom du signataire/ })).toHaveValue('Claire Durand');
    // An unknown variable is named at once, as the server would.
    const body = within(dialog).getByRole('textbox', { name: /Texte du contrat/ });
    await userEvent.click(body);
    await userEvent.paste(' {{client.age}}');
    expect(within(dialog).getByText('Variable inconnu : client.age')).toBeInTheDocument();
    await userEvent.clear(body);
    await userEvent.type(body, 'Entre ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nom du client' }));
    expect(body).toHaveValue('Entre {{client.nom}}');
    expect(await within(dialog).findByTitle('Aperçu PDF du contrat', {}, { timeout: 5000 })).toBeInTheDocument();
    // The preview follows the text once the typing stops.
    await vi.waitFor(() => expect(previews.at(-1)).toMatchObject({ customerId, body: 'Entre {{client.nom}}' }), {
      timeout: 15_000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    // The notice shows (it leaves after 2.5 s: found is enough).
    await screen.findByText('Contrat créé');
    expect(saved[0]).toMatchObject({
      id: null,
      title: 'Contrat de prestation de surveillance',
      customerId,
      templateId: template.id,
      signerName: 'Claire Durand',
      signerEmail: 'client@demo.test',
      body: 'Entre {{client.nom}}',
    });
    const table = await screen.findByRole('table', { name: 'Contrats clients' });
    expect(within(table).getByText('Contrat de gardiennage')).toBeInTheDocument();
    expect(within(table).getByText('Créé')).toBeInTheDocument();
  });

  it('sends for signature after confirming, with the notice of the mail sent', async () => {
    let contracts = [contract('k2b2c3d4-0000-4000-8000-000000000002')];
    mockApi({
      ...common(() => contracts),
      [`PATCH ${api}/contract/customer/k2b2c3d4-0000-4000-8000-000000000002/sent`]: () => {
        contracts = [contract('k2b2c3d4-0000-4000-8000-000000000002', { status: 'sent' })];
        return json({ contract: contracts[0], sentTo: 'client@demo.test' });
      },
    });
    renderApp('/customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions Contrat de gardiennage' }, slow));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Envoyer pour signature' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Envoyer pour signature ?' });
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le contrat a été envoyé pour signature à client@demo.test.')).toBeInTheDocument();
    expect(await screen.findByText('Envoyé pour signature')).toBeInTheDocument();
  });

  it('shows a negative toast when marking unsigned fails, and deletes after confirming', async () => {
    const id = 'k3b2c3d4-0000-4000-8000-000000000003';
    let contracts = [contract(id, { status: 'signed', signedAt: '2026-01-05T10:00:00.000Z' })];
    mockApi({
      ...common(() => contracts),
      [`PATCH ${api}/contract/customer/${id}/created`]: () => json({ code: 'CONFLICT', message: 'Conflit' }, 409),
      [`DELETE ${api}/contract/customer/${id}`]: () => {
        contracts = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions Contrat de gardiennage' }, slow));
    expect(screen.queryByRole('menuitem', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Télécharger le PDF signé' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Marquer non signé' }));
    const unsign = await screen.findByRole('dialog', { name: 'Marquer le contrat non signé ?' });
    await userEvent.click(within(unsign).getByRole('button', { name: 'Marquer non signé' }));
    expect(await screen.findByText('Le contrat n’a pas pu être marqué non signé.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actions Contrat de gardiennage' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    const remove = await screen.findByRole('dialog', { name: 'Supprimer définitivement ce contrat ?' });
    await userEvent.click(within(remove).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Contrat supprimé')).toBeInTheDocument();
    expect(await screen.findByText('Aucun contrat client')).toBeInTheDocument();
  });

  it('duplicates into a new contract with the copy suffix and no dates', async () => {
    mockApi(common(() => [contract('k4b2c3d4-0000-4000-8000-000000000004', { status: 'signed' })]));
    renderApp('/customer');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions Contrat de gardiennage' }, slow));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dupliquer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau contrat' }, slow);
    expect(within(dialog).getByRole('textbox', { name: /Titre/ })).toHaveValue('Contrat de gardiennage (copie)');
    expect(within(dialog).getByRole('textbox', { name: /Référence/ })).toHaveValue('');
    expect(pickerInput(dialog, 'Fin')).toHaveValue('');
  });
});
