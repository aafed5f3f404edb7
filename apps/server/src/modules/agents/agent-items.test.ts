import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, createAgentVia, missingRight } from '../../testing/agent-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let agentId: string;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['planning.agents']);
  b = await agencyWithCallers(t);
  agentId = (await createAgentVia(a.owner.api, a.base, { firstname: 'Moussa', lastname: 'Diallo' })).agent.id;
});

const items = [
  { label: 'Radio Motorola', reference: 'RAD-12', quantity: 1, assignedAt: '2026-01-05' },
  { label: 'Lampe torche', quantity: 2 },
  { label: 'Gilet pare-balles', reference: 'GPB-3' },
];

describe('equipment items', () => {
  it('replaces the list in its order, keeping the ids of the items that stay', async () => {
    const saved = await a.owner.api.post(`${a.base}/agent/${agentId}/items`, {
      id: agentId,
      agentInfos: { id: agentId, items },
    });
    expect(saved.statusCode).toBe(200);
    const first = saved.json().data;
    expect(first.map((i: { label: string; position: number }) => [i.position, i.label])).toEqual([
      [0, 'Radio Motorola'],
      [1, 'Lampe torche'],
      [2, 'Gilet pare-balles'],
    ]);
    expect(first[1]).toMatchObject({ quantity: 2, reference: null, assignedAt: null });
    // Reordered, one removed, one added.
    const again = await a.owner.api.post(`${a.base}/agent/${agentId}/items`, {
      agentInfos: { items: [first[2], { label: 'Badge NFC' }, first[0]] },
    });
    const second = again.json().data;
    expect(second.map((i: { label: string }) => i.label)).toEqual(['Gilet pare-balles', 'Badge NFC', 'Radio Motorola']);
    expect(second[0].id).toBe(first[2].id);
    expect(second[2].id).toBe(first[0].id);
    const listed = await a.owner.api.get(`${a.base}/agent/${agentId}/items`);
    expect(listed.json()).toEqual({ data: second, total: 3 });
    expect((await a.owner.api.get(`${a.base}/agent/${agentId}`)).json().agentInfos.items).toEqual(second);
  });

  it('never takes over another agent’s item through its id', async () => {
    const other = (await createAgentVia(a.owner.api, a.base)).agent.id;
    const theirs = (
      await a.owner.api.post(`${a.base}/agent/${other}/items`, { agentInfos: { items: [{ label: 'Talkie' }] } })
    ).json().data[0];
    const mine = await a.owner.api.post(`${a.base}/agent/${agentId}/items`, {
      agentInfos: { items: [{ id: theirs.id, label: 'Copie' }] },
    });
    expect(mine.json().data[0].id).not.toBe(theirs.id);
    expect((await a.owner.api.get(`${a.base}/agent/${other}/items`)).json().data).toEqual([theirs]);
  });

  it('refuses a body naming another agent, a missing right, and another agency (404)', async () => {
    const mismatch = await a.owner.api.post(`${a.base}/agent/${agentId}/items`, {
      id: a.agent.membership.id,
      agentInfos: { items: [] },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Les éléments envoyés ne correspondent pas à ce collaborateur.');
    const forbidden = await a.staff.api.post(`${a.base}/agent/${agentId}/items`, { agentInfos: { items: [] } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(missingRight('Modifier les collaborateurs'));
    expect((await b.owner.api.post(`${b.base}/agent/${agentId}/items`, { agentInfos: { items: [] } })).statusCode).toBe(
      404,
    );
    expect((await b.owner.api.get(`${b.base}/agent/${agentId}/items`)).statusCode).toBe(404);
    expect((await b.owner.api.get(`${a.base}/agent/${agentId}/items`)).statusCode).toBe(404);
  });

  it('lets an agent read their own items, not another’s', async () => {
    const own = a.agent.membership.id;
    expect((await a.agent.api.get(`${a.base}/agent/${own}/agent/${own}/items`)).json()).toEqual({ data: [], total: 0 });
    expect((await a.agent.api.get(`${a.base}/agent/${agentId}/items`)).statusCode).toBe(403);
  });

  it('prints the items as a PDF', async () => {
    const response = await a.staff.api.get(`${a.base}/agent/${agentId}/items/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="materiel-moussa-diallo.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await b.owner.api.get(`${b.base}/agent/${agentId}/items/pdf`)).statusCode).toBe(404);
  });

  it('POST /agent/fetch/items lists items across agents with their agent', async () => {
    await a.owner.api.post(`${a.base}/agent/${agentId}/items`, { agentInfos: { items } });
    const response = await a.staff.api.post(`${a.base}/agent/fetch/items`, { filters: { search: 'radio' } });
    expect(response.json()).toEqual({
      data: [expect.objectContaining({ label: 'Radio Motorola', agent: { id: agentId, fullname: 'Moussa Diallo' } })],
      total: 1,
    });
    const byAgent = await a.staff.api.post(`${a.base}/agent/fetch/items`, { filters: { agentIds: [agentId] } });
    expect(byAgent.json().total).toBe(3);
    expect((await b.owner.api.post(`${b.base}/agent/fetch/items`, {})).json()).toEqual({ data: [], total: 0 });
    expect((await b.staff.api.post(`${b.base}/agent/fetch/items`, {})).statusCode).toBe(403);
  });
});
