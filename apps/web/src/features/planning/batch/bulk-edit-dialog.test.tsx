import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { typeInPicker } from '../../../test/pickers.ts';
import { renderWithSession } from '../../../test/render-with-session.tsx';
import { agentListItem } from '../../../test/workforce-fixtures.ts';
import { BulkEditDialog, changesOf, zBulkEditForm } from './bulk-edit-dialog.tsx';

const julie = agentListItem('5b0e8f8e-3a57-4c43-9d0f-0d6f4c2f0a11', 'Julie', 'Moreau');

function openDialog(readsAgents = true) {
  mockApi({
    'POST /api/agency/agence-demo/fetch/agents': () =>
      json({ data: [julie], total: 1, filtered: false, specialties: [] }),
  });
  const close = vi.fn();
  renderWithSession(
    <BulkEditDialog agencyId="agence-demo" count={3} readsAgents={readsAgents} close={close} />,
    fixtures.planning,
  );
  return { close, dialog: screen.getByRole('dialog', { name: 'Modifier 3 service(s)' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('BulkEditDialog', () => {
  it('gives back only the changes asked: the agent, the times, the trimmed post title', async () => {
    const { close, dialog } = openDialog();
    expect(within(dialog).getByText('Les champs laissés vides ne changent pas.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Collaborateur' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Julie Moreau' }));
    typeInPicker(dialog, 'Début', '07:30');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Intitulé du poste' }), '  Poste PC  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(close).toHaveBeenCalledWith({
      agentId: julie.id,
      startTime: '07:30',
      endTime: undefined,
      postTitle: 'Poste PC',
    });
  });

  it('refuses a time the field holds as half typed with « Heure invalide »; an empty one changes nothing', () => {
    // The time field hands 'incomplete' for a time it cannot read (MUI's own partial input gives it '' today).
    const refused = zBulkEditForm.safeParse({ agent: null, startTime: '08:00', endTime: 'incomplete', postTitle: '' });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['endTime'], message: 'Heure invalide' })]);
    expect(changesOf(zBulkEditForm.parse({ agent: null, startTime: '', endTime: '18:15', postTitle: '   ' }))).toEqual({
      agentId: undefined,
      startTime: undefined,
      endTime: '18:15',
      postTitle: undefined,
    });
  });

  it('gives back the end time alone when only it is typed; no agents picker when agents are not read', async () => {
    const { close, dialog } = openDialog(false);
    expect(within(dialog).queryByRole('combobox', { name: 'Collaborateur' })).toBeNull();
    typeInPicker(dialog, 'Fin', '18:15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(close).toHaveBeenCalledWith({
      agentId: undefined,
      startTime: undefined,
      endTime: '18:15',
      postTitle: undefined,
    });
  });

  it('asks before losing a typed change on Escape, and closes when nothing was typed', async () => {
    const { close, dialog } = openDialog(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Intitulé du poste' }), 'Poste PC');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuer la saisie' }));
    expect(close).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Intitulé du poste' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(close).toHaveBeenCalledWith();
  });
});
