import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGENCY, agentRecord, listItem, quota } from '../agent-fixtures.ts';

configure({ asyncUtilTimeout: 15_000 });
beforeAll(async () => {
  await Promise.all([import('./agent-dialog.tsx'), import('./anomalies-dialog.tsx')]);
});

describe('agent record, staff register details', { timeout: 60_000 }, () => {
  it('saves the job and the contract type with the agent (the sex and entry date left empty are null)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: Array<{ agentInfos: Record<string, unknown> }> = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`GET ${AGENCY}/agents/quota`]: () => json(quota),
      [`POST ${AGENCY}/fetch/agents`]: () =>
        json({ data: [listItem('a1', 'Julie', 'Moreau')], total: 1, specialties: [], filtered: false }),
      [`POST ${AGENCY}/agent`]: ({ body }) => {
        sent.push(body as { agentInfos: Record<string, unknown> });
        return json({ agent: agentRecord('nouveau', 'Karim', 'Benali'), anomalies: [] });
      },
      [`GET ${AGENCY}/agent/nouveau`]: () => json(agentRecord('nouveau', 'Karim', 'Benali')),
    });
    renderApp('/planification/agents');
    await userEvent.click(await screen.findByRole('button', { name: 'Nouveau collaborateur' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nouveau collaborateur' }));
    await userEvent.click(dialog.getByLabelText(/^Prénom/));
    await userEvent.paste('Karim');
    await userEvent.click(dialog.getByLabelText(/^Nom/));
    await userEvent.paste('Benali');
    await userEvent.click(dialog.getByRole('tab', { name: 'Contrat' }));
    await userEvent.click(await dialog.findByLabelText('Emploi'));
    await userEvent.paste('Agent de sécurité');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Type de contrat' }));
    await userEvent.click(await screen.findByRole('option', { name: 'CDI' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].agentInfos).toMatchObject({
      jobTitle: 'Agent de sécurité',
      contractType: 'cdi',
      sex: null,
      entryDate: null,
    });
  });
});
