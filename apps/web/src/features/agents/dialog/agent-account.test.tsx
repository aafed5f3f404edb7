import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { notify } from '../../../ui/notices/notice-store.ts';
import { AGENCY, agentRecord, listItem, quota } from '../agent-fixtures.ts';

// The agents screens are heavy in jsdom, and the test machine is shared: wait longer than the default.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  await Promise.all([
    import('./agent-dialog.tsx'),
    import('./agent-pack-dialog.tsx'),
    import('./delete-agent-dialog.tsx'),
    import('../../../ui/dialogs/confirm-dialog.tsx'),
  ]);
});

const julie = agentRecord('a1', 'Julie', 'Moreau', { email: 'julie@demo.test' });
const exhausted =
  'Il ne reste plus de fiches collaborateurs disponibles pour activer ce compte. Achetez des fiches pour continuer.';

function serve(handlers: Parameters<typeof mockApi>[0] = {}) {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  return mockApi({
    'GET /api/user': () => json(fixtures.owner),
    [`GET ${AGENCY}/agents/quota`]: () => json(quota),
    [`POST ${AGENCY}/fetch/agents`]: () =>
      json({ data: [listItem('a1', 'Julie', 'Moreau')], total: 1, specialties: [], filtered: false }),
    [`GET ${AGENCY}/agent/a1`]: () => json(julie),
    ...handlers,
  });
}

async function openJulie() {
  const view = renderApp('/planification/agents');
  await userEvent.click(await screen.findByRole('button', { name: 'MOREAU Julie' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Julie Moreau' }));
  return { ...view, dialog };
}

async function activate(dialog: ReturnType<typeof within>) {
  await userEvent.click(dialog.getByRole('tab', { name: 'Compte et droits' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Activer le compte' }));
  const question = within(await screen.findByRole('dialog', { name: 'Activer le compte de Julie Moreau ?' }));
  await userEvent.click(question.getByRole('button', { name: 'Activer le compte' }));
}

describe('agent dialog: account and record actions', { timeout: 60_000 }, () => {
  it('activates the account after a confirmation and says the invitation went', async () => {
    const success = vi.spyOn(notify, 'success');
    let sent: unknown = null;
    let current = julie;
    serve({
      [`GET ${AGENCY}/agent/a1`]: () => json(current),
      [`POST ${AGENCY}/agent`]: ({ body }) => {
        sent = body;
        current = { ...julie, status: 'invited', active: true };
        return json({ agent: current, anomalies: [] });
      },
    });
    const { dialog } = await openJulie();
    await activate(dialog);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Email(s) bien envoyé(s)'));
    expect(sent).toEqual({ id: 'a1', firstname: 'Julie', lastname: 'Moreau', willActivate: true });
    expect(await dialog.findByRole('button', { name: 'Renvoyer l’invitation' })).toBeInTheDocument();
  });

  it('offers to buy agent records when none is left: « Plus tard » keeps the record open', async () => {
    serve({ [`POST ${AGENCY}/agent`]: () => json({ code: 'CONFLICT', message: exhausted }, 409) });
    const { dialog } = await openJulie();
    await activate(dialog);
    const offer = within(await screen.findByRole('dialog', { name: 'Plus de fiches collaborateurs' }));
    expect(offer.getByText(exhausted)).toBeInTheDocument();
    await userEvent.click(offer.getByRole('button', { name: 'Plus tard' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Plus de fiches collaborateurs' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Julie Moreau' })).toBeInTheDocument();
  });

  it('« Acheter des fiches » closes the record and opens the shop with origin agent-limit', async () => {
    serve({ [`POST ${AGENCY}/agent`]: () => json({ code: 'CONFLICT', message: exhausted }, 409) });
    const { dialog, router } = await openJulie();
    await activate(dialog);
    const offer = within(await screen.findByRole('dialog', { name: 'Plus de fiches collaborateurs' }));
    await userEvent.click(offer.getByRole('button', { name: 'Acheter des fiches' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/agencySubscription/shop'));
    expect(router.state.location.search).toBe('?origin=agent-limit');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes for good only after choosing the mode, and shows the server’s refusal', async () => {
    const refusal =
      'Cette fiche est utilisée ailleurs (planning, demandes, documents…) : elle ne peut pas être supprimée définitivement. Archivez-la pour la masquer en gardant son historique.';
    const fetchMock = serve({
      [`DELETE ${AGENCY}/agent/a1/permanent`]: () => json({ code: 'CONFLICT', message: refusal }, 409),
    });
    const { dialog } = await openJulie();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    const question = within(await screen.findByRole('dialog', { name: 'Supprimer la fiche de Julie Moreau ?' }));
    expect(question.getByRole('button', { name: 'Archiver' })).toBeInTheDocument();
    await userEvent.click(question.getByRole('radio', { name: /Supprimer définitivement/ }));
    await userEvent.click(question.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    expect(callsTo(fetchMock, `DELETE ${AGENCY.replace('/api', '')}/agent/a1/permanent`)).toBe(1);
  });

  it('says « Collaborateur introuvable » when the agent does not exist', async () => {
    serve({
      [`GET ${AGENCY}/agent/a1`]: () => json({ code: 'NOT_FOUND', message: 'Collaborateur introuvable' }, 404),
    });
    renderApp('/planification/agents');
    await userEvent.click(await screen.findByRole('button', { name: 'MOREAU Julie' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Collaborateur' }));
    expect(await dialog.findByText('Collaborateur introuvable')).toBeInTheDocument();
  });
});
