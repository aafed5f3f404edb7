import type { Payroll } from '@securite/domain/payroll/payroll-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { currentMonth } from '../../../ui/month-picker.tsx';

const api = '/api/agency/agence-demo';
const month = currentMonth();
const split = { day: 600, night: 480, sunday: 120, holiday: 0, nightSunday: 60, nightHoliday: 0 };
const payroll: Payroll = {
  month,
  label: 'le mois',
  rows: [
    {
      agent: { id: 'a1', fullname: 'Karim Benali', registrationNumber: 'M-1' },
      plannedMinutes: 1260,
      realizedMinutes: 0,
      categories: split,
      overtimeMinutes: 90,
      weightedHours: 24,
      overtimeWeightedHours: 1.88,
      elements: [{ id: 'e1', kind: 'bonus', label: 'Prime de panier', amountCents: 4550 }],
      elementTotals: { bonus: 4550, deduction: 0, advance: 0, expense: 0 },
    },
  ],
  totals: {
    plannedMinutes: 1260,
    realizedMinutes: 0,
    categories: split,
    overtimeMinutes: 90,
    weightedHours: 24,
    overtimeWeightedHours: 1.88,
    elementTotals: { bonus: 4550, deduction: 0, advance: 0, expense: 0 },
  },
};

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let clicked: HTMLAnchorElement[];
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

describe('Exports', () => {
  it('previews the month’s payroll and downloads its CSV, with progress while it runs', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    let release: () => void = () => {};
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/payroll`]: () => json(payroll),
      [`POST ${api}/export/payroll`]: async ({ body }) => {
        bodies.push(body);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new Response(new Blob(['\uFEFFMatricule;Collaborateur'], { type: 'text/csv' }), {
          headers: { 'Content-Disposition': `attachment; filename="paie-${month}.csv"` },
        });
      },
    });
    renderApp('/export');
    const preview = await screen.findByRole('table', { name: 'Aperçu de la paie' });
    const row = within(preview).getByRole('row', { name: /Karim Benali/ });
    expect(within(row).getByText(/^Prime de panier : 45,50\s€$/)).toBeInTheDocument();
    const payrollCard = screen.getByRole('article', { name: 'Éléments de paie' });
    await userEvent.click(within(payrollCard).getByRole('button', { name: 'Télécharger Éléments de paie (CSV)' }));
    expect(await within(payrollCard).findByRole('status')).toHaveTextContent('Export en cours…');
    release();
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe(`paie-${month}.csv`);
    expect(bodies).toEqual([{ month, format: 'csv' }]);
    expect(within(payrollCard).queryByRole('status')).not.toBeInTheDocument();
    const accounting = screen.getByRole('article', { name: 'Export comptable' });
    expect(within(accounting).getByRole('button', { name: 'Télécharger Export comptable (FEC)' })).toBeEnabled();
  });

  it('downloads the month’s accounting export as a FEC file', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: unknown[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/payroll`]: () => json({ ...payroll, rows: [] }),
      [`POST ${api}/export/accounting`]: ({ body }) => {
        bodies.push(body);
        return new Response(new Blob(['JournalCode\tJournalLib'], { type: 'text/plain' }), {
          headers: { 'Content-Disposition': 'attachment; filename="832145676FEC20261130.txt"' },
        });
      },
    });
    renderApp('/export');
    const card = await screen.findByRole('article', { name: 'Export comptable' });
    await userEvent.click(within(card).getByRole('button', { name: 'Télécharger Export comptable (FEC)' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('832145676FEC20261130.txt');
    expect(bodies).toEqual([{ period: month, format: 'fec' }]);
  });

  it('shows the server’s French message when an export fails', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/payroll`]: () => json({ ...payroll, rows: [] }),
      [`POST ${api}/export/staff-register`]: () =>
        json({ code: 'UNPROCESSABLE', message: 'Ce format n’est pas disponible pour cet export' }, 422),
    });
    renderApp('/export');
    expect(await screen.findByText('Aucune heure ni aucun élément de salaire sur ce mois.')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Registre unique du personnel' });
    await userEvent.click(within(card).getByRole('button', { name: 'Télécharger Registre unique du personnel (PDF)' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Ce format n’est pas disponible pour cet export');
  });

  it('changes month with the picker', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const months: string[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${api}/fetch/payroll`]: ({ body }) => {
        months.push((body as { month: string }).month);
        return json({ ...payroll, rows: [] });
      },
    });
    renderApp('/export');
    await screen.findByText('Aucune heure ni aucun élément de salaire sur ce mois.');
    await userEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await vi.waitFor(() => expect(months).toHaveLength(2));
    expect(months[1] < months[0]).toBe(true);
  });
});
