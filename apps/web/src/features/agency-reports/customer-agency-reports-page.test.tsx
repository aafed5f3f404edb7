import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { typeInPicker } from '../../test/pickers.ts';
import { renderWithSession } from '../../test/render-with-session.tsx';
import { siteListItem } from '../../test/site-fixtures.ts';
import { agencyReport, REPORT, SITE } from './agency-report-fixtures.ts';
import { CustomerAgencyReportsPage } from './customer-agency-reports-page.tsx';

const BASE = '/api/agency/agence-demo';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let clicked: HTMLAnchorElement[];
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:bon');
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
  vi.unstubAllGlobals();
});

describe('Bons d’intervention (customerAgencyReports)', () => {
  it('lists the customer’s intervention slips, filters them by site and day, and downloads the PDF', async () => {
    const urls: string[] = [];
    const fetchMock = mockApi({
      [`GET ${BASE}/agency-reports`]: ({ url }) => {
        urls.push(url);
        const filtered = url.includes('from=');
        return json(filtered ? { data: [], total: 0 } : { data: [agencyReport()], total: 1 });
      },
      [`POST ${BASE}/fetch/sites`]: () =>
        json({ data: [siteListItem('Entrepôt Gennevilliers', { id: SITE })], total: 1 }),
      [`GET ${BASE}/agency-report/${REPORT}/pdf`]: () =>
        new Response('%PDF-1.3', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="bon-intervention-entrepot-2026-11-24.pdf"',
          },
        }),
    });
    renderWithSession(<CustomerAgencyReportsPage />, fixtures.customer);

    const table = await screen.findByRole('table', { name: 'Bons d’intervention' });
    const row = within(table).getByRole('row', { name: /Entrepôt Gennevilliers/ });
    expect(within(row).getByText('Karim Benali')).toBeInTheDocument();
    expect(within(row).getByText('S-0042')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /Télécharger le bon d’intervention/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('bon-intervention-entrepot-2026-11-24.pdf');
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith(`/agency-report/${REPORT}/pdf`))).toBe(true);

    typeInPicker(document.body, 'Du', '01/12/2026');
    expect(await screen.findByText('Aucun bon d’intervention pour ces critères.')).toBeInTheDocument();
    expect(urls.at(-1)).toContain('from=2026-12-01');
    expect(urls[0]).toContain('page=1');
  });

  it('says when there is no slip yet', async () => {
    mockApi({
      [`GET ${BASE}/agency-reports`]: () => json({ data: [], total: 0 }),
      [`POST ${BASE}/fetch/sites`]: () => json({ data: [], total: 0 }),
    });
    renderWithSession(<CustomerAgencyReportsPage />, fixtures.customer);
    expect(await screen.findByText('Aucun bon d’intervention pour le moment.')).toBeInTheDocument();
  });
});
