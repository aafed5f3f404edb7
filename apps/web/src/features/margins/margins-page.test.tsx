import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { MarginsPage } from './margins-page.tsx';

const BASE = '/api/agency/agence-demo';
afterEach(() => vi.unstubAllGlobals());

const figures = (invoicedCents: number, costCents: number, workedMinutes: number) => ({
  workedMinutes,
  invoicedCents,
  costCents,
  marginCents: invoicedCents - costCents,
  marginRateBp: invoicedCents ? Math.round(((invoicedCents - costCents) * 10_000) / invoicedCents) : null,
});

const report = {
  from: '2026-11-01',
  to: '2026-11-30',
  sites: [
    {
      site: { id: 's1', name: 'Entrepôt Nord' },
      customer: { id: 'c1', name: 'Logistique SA' },
      ...figures(36_000, 8000, 240),
    },
    {
      site: { id: 's2', name: 'Bureaux' },
      customer: { id: 'c1', name: 'Logistique SA' },
      ...figures(18_000, 3000, 120),
    },
  ],
  customers: [{ customer: { id: 'c1', name: 'Logistique SA' }, ...figures(54_000, 11_000, 360) }],
  totals: figures(54_000, 11_000, 360),
  agentsWithoutCost: [{ id: 'a1', name: 'Omar Benali' }],
};

const turnover = {
  from: '2026-01-01',
  to: '2026-12-31',
  data: [
    {
      month: '2026-01',
      invoicedExclTaxCents: 10_000,
      creditedExclTaxCents: 0,
      turnoverExclTaxCents: 10_000,
      turnoverInclTaxCents: 12_000,
    },
  ],
  totals: {
    invoicedExclTaxCents: 10_000,
    creditedExclTaxCents: 0,
    turnoverExclTaxCents: 10_000,
    turnoverInclTaxCents: 12_000,
  },
};

describe('MarginsPage', () => {
  it('shows the margins per site then per customer, the chart, the turnover, and asks this month first', async () => {
    const bodies: unknown[] = [];
    const turnoverBodies: unknown[] = [];
    mockApi({
      [`POST ${BASE}/fetch/margins`]: ({ body }) => {
        bodies.push(body);
        return json(report);
      },
      [`POST ${BASE}/fetch/turnover`]: ({ body }) => {
        turnoverBodies.push(body);
        return json(turnover);
      },
      [`GET ${BASE}/margins/config`]: () => json({ defaultHourlyCostCents: null }),
    });
    renderWithSession(<MarginsPage />, fixtures.owner);

    const table = await screen.findByRole('table', { name: 'Marges par site' });
    expect(bodies[0]).toEqual({ filters: { shortcut: 'year' } });
    expect(turnoverBodies[0]).toEqual({ filters: { shortcut: 'year' } });
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Entrepôt Nord')).toBeInTheDocument();
    expect(within(first).getByText('77,8 %')).toBeInTheDocument();
    expect(screen.getByText(/Omar Benali/)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Marges par site' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: "Chiffre d'affaires par mois" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Par client' }));
    const customers = await screen.findByRole('table', { name: 'Marges par client' });
    expect(within(customers).getByText('Logistique SA')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Période' }));
    await userEvent.click(screen.getByRole('option', { name: 'Année précédente' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ filters: { shortcut: 'previousYear' } }));
  });

  it('says when the period has neither hours nor invoices', async () => {
    mockApi({
      [`POST ${BASE}/fetch/margins`]: () =>
        json({ ...report, sites: [], customers: [], totals: figures(0, 0, 0), agentsWithoutCost: [] }),
      [`POST ${BASE}/fetch/turnover`]: () => json(turnover),
      [`GET ${BASE}/margins/config`]: () => json({ defaultHourlyCostCents: 1500 }),
    });
    renderWithSession(<MarginsPage />, fixtures.owner);
    expect(await screen.findByText('Aucune heure travaillée ni facture sur cette période.')).toBeInTheDocument();
  });
});
