import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { checkpointList, round, roundIds, roundSites, staffWith } from '../../test/rounds-fixtures.ts';
import { RoundEditPage } from './round-edit-page.tsx';
import { AGENCY, renderRounds, WAIT } from './testing/render-rounds.tsx';

function mockCalls() {
  const saved: unknown[] = [];
  const fetchMock = mockApi({
    [`GET ${AGENCY}/checkpoints`]: ({ url }) => {
      const siteId = new URL(url, 'http://localhost').searchParams.get('siteId');
      return json({ checkpoints: checkpointList.filter((c) => c.site.id === siteId) });
    },
    [`POST ${AGENCY}/fetch/sites`]: () => json({ data: roundSites, total: roundSites.length }),
    [`GET ${AGENCY}/round/${roundIds.roundNuit}`]: () =>
      json(round({ checkpoints: round().checkpoints.map((c, i) => (i === 1 ? { ...c, expectedDelay: 10 } : c)) })),
    [`POST ${AGENCY}/round`]: ({ body }) => {
      saved.push(body);
      return json(round({ ...(body as object), site: round().site, checkpoints: [] }));
    },
    [`DELETE ${AGENCY}/round/${roundIds.roundNuit}`]: () => new Response(null, { status: 204 }),
  });
  return { saved, fetchMock };
}

const edit = (id: string | null) => (
  <RoundEditPage id={id} listHref="/liste" newCheckpointHref={(siteId) => `/point?siteId=${siteId}`} />
);
const order = () => within(screen.getByRole('list', { name: 'Ordre de passage' })).getAllByRole('listitem');
const names = () => order().map((item) => item.getAttribute('aria-label'));

