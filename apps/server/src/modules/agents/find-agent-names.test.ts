import { expandAgentNames, zAgentNames } from '@securite/domain/agents/agent-names';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, createAgentVia } from '../../testing/agent-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

// GET {agency}/agents/names: the compact list of the agents the planning names, the same as POST fetch/agents.
const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;

beforeAll(async () => {
  a = await agencyWithCallers(t);
  b = await agencyWithCallers(t);
  await createAgentVia(a.owner.api, a.base, {
    firstname: 'Julie',
    lastname: 'Moreau',
    agentInfos: { specialties: ['SSIAP 1', 'Rondier'] },
  });
  await createAgentVia(a.owner.api, a.base, {
    firstname: 'Thomas',
    lastname: 'Lefèvre',
    agentInfos: { plannable: false },
  });
  await createAgentVia(b.owner.api, b.base, { firstname: 'Ailleurs', lastname: 'Autre' });
});

describe('GET {agency}/agents/names', () => {
  it('names the agents fetch/agents lists for the planning, in its order, with only what the planning shows', async () => {
    const response = await a.owner.api.get(`${a.base}/agents/names`);
    expect(response.statusCode).toBe(200);
    const answer = zAgentNames.parse(response.json());
    expect(answer.agents.find((x) => x.fullname === 'Thomas Lefèvre')).toEqual({
      id: expect.any(String),
      fullname: 'Thomas Lefèvre',
      plannable: false,
    });
    expect(answer.agents.find((x) => x.fullname === 'Julie Moreau')?.specialty).toBe('SSIAP 1');
    const full = await a.owner.api.post(`${a.base}/fetch/agents`, {
      filters: { status: 'all' },
      limit: 500,
      orderBy: { field: 'lastname', direction: 'asc' },
    });
    const expected = full
      .json()
      .data.map((x: { id: string; fullname: string; plannable: boolean; specialties: string[] }) => ({
        id: x.id,
        fullname: x.fullname,
        plannable: x.plannable,
        specialty: x.specialties[0] ?? null,
      }));
    expect(expected.length).toBeGreaterThan(2);
    expect(expandAgentNames(answer)).toEqual(expected);
  });

  it('needs an agents right; another agency is 404', async () => {
    expect((await a.agent.api.get(`${a.base}/agents/names`)).statusCode).toBe(403);
    expect((await a.owner.api.get(`${b.base}/agents/names`)).statusCode).toBe(404);
  });
});
