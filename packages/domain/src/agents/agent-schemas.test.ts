import { describe, expect, it } from 'vitest';
import { zAgentSaveRequest } from './agent-schemas.ts';
import { zFetchAgentsRequest } from './list-schemas.ts';

const errorsOf = (value: unknown) => {
  const result = zAgentSaveRequest.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('agent save request', () => {
  it('needs a first and last name, in French', () => {
    expect(errorsOf({})).toMatchObject({ firstname: 'Obligatoire', lastname: 'Obligatoire' });
    expect(errorsOf({ firstname: '  ', lastname: 'Benali' })).toEqual({ firstname: 'Obligatoire' });
  });

  it('takes an empty e-mail as none, and refuses a bad one', () => {
    expect(zAgentSaveRequest.parse({ firstname: 'A', lastname: 'B', email: '' }).email).toBeNull();
    expect(zAgentSaveRequest.parse({ firstname: 'A', lastname: 'B', email: ' Karim@Demo.TEST ' }).email).toBe(
      'karim@demo.test',
    );
    expect(errorsOf({ firstname: 'A', lastname: 'B', email: 'karim@' })).toEqual({ email: 'Adresse e-mail invalide' });
  });

  it('needs an e-mail to activate, and refuses activating and deactivating at once', () => {
    expect(errorsOf({ firstname: 'A', lastname: 'B', email: '', willActivate: true })).toEqual({
      email: 'Une adresse e-mail est nécessaire pour activer le compte du collaborateur.',
    });
    expect(errorsOf({ firstname: 'A', lastname: 'B', willActivate: true, willDeactivate: true })).toHaveProperty(
      'willDeactivate',
    );
  });

  it('checks the details: rating 1 to 5, real dates, known kinds and rights, hours with 2 decimals', () => {
    const base = { firstname: 'A', lastname: 'B' };
    expect(errorsOf({ ...base, agentInfos: { rating: 6 } })).toHaveProperty('agentInfos.rating');
    expect(errorsOf({ ...base, agentInfos: { cnapsCardExpiresAt: '2029-02-30' } })).toEqual({
      'agentInfos.cnapsCardExpiresAt': 'Date invalide',
    });
    expect(errorsOf({ ...base, rights: ['agents.edit', 'root'] })).toHaveProperty('rights.1');
    expect(
      errorsOf({ ...base, agentInfos: { activeContract: { hoursLimit: 35.555, period: 'weekly' } } }),
    ).toHaveProperty('agentInfos.activeContract.hoursLimit');
    const parsed = zAgentSaveRequest.parse({
      ...base,
      agentInfos: {
        cnapsCardNumber: ' car-075-2029-01-15-20190123456',
        activeContract: { hoursLimit: 151.67, period: 'monthly' },
        expirations: [{ kind: 'certificate', label: 'SSIAP 1', expiresAt: '2027-03-01' }],
      },
    });
    expect(parsed.agentInfos?.cnapsCardNumber).toBe('CAR-075-2029-01-15-20190123456');
  });
});

describe('fetch agents request', () => {
  it('fills the defaults, even for a missing body', () => {
    const defaults = {
      filters: { status: 'all' },
      page: 1,
      limit: 10,
      orderBy: { field: 'createdAt', direction: 'desc' },
    };
    expect(zFetchAgentsRequest.parse(null)).toEqual(defaults);
    expect(zFetchAgentsRequest.parse({})).toEqual(defaults);
  });

  it('allows pages of 500 agents, not more', () => {
    expect(zFetchAgentsRequest.safeParse({ limit: 500 }).success).toBe(true);
    expect(zFetchAgentsRequest.safeParse({ limit: 501 }).success).toBe(false);
  });
});
