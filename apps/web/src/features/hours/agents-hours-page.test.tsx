import { shiftMonth } from '@securite/domain/hours/hour-period';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../../test/mock-api.ts';
import { AgentsHoursPage } from './agents-hours-page.tsx';
import { agentRow, base, context, figures, hourDetail, renderHoursPage, thisMonth } from './hours-test-kit.tsx';

const nina = agentRow('agent-1', 'Nina Aubert', {
  plannedMinutes: 3120,
  realizedMinutes: 560,
  categories: { day: 2460, night: 180, sunday: 120, holiday: 0, nightSunday: 360, nightHoliday: 0 },
  weightedHours: 53.7,
  overtimeMinutes: 300,
  overtimeWeightedHours: 7.5,
});
const omar = agentRow('agent-2', 'Omar Benali', { limit: null, plannedMinutes: 360, weightedHours: 6.8 });
const page = {
  data: [nina, omar],
  total: 2,
  totals: {
    ...figures({ plannedMinutes: 3480, realizedMinutes: 560, weightedHours: 60.5 }),
    overtimeMinutes: 300,
    overtimeWeightedHours: 7.5,
  },
  ...context,
};

/** Types a day into a French date picker of the open popover (its hidden input parses the text). */
function setDay(label: string, text: string) {
  const field = screen
    .getByRole('dialog', { name: 'Période personnalisée' })
    .querySelectorAll('.MuiPickersTextField-root');
  const group = [...field].find((f) => f.querySelector('label')?.textContent?.startsWith(label));
  const input = group?.querySelector('input');
  if (!input) throw new Error(`Champ de date introuvable : ${label}`);
  fireEvent.change(input, { target: { value: text } });
}

describe('Heures des collaborateurs', () => {
  it('shows each agent’s hours in French with the coefficient columns, the overtime and the totals of the month', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      [`POST ${base}/agents/fetch/hours`]: ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return json(page);
      },
    });
    renderHoursPage(<AgentsHoursPage />);
    const table = await screen.findByRole('table', { name: 'Heures des collaborateurs' });
    expect(bodies[0]).toEqual({ ...thisMonth(), withHoursOnly: false, page: 1, limit: 25 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Collaborateur',
      'Planifiées',
      'Réalisées',
      'Nuit',
      'Dimanche',
      'Férié',
      'Nuit + dimanche',
      'Nuit + férié',
      'Total pondéré',
      'Heures supp.',
    ]);
    const row = within(table).getByRole('row', { name: 'Voir le détail des heures de Nina Aubert' });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['52 h 00', '9 h 20', '3 h 00', '2 h 00', '—', '6 h 00', '—', '53 h 42', '5 h 00']);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Nina Aubert35 h / semaine');
    expect(within(table).getByRole('row', { name: /Omar Benali/ })).toHaveTextContent('Aucun contrat');
    const totals = within(table).getByRole('row', { name: /Total \(2\)/ });
    expect(totals).toHaveTextContent('58 h 00');
    expect(totals).toHaveTextContent('60 h 30');
    expect(screen.getByText(/Nuit \(21:00–06:00\) × 1,1/)).toBeInTheDocument();
  });

  it('moves by month, searches, and takes a custom range checked in French', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      [`POST ${base}/agents/fetch/hours`]: ({ body }) => {
        bodies.push(body as Record<string, unknown>);
        return json(page);
      },
    });
    renderHoursPage(<AgentsHoursPage />);
    await screen.findByRole('table', { name: 'Heures des collaborateurs' });
    await userEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await screen.findByRole('button', { name: 'Mois en cours' });
    expect(bodies.at(-1)).toMatchObject(shiftMonth(thisMonth(), -1));
    fireEvent.change(screen.getByRole('textbox', { name: 'Collaborateur' }), { target: { value: 'aub' } });
    await waitForBody(bodies, (b) => b.search === 'aub');

    await userEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    setDay('Du', '10/03/2026');
    setDay('Au', '05/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(
      await screen.findByText('La fin de la période doit être postérieure ou égale à son début'),
    ).toBeInTheDocument();
    setDay('Au', '20/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('10/03/2026 – 20/03/2026')).toBeInTheDocument();
    await waitForBody(bodies, (b) => b.from === '2026-03-10' && b.to === '2026-03-20' && b.page === 1);
  });

  it('opens the agent’s detail on a row: services, weeks of overtime and their increase', async () => {
    const details: Record<string, unknown>[] = [];
    mockApi({
      [`POST ${base}/agents/fetch/hours`]: () => json(page),
      [`POST ${base}/fetch/hour-detail`]: ({ body }) => {
        details.push(body as Record<string, unknown>);
        return json(hourDetail());
      },
    });
    renderHoursPage(<AgentsHoursPage />);
    await userEvent.click(await screen.findByRole('row', { name: 'Voir le détail des heures de Nina Aubert' }));
    const dialog = await screen.findByRole('dialog', { name: /Heures de Nina Aubert/ });
    expect(details[0]).toEqual({ ...thisMonth(), agentId: 'agent-1' });
    const weeks = await within(dialog).findByRole('table', { name: 'Heures supplémentaires par période de contrat' });
    expect(within(weeks).getByRole('row', { name: /09\/02 – 15\/02\/2026/ })).toHaveTextContent('40 h 0035 h 005 h 00');
    expect(within(dialog).getByText('Majoration des heures supplémentaires : 50 %')).toBeInTheDocument();
    const services = within(dialog).getByRole('table', { name: 'Services' });
    expect(within(services).getByRole('row', { name: /Entrepôt Paris/ })).toHaveTextContent(
      'sam. 07/02 · 20:00 – 08:00 (dim. 08/02)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there is nobody, and exports nothing', async () => {
    const fetchMock = mockApi({
      [`POST ${base}/agents/fetch/hours`]: () => json({ ...page, data: [], total: 0 }),
    });
    renderHoursPage(<AgentsHoursPage />);
    expect(await screen.findByText('Aucun collaborateur sur cette période.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter (CSV)' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /agents/fetch/hours')).toBe(1);
  });
});

async function waitForBody(bodies: Record<string, unknown>[], test: (body: Record<string, unknown>) => boolean) {
  await expect.poll(() => bodies.some(test), { timeout: 3000 }).toBe(true);
}
