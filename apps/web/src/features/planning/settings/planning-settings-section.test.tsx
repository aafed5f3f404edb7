import { planningErrorTypes } from '@securite/domain/planning/planning-errors';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { AGENCY_BASE, planningConfig, renderScreen } from '../testing/render-planning-views.tsx';
import { ALWAYS_BLOCKING_CAPTION } from './blocking-errors-field.tsx';
import { PlanningSettingsSection } from './planning-settings-section.tsx';

function mockConfig() {
  const puts: Record<string, unknown>[] = [];
  mockApi({
    [`GET ${AGENCY_BASE}/planning/config`]: () => json(planningConfig),
    [`PUT ${AGENCY_BASE}/planning/config`]: ({ body }) => {
      puts.push(body as Record<string, unknown>);
      return json({ ...planningConfig, ...(body as object) });
    },
  });
  return puts;
}

describe('Planning settings', () => {
  it('shows a switch per check, the legal ones on and locked, and saves the choice with the coefficients', async () => {
    const puts = mockConfig();
    renderScreen(<PlanningSettingsSection />, fixtures.owner);

    const cnaps = await screen.findByRole('switch', { name: 'Carte professionnelle CNAPS expirée : bloquant' });
    expect(cnaps).toBeChecked();
    expect(cnaps).toBeDisabled();
    expect(cnaps).toHaveAccessibleDescription(ALWAYS_BLOCKING_CAPTION);
    expect(screen.getByRole('switch', { name: /déjà planifié sur un autre service : bloquant/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Collaborateur désactivé : bloquant' })).toBeDisabled();
    expect(screen.getAllByText(ALWAYS_BLOCKING_CAPTION)).toHaveLength(3);
    // Issue 32: an agent excluded from a site is never posted there, whatever the agency chose.
    const excluded = screen.getByRole('switch', { name: 'Collaborateur exclu du site : bloquant' });
    expect(excluded).toBeChecked();
    expect(excluded).toBeDisabled();
    expect(excluded).toHaveAccessibleDescription('Toujours bloquant (agents exclus sur la fiche du site)');
    expect(screen.getAllByRole('switch')).toHaveLength(planningErrorTypes.length);

    const unavailable = screen.getByRole('switch', { name: 'Collaborateur indisponible : bloquant' });
    expect(unavailable).toBeChecked();
    expect(unavailable).toBeEnabled();
    await userEvent.click(unavailable);
    expect(unavailable).not.toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Repos quotidien inférieur à 11 h : bloquant' }));
    // The IDCC 1351 rules are warnings until the agency says otherwise.
    const sundays = screen.getByRole('switch', {
      name: 'Moins de 2 dimanches de repos par mois en moyenne sur 3 mois : bloquant',
    });
    expect(sundays).not.toBeChecked();
    const nightDay = screen.getByRole('switch', {
      name: 'Repos inférieur à 10 h entre un service de nuit et un service de jour : bloquant',
    });
    expect(nightDay).not.toBeChecked();
    await userEvent.click(nightDay);

    const night = screen.getByRole('textbox', { name: 'Heures de nuit' });
    expect(night).toHaveValue('1,10');
    expect(screen.getByRole('textbox', { name: 'Heures d’un jour férié' })).toHaveValue('2,00');
    fireEvent.change(night, { target: { value: '1,25' } });
    fireEvent.change(screen.getByLabelText('Conflit'), { target: { value: '#aa0000' } });

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0].blockingErrors).toEqual([
      'overlap',
      'notPlannable',
      'deactivated',
      'cnapsExpired',
      'siteExcluded',
      'dailyRest',
      'nightDayRest',
    ]);
    expect(puts[0].coefficients).toMatchObject({ night: 12500, holiday: 20000, nightStart: '21:00' });
    expect(puts[0].colours).toMatchObject({ conflict: '#aa0000', planned: '#1976d2' });
  });

  it('refuses a coefficient below 1 or badly written, saving nothing', async () => {
    const puts = mockConfig();
    renderScreen(<PlanningSettingsSection />, fixtures.owner);
    const sunday = await screen.findByRole('textbox', { name: 'Heures du dimanche' });
    fireEvent.change(sunday, { target: { value: '0,9' } });
    const holiday = screen.getByRole('textbox', { name: 'Heures d’un jour férié' });
    fireEvent.change(holiday, { target: { value: 'deux' } });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Un coefficient ne peut pas être inférieur à 1')).toBeInTheDocument();
    expect(screen.getByText('Saisissez un coefficient comme 1,10 (quatre décimales au plus)')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it('says when nothing changed', async () => {
    const puts = mockConfig();
    renderScreen(<PlanningSettingsSection />, fixtures.owner);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucun changement à enregistrer')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });
});
