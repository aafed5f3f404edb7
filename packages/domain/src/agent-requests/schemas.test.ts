import { describe, expect, it } from 'vitest';
import { zAgentRequestCreate } from './schemas.ts';

describe('agent request create schema', () => {
  it('says in French that the request type, subject and content are required', () => {
    const result = zAgentRequestCreate.safeParse({ requestTypeId: '', subject: ' ', content: '' });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ requestTypeId: 'Obligatoire', subject: 'Obligatoire', content: 'Obligatoire' });
  });
});
