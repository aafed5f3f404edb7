import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { notify } from '../../ui/notices/notice-store.ts';
import { agencyTemplatesScope } from './api/contract-templates.ts';
import { template } from './contract-test-fixtures.ts';
import { TemplateEditor } from './template-editor.tsx';

const BASE = '/api/agency/agence-demo';
const original = URL.createObjectURL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:apercu');
  tokenStore.set({ token: 't', refresh_token: 'r' });
});
afterEach(() => {
  URL.createObjectURL = original;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The agency's editor, as the templates dialog shows it (outside the router). */
function setup(current: typeof template | null) {
  const saved: unknown[] = [];
  mockApi({
    [`POST ${BASE}/contract/template/customer/preview`]: () =>
      new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    [`POST ${BASE}/contract/template/customer`]: ({ body }) => {
      saved.push(body);
      return json({ ...template, ...(body as object), id: template.id });
    },
  });
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  renderComponent(
    <TemplateEditor
      scope={agencyTemplatesScope('agence-demo')}
      template={current}
      initialKind="customer"
      kindLocked={current !== null}
      onSaved={onSaved}
      onCancel={onCancel}
    />,
  );
  return { saved, onSaved, onCancel, form: screen.getByRole('form', { name: 'Modèle de contrat' }) };
}

describe('TemplateEditor', () => {
  it('asks for the title and the text, refuses an unknown variable, then saves the template', async () => {
    const success = vi.spyOn(notify, 'success');
    const { saved, onSaved, form } = setup(null);
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }));
    expect(await within(form).findAllByText('Obligatoire')).toHaveLength(2);

    await userEvent.type(within(form).getByRole('textbox', { name: /Titre du modèle/ }), '  Contrat de rondes ');
    const body = within(form).getByRole('textbox', { name: /Texte du modèle/ });
    await userEvent.type(body, 'Entre {{{{client.inconnu}} et ');
    expect(await within(form).findByText('Variable inconnu : client.inconnu')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }));
    expect(within(form).getByText('Variable inconnu : client.inconnu')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await userEvent.clear(body);
    await userEvent.type(body, 'Entre ');
    await userEvent.click(within(form).getByRole('button', { name: 'Nom du client' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le modèle' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Modèle de contrat créé'));
    expect(saved).toEqual([{ id: null, title: 'Contrat de rondes', body: 'Entre {{client.nom}}' }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Contrat de rondes' }), expect.anything());
  });

  it('edits a template of a fixed type; « Annuler » with unsaved input asks first', async () => {
    const { onCancel, form } = setup(template);
    expect(within(form).getByRole('combobox', { name: 'Type' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(form).getByText('Le type d’un modèle enregistré ne change plus.')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Titre du modèle/ }), ' (2026)');
    await userEvent.click(within(form).getByRole('button', { name: 'Annuler' }));
    const ask = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuer la saisie' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(within(form).getByRole('textbox', { name: /Titre du modèle/ })).toHaveValue(
      'Contrat de prestation de surveillance (2026)',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Annuler' }));
    const again = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });
});
