import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { unavailabilities } from '../../db/schema/workforce.ts';
import { buildAgencyWithPeople, buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildAgencyType } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
type Member = Awaited<ReturnType<typeof buildMember>>;
let a: People;
let b: People;
let selfAgent: Member;
let otherAgent: Member;
let typeId: string;
let foreignTypeId: string;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  const db = t.database.db;
  a = await buildAgencyWithPeople(db, ['unavailabilities.create', 'unavailabilities.edit']);
  b = await buildAgencyWithPeople(db);
  selfAgent = await buildMember(db, a.agency.id, 'agent', { rights: ['unavailabilities.self'] });
  otherAgent = await buildMember(db, a.agency.id, 'agent');
  const creator = await buildMember(db, a.agency.id, 'staff', { rights: ['unavailabilities.create'] });
  const bare = await buildMember(db, a.agency.id, 'staff');
  typeId = (await buildAgencyType(db, a.agency.id, 'unavailability', 'Maladie')).id;
  foreignTypeId = (await buildAgencyType(db, b.agency.id, 'unavailability', 'Maladie')).id;
  for (const [key, email] of Object.entries({
    staff: a.staff.user.email,
    creator: creator.user.email,
    bare: bare.user.email,
    self: selfAgent.user.email,
    plainAgent: a.agent.user.email,
    customer: a.customerUser.user.email,
    otherOwner: b.owner.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const call = (token: string, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const body = (agentId: string, extra: Record<string, unknown> = {}) => ({
  agentId,
  typeId,
  startAt: '2026-03-02T08:00:00+01:00',
  endAt: '2026-03-06T18:00:00+01:00',
  comment: 'Arrêt de travail',
  ...extra,
});
const save = (token: string, payload: unknown) => call(token, 'POST', `${base}/unavailability`, payload);
const missing = (label: string) => `Vous ne bénéficiez pas de l'autorisation "${label}".`;

describe('POST {agency}/unavailability', () => {
  it('creates one for an agent with the create right', async () => {
    const response = await save(tokens.staff, body(otherAgent.membership.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      agent: { id: otherAgent.membership.id, fullname: 'Test Utilisateur' },
      type: { id: typeId, label: 'Maladie' },
      startAt: '2026-03-02T07:00:00.000Z',
      endAt: '2026-03-06T17:00:00.000Z',
      comment: 'Arrêt de travail',
      uuid: null,
    });
  });

  it('needs the end after the start', async () => {
    const response = await save(tokens.staff, body(otherAgent.membership.id, { endAt: '2026-03-01T08:00:00+01:00' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ endAt: 'Doit être postérieure à la date de début' });
  });

  it('creating needs the create right, editing the edit right', async () => {
    const bare = await save(tokens.bare, body(otherAgent.membership.id));
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'MISSING_RIGHT', message: missing('Créer des indisponibilités') });
    const created = await save(tokens.creator, body(otherAgent.membership.id));
    expect(created.statusCode).toBe(200);
    const edit = await save(tokens.creator, body(otherAgent.membership.id, { id: created.json().id, comment: 'X' }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(missing('Modifier les indisponibilités'));
    const edited = await save(
      tokens.staff,
      body(otherAgent.membership.id, { id: created.json().id, comment: 'Modifié' }),
    );
    expect(edited.json()).toMatchObject({ id: created.json().id, comment: 'Modifié' });
  });

  it('lets a holder of the self right handle only their own', async () => {
    const own = await save(tokens.self, body(selfAgent.membership.id));
    expect(own.statusCode).toBe(200);
    const edited = await save(tokens.self, body(selfAgent.membership.id, { id: own.json().id, comment: 'Prolongé' }));
    expect(edited.json().comment).toBe('Prolongé');
    const forOther = await save(tokens.self, body(otherAgent.membership.id));
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toBe(missing('Créer des indisponibilités'));
    const theirs = await save(tokens.staff, body(otherAgent.membership.id));
    const editOther = await save(tokens.self, body(selfAgent.membership.id, { id: theirs.json().id }));
    expect(editOther.statusCode).toBe(403);
    expect(editOther.json().message).toBe(missing('Modifier les indisponibilités'));
    expect((await call(tokens.self, 'DELETE', `${base}/unavailability/${theirs.json().id}`)).statusCode).toBe(403);
    expect((await call(tokens.self, 'DELETE', `${base}/unavailability/${own.json().id}`)).statusCode).toBe(204);
    expect((await save(tokens.plainAgent, body(a.agent.membership.id))).statusCode).toBe(403);
    expect((await save(tokens.customer, body(a.agent.membership.id))).statusCode).toBe(403);
  });

  it('answers 404 for another agency’s agent, type or unavailability', async () => {
    const agent = await save(tokens.staff, body(b.agent.membership.id));
    expect(agent.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Collaborateur introuvable' });
    const type = await save(tokens.staff, body(otherAgent.membership.id, { typeId: foreignTypeId }));
    expect(type.json().message).toBe('Type d’indisponibilité introuvable.');
    const requestType = await buildAgencyType(t.database.db, a.agency.id, 'request');
    expect((await save(tokens.staff, body(otherAgent.membership.id, { typeId: requestType.id }))).statusCode).toBe(404);
    const [theirs] = await t.database.db
      .insert(unavailabilities)
      .values({
        agencyId: b.agency.id,
        agentId: b.agent.membership.id,
        typeId: foreignTypeId,
        startAt: new Date(),
        endAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    expect((await save(tokens.staff, body(otherAgent.membership.id, { id: theirs.id }))).statusCode).toBe(404);
    expect((await call(tokens.staff, 'DELETE', `${base}/unavailability/${theirs.id}`)).statusCode).toBe(404);
    expect((await save(tokens.otherOwner, body(otherAgent.membership.id))).statusCode).toBe(404);
  });

  it('is idempotent with a client uuid; another payload with it is a 422', async () => {
    const uuid = crypto.randomUUID();
    const first = await save(tokens.self, body(selfAgent.membership.id, { uuid }));
    const again = await save(tokens.self, body(selfAgent.membership.id, { uuid }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().uuid).toBe(uuid);
    const rows = await t.database.db.select().from(unavailabilities).where(eq(unavailabilities.clientUuid, uuid));
    expect(rows).toHaveLength(1);
    const changed = await save(tokens.self, body(selfAgent.membership.id, { uuid, comment: 'Autre' }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH' });
    const parallel = crypto.randomUUID();
    const results = await Promise.all(
      [1, 2, 3].map(() => save(tokens.self, body(selfAgent.membership.id, { uuid: parallel }))),
    );
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
  });
});

describe('POST {agency}{scope}/fetch/unavailabilities', () => {
  it('shows staff everyone’s, with filters; the self agent their own; customers 403', async () => {
    const other = await buildAgencyType(t.database.db, a.agency.id, 'unavailability', 'Formation');
    await save(
      tokens.staff,
      body(otherAgent.membership.id, {
        typeId: other.id,
        startAt: '2026-06-01T08:00:00Z',
        endAt: '2026-06-02T08:00:00Z',
      }),
    );
    await save(
      tokens.self,
      body(selfAgent.membership.id, { startAt: '2026-06-01T12:00:00Z', endAt: '2026-06-01T18:00:00Z' }),
    );
    const fetch = (token: string, payload: unknown, prefix = base) =>
      call(token, 'POST', `${prefix}/fetch/unavailabilities`, payload);
    const june = { dateRange: { start: '2026-06-01T00:00:00Z', end: '2026-06-30T00:00:00Z' } };
    const all = await fetch(tokens.staff, { filters: june, orderBy: { field: 'startAt', direction: 'asc' } });
    expect(all.json().total).toBe(2);
    expect(all.json().data.map((u: { agent: { id: string } }) => u.agent.id)).toEqual([
      otherAgent.membership.id,
      selfAgent.membership.id,
    ]);
    expect((await fetch(tokens.staff, { filters: { ...june, typeIds: [other.id] } })).json().total).toBe(1);
    expect(
      (await fetch(tokens.staff, { filters: { agentIds: [selfAgent.membership.id] }, limit: 1 })).json().data,
    ).toHaveLength(1);
    const scoped = await fetch(tokens.staff, { filters: june }, `${base}/agent/${selfAgent.membership.id}`);
    expect(scoped.json().total).toBe(1);
    const mine = await fetch(tokens.self, {});
    expect(mine.json().data.every((u: { agent: { id: string } }) => u.agent.id === selfAgent.membership.id)).toBe(true);
    expect((await fetch(tokens.customer, {})).statusCode).toBe(403);
    expect((await fetch(tokens.otherOwner, {})).statusCode).toBe(404);
  });
});
