import { contractMessages as cm } from '@securite/domain/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { ContractDialog, type ContractDialogProps } from './contract-dialog.tsx';
import { api, contract, customerId, parties } from './contract-test-fixtures.ts';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

const pdf = () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } });
const contractId = 'b1b2c3d4-0000-4000-8000-000000000001';
const agentId = parties.agents[0]?.id as string;

function openDialog(props: Omit<ContractDialogProps, 'agencyId'>, answer: () => Response) {
  const sent: unknown[] = [];
  mockApi({
    [`GET ${api}/contracts/parties`]: () => json(parties),
    [`POST ${api}/fetch/contract/template/${props.kind}`]: () => json({ data: [], total: 0 }),
    [`POST ${api}/contract/${props.kind}/preview`]: pdf,
    [`POST ${api}/contract/${props.kind}`]: ({ body }) => {
      sent.push(body);
      return answer();
    },
  });
  const close = vi.fn();
  renderWithSession(<ContractDialog agencyId="agence-demo" {...props} close={close} />, fixtures.owner);
  return { sent, close };
}

// A large dialog re-drawn at each key typed: slow on a loaded machine.
describe('ContractDialog', { timeout: 60_000 }, () => {
  it('gives the French messages before any call, then sends the agent’s contract', async () => {
    const saved = contract(contractId, { kind: 'agent', customer: null });
    const { sent, close } = openDialog({ kind: 'agent' }, () => json(saved));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau contrat' });
    expect(await within(dialog).findByText('Aucun modèle : créez-en un depuis « Modèles ».')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(cm.agentRequired)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Obligatoire')).toHaveLength(2);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Titre/ }), 'Contrat de travail');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Texte du contrat/ }));
    await userEvent.paste('Avec {{collaborateur.age}}');
    expect(within(dialog).getByText('Variable inconnu : collaborateur.age')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail du signataire' }), 'karim@');
    typeInPicker(dialog, 'Début', '01/06/2026');
    typeInPicker(dialog, 'Fin', '01/05/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(within(dialog).getByText(cm.endBeforeStart)).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Choosing the agent fills the signer as before.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Collaborateur/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karim Benali' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nom du signataire' })).toHaveValue('Karim Benali');
    expect(within(dialog).getByRole('textbox', { name: 'E-mail du signataire' })).toHaveValue('agent@demo.test');
    const body = within(dialog).getByRole('textbox', { name: /Texte du contrat/ });
    await userEvent.clear(body);
    await userEvent.type(body, 'Avec ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prénom et nom' }));
    typeInPicker(dialog, 'Fin', '31/12/2026');
    const success = vi.spyOn(notify, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith(saved));
    expect(success).toHaveBeenCalledWith(cm.created);
    expect(sent).toEqual([
      {
        id: null,
        title: 'Contrat de travail',
        reference: null,
        body: 'Avec {{collaborateur.nomComplet}}',
        templateId: null,
        customerId: null,
        agentId,
        signerName: 'Karim Benali',
        signerEmail: 'agent@demo.test',
        startDate: '2026-06-01',
        endDate: '2026-12-31',
      },
    ]);
  });

  it('edits a contract: the server’s message lands on its field, then the save closes with the notice', async () => {
    const initial = contract(contractId, { templateId: null });
    let refuse = true;
    const { sent, close } = openDialog({ kind: 'customer', initial }, () =>
      refuse
        ? json(
            { code: 'VALIDATION', message: 'Données invalides', errors: { signerEmail: cm.signerEmailInvalid } },
            400,
          )
        : json(initial),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le contrat' });
    const title = within(dialog).getByRole('textbox', { name: /Titre/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Contrat de gardiennage 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(cm.signerEmailInvalid)).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
    refuse = false;
    const success = vi.spyOn(notify, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith(initial));
    expect(success).toHaveBeenCalledWith(cm.updated);
    expect(sent.at(-1)).toEqual({
      id: contractId,
      title: 'Contrat de gardiennage 2027',
      reference: 'CTR-0001',
      body: 'Entre {{agence.nom}} et {{client.nom}}.',
      templateId: null,
      customerId,
      agentId: null,
      signerName: 'Claire Durand',
      signerEmail: 'client@demo.test',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
  });
});
