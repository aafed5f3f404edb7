import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { AGENCY, agentRecord, listItem, quota } from '../agent-fixtures.ts';

// The agents screens are heavy in jsdom, and the test machine is shared: wait longer than the default.
configure({ asyncUtilTimeout: 15_000 });

// The dialogs load lazily; the first transform in a test run can outlast the framework's 5000 ms rule.
beforeAll(async () => {
  await Promise.all([
    import('./agent-dialog.tsx'),
    import('./anomalies-dialog.tsx'),
    import('./agent-pack-dialog.tsx'),
  ]);
});

/** Types a whole value at once (MUI fields are slow to type into key by key in jsdom). */
export async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const list = () => json({ data: [listItem('a1', 'Julie', 'Moreau')], total: 1, specialties: [], filtered: false });

async function openNewAgent(save: (body: Record<string, unknown>) => Response) {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  const sent: Record<string, unknown>[] = [];
  mockApi({
    'GET /api/user': () => json(fixtures.owner),
    [`GET ${AGENCY}/agents/quota`]: () => json(quota),
    [`POST ${AGENCY}/fetch/agents`]: list,
    [`POST ${AGENCY}/agent`]: ({ body }) => {
      sent.push(body as Record<string, unknown>);
      return save(body as Record<string, unknown>);
    },
    [`GET ${AGENCY}/agent/nouveau`]: () => json(agentRecord('nouveau', 'Karim', 'Benali')),
  });
  renderApp('/planification/agents');
  await userEvent.click(await screen.findByRole('button', { name: 'Nouveau collaborateur' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau collaborateur' });
  return { dialog: within(dialog), sent };
}

describe('agent dialog', { timeout: 60_000 }, () => {
  it('validates with the domain schema’s messages and opens the tab of the first error', async () => {
    const { dialog, sent } = await openNewAgent(() => json({}));
    await fill(dialog.getByLabelText('Adresse e-mail'), 'pas-une-adresse');
    await fill(dialog.getByLabelText('Téléphone'), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findAllByText('Obligatoire')).toHaveLength(2);
    expect(dialog.getByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(dialog.getByText('Numéro de téléphone invalide')).toBeInTheDocument();

    await fill(dialog.getByLabelText(/^Prénom/), 'Karim');
    await fill(dialog.getByLabelText(/^Nom/), 'Benali');
    await userEvent.clear(dialog.getByLabelText('Adresse e-mail'));
    await userEvent.clear(dialog.getByLabelText('Téléphone'));
    await userEvent.click(dialog.getByRole('tab', { name: 'Carte professionnelle et certificats' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter un certificat ou un document' }));
    await userEvent.click(dialog.getByRole('tab', { name: 'Identité' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    // The empty document sits in another tab: the dialog opens it and marks it.
    expect(
      await dialog.findByRole('tab', { name: 'Carte professionnelle et certificats (à corriger)' }),
    ).toHaveAttribute('aria-selected', 'true');
    expect(dialog.getByText('Obligatoire')).toBeInTheDocument();
    expect(dialog.getByText('Date invalide')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('saves a new agent with the defaults, then asks about the anomalies; « Modifier » keeps the record open', async () => {
    const success = vi.spyOn(notify, 'success');
    const anomalies = ['Le numéro de carte professionnelle CNAPS n’est pas renseigné.'];
    const { dialog, sent } = await openNewAgent(() =>
      json({ agent: agentRecord('nouveau', 'Karim', 'Benali'), anomalies }),
    );
    await fill(dialog.getByLabelText(/^Prénom/), 'Karim');
    await fill(dialog.getByLabelText(/^Nom/), 'Benali');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    const question = await screen.findByRole('dialog', {
      name: 'Des anomalies ont été détectées, voulez-vous modifier votre saisie ?',
    });
    expect(within(question).getByText(anomalies[0])).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Vos modifications ont été enregistrées avec succès');
    expect(sent[0]).toMatchObject({
      firstname: 'Karim',
      lastname: 'Benali',
      email: null,
      address: { country: 'France' },
      agentInfos: { rating: 3, plannable: true, type: 'employee', specialties: [], expirations: [] },
    });
    expect(sent[0].id).toBeNull();

    await userEvent.click(within(question).getByRole('button', { name: 'Modifier ma saisie' }));
    // The record stays open, now as the saved agent: a second save edits it.
    expect(await screen.findByRole('dialog', { name: /Karim Benali/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /anomalies/ })).not.toBeInTheDocument();
  });

  it('closes the record when the user does not want to modify it', async () => {
    const anomalies = ['La durée hebdomadaire de 50 h dépasse la durée maximale légale de 48 h.'];
    const { dialog } = await openNewAgent(() => json({ agent: agentRecord('nouveau', 'Karim', 'Benali'), anomalies }));
    await fill(dialog.getByLabelText(/^Prénom/), 'Karim');
    await fill(dialog.getByLabelText(/^Nom/), 'Benali');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Non, fermer la fiche' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s quota message when the agents limit is reached', async () => {
    const { dialog } = await openNewAgent(() =>
      json({ code: 'CONFLICT', message: 'Vous avez atteint votre quota de fiches collaborateurs' }, 409),
    );
    await fill(dialog.getByLabelText(/^Prénom/), 'Karim');
    await fill(dialog.getByLabelText(/^Nom/), 'Benali');
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Vous avez atteint votre quota de fiches collaborateurs',
    );
    expect(screen.getByRole('dialog', { name: 'Nouveau collaborateur' })).toBeInTheDocument();
  });
});
