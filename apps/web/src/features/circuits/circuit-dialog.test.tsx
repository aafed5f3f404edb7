import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { circuit, circuitIds } from '../../shared/planning/testing/circuit-fixtures.ts';
import { agentItem, ids, siteItem } from '../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, renderPlanning } from '../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import type { CircuitDialogProps } from './circuit-dialog.tsx';
import { circuitDialog } from './circuit-dialog-handle.ts';

type Sent = { uuid: string; confirmed: boolean; name: string; stops: { siteId: string; startTime: string }[] };
const tourOverlap = {
  key: '2026-12-14',
  type: 'tourOverlap',
  message: 'Chevauche l’étape 1 de la tournée (Entrepôt Nord)',
  blocking: false,
  agentName: 'Karim Benali',
  siteName: 'Siège',
  startAt: '2026-12-14T08:30:00.000Z',
  endAt: '2026-12-14T10:00:00.000Z',
};

function mockCalls(answers: Array<(body: Sent) => Response> = [], stored = circuit()) {
  const sent: Sent[] = [];
  mockApi({
    [`POST ${AGENCY}/fetch/sites`]: () =>
      json({ data: [siteItem(ids.site1, 'Entrepôt Nord'), siteItem(ids.site2, 'Siège')], total: 2 }),
    [`POST ${AGENCY}/fetch/agents`]: () =>
      json({ data: [agentItem(ids.agent1, 'Karim', 'Benali')], total: 1, specialties: [], filtered: false }),
    [`GET ${AGENCY}/circuit/${circuitIds.circuit1}`]: () => json(stored),
    [`GET ${AGENCY}/circuit/${circuitIds.circuit1}/shared-services`]: () =>
      json({
        data: [{ ...circuit().stops[1], id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeee1', circuitId: null, agent: null }],
      }),
    [`POST ${AGENCY}/circuits`]: ({ body }) => {
      sent.push(body as Sent);
      const answer = answers[sent.length - 1];
      return answer ? answer(body as Sent) : json({ status: 'saved', circuits: [circuit()] });
    },
  });
  return sent;
}

async function openDialog(props: Partial<CircuitDialogProps> = {}) {
  renderPlanning(null, fixtures.planning);
  act(() => {
    void circuitDialog.open({
      agencyId: 'agence-demo',
      timeZone: 'Europe/Paris',
      day: '2026-12-14',
      readsAgents: true,
      canEdit: true,
      ...props,
    });
  });
  return screen.findByRole('dialog', { name: props.circuit ? /Circuit/ : 'Nouveau circuit' });
}

const stopsOf = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Étapes du circuit' }));
async function pickSite(dialog: HTMLElement, stop: number, name: string) {
  const input = within(dialog).getByRole('combobox', { name: `Site de l’étape ${stop}` });
  fireEvent.mouseDown(input);
  fireEvent.click(await screen.findByRole('option', { name }));
}
/** The hidden input of a stop's time field (it parses the typed text), e.g. ('startTime', 1). */
function timeInput(dialog: HTMLElement, part: 'startTime' | 'endTime', stop: number) {
  const field = dialog.querySelector(`[id="champ-stops.${stop - 1}.${part}"]`);
  const input = field?.closest('.MuiPickersTextField-root')?.querySelector('input');
  if (!input) throw new Error(`Champ introuvable : ${part} ${stop}`);
  return input;
}
const setTime = (dialog: HTMLElement, part: 'startTime' | 'endTime', stop: number, value: string) =>
  fireEvent.change(timeInput(dialog, part, stop), { target: { value } });

describe('Circuit dialog', () => {
  it('shows the domain’s messages and sends nothing until they are fixed', async () => {
    const sent = mockCalls();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le nom du circuit est obligatoire')).toBeInTheDocument();
    expect(within(dialog).getByText('Le site est obligatoire')).toBeInTheDocument();
    setTime(dialog, 'startTime', 1, '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText("L'heure de début est obligatoire")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('adds, moves and removes stops, then creates the circuit in visiting order after confirmation', async () => {
    const sent = mockCalls();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nom du circuit/ }), {
      target: { value: 'Tournée nord' },
    });
    await pickSite(dialog, 1, 'Entrepôt Nord');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une étape' }));
    // The new stop starts when the last one ends, for an hour.
    expect(timeInput(dialog, 'startTime', 2)).toHaveValue('09:00');
    expect(timeInput(dialog, 'endTime', 2)).toHaveValue('10:00');
    await pickSite(dialog, 2, 'Siège');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une étape' }));
    expect(stopsOf(dialog).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer l’étape 3' }));
    expect(stopsOf(dialog).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Monter l’étape 2' }));
    expect(within(dialog).getByRole('combobox', { name: 'Site de l’étape 1' })).toHaveValue('Siège');
    expect(within(dialog).getByRole('combobox', { name: 'Site de l’étape 2' })).toHaveValue('Entrepôt Nord');
    // Siège 09:00 then Entrepôt Nord at 08:00: before the previous arrival, so the next day.
    expect(within(dialog).getByText('le lendemain')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Monter l’étape 1' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const question = await screen.findByRole('dialog', { name: 'Créer 2 service(s) ?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      name: 'Tournée nord',
      agentId: null,
      date: '2026-12-14',
      confirmed: false,
      stops: [
        { siteId: ids.site2, startTime: '09:00', endTime: '10:00' },
        { siteId: ids.site1, startTime: '08:00', endTime: '09:00' },
      ],
    });
    expect(screen.queryByRole('dialog', { name: 'Nouveau circuit' })).not.toBeInTheDocument();
  });

  it('warns while two stops overlap, lists the server’s warnings and saves anyway with the same uuid', async () => {
    const sent = mockCalls([() => json({ status: 'issues', issues: [tourOverlap] })]);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nom du circuit/ }), {
      target: { value: 'Tournée nord' },
    });
    await pickSite(dialog, 1, 'Entrepôt Nord');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une étape' }));
    await pickSite(dialog, 2, 'Siège');
    expect(within(dialog).queryByRole('status', { name: 'Étapes qui se chevauchent' })).not.toBeInTheDocument();
    setTime(dialog, 'startTime', 2, '08:30');
    expect(within(dialog).getByRole('status', { name: 'Étapes qui se chevauchent' })).toHaveTextContent(
      'Les étapes 1 et 2 se chevauchent',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Créer 2 service(s) ?' })).getByRole('button', {
        name: 'Enregistrer',
      }),
    );
    const issues = await screen.findByRole('dialog', { name: 'Les erreurs suivantes ont été détectées' });
    expect(issues).toHaveTextContent('Chevauche l’étape 1 de la tournée (Entrepôt Nord)');
    await userEvent.click(within(issues).getByRole('button', { name: 'Enregistrer quand même' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(sent.map((s) => s.confirmed)).toEqual([false, true]);
    expect(sent[1].uuid).toBe(sent[0].uuid);
  });

  it('repeats a new circuit: counts the circuits and sends the rule, the stops giving the times', async () => {
    const sent = mockCalls();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nom du circuit/ }), {
      target: { value: 'Rondes' },
    });
    await pickSite(dialog, 1, 'Siège');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Type de répétition' }),
      'Chaque semaine',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'lundi' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'mercredi' }));
    const endDate = dialog
      .querySelector('#champ-endDate')
      ?.closest('.MuiPickersTextField-root')
      ?.querySelector('input');
    fireEvent.change(endDate as HTMLInputElement, { target: { value: '27/12/2026' } });
    const summary = within(dialog).getByRole('status', { name: 'Résumé de la répétition' });
    expect(summary).toHaveTextContent('4 circuit(s) à créer, soit 4 service(s)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Créer 4 service(s) ?' })).getByRole('button', {
        name: 'Enregistrer',
      }),
    );
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      date: null,
      recurrence: {
        repeat: 'weekly',
        days: [1, 3],
        startDate: '2026-12-14',
        endDate: '2026-12-27',
        startTime: '08:00',
      },
    });
  });

  it('shows a blocking refusal as a notice listing the errors, and keeps the dialog open', async () => {
    const overlap = { ...tourOverlap, type: 'overlap', blocking: true, message: 'Déjà planifié sur un autre service' };
    mockCalls([
      () =>
        json(
          {
            code: 'PLANNING_BLOCKED',
            message: 'Enregistrement impossible : des erreurs bloquantes ont été détectées',
            details: { issues: [overlap] },
          },
          409,
        ),
    ]);
    const dialog = await openDialog({ circuit: circuit() });
    expect(await within(dialog).findByDisplayValue('Tournée nord')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Modifier 2 service(s) ?' })).getByRole('button', {
        name: 'Enregistrer',
      }),
    );
    expect(
      await screen.findByText('Enregistrement impossible : des erreurs bloquantes ont été détectées'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Déjà planifié sur un autre service/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Circuit Tournée nord' })).toBeInTheDocument();
  });

  it('opens a circuit with its stops and the services it shares its sites with; the repetition is for new ones only', async () => {
    mockCalls();
    const dialog = await openDialog({ circuit: circuit() });
    expect(within(dialog).getByRole('combobox', { name: 'Site de l’étape 2' })).toHaveValue('Siège');
    expect(timeInput(dialog, 'startTime', 2)).toHaveValue('10:30');
    const shared = await within(dialog).findByRole('list', { name: 'Services partagés' });
    expect(shared).toHaveTextContent('Siège · Non affecté');
    expect(within(dialog).queryByText('Répétition')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('deletes a circuit after confirmation', async () => {
    let deleted = 0;
    mockApi({
      [`GET ${AGENCY}/circuit/${circuitIds.circuit1}`]: () => json(circuit()),
      [`GET ${AGENCY}/circuit/${circuitIds.circuit1}/shared-services`]: () => json({ data: [] }),
      [`POST ${AGENCY}/fetch/sites`]: () => json({ data: [], total: 0 }),
      [`POST ${AGENCY}/fetch/agents`]: () => json({ data: [], total: 0, specialties: [], filtered: false }),
      [`DELETE ${AGENCY}/circuit/${circuitIds.circuit1}`]: () => {
        deleted++;
        return new Response(null, { status: 204 });
      },
    });
    const dialog = await openDialog({ circuit: circuit() });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    const question = await screen.findByRole('dialog', {
      name: 'Supprimer le circuit « Tournée nord » et ses étapes ?',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Le circuit a été supprimé')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Circuit Tournée nord' })).not.toBeInTheDocument();
  });

  it('shows an ended circuit read only', async () => {
    const ended = circuit({ status: 3 });
    mockCalls([], ended);
    const dialog = await openDialog({ circuit: ended });
    expect(within(dialog).getByText('Le service est terminé')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retirer l’étape 1' })).toBeDisabled();
  });
});
