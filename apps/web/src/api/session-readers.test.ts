import { zCurrentUser, zTokenPair } from '@securite/domain/session/schemas';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures.ts';
import { expectSameVerdicts } from '../test/same-verdicts.ts';
import { currentUserAnswer, tokenPairAnswer } from './session-readers.ts';

describe('the session answers read without zod', () => {
  it('reads GET /user as zCurrentUser does', () => {
    const impersonated = { ...fixtures.agent, impersonatedBy: { id: 'u-admin', fullname: 'Alice Admin' }, phone: '06' };
    expectSameVerdicts(currentUserAnswer, zCurrentUser, [
      fixtures.owner,
      impersonated,
      fixtures.customer,
      fixtures.admin,
      { ...fixtures.agent, userCompanies: [...fixtures.agent.userCompanies, ...fixtures.owner.userCompanies] },
    ]);
  });

  it('reads a token pair as zTokenPair does', () => {
    expectSameVerdicts(tokenPairAnswer, zTokenPair, [{ token: 'a.b.c', refresh_token: 'r' }]);
  });

  it('names the field that does not fit', () => {
    const result = currentUserAnswer.safeParse({ ...fixtures.agent, userCompanies: [{ id: 'x' }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(String(result.error)).toContain('userCompanies[0].role');
  });
});
