import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWithCallers, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { uploadedId } from '../../testing/upload-kit.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
const token: Record<string, string> = {};
let agentId: string;

const photoOf = async (id: string) => (await a.owner.api.get(`${a.base}/agent/${id}`)).json().profilePicture;
const put = (who: 'owner' | 'agent' | 'otherOwner', base: string, id: string, fileId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${base}/agent/${id}/photo`,
    headers: { authorization: `Bearer ${token[who]}` },
    payload: { fileId },
  });

beforeAll(async () => {
  a = await agencyWithCallers(t, ['agents.edit']);
  b = await agencyWithCallers(t);
  agentId = a.agent.membership.id;
  token.owner = (await loginAs(t.app, a.owner.user.email)).token;
  token.agent = (await loginAs(t.app, a.agent.user.email)).token;
  token.otherOwner = (await loginAs(t.app, b.owner.user.email)).token;
});

describe('PUT and DELETE {agency}/agent/{id}/photo', () => {
  it('sets, replaces and removes the photo, shown as profilePicture everywhere', async () => {
    const first = await uploadedId(t.app, token.owner, a.agency.id, 'agent-photo');
    const set = await put('owner', a.base, agentId, first);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ profilePicture: first });
    expect(await photoOf(agentId)).toBe(first);
    const list = (await a.owner.api.post(`${a.base}/fetch/agents`, {})).json();
    expect(list.data.find((row: { id: string }) => row.id === agentId).profilePicture).toBe(first);
    const directory = (await a.owner.api.post(`${a.base}/fetch/directory`, {})).json();
    expect(directory.data.find((row: { id: string }) => row.id === agentId).profilePicture).toBe(first);
    expect((await a.customerUser.api.get(`${a.base}/information/agent/${agentId}`)).json().profilePicture).toBe(first);
    // Every member of the agency sees the photo (it is on the badge anyone may check).
    expect((await a.customerUser.api.get(`${a.base}/files/${first}/download`)).statusCode).toBe(200);

    const second = await uploadedId(t.app, token.owner, a.agency.id, 'agent-photo');
    expect((await put('owner', a.base, agentId, second)).json()).toEqual({ profilePicture: second });
    expect(await photoOf(agentId)).toBe(second);
    expect((await a.owner.api.get(`${a.base}/files/${first}/download`)).statusCode).toBe(404);

    const removed = await a.owner.api.delete(`${a.base}/agent/${agentId}/photo`);
    expect(removed.json()).toEqual({ profilePicture: null });
    expect(await photoOf(agentId)).toBeNull();
    expect((await a.owner.api.get(`${a.base}/files/${second}/download`)).statusCode).toBe(404);
  });

  it('draws the photo on the badge PDF', async () => {
    const images = (pdf: Buffer) => pdf.toString('latin1').split('/Subtype /Image').length - 1;
    const withoutPhoto = await a.owner.api.get(`${a.base}/badge/agent/${agentId}`);
    // The QR code is an image already.
    await put('owner', a.base, agentId, await uploadedId(t.app, token.owner, a.agency.id, 'agent-photo'));
    const badge = await a.owner.api.get(`${a.base}/badge/agent/${agentId}`);
    expect(badge.statusCode).toBe(200);
    expect(images(badge.rawPayload)).toBeGreaterThan(images(withoutPhoto.rawPayload));
  });

  it('lets the agent change their own photo, not a colleague’s', async () => {
    const own = await uploadedId(t.app, token.agent, a.agency.id, 'agent-photo');
    expect((await put('agent', a.base, agentId, own)).statusCode).toBe(200);
    const colleague = await buildMember(t.database.db, a.agency.id, 'agent');
    const other = await uploadedId(t.app, token.agent, a.agency.id, 'agent-photo');
    const refused = await put('agent', a.base, colleague.membership.id, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Modifier les collaborateurs'));
    expect((await a.agent.api.delete(`${a.base}/agent/${colleague.membership.id}/photo`)).statusCode).toBe(403);
    expect((await a.customerUser.api.delete(`${a.base}/agent/${agentId}/photo`)).statusCode).toBe(403);
    expect((await a.staff.api.delete(`${a.base}/agent/${agentId}/photo`)).statusCode).toBe(200);
  });

  it('refuses a document, someone else’s upload, an attached file and another agency’s agent', async () => {
    const document = await uploadedId(t.app, token.owner, a.agency.id, 'agent-document');
    const wrong = await put('owner', a.base, agentId, document);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Ce fichier n’a pas été envoyé pour cet usage.');
    const agentsUpload = await uploadedId(t.app, token.agent, a.agency.id, 'agent-photo');
    expect((await put('owner', a.base, agentId, agentsUpload)).statusCode).toBe(404);
    const photo = await uploadedId(t.app, token.owner, a.agency.id, 'agent-photo');
    expect((await put('owner', a.base, agentId, photo)).statusCode).toBe(200);
    const again = await put('owner', a.base, agentId, photo);
    expect(again.statusCode).toBe(409);
    const foreign = await put(
      'otherOwner',
      b.base,
      agentId,
      await uploadedId(t.app, token.otherOwner, b.agency.id, 'agent-photo'),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Collaborateur introuvable');
    expect((await put('otherOwner', a.base, agentId, photo)).statusCode).toBe(404);
    expect(await photoOf(agentId)).toBe(photo);
  });
});
