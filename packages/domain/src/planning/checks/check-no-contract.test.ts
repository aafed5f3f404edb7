import { describe, expect, it } from 'vitest';
import { defaultPlanningRules, isBlocking } from '../planning-errors.ts';
import { checkAgentServices } from './check-agent-services.ts';
import { agent, context, ofType, service } from './check-fixtures.ts';

const cdi = { type: 'cdi', entryDate: '2026-03-01', exitDate: null };
const issuesFor = (contract: unknown, start = '2026-06-10 08:00', end = '2026-06-10 16:00') =>
  ofType(
    checkAgentServices(
      [service('s1', start, end)],
      context({ agent: agent({ contract: contract as typeof cdi | null }) }),
    ),
    'noContract',
  );

describe('noContract', () => {
  it('flags a record without a work contract, with its own stable type and a French message', () => {
    expect(issuesFor(null)).toEqual([
      {
        key: 's1',
        type: 'noContract',
        message:
          'Marie Dupont n’a pas de contrat de travail en cours (type de contrat et date d’entrée à renseigner sur sa fiche)',
      },
    ]);
    expect(issuesFor({ type: 'cdi', entryDate: null, exitDate: null })).toHaveLength(1);
    expect(issuesFor({ type: null, entryDate: '2026-01-01', exitDate: null })).toHaveLength(1);
  });

  it('flags a service before the entry or after the exit, in the agency’s days', () => {
    expect(issuesFor(cdi, '2026-02-28 20:00', '2026-03-01 06:00')[0].message).toBe(
      'Le contrat de travail de Marie Dupont commence le 01/03/2026 : il ne couvre pas le service du 28/02/2026 à 20:00 au 01/03/2026 à 06:00',
    );
    // Midnight in Paris is 23:00 UTC the day before: still the contract's first day.
    expect(issuesFor(cdi, '2026-03-01 00:00', '2026-03-01 08:00')).toEqual([]);
    const cdd = { type: 'cdd', entryDate: '2026-03-01', exitDate: '2026-06-30' };
    expect(issuesFor(cdd, '2026-06-30 16:00', '2026-07-01 00:00')).toEqual([]);
    expect(issuesFor(cdd, '2026-06-30 20:00', '2026-07-01 06:00')[0].message).toContain('a pris fin le 30/06/2026');
  });

  it('says nothing when the caller does not know the contract, or for a current one', () => {
    expect(issuesFor(undefined)).toEqual([]);
    expect(issuesFor(cdi)).toEqual([]);
  });

  it('is a warning by default, blocking when the agency chooses', () => {
    expect(isBlocking('noContract', ['unavailable'])).toBe(false);
    expect(isBlocking('noContract', ['noContract'])).toBe(true);
  });
});

describe('inactiveAccount', () => {
  const check = (accountActive: boolean | undefined, requireActiveAccount: boolean) =>
    ofType(
      checkAgentServices(
        [service('s1', '2026-06-10 08:00', '2026-06-10 16:00')],
        context({ agent: agent({ accountActive }), rules: { ...defaultPlanningRules, requireActiveAccount } }),
      ),
      'inactiveAccount',
    );

  it('flags an inactive account only when the agency requires one', () => {
    expect(check(false, true)).toEqual([
      {
        key: 's1',
        type: 'inactiveAccount',
        message:
          'Le compte de connexion de Marie Dupont n’est pas actif : l’agence n’en planifie pas sans compte actif',
      },
    ]);
    expect(check(false, false)).toEqual([]);
    expect(check(true, true)).toEqual([]);
    expect(check(undefined, true)).toEqual([]);
  });
});
