import { ServiceStatus } from '@securite/domain/planning/service-status';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentItem, ids, plannedService, siteItem } from '../../../shared/planning/testing/planning-fixtures.ts';
import { AGENCY, renderPlanning } from '../../../shared/planning/testing/render-planning.tsx';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { checkpoint, round } from '../../../test/rounds-fixtures.ts';
import type { ServiceDialogProps } from './service-dialog.tsx';
import { serviceDialog } from './service-dialog-handle.ts';

const checked: unknown[] = [];

/** Entrepôt Nord (site 1) has a round and two checkpoints; the Siège (site 2) none. */
const site1 = { id: ids.site1, name: 'Entrepôt Nord' };
const attach = {
  round: 'b0b0b0b0-0000-4000-8000-0000000000a1',
  quai: 'c0c0c0c0-0000-4000-8000-0000000000a1',
  portail: 'c0c0c0c0-0000-4000-8000-0000000000a2',
};
const site1Checkpoints = [
  checkpoint({ id: attach.quai, title: 'Quai 3', site: site1 }),
  checkpoint({ id: attach.portail, title: 'Portail nord', site: site1, color: '#ff9800' }),
];
const site1Rounds = [
  round({
    id: attach.round,
    name: 'Ronde des quais',
    site: site1,
    checkpoints: site1Checkpoints.map((c) => ({ ...c, expectedDelay: null })),
  }),
];

function mockCalls() {
  const batches: { uuid: string; services: Record<string, unknown>[]; confirmed: boolean }[] = [];
  checked.length = 0;
  mockApi({
    [`POST ${AGENCY}/fetch/sites`]: () =>
      json({ data: [siteItem(ids.site1, 'Entrepôt Nord'), siteItem(ids.site2, 'Siège', '67000')], total: 2 }),
    [`POST ${AGENCY}/fetch/agents`]: () =>
      json({
        data: [agentItem(ids.agent1, 'Karim', 'Benali'), agentItem(ids.agent2, 'Julie', 'Martin')],
        total: 2,
        specialties: ['SSIAP 1'],
        filtered: false,
      }),
    [`GET ${AGENCY}/services/${ids.service1}`]: () => json(plannedService()),
    [`GET ${AGENCY}/checkpoints`]: ({ url }) =>
      json({ checkpoints: url.includes(`siteId=${ids.site1}`) ? site1Checkpoints : [] }),
    [`POST ${AGENCY}/fetch/rounds`]: ({ body }) => {
      const data = (body as { filters: { siteIds: string[] } }).filters.siteIds[0] === ids.site1 ? site1Rounds : [];
      return json({ data, total: data.length });
    },
    [`POST ${AGENCY}/fetch/planning-error/available`]: () => json({ issues: [] }),
    [`POST ${AGENCY}/fetch/planning-error/working-time`]: () => json({ issues: [] }),
    [`POST ${AGENCY}/fetch/planning-error/rest`]: ({ body }) => {
      checked.push(body);
      return json({
        issues: [
          {
            key: ids.service1,
            type: 'dailyRest',
            message: 'Repos de 3 h 00 avant ce service (minimum 11 h)',
            blocking: false,
            agentName: 'Karim Benali',
            siteName: 'Entrepôt Nord',
            startAt: '2026-12-14T19:00:00.000Z',
            endAt: '2026-12-15T07:00:00.000Z',
          },
        ],
      });
    },
    [`POST ${AGENCY}/services/batch`]: ({ body }) => {
      batches.push(body as (typeof batches)[number]);
      return json({ status: 'saved', created: 1, updated: 0, deleted: 0, services: [] });
    },
  });
  return batches;
}

async function openDialog(props: Partial<ServiceDialogProps> = {}) {
  renderPlanning(null, fixtures.planning);
  act(() => {
    void serviceDialog.open({
      agencyId: 'agence-demo',
      timeZone: 'Europe/Paris',
      readsAgents: true,
      canEdit: true,
      ...props,
    });
  });
  const title = props.service || props.serviceId ? /Modifier le service/ : 'Nouveau service';
  return screen.findByRole('dialog', { name: title });
}

/** The hidden input of a French date or time field (it parses the typed text). */
function pickerInput(dialog: HTMLElement, id: string) {
  const input = dialog.querySelector(`#champ-${id}`)?.closest('.MuiPickersTextField-root')?.querySelector('input');
  if (!input) throw new Error(`Champ introuvable : ${id}`);
  return input;
}
const setPicker = (dialog: HTMLElement, id: string, text: string) =>
  fireEvent.change(pickerInput(dialog, id), { target: { value: text } });
async function choose(dialog: HTMLElement, label: RegExp | string, option: string) {
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: label }), option);
}