describe('Ronde page', () => {
  it('creates a round: the site’s checkpoints picked and put in walking order, the order rule, the executions', async () => {
    const { saved } = mockCalls();
    const { router } = renderRounds(edit(null), fixtures.owner);
    expect(await screen.findByText('Choisissez d’abord le site de la ronde.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom de la ronde' }), 'Ronde du soir');
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Centre commercial Les Arcades' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Hall d’entrée' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Quai de livraison' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Toit terrasse' }));
    expect(screen.getByText('Tous les points du site sont dans la ronde.')).toBeInTheDocument();
    expect(names()).toEqual(['1. Hall d’entrée', '2. Quai de livraison', '3. Toit terrasse']);
    expect(screen.getByRole('button', { name: 'Monter Hall d’entrée' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre Toit terrasse' })).toBeDisabled();
    // With the keyboard: the focused button follows its checkpoint.
    screen.getByRole('button', { name: 'Monter Toit terrasse' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(names()).toEqual(['1. Hall d’entrée', '2. Toit terrasse', '3. Quai de livraison']);
    // The minutes after the start each point is expected at; a removed point takes its delay away.
    const delay = (title: string) =>
      screen.getByRole('spinbutton', { name: `Délai prévu de ${title}, en minutes après le début` });
    await userEvent.type(delay('Hall d’entrée'), '3');
    await userEvent.type(delay('Toit terrasse'), '5');
    await userEvent.type(delay('Quai de livraison'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Hall d’entrée' }));
    expect(names()).toEqual(['1. Toit terrasse', '2. Quai de livraison']);

    await userEvent.click(screen.getByRole('radio', { name: /^Ordre libre/ }));
    const executions = screen.getByRole('spinbutton', { name: 'Exécutions par service' });
    await userEvent.clear(executions);
    await userEvent.type(executions, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('La ronde a été enregistrée')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        name: 'Ronde du soir',
        siteId: roundIds.arcades,
        checkpointIds: [roundIds.toit, roundIds.quai],
        grantedDirections: 'free',
        numberOfExecutions: 3,
        manualValidation: false,
        expectedDelays: { [roundIds.toit]: 5, [roundIds.quai]: 12 },
      },
    ]);
    expect(router.state.location.pathname).toBe('/liste');
  });

  it('asks for a name, a site and a checkpoint; a site without checkpoints links to their creation', async () => {
    const { fetchMock } = mockCalls();
    renderRounds(edit(null), fixtures.owner, `/page?siteId=${roundIds.arcades}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Choisissez au moins un point de contrôle')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${AGENCY}/round`)).toBe(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Siège social' }));
    expect(await screen.findByText(/Ce site n’a pas encore de point de contrôle/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un point de contrôle' })).toHaveAttribute(
      'href',
      `/point?siteId=${roundIds.siege}`,
    );
  });

  it('asks before « Créer un point de contrôle » loses what was typed', async () => {
    mockCalls();
    const { router } = renderRounds(edit(null), fixtures.owner);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nom de la ronde' }), 'Ronde du siège');
    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Siège social' }));
    const link = await screen.findByRole('link', { name: 'Créer un point de contrôle' });
    await userEvent.click(link);
    const ask = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Continuer la saisie' }));
    expect(router.state.location.pathname).toBe('/page');
    expect(screen.getByRole('textbox', { name: 'Nom de la ronde' })).toHaveValue('Ronde du siège');
    await userEvent.click(link);
    const again = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/point'));
  });

  it('refuses an expected delay beyond a day', async () => {
    const { fetchMock } = mockCalls();
    renderRounds(edit(null), fixtures.owner, `/page?siteId=${roundIds.arcades}`);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nom de la ronde' }), 'Ronde longue');
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Hall d’entrée' }));
    const delay = screen.getByRole('spinbutton', { name: 'Délai prévu de Hall d’entrée, en minutes après le début' });
    await userEvent.type(delay, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Indiquez un délai entre 0 et 1440 minutes')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${AGENCY}/round`)).toBe(0);
  });

  it('edits a round: its checkpoints in order; another site starts the list again', async () => {
    const { saved } = mockCalls();
    const { router } = renderRounds(edit(roundIds.roundNuit), fixtures.owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ronde « Ronde de nuit »' })).toBeInTheDocument();
    expect(names()).toEqual(['1. Hall d’entrée', '2. Quai de livraison']);
    expect(screen.getByRole('radio', { name: /^Ordre imposé(?!, dans)/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Exécutions par service' })).toHaveValue(2);
    const quai = 'Délai prévu de Quai de livraison, en minutes après le début';
    expect(screen.getByRole('spinbutton', { name: quai })).toHaveValue(10);
    expect(await screen.findByRole('button', { name: 'Ajouter Toit terrasse' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parking Gare de Lyon' }));
    expect(screen.queryByRole('list', { name: 'Ordre de passage' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucun point de contrôle choisi.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Barrière sortie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expect.poll(() => router.state.location.pathname, WAIT).toBe('/liste');
    expect(saved).toEqual([
      {
        id: roundIds.roundNuit,
        name: 'Ronde de nuit',
        siteId: roundIds.parking,
        checkpointIds: [roundIds.barriere],
        grantedDirections: 'ordered',
        numberOfExecutions: 2,
        manualValidation: false,
        expectedDelays: {},
      },
    ]);
  });

  it('deletes the round after the confirmation', async () => {
    const { fetchMock } = mockCalls();
    const { router } = renderRounds(edit(roundIds.roundNuit), fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la ronde « Ronde de nuit » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expect.poll(() => router.state.location.pathname, WAIT).toBe('/liste');
    expect(callsTo(fetchMock, `DELETE ${AGENCY}/round/${roundIds.roundNuit}`)).toBe(1);
  });

  it('is read-only without rounds.edit', async () => {
    mockCalls();
    renderRounds(edit(roundIds.roundNuit), staffWith(['rounds.create']));
    expect(await screen.findByText(/l’autorisation « Modifier les rondes »/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nom de la ronde' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^Ordre libre/ })).toBeDisabled();
    expect(names()).toEqual(['1. Hall d’entrée', '2. Quai de livraison']);
    expect(screen.queryByRole('button', { name: /^Monter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Ajouter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });
});
