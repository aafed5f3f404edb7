import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGENCY } from '../agent-fixtures.ts';

configure({ asyncUtilTimeout: 15_000 });

type Body = { filters: { category: string; status?: string }; page: number; limit: number };

const row = (id: string, extra: Record<string, unknown>) => ({
  id,
  agentId: 'a1',
  agentFullname: 'Julie Moreau',
  kind: 'certificate',
  label: 'SSIAP 1',
  number: null,
  expiresAt: '2026-01-01',
  status: 'valid',
  daysLeft: 200,
  ...extra,
});

const rows = [
  row('r1', {
    kind: 'certificate',
    label: 'SSIAP 2 (recyclage)',
    status: 'expired',
    daysLeft: -12,
    expiresAt: '2026-11-10',
  }),
  row('cnapsCard:a2', {
    agentFullname: 'Karim Benali',
    kind: 'cnapsCard',
    label: 'Carte professionnelle CNAPS',
    number: 'CAR-075-2027-01-06-20191234560',
    status: 'expiresSoon',
    daysLeft: 45,
    expiresAt: '2027-01-06',
  }),
  row('r3', { label: 'SST', status: 'valid', daysLeft: 300, expiresAt: '2027-09-18' }),
];

describe('Échéances', { timeout: 60_000 }, () => {
  it('lists the regulatory documents soonest first with their status chips and days left, filtered by status', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: Body[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${AGENCY}/fetch/agents`]: () => json({ data: [], total: 0, specialties: [], filtered: false }),
      [`POST ${AGENCY}/fetch/agent-expirations`]: ({ body }) => {
        const request = body as Body;
        bodies.push(request);
        const data = request.filters.status ? rows.filter((r) => r.status === request.filters.status) : rows;
        return json({ data, total: data.length, counts: { expired: 1, expiresSoon: 1, valid: 1 } });
      },
    });
    renderApp('/listAgencyExpirations');
    const grid = await screen.findByRole('grid', { name: 'Échéances' });
    expect(await within(grid).findByText('SSIAP 2 (recyclage)')).toBeInTheDocument();
    const [expired, soon, valid] = ['SSIAP 2 (recyclage)', 'Carte professionnelle CNAPS', 'SST'].map(
      (label) => within(grid).getByText(label).closest('[role="row"]') as HTMLElement,
    );
    expect(within(expired).getByText('Expiré')).toBeInTheDocument();
    expect(within(expired).getByText('Expiré depuis 12 jours')).toBeInTheDocument();
    expect(within(soon).getByText('Expire bientôt')).toBeInTheDocument();
    expect(within(soon).getByText('Dans 45 jours')).toBeInTheDocument();
    expect(within(soon).getByText('06/01/2027')).toBeInTheDocument();
    expect(within(valid).getByText('Valide')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ filters: { category: 'regulatory' }, page: 1, limit: 25 });
    expect(screen.getByRole('tab', { name: 'Expire bientôt (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Expiré (1)' }));
    await vi.waitFor(() => expect(bodies.at(-1)?.filters).toEqual({ category: 'regulatory', status: 'expired' }));
    await vi.waitFor(() => expect(within(grid).queryByText('SST')).not.toBeInTheDocument());
  });

  it('has a work contracts sub-screen', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    const bodies: Body[] = [];
    mockApi({
      'GET /api/user': () => json(fixtures.owner),
      [`POST ${AGENCY}/fetch/agents`]: () => json({ data: [], total: 0, specialties: [], filtered: false }),
      [`POST ${AGENCY}/fetch/agent-expirations`]: ({ body }) => {
        bodies.push(body as Body);
        return json({
          data: [row('c1', { kind: 'contract', label: 'CDD de remplacement', status: 'expiresSoon', daysLeft: 40 })],
          total: 1,
          counts: { expired: 0, expiresSoon: 1, valid: 0 },
        });
      },
    });
    const { router } = renderApp('/listAgencyExpirations');
    await screen.findByRole('grid', { name: 'Échéances' });
    await userEvent.click(screen.getByRole('tab', { name: 'Contrats de travail' }));
    expect(await screen.findByText('CDD de remplacement')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/listAgencyExpirations/contrats-collaborateurs');
    expect(bodies.at(-1)?.filters.category).toBe('contracts');
    expect(screen.getByText('Contrat de travail')).toBeInTheDocument();
  });
});
