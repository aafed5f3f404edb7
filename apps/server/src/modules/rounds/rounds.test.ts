import { randomUUID } from 'node:crypto';
import { ServiceStatus } from '@securite/domain/planning/service-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/services.ts';
import { agencyWithCallers, type Caller, caller, missingRight } from '../../testing/agent-kit.ts';
import { buildMember, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
let a: Awaited<ReturnType<typeof agencyWithCallers>>;
let b: Awaited<ReturnType<typeof agencyWithCallers>>;
let siteId: string;
let otherSiteId: string;
let foreignSiteId: string;
let cps: string[];
let otherSiteCp: string;
let foreignCp: string;
let creator: Caller;
let planner: Caller;
let bare: Caller;

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['checkpoints.create', 'rounds.create', 'rounds.edit', 'services.create']);
  b = await agencyWithCallers(t, ['checkpoints.create', 'rounds.create']);
  siteId = (await buildSite(db, a.agency.id, { name: 'Entrepôt Nord' })).id;
  otherSiteId = (await buildSite(db, a.agency.id, { name: 'Agence Sud' })).id;
  foreignSiteId = (await buildSite(db, b.agency.id)).id;
  const cp = async (api: Caller, base: string, title: string, site: string) =>
    (await api.post(`${base}/checkpoint`, { title, siteId: site })).json().id as string;
  cps = [];
  for (const title of ['Accueil', 'Quai 1', 'Quai 2', 'Toit']) cps.push(await cp(a.staff.api, a.base, title, siteId));
  otherSiteCp = await cp(a.staff.api, a.base, 'Parking', otherSiteId);
  foreignCp = await cp(b.staff.api, b.base, 'Ailleurs', foreignSiteId);
  const as = async (rights: string[]) => {
    const member = await buildMember(db, a.agency.id, 'staff', { rights });
    return caller(t.app, (await loginAs(t.app, member.user.email)).token);
  };
  creator = await as(['rounds.create']);
  planner = await as(['services.edit']);
  bare = await as(['checkpoints.edit']);
});

const round = (extra: Record<string, unknown> = {}) => ({
  name: 'Ronde de nuit',
  siteId,
  checkpointIds: cps,
  ...extra,
});
const save = (api: Caller, body: unknown) => api.post(`${a.base}/round`, body);
const fetchRounds = (api: Caller, body: unknown = {}) => api.post(`${a.base}/fetch/rounds`, body);

