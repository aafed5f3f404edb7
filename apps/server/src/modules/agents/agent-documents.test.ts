import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { PNG, uploadedId } from '../../testing/upload-kit.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let ownerToken: string;
let agentId: string;
let planner: ReturnType<typeof caller>;

const documentsUrl = () => `${a.base}/agent/${agentId}/documents`;
const list = async (api = a.owner.api) => (await api.get(documentsUrl())).json().data as Array<Record<string, unknown>>;

beforeAll(async () => {
  a = await agencyWithCallers(t, ['agents.create']);
  b = await agencyWithCallers(t);
  agentId = a.agent.membership.id;
  ownerToken = (await loginAs(t.app, a.owner.user.email)).token;
  const member = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['planning.agents'] });
  planner = caller(t.app, (await loginAs(t.app, member.user.email)).token);
});

describe('{agency}/agent/{id}/documents', () => {
  it('attaches several uploads with their category and title, lists them newest first, downloads one', async () => {
    const contract = await uploadedId(t.app, ownerToken, a.agency.id, 'agent-document');
    const identity = await uploadedId(t.app, ownerToken, a.agency.id, 'agent-document', {
      name: 'cni.png',
      type: 'image/png',
      bytes: PNG,
    });
    const response = await a.owner.api.post(documentsUrl(), {
      documents: [
        { fileId: contract, category: 'contract', label: 'CDI signé' },
        { fileId: identity, category: 'identity', label: '' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(2);
    const rows = await list();
    expect(rows).toHaveLength(2);
    expect(rows.find((d) => d.id === contract)).toMatchObject({
      name: 'contrat.pdf',
      label: 'CDI signé',
      category: 'contract',
      contentType: 'application/pdf',
      createdBy: `${a.owner.user.firstname} ${a.owner.user.lastname}`,
    });
    expect(rows.find((d) => d.id === identity)).toMatchObject({ label: null, category: 'identity' });
    const file = await a.owner.api.get(`${a.base}/files/${contract}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('lets the agent and those who read agents see the documents; others get 403', async () => {
    const own = await a.agent.api.get(documentsUrl());
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(2);
    const [first] = own.json().data;
    expect((await a.agent.api.get(`${a.base}/files/${first.id}/download`)).statusCode).toBe(200);
    expect((await planner.get(documentsUrl())).statusCode).toBe(200);
    expect((await a.staff.api.get(documentsUrl())).statusCode).toBe(200);
    const colleague = await buildMember(t.database.db, a.agency.id, 'agent');
    const colleagueApi = caller(t.app, (await loginAs(t.app, colleague.user.email)).token);
    expect((await colleagueApi.get(documentsUrl())).statusCode).toBe(403);
    expect((await colleagueApi.get(`${a.base}/files/${first.id}/download`)).statusCode).toBe(403);
    expect((await a.customerUser.api.get(`${a.base}/files/${first.id}/download`)).statusCode).toBe(403);
  });

  it('needs the right to edit agents to attach or delete', async () => {
    const [first] = await list();
    const attach = await a.staff.api.post(documentsUrl(), { documents: [{ fileId: first.id, category: 'other' }] });
    expect(attach.statusCode).toBe(403);
    expect(attach.json().message).toBe(missingRight('Modifier les collaborateurs'));
    expect((await a.agent.api.delete(`${documentsUrl()}/${first.id}`)).statusCode).toBe(403);
    expect((await planner.delete(`${documentsUrl()}/${first.id}`)).statusCode).toBe(403);
    expect(await list()).toHaveLength(2);
  });

  it('attaches all or nothing', async () => {
    const good = await uploadedId(t.app, ownerToken, a.agency.id, 'agent-document');
    const photo = await uploadedId(t.app, ownerToken, a.agency.id, 'agent-photo');
    const refused = await a.owner.api.post(documentsUrl(), {
      documents: [
        { fileId: good, category: 'certificate' },
        { fileId: photo, category: 'other' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(await list()).toHaveLength(2);
    const bad = await a.owner.api.post(documentsUrl(), { documents: [{ fileId: good, category: 'secret' }] });
    expect(bad.statusCode).toBe(400);
    expect((await a.owner.api.post(documentsUrl(), { documents: [] })).statusCode).toBe(400);
    const twice = await a.owner.api.post(documentsUrl(), {
      documents: [
        { fileId: good, category: 'other' },
        { fileId: good, category: 'other' },
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(
      (await a.owner.api.post(documentsUrl(), { documents: [{ fileId: good, category: 'other' }] })).statusCode,
    ).toBe(200);
    expect(await list()).toHaveLength(3);
  });

  it('deletes softly: gone from the list and the downloads, 404 the second time', async () => {
    const [latest] = await list();
    const deleted = await a.owner.api.delete(`${documentsUrl()}/${latest.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Le document a été supprimé.');
    expect((await list()).map((d) => d.id)).not.toContain(latest.id);
    expect((await a.owner.api.get(`${a.base}/files/${latest.id}/download`)).statusCode).toBe(404);
    const again = await a.owner.api.delete(`${documentsUrl()}/${latest.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Document introuvable.');
  });

  it('keeps another agency’s agents and documents out of reach (404)', async () => {
    const [document] = await list();
    expect((await b.owner.api.get(`${b.base}/agent/${agentId}/documents`)).statusCode).toBe(404);
    expect((await b.owner.api.get(documentsUrl())).statusCode).toBe(404);
    expect((await b.owner.api.delete(`${b.base}/agent/${agentId}/documents/${document.id}`)).statusCode).toBe(404);
    const theirs = await b.owner.api.delete(`${b.base}/agent/${b.agent.membership.id}/documents/${document.id}`);
    expect(theirs.statusCode).toBe(404);
    expect((await a.owner.api.delete(`${documentsUrl()}/pas-un-uuid`)).statusCode).toBe(404);
    expect(await list()).toHaveLength(2);
  });
});
