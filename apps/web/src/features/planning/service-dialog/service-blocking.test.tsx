import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentItem, ids, siteItem } from '../../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, renderPlanning } from '../../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { serviceDialog } from './service-dialog-handle.ts';

type Draft = { recurrence: { startTime: string }; skipStartAts?: string[] };

/** The rest check finds a blocking error on the 15th, unless that occurrence is left out. */
function mockCalls() {
  const batches: { services: Draft[] }[] = [];
  mockApi({
    [`POST ${AGENCY}/fetch/sites`]: () => json({ data: [siteItem(ids.site1, 'Entrepôt Nord')], total: 1 }),
    [`POST ${AGENCY}/fetch/agents`]: () =>
      json({ data: [agentItem(ids.agent1, 'Karim', 'Benali')], total: 1, specialties: [], filtered: false }),
    [`GET ${AGENCY}/checkpoints`]: () => json({ checkpoints: [] }),
    [`POST ${AGENCY}/fetch/rounds`]: () => json({ data: [], total: 0 }),
    [`POST ${AGENCY}/fetch/planning-error/available`]: () => json({ issues: [] }),
    [`POST ${AGENCY}/fetch/planning-error/working-time`]: () => json({ issues: [] }),
    [`POST ${AGENCY}/fetch/planning-error/rest`]: ({ body }) => {
      const draft = (body as { services: Draft[] }).services[0];
      const startAt = new Date(`2026-12-15T${draft.recurrence.startTime}:00+01:00`).toISOString();
      if (draft.skipStartAts?.includes(startAt)) return json({ issues: [] });
      const endAt = new Date(Date.parse(startAt) + 8 * 3_600_000).toISOString();
      return json({
        issues: [
          {
            key: 'k',
            type: 'dailyRest',
            message: 'Repos de 3 h 00 avant ce service (minimum 11 h)',
            blocking: true,
            agentName: 'Karim Benali',
            siteName: 'Entrepôt Nord',
            startAt,
            endAt,
          },
        ],
      });
    },
    [`POST ${AGENCY}/services/batch`]: ({ body }) => {
      batches.push(body as (typeof batches)[number]);
      return json({ status: 'saved', created: 2, updated: 0, deleted: 0, services: [] });
    },
  });
  return batches;
}

const setPicker = (dialog: HTMLElement, id: string, text: string) => {
  const input = dialog.querySelector(`#champ-${id}`)?.closest('.MuiPickersTextField-root')?.querySelector('input');
  if (!input) throw new Error(`Champ introuvable : ${id}`);
  fireEvent.change(input, { target: { value: text } });
};

describe('Service dialog: blocking errors', () => {
  it('lists the checks beside each occurrence in the form, which stays usable, and creates only the others', async () => {
    const batches = mockCalls();
    renderPlanning(null, fixtures.planning);
    act(() => {
      void serviceDialog.open({
        agencyId: 'agence-demo',
        timeZone: 'Europe/Paris',
        readsAgents: true,
        canEdit: true,
        prefill: { siteId: ids.site1, agentId: ids.agent1, day: '2026-12-14' },
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau service' });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Type de répétition/ }),
      'Tous les N jours',
    );
    setPicker(dialog, 'endDate', '16/12/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const checks = await within(dialog).findByRole('list', { name: 'Contrôles par service' }, { timeout: 15_000 });
    const lines = within(checks).getAllByRole('listitem');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent(/^✓ 14\/12\/2026 .* — Aucune erreur$/);
    expect(lines[1]).toHaveTextContent(
      /^✗ 15\/12\/2026 .* — Repos de 3 h 00 avant ce service \(minimum 11 h\) \(bloquant\)$/,
    );
    expect(lines[2]).toHaveTextContent(/^✓ 16\/12\/2026/);
    // No notice over the form: the errors are said once, in it, and its fields still answer.
    expect(screen.getAllByText('Enregistrement impossible : des erreurs bloquantes ont été détectées')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: /Créer/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Type de répétition/ })).toBeEnabled();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Créer seulement les 2 service(s) sans erreur bloquante' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Créer 2 service(s) ?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Vos modifications ont été enregistrées avec succès');
    expect(batches).toHaveLength(1);
    expect(batches[0].services[0].skipStartAts).toEqual([
      new Date(`2026-12-15T${batches[0].services[0].recurrence.startTime}:00+01:00`).toISOString(),
    ]);
  }, 60_000);
});
