import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountsLeft,
  accountsLimitOf,
  agentsLimitReached,
  canActivateAccount,
  canCreateAgent,
  isAgentPackMessage,
} from './limits.ts';

const arbLimit = fc.option(fc.nat({ max: 1000 }), { nil: null });

describe('agent limits (spec 000 section 5)', () => {
  it('is reached when the count is greater than or equal to the limit', () => {
    expect(agentsLimitReached(19, 20)).toBe(false);
    expect(agentsLimitReached(20, 20)).toBe(true);
    expect(agentsLimitReached(21, 20)).toBe(true);
    expect(agentsLimitReached(0, 0)).toBe(true);
    fc.assert(fc.property(fc.nat(), fc.nat(), (count, limit) => agentsLimitReached(count, limit) === count >= limit));
  });

  it('is never reached without a limit', () => {
    fc.assert(fc.property(fc.nat(), (count) => !agentsLimitReached(count, null)));
  });

  it('counts the free accounts on top of the subscription accounts', () => {
    expect(accountsLimitOf({ accountsLimit: 15, freeAccounts: 2 })).toBe(17);
    expect(accountsLimitOf({ accountsLimit: null, freeAccounts: 2 })).toBeNull();
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        (limit, free) => accountsLimitOf({ accountsLimit: limit, freeAccounts: free }) === limit + free,
      ),
    );
  });

  it('lets an account be activated exactly while some are left', () => {
    fc.assert(
      fc.property(arbLimit, fc.nat({ max: 10 }), fc.nat({ max: 1200 }), (accountsLimit, freeAccounts, accounts) => {
        const quota = { accountsLimit, freeAccounts, accounts };
        const left = accountsLeft(quota);
        expect(canActivateAccount(quota)).toBe(left === null || left > 0);
      }),
    );
  });

  it('lets an agent be created below the limit only', () => {
    fc.assert(
      fc.property(arbLimit, fc.nat({ max: 1200 }), (agentsLimit, agents) => {
        expect(canCreateAgent({ agentsLimit, agents })).toBe(agentsLimit === null || agents < agentsLimit);
      }),
    );
  });

  it('recognises the server message that opens the buy-more dialog', () => {
    expect(isAgentPackMessage('Il ne reste plus de fiches collaborateurs disponibles pour activer ce compte.')).toBe(
      true,
    );
    expect(isAgentPackMessage('Vous avez atteint votre quota de fiches collaborateurs')).toBe(false);
    expect(isAgentPackMessage(undefined)).toBe(false);
  });
});
