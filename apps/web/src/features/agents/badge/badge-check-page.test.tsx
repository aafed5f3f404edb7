import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../../../api/token-store.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
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
  specialties: [],
  cnapsCard: { number: 'CAR-075-2029-01-15-20190123456', expiresAt: '2029-01-15', status: 'valid' },
};

function open(info: typeof information | null, n: string) {
  tokenStore.set({ token: 't', refresh_token: 'r' });
  mockApi({
    'GET /api/user': () => json(fixtures.owner),
    [`GET ${AGENCY}/information/agent/membre-agent`]: () =>
      info ? json(info) : json({ code: 'NOT_FOUND', message: 'Collaborateur introuvable' }, 404),
  });
  renderApp(`/badge/verification/agence-demo/membre-agent?n=${n}`);
}

describe('Vérification de badge', { timeout: 60_000 }, () => {
  it('accepts a badge whose number matches an active record with a valid card', async () => {
    open(information, '123456789012');
    expect(await screen.findByText('Badge conforme à la fiche de l’agence.')).toBeInTheDocument();
    expect(screen.getByText('Karim Benali')).toBeInTheDocument();
    expect(screen.getByText('Valide')).toBeInTheDocument();
  });

  it('warns when the number differs or the card has expired', async () => {
    open({ ...information, cnapsCard: { ...information.cnapsCard, status: 'expired' } }, '999');
    expect(await screen.findByText('Attention : ce badge ne doit pas être accepté en l’état.')).toBeInTheDocument();
    expect(screen.getByText(/ne correspond pas au numéro du badge présenté/)).toBeInTheDocument();
  });

  it('says the badge is unknown for another agency’s agent', async () => {
    open(null, '1');
    expect(
      await screen.findByText('Badge inconnu : ce collaborateur n’appartient pas à votre agence.'),
    ).toBeInTheDocument();
  });
});
