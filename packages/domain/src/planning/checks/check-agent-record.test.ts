import { describe, expect, it } from 'vitest';
import { checkAgentServices } from './check-agent-services.ts';
import { agent, context, ofType, service } from './check-fixtures.ts';

const day = service('day', '2026-12-12 08:00', '2026-12-12 16:00');
const night = service('night', '2026-12-12 22:00', '2026-12-13 06:00');

describe('the agent record', () => {
  it('reports a non-plannable agent on every candidate', () => {
    const issues = checkAgentServices([day, night], context({ agent: agent({ plannable: false }) }));
    expect(ofType(issues, 'notPlannable')).toEqual([
      { key: 'day', type: 'notPlannable', message: 'Marie Dupont n’est pas planifiable (voir sa fiche collaborateur)' },
      {
        key: 'night',
        type: 'notPlannable',
        message: 'Marie Dupont n’est pas planifiable (voir sa fiche collaborateur)',
      },
    ]);
  });

  it('reports a deactivated agent', () => {
    const issues = checkAgentServices([day], context({ agent: agent({ active: false }) }));
    expect(ofType(issues, 'deactivated')).toEqual([
      { key: 'day', type: 'deactivated', message: 'La fiche collaborateur de Marie Dupont est désactivée' },
    ]);
  });

  it('says nothing of an active, plannable agent', () => {
    const issues = checkAgentServices([day], context());
    expect(ofType(issues, 'deactivated')).toEqual([]);
    expect(ofType(issues, 'notPlannable')).toEqual([]);
  });
});

describe('cnapsExpired', () => {
  const withCard = (cnapsCardExpiresAt: string | null) => context({ agent: agent({ cnapsCardExpiresAt }) });

  it('accepts a service on the expiry day itself', () => {
    expect(ofType(checkAgentServices([day], withCard('2026-12-12')), 'cnapsExpired')).toEqual([]);
    const untilMidnight = service('late', '2026-12-12 16:00', '2026-12-13 00:00');
    expect(ofType(checkAgentServices([untilMidnight], withCard('2026-12-12')), 'cnapsExpired')).toEqual([]);
  });

  it('refuses a service the day after expiry', () => {
    const next = service('next', '2026-12-13 08:00', '2026-12-13 16:00');
    expect(ofType(checkAgentServices([next], withCard('2026-12-12')), 'cnapsExpired')).toEqual([
      {
        key: 'next',
        type: 'cnapsExpired',
        message:
          'La carte professionnelle CNAPS de Marie Dupont expire le 12/12/2026 : elle ne couvre pas le service le 13/12/2026 de 08:00 à 16:00',
      },
    ]);
  });

  it('refuses a night service that runs past the expiry day', () => {
    const issues = ofType(checkAgentServices([night], withCard('2026-12-12')), 'cnapsExpired');
    expect(issues[0].message).toContain('le service du 12/12/2026 à 22:00 au 13/12/2026 à 06:00');
  });

  it('reads the day in the agency time zone (00:30 in Paris is still the day before in UTC)', () => {
    const early = service('early', '2026-12-13 00:30', '2026-12-13 06:00');
    expect(early.startAt.toISOString()).toBe('2026-12-12T23:30:00.000Z');
    expect(ofType(checkAgentServices([early], withCard('2026-12-12')), 'cnapsExpired')).toHaveLength(1);
  });

  it('leaves a missing card to the record checks (incomplete data, not an expired card)', () => {
    expect(ofType(checkAgentServices([day], withCard(null)), 'cnapsExpired')).toEqual([]);
  });
});

describe('missingSpecialty', () => {
  const dogs = service('dogs', '2026-12-12 08:00', '2026-12-12 16:00', { specialty: 'Cynophile' });

  it('names the specialty the agent lacks', () => {
    expect(
      ofType(checkAgentServices([dogs], context({ agent: agent({ specialties: ['SSIAP 1'] }) })), 'missingSpecialty'),
    ).toEqual([{ key: 'dogs', type: 'missingSpecialty', message: 'Marie Dupont n’a pas la spécialité « Cynophile »' }]);
  });

  it('accepts the specialty whatever its case and spaces', () => {
    const ctx = context({ agent: agent({ specialties: [' cynophile '] }) });
    expect(ofType(checkAgentServices([dogs], ctx), 'missingSpecialty')).toEqual([]);
  });

  it('ignores services without a specialty', () => {
    expect(ofType(checkAgentServices([day, { ...night, specialty: '  ' }], context()), 'missingSpecialty')).toEqual([]);
  });
});
