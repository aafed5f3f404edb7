import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentAnomalies, anomalyMessages, MAX_WEEKLY_HOURS } from './anomalies.ts';

const today = '2026-06-01';
const card = { cnapsCardNumber: 'CAR-075-2029-01-15-20190123456', cnapsCardExpiresAt: '2029-01-15' };

describe('agent anomalies', () => {
  it('finds none on a complete, valid record', () => {
    expect(agentAnomalies({ ...card, activeContract: { hoursLimit: 35, period: 'weekly' } }, { today })).toEqual([]);
  });

  it('flags a missing, malformed or mismatching CNAPS card', () => {
    expect(agentAnomalies({}, { today })).toEqual([anomalyMessages.cnapsCardMissing]);
    expect(agentAnomalies({ cnapsCardNumber: '12345', cnapsCardExpiresAt: '2029-01-15' }, { today })).toEqual([
      anomalyMessages.cnapsCardFormat,
    ]);
    expect(agentAnomalies({ ...card, cnapsCardExpiresAt: '2029-01-16' }, { today })).toEqual([
      anomalyMessages.cnapsCardExpiryMismatch('2029-01-15'),
    ]);
    expect(agentAnomalies({ cnapsCardNumber: card.cnapsCardNumber }, { today })).toEqual([
      anomalyMessages.cnapsCardExpiryMissing,
    ]);
  });

  it('warns 3 months before the card expires, and when it has', () => {
    const soon = { cnapsCardNumber: 'CAR-075-2026-08-15-20190123456', cnapsCardExpiresAt: '2026-08-15' };
    expect(agentAnomalies(soon, { today })).toEqual([
      'La carte professionnelle CNAPS expire le 15/08/2026 : son renouvellement doit être demandé au moins 3 mois avant.',
    ]);
    const past = { cnapsCardNumber: 'CAR-075-2026-05-31-20190123456', cnapsCardExpiresAt: '2026-05-31' };
    expect(agentAnomalies(past, { today })).toEqual([anomalyMessages.cnapsCardExpired('2026-05-31')]);
  });

  it('warns about certificates, but not contracts, expired or within 60 days', () => {
    const expirations = [
      { kind: 'certificate' as const, label: 'SSIAP 1', expiresAt: '2026-05-01' },
      { kind: 'certificate' as const, label: 'SST', expiresAt: '2026-07-15' },
      { kind: 'certificate' as const, label: 'H0B0', expiresAt: '2027-07-15' },
      { kind: 'contract' as const, label: 'CDD', expiresAt: '2026-06-02' },
    ];
    expect(agentAnomalies({ ...card, expirations }, { today })).toEqual([
      'Le document « SSIAP 1 » a expiré le 01/05/2026.',
      'Le document « SST » expire le 15/07/2026.',
    ]);
  });

  it('flags contracts and weeks above 48 h, whatever the period', () => {
    expect(agentAnomalies({ ...card, activeContract: { hoursLimit: 208, period: 'monthly' } }, { today })).toEqual([]);
    expect(agentAnomalies({ ...card, activeContract: { hoursLimit: 210, period: 'monthly' } }, { today })).toHaveLength(
      1,
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (centi) => {
        const hours = centi / 100;
        const found = agentAnomalies({ ...card, activeContract: { hoursLimit: hours, period: 'weekly' } }, { today });
        expect(found.length).toBe(hours > MAX_WEEKLY_HOURS ? 1 : 0);
        const week = agentAnomalies({ ...card, weekDuration: hours }, { today });
        expect(week.length).toBe(hours > MAX_WEEKLY_HOURS ? 1 : 0);
      }),
    );
  });

  it('reports a registration number used by another agent', () => {
    expect(agentAnomalies(card, { today, duplicateRegistrationNumber: '00042' })).toEqual([
      'Le matricule 00042 est déjà attribué à un autre collaborateur.',
    ]);
  });
});
