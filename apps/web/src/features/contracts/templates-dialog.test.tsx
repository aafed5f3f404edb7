import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { api, template } from './contract-test-fixtures.ts';
import { TemplatesDialog } from './templates-dialog.tsx';

const original = URL.createObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
});
afterEach(() => {
  URL.createObjectURL = original;
});

function openDialog() {
  const saved: unknown[] = [];
  mockApi({
    [`POST ${api}/fetch/contract/template/customer`]: () => json({ data: [template], total: 1 }),
    [`POST ${api}/contract/template/customer/preview`]: () =>
      new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    [`POST ${api}/contract/template/customer`]: ({ body }) => {
      saved.push(body);
      return json({ ...template, ...(body as object), id: template.id });
    },
  });
  const close = vi.fn();
  renderWithSession(<TemplatesDialog agencyId="agence-demo" kind="customer" canEdit close={close} />, fixtures.owner);
  return { close, saved, dialog: screen.getByRole('dialog') };
}

const asked = () => screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });

describe('TemplatesDialog', () => {
  it('asks on Escape and on the backdrop before losing the editor’s input, kept on « Continuer la saisie »', async () => {
    const { close, dialog } = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Modifier' }));
    const title = within(dialog).getByRole('textbox', { name: /Titre du modèle/ });
    await userEvent.type(title, ' (2026)');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(await asked()).getByRole('button', { name: 'Continuer la saisie' }));
    expect(close).not.toHaveBeenCalled();
    expect(title).toHaveValue(`${template.title} (2026)`);

    // The backdrop: a press and a click on the dialog's container, outside its paper.
    const container = dialog.closest('.MuiDialog-container') as HTMLElement;
    await userEvent.click(container);
    await userEvent.click(within(await asked()).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('asks once on the editor’s « Annuler », back to the list; then Escape closes at once', async () => {
    const { close, dialog } = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Nouveau modèle' }));
    expect(within(dialog).getByRole('heading', { name: 'Nouveau modèle de contrat' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Titre du modèle/ }), 'Contrat de rondes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(within(await asked()).getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await within(dialog).findByRole('heading', { name: 'Modèles de contrat' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(close).not.toHaveBeenCalled();

    // (The « Annuler » that had the focus is gone: the user is back in the dialog.)
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Modèles de contrat' }));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeNull();
  });

  it('saves a template without asking, back to the list', async () => {
    const { close, saved, dialog } = openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Nouveau modèle' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Titre du modèle/ }), 'Contrat de rondes');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Texte du modèle/ }), 'Entre ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nom du client' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le modèle' }));
    expect(await within(dialog).findByRole('heading', { name: 'Modèles de contrat' })).toBeInTheDocument();
    expect(saved).toEqual([{ id: null, title: 'Contrat de rondes', body: 'Entre {{client.nom}}' }]);
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Modèles de contrat' }));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeNull();
  });
});
