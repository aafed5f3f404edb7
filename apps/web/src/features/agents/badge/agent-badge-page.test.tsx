import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { callsTo, json, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGENCY } from '../agent-fixtures.ts';

configure({ asyncUtilTimeout: 15_000 });

const information = {
  id: 'membre-agent',
  fullname: 'Karim Benali',
  agency: { id: 'agence-demo', name: 'Sécurité Démo' },
  registrationNumber: '00001',
  individualNumber: '123456789012',
  active: true,
  specialties: ['Agent de sécurité', 'SSIAP 1'],
  cnapsCard: { number: 'CAR-075-2026-12-31-20191234560', expiresAt: '2026-12-31', status: 'expiresSoon' },
};

const file = (type: string, name: string) =>
  new Response(new Blob(['x'], { type }), {
    headers: { 'Content-Type': type, 'Content-Disposition': `inline; filename="${name}"` },
  });

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe('Mon badge', { timeout: 60_000 }, () => {
  it('shows the agent’s badge with its QR code and downloads the PDF', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    URL.createObjectURL = vi.fn(() => 'blob:badge');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = mockApi({
      'GET /api/user': () => json(fixtures.agent),
      [`GET ${AGENCY}/information/agent/membre-agent`]: () => json(information),
      [`GET ${AGENCY}/badge/agent/membre-agent`]: ({ url }) =>
        url.includes('type=png') ? file('image/png', 'badge.png') : file('application/pdf', 'badge-karim-benali.pdf'),
    });
    renderApp('/agentBadge');
    const badge = await screen.findByRole('article', { name: 'Badge professionnel' });
    expect(badge).toHaveTextContent('Sécurité Démo');
    expect(badge).toHaveTextContent('BENALI');
    expect(badge).toHaveTextContent('Karim');
    expect(badge).toHaveTextContent('Matricule 00001');
    expect(badge).toHaveTextContent('CAR-075-2026-12-31-20191234560');
    expect(badge).toHaveTextContent('Valable jusqu’au 31/12/2026');
    expect(badge).toHaveTextContent('N° individuel 123 456 789 012');
    expect(await screen.findByRole('img', { name: 'QR code de vérification du badge' })).toHaveAttribute(
      'src',
      'blob:badge',
    );
    expect(screen.getByText('Expire bientôt')).toBeInTheDocument();
    expect(screen.getByText(/pensez à demander son renouvellement/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('badge-karim-benali.pdf');
    expect(callsTo(fetchMock, `GET ${AGENCY.replace('/api', '')}/badge/agent/membre-agent`)).toBe(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('type=pdf'))).toBe(true);
  });

  it('is for agents: the owner is refused', async () => {
    tokenStore.set({ token: 't', refresh_token: 'r' });
    mockApi({ 'GET /api/user': () => json(fixtures.owner) });
    renderApp('/agentBadge');
    expect(await screen.findByRole('heading', { name: 'Accès refusé' })).toBeInTheDocument();
  });
});