describe('POST {agency}/round', () => {
  it('creates a round with its checkpoints in walking order and a slug from its name', async () => {
    const order = [cps[2], cps[0], cps[3]];
    const response = await save(
      a.staff.api,
      round({
        name: 'Périmètre Été',
        checkpointIds: order,
        grantedDirections: 'reverseAllowed',
        numberOfExecutions: 3,
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Périmètre Été',
      slug: 'perimetre-ete',
      site: { id: siteId, name: 'Entrepôt Nord' },
      grantedDirections: 'reverseAllowed',
      numberOfExecutions: 3,
    });
    expect(body.checkpoints.map((c: { id: string }) => c.id)).toEqual(order);
    expect(body.checkpoints[0]).toEqual({
      id: cps[2],
      title: 'Quai 2',
      color: '#1976d2',
      badge: null,
      expectedDelay: null,
    });
    const again = await save(a.staff.api, round({ name: 'Périmètre  été!' }));
    expect(again.json()).toMatchObject({
      slug: 'perimetre-ete-2',
      grantedDirections: 'ordered',
      numberOfExecutions: 1,
    });
  });

  it('edits a round, the slug following a rename', async () => {
    const created = (await save(a.staff.api, round({ name: 'Ronde matin' }))).json();
    const same = await save(a.staff.api, round({ id: created.id, name: 'Ronde matin', checkpointIds: [cps[1]] }));
    expect(same.json()).toMatchObject({ slug: 'ronde-matin', checkpoints: [{ id: cps[1] }] });
    const renamed = await save(a.staff.api, round({ id: created.id, name: 'Ronde aube', checkpointIds: [cps[1]] }));
    expect(renamed.json()).toMatchObject({ id: created.id, slug: 'ronde-aube', name: 'Ronde aube' });
  });

  it('keeps an expected delay per checkpoint of the round, drops the others, and refuses a bad one (400)', async () => {
    const delays = { [cps[0]]: 0, [cps[1]]: 15, [cps[3]]: 45 };
    const response = await save(
      a.staff.api,
      round({ name: 'Ronde minutée', checkpointIds: cps.slice(0, 3), expectedDelays: delays }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.checkpoints.map((c: { expectedDelay: number | null }) => c.expectedDelay)).toEqual([0, 15, null]);
    const edited = await save(
      a.staff.api,
      round({ id: body.id, name: 'Ronde minutée', checkpointIds: cps.slice(0, 3), expectedDelays: { [cps[2]]: 30 } }),
    );
    expect(edited.json().checkpoints.map((c: { expectedDelay: number | null }) => c.expectedDelay)).toEqual([
      null,
      null,
      30,
    ]);
    const bad = await save(a.staff.api, round({ expectedDelays: { [cps[0]]: -5 } }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Indiquez un délai entre 0 et 1440 minutes');
  });

  it('refuses checkpoints of another site (422), of another agency or unknown (404), twice or none (400)', async () => {
    const other = await save(a.staff.api, round({ checkpointIds: [cps[0], otherSiteCp] }));
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Les points de contrôle d’une ronde doivent appartenir à son site');
    const foreign = await save(a.staff.api, round({ checkpointIds: [cps[0], foreignCp] }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Point de contrôle introuvable');
    expect((await save(a.staff.api, round({ checkpointIds: [randomUUID()] }))).statusCode).toBe(404);
    const twice = await save(a.staff.api, round({ checkpointIds: [cps[0], cps[0]] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.checkpointIds).toBe('Un point de contrôle ne peut figurer qu’une fois dans la ronde');
    const none = await save(a.staff.api, round({ checkpointIds: [] }));
    expect(none.json().errors.checkpointIds).toBe('Choisissez au moins un point de contrôle');
    const site = await save(a.staff.api, round({ siteId: foreignSiteId }));
    expect(site.statusCode).toBe(404);
    expect(site.json().message).toBe('Site introuvable.');
  });

  it('creates with a client id once, answering the same on a retry', async () => {
    const id = randomUUID();
    const first = await save(creator, round({ id, name: 'Ronde retry' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toBe(id);
    const again = await save(creator, round({ id, name: 'Ronde retry' }));
    expect(again.json()).toEqual(first.json());
    const page = (await fetchRounds(a.staff.api, { filters: { search: 'retry' } })).json();
    expect(page.total).toBe(1);
  });

  it('needs the create right to create and the edit right to edit; another agency’s round is 404', async () => {
    expect((await save(bare, round())).statusCode).toBe(403);
    expect((await save(planner, round())).statusCode).toBe(403);
    const created = await save(creator, round({ name: 'Ronde créateur' }));
    expect(created.statusCode).toBe(200);
    const edit = await save(creator, round({ id: created.json().id, name: 'Autre' }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(missingRight('Modifier les rondes'));
    const theirs = (
      await b.staff.api.post(`${b.base}/round`, { name: 'R', siteId: foreignSiteId, checkpointIds: [foreignCp] })
    ).json();
    const foreign = await save(a.staff.api, round({ id: theirs.id }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Ronde introuvable');
    expect((await a.staff.api.get(`${a.base}/round/${theirs.id}`)).statusCode).toBe(404);
    expect((await a.staff.api.delete(`${a.base}/round/${theirs.id}`)).statusCode).toBe(404);
    expect((await save(a.customerUser.api, round())).statusCode).toBe(403);
  });
});

describe('POST {agency}/fetch/rounds and GET {agency}/round/{id}', () => {
  it('pages the live rounds by name, filtered by name and site', async () => {
    const south = (
      await save(a.staff.api, round({ name: 'Zone sud', siteId: otherSiteId, checkpointIds: [otherSiteCp] }))
    ).json();
    const page = (await fetchRounds(a.staff.api, { limit: 500 })).json();
    const names = page.data.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));
    expect(page.total).toBe(page.data.length);
    const bySite = (await fetchRounds(a.staff.api, { filters: { siteIds: [otherSiteId] } })).json();
    expect(bySite).toMatchObject({ total: 1, data: [{ id: south.id, checkpoints: [{ id: otherSiteCp }] }] });
    const search = (await fetchRounds(a.staff.api, { filters: { search: 'ZONE' } })).json();
    expect(search.data.map((r: { id: string }) => r.id)).toEqual([south.id]);
    const second = (await fetchRounds(a.staff.api, { page: 2, limit: 1 })).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].name).toBe(names[1]);
    expect((await fetchRounds(a.staff.api, { filters: { siteIds: ['nope'] } })).statusCode).toBe(400);
    expect((await a.staff.api.get(`${a.base}/round/${south.id}`)).json()).toMatchObject({ name: 'Zone sud' });
  });

  it('is open to round and service editors, not to customers, agents or the rightless', async () => {
    const id = (await fetchRounds(a.staff.api)).json().data[0].id;
    expect((await fetchRounds(planner)).statusCode).toBe(200);
    expect((await planner.get(`${a.base}/round/${id}`)).statusCode).toBe(200);
    const refused = await fetchRounds(bare);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Créer des rondes'));
    expect((await fetchRounds(a.agent.api)).statusCode).toBe(403);
    expect((await fetchRounds(a.customerUser.api)).statusCode).toBe(403);
    expect((await a.customerUser.api.get(`${a.base}/round/${id}`)).statusCode).toBe(403);
    const scoped = await a.customerUser.api.post(`${a.base}/customer/${a.customer.id}/fetch/rounds`, {});
    expect(scoped.statusCode).toBe(404);
    expect((await b.staff.api.post(`${a.base}/fetch/rounds`, {})).statusCode).toBe(404);
  });
});

describe('DELETE {agency}/round/{id}', () => {
  it('hides the round and takes it off the services not yet ended, ended ones keeping it', async () => {
    const db = t.database.db;
    const target = (await save(a.staff.api, round({ name: 'Ronde à supprimer' }))).json();
    const kept = (await save(a.staff.api, round({ name: 'Ronde gardée' }))).json();
    const add = async (startAt: string, endAt: string, status: number) => {
      const [row] = await db
        .insert(services)
        .values({
          agencyId: a.agency.id,
          reference: `S-${randomUUID().slice(0, 12)}`,
          siteId,
          startAt: new Date(startAt),
          endAt: new Date(endAt),
          status,
          roundIds: [target.id, kept.id],
        })
        .returning();
      return row.id;
    };
    const future = await add('2030-01-01T08:00:00Z', '2030-01-01T16:00:00Z', ServiceStatus.Planned);
    const ended = await add('2020-01-01T08:00:00Z', '2020-01-01T16:00:00Z', ServiceStatus.Ended);
    expect((await creator.delete(`${a.base}/round/${target.id}`)).statusCode).toBe(403);
    expect((await a.staff.api.delete(`${a.base}/round/${target.id}`)).statusCode).toBe(204);
    const roundIds = async (id: string) =>
      (await db.select({ r: services.roundIds }).from(services).where(eq(services.id, id)))[0].r;
    expect(await roundIds(future)).toEqual([kept.id]);
    expect(await roundIds(ended)).toEqual([target.id, kept.id]);
    expect((await a.staff.api.get(`${a.base}/round/${target.id}`)).statusCode).toBe(404);
    expect((await a.staff.api.delete(`${a.base}/round/${target.id}`)).statusCode).toBe(404);
    const page = (await fetchRounds(a.staff.api, { filters: { search: 'supprimer' } })).json();
    expect(page.total).toBe(0);
  });
});
