import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentItem, ids, plannedService, siteItem } from '../../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, renderPlanning } from '../../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { serviceDialog } from './service-dialog-handle.ts';

const RECURRENCE = 'dddddddd-dddd-4ddd-8ddd-ddddddddddd1';

function mockCalls(recurrenceId: string | null) {
  const calls = { batches: [] as Array<{ services: Record<string, unknown>[] }>, counted: [] as unknown[] };
  mockApi({
    [`POST ${AGENCY}/fetch/sites`]: () => json({ data: [siteItem(ids.site1, 'Entrepôt Nord')], total: 1 }),
    [`POST ${AGENCY}/fetch/agents`]: () =>
      json({ data: [agentItem(ids.agent1, 'Karim', 'Benali')], total: 1, specialties: [], filtered: false }),
    [`GET ${AGENCY}/services/${ids.service1}`]: () => json(plannedService({ recurrenceId })),
    [`GET ${AGENCY}/checkpoints`]: () => json({ checkpoints: [] }),
    [`POST ${AGENCY}/fetch/rounds`]: () => json({ data: [], total: 0 }),
    [`POST ${AGENCY}/services/series-count`]: ({ body }) => {
      calls.counted.push(body);
      return json({ count: 4 });
    },
    [`POST ${AGENCY}/services/batch`]: ({ body }) => {
      calls.batches.push(body as (typeof calls.batches)[number]);
      return json({ status: 'saved', created: 0, updated: 4, deleted: 0, services: [] });
    },
  });
  return calls;
}

async function openDialog(recurrenceId: string | null) {
  renderPlanning(null, fixtures.planning);
  act(() => {
    void serviceDialog.open({
      agencyId: 'agence-demo',
      timeZone: 'Europe/Paris',
      readsAgents: true,
      canEdit: true,
      service: plannedService({ recurrenceId }),
    });
  });
  return screen.findByRole('dialog', { name: /Modifier le service/ });
}

function setDate(dialog: HTMLElement, text: string) {
  const input = dialog.querySelector('#champ-date')?.closest('.MuiPickersTextField-root')?.querySelector('input');
  if (!input) throw new Error('Champ introuvable : date');
  fireEvent.change(input, { target: { value: text } });
}

const HEAVY = 40_000;
const following = 'Ce service et les suivants de la répétition';

describe('Service dialog: « Appliquer à » for a service of a repetition', () => {
  it(
    'saves « ce service et les suivants » after confirming the count the server gives',
    async () => {
      const calls = mockCalls(RECURRENCE);
      const dialog = await openDialog(RECURRENCE);
      const choice = within(dialog).getByRole('radiogroup', { name: 'Appliquer à' });
      expect(within(choice).getByRole('radio', { name: 'Ce service uniquement' })).toBeChecked();
      await userEvent.click(within(choice).getByRole('radio', { name: following }));
      setDate(dialog, '16/12/2026');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Modifier 4 service(s) ?' });
      expect(calls.counted).toEqual([
        { service: expect.objectContaining({ id: ids.service1, series: 'following', startAt: expect.any(String) }) },
      ]);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer' }));
      await screen.findByText('Vos modifications ont été enregistrées avec succès');
      expect(calls.batches[0].services).toEqual([
        expect.objectContaining({
          id: ids.service1,
          series: 'following',
          startAt: '2026-12-16T20:00:00.000+01:00',
          endAt: '2026-12-17T08:00:00.000+01:00',
        }),
      ]);
    },
    HEAVY,
  );

  it(
    'deletes the following ones after « Supprimer 4 service(s) ? »; this one only stays the default',
    async () => {
      const calls = mockCalls(RECURRENCE);
      const dialog = await openDialog(RECURRENCE);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
      const single = await screen.findByRole('dialog', { name: 'Supprimer 1 service(s) ?' });
      await userEvent.click(within(single).getByRole('button', { name: 'Annuler' }));
      expect(calls.counted).toHaveLength(0);

      await userEvent.click(within(dialog).getByRole('radio', { name: following }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Supprimer 4 service(s) ?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      await screen.findByText('Vos modifications ont été enregistrées avec succès');
      expect(calls.batches).toHaveLength(1);
      expect(calls.batches[0].services).toEqual([
        { key: ids.service1, id: ids.service1, delete: true, series: 'following' },
      ]);
    },
    HEAVY,
  );

  it(
    'shows no choice for a service without repetition, which saves alone',
    async () => {
      const calls = mockCalls(null);
      const dialog = await openDialog(null);
      expect(within(dialog).queryByRole('radiogroup', { name: 'Appliquer à' })).toBeNull();
      setDate(dialog, '16/12/2026');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Modifier 1 service(s) ?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer' }));
      await screen.findByText('Vos modifications ont été enregistrées avec succès');
      expect(calls.counted).toHaveLength(0);
      expect(calls.batches[0].services[0]).not.toHaveProperty('series');
    },
    HEAVY,
  );
});
