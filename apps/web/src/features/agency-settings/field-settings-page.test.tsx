import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/token-store.ts';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fieldSettings } from '../../test/site-fixtures.ts';

const base = '/api/agency/agence-demo';
const types = (labels: string[]) =>
  labels.map((label, i) => ({ id: `t-${i}`, label, createdAt: '2026-01-01T00:00:00.000Z' }));

function mockSettings() {
  const puts: unknown[] = [];
  const typePosts: unknown[] = [];
  let settings = structuredClone(fieldSettings);
  mockApi({
    'GET /api/user': () => json(fixtures.owner),
    [`GET ${base}/settings/field`]: () => json(settings),
    [`PUT ${base}/settings/field`]: ({ body }) => {
      puts.push(body);
      const update = body as Partial<typeof settings>;
      // Like the server: a label twice (case and accents aside) is a 409 naming it.
      const labels = (update.agencyServiceEventTypes ?? []).map((t) =>
        t.label
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase(),
      );
      if (new Set(labels).size !== labels.length) {
        const label = update.agencyServiceEventTypes?.at(-1)?.label;
        return json({ code: 'CONFLICT', message: `Le type d’événement « ${label} » apparaît plusieurs fois.` }, 409);
      }
      settings = {
        agencyServiceEventTypes: update.agencyServiceEventTypes ?? settings.agencyServiceEventTypes,
        loneWorker: { ...settings.loneWorker, ...update.loneWorker },
        activityTypes: update.activityTypes ?? settings.activityTypes,
        endPhotoRequired: update.endPhotoRequired ?? settings.endPhotoRequired,
        startWindowMinutes:
          update.startWindowMinutes === undefined ? settings.startWindowMinutes : update.startWindowMinutes,
        lateEndMinutes: update.lateEndMinutes ?? settings.lateEndMinutes,
        lateStartMinutes: update.lateStartMinutes ?? settings.lateStartMinutes,
        roundStartMinutes:
          update.roundStartMinutes === undefined ? settings.roundStartMinutes : update.roundStartMinutes,
      };
      return json(settings);
    },
    [`GET ${base}/unavailability-types`]: () => json(types(['Congés payés', 'Maladie'])),
    [`GET ${base}/request-types`]: () => json(types(['Matériel'])),
    [`POST ${base}/request-types`]: ({ body }) => {
      typePosts.push(body);
      return json({ code: 'CONFLICT', message: 'Le type de demande « materiel » existe déjà.' }, 409);
    },
  });
  return { puts, typePosts };
}

describe('Field settings page', () => {
  it('adds an event type, and shows the server’s refusal of a duplicate where it was typed', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const { puts } = mockSettings();
    renderApp('/params/field');
    const section = await screen.findByRole('region', { name: 'Types d’événement' });
    expect(await within(section).findByText('Présence')).toBeInTheDocument();
    const input = within(section).getByRole('textbox', { name: 'Nouveau type d’événement' });

    await userEvent.type(input, 'Départ de feu');
    await userEvent.click(within(section).getByRole('button', { name: 'Ajouter' }));
    expect(await within(section).findByText('Départ de feu')).toBeInTheDocument();
    // The key is made from the label and saved, but an internal name is never shown to the owner.
    expect(within(section).queryByText(/depart-de-feu|Clé/)).not.toBeInTheDocument();
    expect(puts[0]).toEqual({
      agencyServiceEventTypes: [
        ...fieldSettings.agencyServiceEventTypes,
        { key: 'depart-de-feu', label: 'Départ de feu' },
      ],
    });

    await userEvent.type(input, 'presence');
    await userEvent.click(within(section).getByRole('button', { name: 'Ajouter' }));
    expect(
      await within(section).findByText('Le type d’événement « presence » apparaît plusieurs fois.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('presence');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets the service window: an empty window is « à toute heure », a negative one is refused', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const { puts } = mockSettings();
    renderApp('/params/field');
    const form = await screen.findByRole('form', { name: 'Prise et fin de service' });
    const window = within(form).getByRole('spinbutton', { name: 'Prise de service possible avant le début prévu' });
    expect(window).toHaveValue(30);
    await userEvent.clear(window);
    await userEvent.type(window, '-5');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Valeur invalide')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await userEvent.clear(window);
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(puts).toEqual([{ startWindowMinutes: null, lateEndMinutes: 60 }]);
  });

  it('sets the late start delay and the round start delay of the service alerts (issue 30)', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const { puts } = mockSettings();
    renderApp('/params/field');
    const form = await screen.findByRole('form', { name: 'Alertes de service' });
    const late = within(form).getByRole('spinbutton', { name: 'Retard de prise de service au-delà de' });
    expect(late).toHaveValue(10);
    const round = within(form).getByRole('spinbutton', { name: 'Ronde commencée au plus tard' });
    expect(round).toHaveValue(null);
    await userEvent.clear(late);
    await userEvent.type(late, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Valeur invalide')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await userEvent.clear(late);
    await userEvent.type(late, '15');
    await userEvent.type(round, '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(puts).toEqual([{ lateStartMinutes: 15, roundStartMinutes: 45 }]);
  });

  it('refuses a PTI frequency under 5 minutes with the domain’s message, then saves 10', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const { puts } = mockSettings();
    renderApp('/params/field');
    // The section and its form are two landmarks: each has its own name.
    expect(await screen.findByRole('region', { name: 'Protection du travailleur isolé' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Réglages de la protection du travailleur isolé' });
    const frequency = await within(form).findByRole('spinbutton', { name: 'Fréquence de contrôle' });
    expect(frequency).toHaveValue(15);
    await userEvent.clear(frequency);
    await userEvent.type(frequency, '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('La fréquence minimale est de 5 minutes')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await userEvent.clear(frequency);
    await userEvent.type(frequency, '10');
    await userEvent.click(within(form).getByRole('switch', { name: 'Suspendre pendant les pauses' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        loneWorker: {
          ptiEnabled: true,
          ptiFrequency: 10,
          ptiDisabledBetweenServices: true,
          ptiPauseOnBreak: false,
          ptiAlarmMailDelay: 5,
        },
      },
    ]);
  });

  it('lists the unavailability and request types and shows a duplicate request type inline', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const { typePosts } = mockSettings();
    renderApp('/params/field');
    const unavailability = await screen.findByRole('region', { name: 'Types d’indisponibilité' });
    expect(await within(unavailability).findByText('Congés payés')).toBeInTheDocument();
    const requests = screen.getByRole('region', { name: 'Types de demande' });
    await within(requests).findByText('Matériel');
    await userEvent.type(within(requests).getByRole('textbox', { name: 'Nouveau type de demande' }), 'materiel');
    await userEvent.click(within(requests).getByRole('button', { name: 'Ajouter' }));
    expect(await within(requests).findByText('Le type de demande « materiel » existe déjà.')).toBeInTheDocument();
    expect(typePosts).toEqual([{ label: 'materiel' }]);
  });
});
