import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { agentListItem, agentUser, ids, unavailability, unavailabilityTypes } from '../../test/workforce-fixtures.ts';

const base = '/api/agency/agence-demo';
const own = unavailability('a1b2c3d4-0000-4000-8000-000000000001', { id: ids.ownAgent, fullname: 'Karim Benali' });
const other = unavailability(
  'a1b2c3d4-0000-4000-8000-000000000002',
  { id: ids.julie, fullname: 'Julie Moreau' },
  {
    type: { id: ids.training, label: 'Formation' },
  },
);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Types a date into a French date-time picker of the open dialog (its hidden input parses the text). */
function setDateTime(label: string, text: string) {
  const group = screen.getByRole('dialog').querySelector(`#champ-${label}`)?.closest('.MuiPickersTextField-root');
  const input = group?.querySelector('input');
  if (!input) throw new Error(`Champ de date introuvable : ${label}`);
  fireEvent.change(input, { target: { value: text } });
}

async function chooseType(label: string) {
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: /Type/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('Indisponibilités', () => {
  it('an agent with the self right declares their own: no agent field, fixed to themself, with a client uuid', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const saved: Record<string, unknown>[] = [];
    const fetchMock = mockApi({
      'GET /api/user': () => json(agentUser),
      'GET /api/agency/agence-demo/unavailability-types': () => json(unavailabilityTypes),
      'POST /api/agency/agence-demo/fetch/unavailabilities': () => json({ data: [own, other], total: 2 }),
      'POST /api/agency/agence-demo/unavailability': ({ body }) => {
        saved.push(body as Record<string, unknown>);
        return json({ ...own, id: 'a1b2c3d4-0000-4000-8000-000000000003' });
      },
    });
    renderApp('/planification/listIndispo');
    const table = await screen.findByRole('table', { name: 'Indisponibilités' });
    const ownRow = within(table).getByRole('row', { name: /Karim Benali|Congés payés/ });
    expect(within(ownRow).getByRole('button', { name: /Modifier l’indisponibilité/ })).toBeInTheDocument();
    expect(within(ownRow).getByRole('button', { name: /Supprimer l’indisponibilité/ })).toBeInTheDocument();
    const otherRow = within(table).getByRole('row', { name: /Formation/ });
    expect(within(otherRow).queryByRole('button')).not.toBeInTheDocument();
    // Only their own rows: no agent column, no agent filter.
    expect(within(table).queryByRole('columnheader', { name: 'Collaborateur' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Collaborateurs' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Déclarer une indisponibilité' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle indisponibilité' });
    expect(within(dialog).queryByRole('combobox', { name: /Collaborateur/ })).not.toBeInTheDocument();
    await chooseType('Formation');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Commentaire' }), 'Recyclage SST');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Déclarer' }));
    expect(await screen.findByText('L’indisponibilité a été déclarée.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ agentId: ids.ownAgent, typeId: ids.training, comment: 'Recyclage SST' });
    expect(saved[0].uuid).toMatch(uuidPattern);
    expect(callsTo(fetchMock, 'POST /fetch/agents')).toBe(0);
  });

  it('refuses an end before the start with the French message, and sends nothing', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const fetchMock = mockApi({
      'GET /api/user': () => json(agentUser),
      'GET /api/agency/agence-demo/unavailability-types': () => json(unavailabilityTypes),
      'POST /api/agency/agence-demo/fetch/unavailabilities': () => json({ data: [], total: 0 }),
    });
    renderApp('/planification/listIndispo');
    expect(await screen.findByText('Aucune indisponibilité pour le moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Déclarer une indisponibilité' }));
    await screen.findByRole('dialog', { name: 'Nouvelle indisponibilité' });
    await chooseType('Congés payés');
    setDateTime('startAt', '10/07/2026 08:00');
    setDateTime('endAt', '09/07/2026 18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Déclarer' }));
    expect(await screen.findByText('Doit être postérieure à la date de début')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${base.replace('/api', '')}/unavailability`)).toBe(0);
  });

  it('staff choose the agent; a failed send sent again keeps its uuid; a missing right is a notice', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const sent: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.planning),
      'GET /api/agency/agence-demo/unavailability-types': () => json(unavailabilityTypes),
      'POST /api/agency/agence-demo/fetch/unavailabilities': () => json({ data: [other], total: 1 }),
      'POST /api/agency/agence-demo/fetch/agents': () =>
        json({
          data: [agentListItem(ids.julie, 'Julie', 'Moreau')],
          total: 1,
          specialties: [],
          filtered: false,
        }),
      'POST /api/agency/agence-demo/unavailability': ({ body }) => {
        sent.push(body as Record<string, unknown>);
        return sent.length === 1
          ? json({ code: 'INTERNAL', message: 'Une erreur inattendue est survenue. Réessayez plus tard.' }, 500)
          : json(
              {
                code: 'MISSING_RIGHT',
                message: 'Vous ne bénéficiez pas de l\'autorisation "Créer des indisponibilités".',
              },
              403,
            );
      },
    });
    renderApp('/planification/listIndispo');
    const table = await screen.findByRole('table', { name: 'Indisponibilités' });
    expect(within(table).getByRole('columnheader', { name: 'Collaborateur' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /Modifier l’indisponibilité de Julie Moreau/ })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Déclarer une indisponibilité' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle indisponibilité' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Collaborateur/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Julie Moreau' }));
    await chooseType('Congés payés');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Déclarer' }));
    expect(await within(dialog).findByText(/Une erreur inattendue est survenue/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Déclarer' }));
    expect(
      await screen.findByText('Vous ne bénéficiez pas de l\'autorisation "Créer des indisponibilités".'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ agentId: ids.julie, typeId: ids.leave });
    expect(sent[1].uuid).toBe(sent[0].uuid);
  });
});
