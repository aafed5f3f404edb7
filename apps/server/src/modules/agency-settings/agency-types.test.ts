import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildAgencyType } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['agencySettings.edit']);
  b = await buildAgencyWithPeople(t.database.db);
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    agent: a.agent.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
});

// Both type lists work alike: run the same checks on each.
describe.each([
  { path: 'unavailability-types', kind: 'unavailability' as const, noun: 'Le type d’indisponibilité' },
  { path: 'request-types', kind: 'request' as const, noun: 'Le type de demande' },
])('{agency}/$path', ({ path, kind, noun }) => {
  const call = (
    token: string,
    method: 'GET' | 'POST' | 'DELETE',
    suffix = '',
    payload?: unknown,
    agencyId = a.agency.id,
  ) =>
    t.app.inject({
      method,
      url: `/api/agency/${agencyId}/${path}${suffix}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });

  it('creates, lists by label, renames and deletes', async () => {
    const created = await call(tokens.staff, 'POST', '', { label: 'Congés payés' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ label: 'Congés payés' });
    await call(tokens.owner, 'POST', '', { label: 'Autre' });
    const list = await call(tokens.agent, 'GET');
    expect(list.json().map((x: { label: string }) => x.label)).toEqual(['Autre', 'Congés payés']);
    const renamed = await call(tokens.staff, 'POST', '', { id: created.json().id, label: 'Congés' });
    expect(renamed.json()).toMatchObject({ id: created.json().id, label: 'Congés' });
    expect((await call(tokens.staff, 'DELETE', `/${created.json().id}`)).statusCode).toBe(204);
    expect((await call(tokens.staff, 'GET')).json().map((x: { label: string }) => x.label)).toEqual(['Autre']);
    expect((await call(tokens.staff, 'DELETE', `/${created.json().id}`)).statusCode).toBe(404);
    // A deleted label may be used again.
    expect((await call(tokens.staff, 'POST', '', { label: 'Congés' })).statusCode).toBe(200);
  });

  it('refuses a duplicate label (case and accents ignored) with a 409 naming it', async () => {
    await call(tokens.staff, 'POST', '', { label: 'Matériel' });
    const duplicate = await call(tokens.staff, 'POST', '', { label: ' materiel ' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', message: `${noun} « materiel » existe déjà.` });
    const other = await call(tokens.staff, 'POST', '', { label: 'Divers' });
    expect((await call(tokens.staff, 'POST', '', { id: other.json().id, label: 'MATÉRIEL' })).statusCode).toBe(409);
    expect((await call(tokens.staff, 'POST', '', { id: other.json().id, label: 'Divers' })).statusCode).toBe(200);
  });

  it('needs agencySettings.edit to change (403), and keeps agencies apart (404)', async () => {
    const denied = await call(tokens.agent, 'POST', '', { label: 'X' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'Vous ne bénéficiez pas de l\'autorisation "Modifier les paramètres de l\'agence".',
    );
    const theirs = await buildAgencyType(t.database.db, b.agency.id, kind, 'Chez eux');
    expect((await call(tokens.owner, 'DELETE', `/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(tokens.owner, 'POST', '', { id: theirs.id, label: 'Volé' })).statusCode).toBe(404);
    expect((await call(tokens.owner, 'GET')).json().some((x: { id: string }) => x.id === theirs.id)).toBe(false);
    expect((await call(tokens.otherOwner, 'GET')).statusCode).toBe(404);
    expect((await call(tokens.otherOwner, 'GET', '', undefined, b.agency.id)).json()).toHaveLength(1);
  });
});
