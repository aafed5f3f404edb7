import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['informationNotes.create']);
  b = await buildAgencyWithPeople(t.database.db);
  const editor = await buildMember(t.database.db, a.agency.id, 'staff', { rights: ['informationNotes.edit'] });
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    editor: editor.user.email,
    agent: a.agent.user.email,
    customer: a.customerUser.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const call = (token: string, method: 'POST' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const write = (token: string, payload: Record<string, unknown>) =>
  call(token, 'POST', `${base}/informationNote`, payload);
const list = async (token: string, payload: unknown = {}) =>
  (await call(token, 'POST', `${base}/fetch/informationNotes`, payload)).json();

describe('information notes', () => {
  it('creates notes; staff read all, agents those for all or agents, customers none', async () => {
    const all = await write(tokens.staff, {
      title: 'Nouveaux uniformes',
      content: 'Distribution lundi.',
      audience: 'all',
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      title: 'Nouveaux uniformes',
      audience: 'all',
      author: { userId: a.staff.user.id, fullname: 'Test Utilisateur' },
      read: false,
      readAt: null,
    });
    await write(tokens.staff, { title: 'Réunion encadrement', content: 'Jeudi 10 h.', audience: 'staff' });
    await write(tokens.owner, { title: 'Rappel PTI', content: 'Activez la protection.', audience: 'agents' });
    expect((await list(tokens.staff)).total).toBe(3);
    const agentView = await list(tokens.agent);
    expect(agentView.data.map((n: { title: string }) => n.title)).toEqual(['Rappel PTI', 'Nouveaux uniformes']);
    expect(agentView.unread).toBe(2);
    expect((await call(tokens.customer, 'POST', `${base}/fetch/informationNotes`, {})).statusCode).toBe(403);
  });

  it('marks a note read per user, idempotently, and filters unread', async () => {
    const { id } = (await write(tokens.staff, { title: 'À lire', content: 'C', audience: 'agents' })).json();
    const first = await call(tokens.agent, 'PATCH', `${base}/informationNoteUserCompany/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, read: true });
    const again = await call(tokens.agent, 'PATCH', `${base}/informationNoteUserCompany/${id}`);
    expect(again.json().readAt).toBe(first.json().readAt);
    const agentNotes = await list(tokens.agent, { filters: { unread: false } });
    expect(agentNotes.data.map((n: { id: string }) => n.id)).toEqual([id]);
    expect((await list(tokens.owner, { filters: { search: 'À lire' } })).data[0]).toMatchObject({ id, read: false });
  });

  it('keeps audiences, agencies and customers apart (404/403)', async () => {
    const staffOnly = (await write(tokens.staff, { title: 'Interne', content: 'C', audience: 'staff' })).json();
    expect((await call(tokens.agent, 'PATCH', `${base}/informationNoteUserCompany/${staffOnly.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(tokens.customer, 'PATCH', `${base}/informationNoteUserCompany/${staffOnly.id}`)).statusCode,
    ).toBe(403);
    const otherBase = `/api/agency/${b.agency.id}`;
    expect(
      (await call(tokens.otherOwner, 'PATCH', `${otherBase}/informationNoteUserCompany/${staffOnly.id}`)).statusCode,
    ).toBe(404);
    expect((await call(tokens.otherOwner, 'DELETE', `${otherBase}/informationNote/${staffOnly.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(tokens.otherOwner, 'POST', `${otherBase}/informationNote`, {
          id: staffOnly.id,
          title: 'T',
          content: 'C',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(tokens.otherOwner, 'POST', `${base}/fetch/informationNotes`, {})).statusCode).toBe(404);
  });

  it('needs informationNotes.create to create, .edit to edit or delete', async () => {
    const created = (await write(tokens.staff, { title: 'T', content: 'C' })).json();
    expect(created.audience).toBe('all');
    const agent = await write(tokens.agent, { title: 'T', content: 'C' });
    expect(agent.statusCode).toBe(403);
    expect(agent.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Créer des notes d\'information".');
    const edit = await write(tokens.staff, { id: created.id, title: 'T2', content: 'C' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Modifier les notes d\'information".');
    expect((await write(tokens.editor, { id: created.id, title: 'T2', content: 'C' })).json().title).toBe('T2');
    const del = await call(tokens.staff, 'DELETE', `${base}/informationNote/${created.id}`);
    expect(del.statusCode).toBe(403);
    expect((await call(tokens.editor, 'DELETE', `${base}/informationNote/${created.id}`)).statusCode).toBe(204);
    expect((await call(tokens.editor, 'DELETE', `${base}/informationNote/${created.id}`)).statusCode).toBe(404);
    expect((await write(tokens.staff, { title: '', content: 'C', audience: 'everyone' })).statusCode).toBe(400);
  });
});
