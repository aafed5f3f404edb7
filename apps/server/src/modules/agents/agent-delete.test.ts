import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentExpirations } from '../../db/schema/agents.ts';
import { files } from '../../db/schema/files.ts';
import { auditLog } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/tenancy.ts';
import { agencyWithCallers, caller, createAgentVia, missingRight } from '../../testing/agent-kit.ts';
import { loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['agents.create']);
  b = await agencyWithCallers(t);
});

const listed = async (id: string) =>
  (await a.owner.api.post(`${a.base}/fetch/agents`, { limit: 500 }))
    .json()
    .data.some((x: { id: string }) => x.id === id);

describe('DELETE /agent/{id}/archive', () => {
  it('hides the record, ends its account and sessions, frees its place, keeps its history', async () => {
    const c = await agencyWithCallers(t);
    const id = c.agent.membership.id;
    const before = (await c.owner.api.get(`${c.base}/agents/quota`)).json();
    const response = await c.owner.api.delete(`${c.base}/agent/${id}/archive`);
    expect(response.json()).toEqual({ message: 'La fiche du collaborateur a été archivée.' });
    expect((await c.owner.api.get(`${c.base}/agent/${id}`)).json().message).toBe('Collaborateur introuvable');
    expect((await c.owner.api.post(`${c.base}/fetch/agents`)).json().total).toBe(0);
    expect((await c.owner.api.get(`${c.base}/agents/quota`)).json()).toMatchObject({
      agents: before.agents - 1,
      accounts: before.accounts - 1,
    });
    expect((await c.agent.api.get('/api/user')).statusCode).toBe(401);
    // Signing in again still works, but the archived membership is gone from the session and the guard.
    const again = caller(t.app, (await loginAs(t.app, c.agent.user.email)).token);
    expect((await again.get('/api/user')).json().userCompanies).toEqual([]);
    expect((await again.get(`${c.base}/context`)).statusCode).toBe(404);
    expect((await c.owner.api.get(`${c.base}/agent/${id}/context`)).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'agent.archive', actorUserId: c.owner.user.id });
    // Archiving twice finds nothing.
    expect((await c.owner.api.delete(`${c.base}/agent/${id}/archive`)).statusCode).toBe(404);
  });
});

describe('DELETE /agent/{id}/permanent', () => {
  it('deletes a record nothing refers to, with its documents and its user', async () => {
    const { agent } = await createAgentVia(a.owner.api, a.base, {
      agentInfos: { expirations: [{ kind: 'certificate', label: 'SST', expiresAt: '2030-01-01' }] },
    });
    const response = await a.owner.api.delete(`${a.base}/agent/${agent.id}/permanent`);
    expect(response.json()).toEqual({ message: 'La fiche du collaborateur a été supprimée définitivement.' });
    expect(await listed(agent.id)).toBe(false);
    expect(await t.database.db.select().from(users).where(eq(users.id, agent.userId))).toEqual([]);
    expect(
      await t.database.db.select().from(agentExpirations).where(eq(agentExpirations.membershipId, agent.id)),
    ).toEqual([]);
  });

  it('takes the agent’s photo and documents with the record, bytes included', async () => {
    const { agent } = await createAgentVia(a.owner.api, a.base);
    const key = `agencies/${a.agency.id}/${agent.id}`;
    await t.app.ctx.files.put(key, Buffer.from('%PDF-1.4 contrat'), 'application/pdf');
    await t.database.db.insert(files).values({
      agencyId: a.agency.id,
      key,
      originalName: 'contrat.pdf',
      contentType: 'application/pdf',
      size: 16,
      purpose: 'agent-document',
      ownerMembershipId: agent.id,
    });
    const response = await a.owner.api.delete(`${a.base}/agent/${agent.id}/permanent`);
    expect(response.statusCode).toBe(200);
    expect(await t.database.db.select().from(files).where(eq(files.ownerMembershipId, agent.id))).toEqual([]);
    expect(await t.app.ctx.files.exists(key)).toBe(false);
  });

  it('refuses (409) while another table refers to the agent, even through a cascading key', async () => {
    const { agent } = await createAgentVia(a.owner.api, a.base);
    await buildSite(t.database.db, a.agency.id, { agentIds: [agent.id] });
    const response = await a.owner.api.delete(`${a.base}/agent/${agent.id}/permanent`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('elle ne peut pas être supprimée définitivement'),
      details: { references: ['site_users'] },
    });
    expect(await listed(agent.id)).toBe(true);
    // Archiving stays possible.
    expect((await a.owner.api.delete(`${a.base}/agent/${agent.id}/archive`)).statusCode).toBe(200);
  });

  it('needs the edit right, a known mode, and answers 404 for another agency', async () => {
    const { agent } = await createAgentVia(a.owner.api, a.base);
    const forbidden = await a.staff.api.delete(`${a.base}/agent/${agent.id}/archive`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(missingRight('Modifier les collaborateurs'));
    expect((await a.agent.api.delete(`${a.base}/agent/${agent.id}/archive`)).statusCode).toBe(403);
    expect((await a.owner.api.delete(`${a.base}/agent/${agent.id}/everything`)).statusCode).toBe(400);
    expect((await b.owner.api.delete(`${a.base}/agent/${agent.id}/archive`)).statusCode).toBe(404);
    const other = await b.owner.api.delete(`${b.base}/agent/${agent.id}/permanent`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Collaborateur introuvable');
    expect(await listed(agent.id)).toBe(true);
  });
});