// A whole MUI form (autocompletes, date and time fields) per test: slow in jsdom when the machine is busy.
const HEAVY = 40_000;

describe('Service dialog', () => {
  it(
    'shows the domain’s messages: site, times, weekdays, end date',
    async () => {
      const batches = mockCalls();
      const dialog = await openDialog({ prefill: { day: '2026-12-14' } });
      setPicker(dialog, 'endTime', '');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(dialog).findByText('Le site est obligatoire')).toBeInTheDocument();
      expect(within(dialog).getByText('L’heure de fin est obligatoire'.replace('’', "'"))).toBeInTheDocument();

      setPicker(dialog, 'endTime', '06:00');
      expect(await within(dialog).findByText('se termine le lendemain')).toBeInTheDocument();
      await choose(dialog, /Type de répétition/, 'Chaque semaine');
      setPicker(dialog, 'endDate', '10/12/2026');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(dialog).findByText('Choisissez au moins un jour de la semaine')).toBeInTheDocument();
      expect(
        within(dialog).getByText('La date de fin doit être postérieure ou égale à la date de début'),
      ).toBeInTheDocument();
      expect(batches).toHaveLength(0);
    },
    HEAVY,
  );

  it(
    'refuses a date typed with an impossible year (0800 for 2008) with the domain’s French message',
    async () => {
      const batches = mockCalls();
      const dialog = await openDialog({ prefill: { siteId: ids.site1, agentId: ids.agent1, day: '2026-12-14' } });
      expect(await within(dialog).findByDisplayValue('Entrepôt Nord')).toBeInTheDocument();
      setPicker(dialog, 'date', '15/06/0800');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(dialog).findByText('Date invalide (année entre 1900 et 2200)')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: /Créer \d+ service\(s\) \?/ })).not.toBeInTheDocument();
      expect(checked).toHaveLength(0);
      expect(batches).toHaveLength(0);

      setPicker(dialog, 'date', '15/06/2008');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByRole('dialog', { name: 'Créer 1 service(s) ?' })).toBeInTheDocument();
      expect(within(dialog).queryByText('Date invalide (année entre 1900 et 2200)')).not.toBeInTheDocument();
    },
    HEAVY,
  );

  it(
    'counts the services a weekly rule creates (occurrences × agents) and saves the rule after confirmation',
    async () => {
      const batches = mockCalls();
      const dialog = await openDialog({ prefill: { siteId: ids.site1, agentId: ids.agent1, day: '2026-12-14' } });
      expect(await within(dialog).findByDisplayValue('Entrepôt Nord')).toBeInTheDocument();
      expect(within(dialog).getByDisplayValue('Karim Benali')).toBeInTheDocument();
      await choose(dialog, /Type de répétition/, 'Chaque semaine');
      for (const day of ['lundi', 'mercredi', 'vendredi'])
        await userEvent.click(within(dialog).getByRole('button', { name: day }));
      setPicker(dialog, 'endDate', '27/12/2026');
      const summary = within(dialog).getByRole('status', { name: 'Résumé de la répétition' });
      expect(summary).toHaveTextContent(
        'Chaque semaine le lundi, mercredi, vendredi de 08:00 à 20:00 du 14/12/2026 au 27/12/2026',
      );
      expect(summary).toHaveTextContent('6 service(s) à créer');
      const agents = within(dialog).getByRole('spinbutton', { name: 'Nombre d’agents' });
      await userEvent.clear(agents);
      await userEvent.type(agents, '2');
      expect(summary).toHaveTextContent('12 service(s) à créer');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Créer 12 service(s) ?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Vos modifications ont été enregistrées avec succès')).toBeInTheDocument();
      expect(batches[0]).toMatchObject({
        confirmed: false,
        services: [
          {
            siteId: ids.site1,
            agentId: ids.agent1,
            nbAgents: 2,
            recurrence: {
              repeat: 'weekly',
              frequency: 1,
              days: [1, 3, 5],
              startDate: '2026-12-14',
              endDate: '2026-12-27',
              startTime: '08:00',
              endTime: '20:00',
              excludeHolidays: false,
            },
          },
        ],
      });
      expect(batches[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(screen.queryByRole('dialog', { name: 'Nouveau service' })).not.toBeInTheDocument();
    },
    HEAVY,
  );

  it(
    'excludes public holidays, keeping the ones ticked as worked',
    async () => {
      mockCalls();
      const dialog = await openDialog({ prefill: { siteId: ids.site1, day: '2026-12-21' } });
      await choose(dialog, /Type de répétition/, 'Tous les N jours');
      setPicker(dialog, 'endDate', '01/01/2027');
      const summary = within(dialog).getByRole('status', { name: 'Résumé de la répétition' });
      expect(summary).toHaveTextContent('12 service(s) à créer');
      await userEvent.click(within(dialog).getByRole('switch', { name: 'Exclure les jours fériés' }));
      expect(summary).toHaveTextContent('10 service(s) à créer');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: '25/12/2026 — Noël' }));
      expect(summary).toHaveTextContent('sauf les jours fériés (travaillés : 25/12/2026)');
      expect(summary).toHaveTextContent('11 service(s) à créer');
    },
    HEAVY,
  );

  it(
    'edits a service: nothing changed says so, Vérifier checks it, a new day asks to modify 1 service',
    async () => {
      const batches = mockCalls();
      const dialog = await openDialog({ service: plannedService() });
      expect(within(dialog).getByRole('heading', { name: 'Modifier le service S-0001' })).toBeInTheDocument();
      expect(pickerInput(dialog, 'startTime')).toHaveValue('20:00');
      expect(within(dialog).queryByText('Répétition')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Aucun changement à enregistrer')).toBeInTheDocument();
      // 'Vérifier' runs the planning checks on the service as it is, saving nothing.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
      expect(await within(dialog).findByText(/Repos de 3 h 00 avant ce service/)).toBeInTheDocument();
      expect(checked).toEqual([{ services: [expect.objectContaining({ id: ids.service1 })] }]);
      expect(batches).toHaveLength(0);

      setPicker(dialog, 'date', '16/12/2026');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Modifier 1 service(s) ?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer' }));
      await screen.findByText('Vos modifications ont été enregistrées avec succès');
      expect(batches[0].services).toEqual([
        expect.objectContaining({
          id: ids.service1,
          siteId: ids.site1,
          agentId: ids.agent1,
          startAt: '2026-12-16T20:00:00.000+01:00',
          endAt: '2026-12-17T08:00:00.000+01:00',
        }),
      ]);
    },
    HEAVY,
  );

  it(
    'attaches the site’s rounds and checkpoints; another site clears them',
    async () => {
      const batches = mockCalls();
      const dialog = await openDialog({ prefill: { siteId: ids.site1, agentId: ids.agent1, day: '2026-12-14' } });
      const rounds = await within(dialog).findByRole('combobox', { name: 'Rondes' });
      await userEvent.click(rounds);
      await userEvent.click(await screen.findByRole('option', { name: 'Ronde des quais (2 points)' }));
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Points de contrôle' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Portail nord' }));
      await userEvent.keyboard('{Escape}');

      // The Siège has none: the fields go, and so do the choices made on the Entrepôt.
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Site' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Siège' }));
      await expect
        .poll(() => within(dialog).queryByRole('combobox', { name: 'Rondes' }), { timeout: 10_000 })
        .toBeNull();
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Site' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Entrepôt Nord' }));
      await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Rondes' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Ronde des quais (2 points)' }));
      await userEvent.keyboard('{Escape}');
      expect(within(dialog).queryByRole('button', { name: 'Portail nord' })).not.toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Créer 1 service(s) ?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer' }));
      await screen.findByText('Vos modifications ont été enregistrées avec succès');
      expect(batches[0].services[0]).toMatchObject({ siteId: ids.site1, roundIds: [attach.round], checkpointIds: [] });
    },
    HEAVY,
  );

  it(
    'an edit starts from the service’s rounds and checkpoints and sends them changed',
    async () => {
      const batches = mockCalls();
      const service = plannedService({ roundIds: [attach.round], checkpointIds: [attach.quai] });
      const dialog = await openDialog({ service });
      const rounds = await within(dialog).findByRole('combobox', { name: 'Rondes' });
      expect(await within(dialog).findByRole('button', { name: 'Ronde des quais (2 points)' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Quai 3' })).toBeInTheDocument();
      expect(rounds).toBeEnabled();
      await userEvent.click(within(dialog).getByRole('combobox', { name: 'Points de contrôle' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Portail nord' }));
      await userEvent.keyboard('{Escape}');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Modifier 1 service(s) ?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Enregistrer' }));
      await screen.findByText('Vos modifications ont été enregistrées avec succès');
      expect(batches[0].services).toEqual([
        expect.objectContaining({
          id: ids.service1,
          roundIds: [attach.round],
          checkpointIds: [attach.quai, attach.portail],
        }),
      ]);
    },
    HEAVY,
  );

  it('shows an ended service, titled without « Modifier », with nothing to save', async () => {
    mockCalls();
    renderPlanning(null, fixtures.planning);
    act(() => {
      void serviceDialog.open({
        agencyId: 'agence-demo',
        timeZone: 'Europe/Paris',
        readsAgents: true,
        canEdit: true,
        service: plannedService({ status: ServiceStatus.Ended }),
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Service S-0001' });
    expect(within(dialog).queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
