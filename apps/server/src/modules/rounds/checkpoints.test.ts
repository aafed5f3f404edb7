import { randomUUID } from 'node:crypto';
import { CHECKPOINT_VALIDATED_COLOR } from '@securite/domain/rounds/checkpoint-schemas';
import { beforeAll, describe, expect, it } from 'vitest';
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
let creator: Caller;
let planner: Caller;
let bare: Caller;

beforeAll(async () => {
  const db = t.database.db;
  a = await agencyWithCallers(t, ['checkpoints.create', 'checkpoints.edit', 'rounds.create', 'rounds.edit']);
  b = await agencyWithCallers(t, ['checkpoints.create', 'checkpoints.edit']);
  siteId = (await buildSite(db, a.agency.id, { name: 'Entrepôt Nord' })).id;
  otherSiteId = (await buildSite(db, a.agency.id, { name: 'Agence Sud' })).id;
  foreignSiteId = (await buildSite(db, b.agency.id)).id;
  const as = async (rights: string[]) => {
    const member = await buildMember(db, a.agency.id, 'staff', { rights });
    return caller(t.app, (await loginAs(t.app, member.user.email)).token);
  };
  creator = await as(['checkpoints.create']);
  planner = await as(['services.create']);
  bare = await as([]);
});

const checkpoint = (extra: Record<string, unknown> = {}) => ({ title: 'Porte quai 3', siteId, ...extra });
const save = (api: Caller, body: unknown) => api.post(`${a.base}/checkpoint`, body);
const list = (api: Caller, query = '') => api.get(`${a.base}/checkpoints${query}`);

describe('POST {agency}/checkpoint', () => {
  it('creates a checkpoint with its site, colour, badge and location', async () => {
    const response = await save(
      a.staff.api,
      checkpoint({ badge: 'NFC-04A1B2C3', color: '#ff9800', location: { latitude: 48.85, longitude: 2.35 } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Porte quai 3',
      site: { id: siteId, name: 'Entrepôt Nord' },
      color: '#ff9800',
      badge: 'NFC-04A1B2C3',
      location: { latitude: 48.85, longitude: 2.35 },
      rounds: 0,
    });
  });

  it('gives the default colour and no badge (a QR code of its id), and refuses the validated green', async () => {
    const response = await save(a.staff.api, checkpoint({ title: 'Local poubelles', badge: '' }));
    expect(response.json()).toMatchObject({ color: '#1976d2', badge: null, location: null });
    const green = await save(a.staff.api, checkpoint({ color: CHECKPOINT_VALIDATED_COLOR }));
    expect(green.statusCode).toBe(400);
    expect(green.json().errors).toHaveProperty('color');
  });

  it('edits a checkpoint, moving it to another site of the agency', async () => {
    const created = (await save(a.staff.api, checkpoint({ badge: 'NFC-EDIT-1' }))).json();
    const edited = await save(
      a.staff.api,
      checkpoint({ id: created.id, title: 'Porte quai 4', siteId: otherSiteId, badge: 'NFC-EDIT-2' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, title: 'Porte quai 4', site: { id: otherSiteId } });
    expect(edited.json().badge).toBe('NFC-EDIT-2');
  });

  it('refuses a badge another live checkpoint of the agency holds, naming it; a deleted one frees it', async () => {
    const first = (await save(a.staff.api, checkpoint({ title: 'Parking', badge: 'NFC-DUP' }))).json();
    const taken = await save(a.staff.api, checkpoint({ title: 'Hall', badge: 'NFC-DUP' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ce badge est déjà attribué au point de contrôle « Parking ».');
    expect(
      (await save(a.staff.api, checkpoint({ id: first.id, title: 'Parking B', badge: 'NFC-DUP' }))).statusCode,
    ).toBe(200);
    expect(
      (await b.staff.api.post(`${b.base}/checkpoint`, checkpoint({ siteId: foreignSiteId, badge: 'NFC-DUP' })))
        .statusCode,
    ).toBe(200);
    expect((await a.staff.api.delete(`${a.base}/checkpoint/${first.id}`)).statusCode).toBe(204);
    expect((await save(a.staff.api, checkpoint({ title: 'Hall', badge: 'NFC-DUP' }))).statusCode).toBe(200);
  });

  it('creates with a client id once, answering the same on a retry', async () => {
    const id = randomUUID();
    const first = await save(creator, checkpoint({ id, title: 'Sas', badge: 'QR-SAS' }));
    expect(first.statusCode).toBe(200);
    expect(first.json().id).toBe(id);
    const again = await save(creator, checkpoint({ id, title: 'Sas', badge: 'QR-SAS' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const changed = await save(creator, checkpoint({ id, title: 'Sas 2', badge: 'QR-SAS' }));
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe(missingRight('Modifier les points de contrôle'));
    const listed = (await list(a.staff.api, `?siteId=${siteId}`)).json().checkpoints;
    expect(listed.filter((c: { id: string }) => c.id === id)).toHaveLength(1);
  });

  it('answers 404 for another agency’s site or checkpoint, and changes nothing', async () => {
    const site = await save(a.staff.api, checkpoint({ siteId: foreignSiteId }));
    expect(site.statusCode).toBe(404);
    expect(site.json().message).toBe('Site introuvable.');
    const theirs = (await b.staff.api.post(`${b.base}/checkpoint`, checkpoint({ siteId: foreignSiteId }))).json();
    const edit = await save(a.staff.api, checkpoint({ id: theirs.id }));
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Point de contrôle introuvable');
    expect((await a.staff.api.delete(`${a.base}/checkpoint/${theirs.id}`)).statusCode).toBe(404);
    const still = (await b.staff.api.get(`${b.base}/checkpoints`)).json().checkpoints;
    expect(still.find((c: { id: string }) => c.id === theirs.id)).toMatchObject({ site: { id: foreignSiteId } });
  });

  it('needs the create right to create, the edit right to edit; customers and agents are refused', async () => {
    const none = await save(bare, checkpoint());
    expect(none.statusCode).toBe(403);
    const created = await save(creator, checkpoint({ title: 'Créé' }));
    expect(created.statusCode).toBe(200);
    const edit = await save(creator, checkpoint({ id: created.json().id, title: 'Modifié' }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(missingRight('Modifier les points de contrôle'));
    expect((await save(planner, checkpoint())).statusCode).toBe(403);
    expect((await save(a.agent.api, checkpoint())).statusCode).toBe(403);
    expect((await save(a.customerUser.api, checkpoint())).statusCode).toBe(403);
  });

  it('refuses bad input with French messages', async () => {
    const response = await save(a.staff.api, { title: '', siteId: 'nope', location: { latitude: 120, longitude: 0 } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['title', 'siteId']));
  });
});

describe('GET {agency}/checkpoints', () => {
  it('lists the live checkpoints by site then title, one site when asked', async () => {
    const all = (await list(a.staff.api)).json().checkpoints as Array<{ site: { name: string }; title: string }>;
    const keys = all.map((c) => `${c.site.name}|${c.title}`);
    expect(keys).toEqual([...keys].sort((x, y) => x.localeCompare(y)));
    expect(new Set(all.map((c) => c.site.name))).toEqual(new Set(['Agence Sud', 'Entrepôt Nord']));
    const one = (await list(a.staff.api, `?siteId=${otherSiteId}`)).json().checkpoints;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((c: { site: { id: string } }) => c.site.id === otherSiteId)).toBe(true);
    expect((await list(a.staff.api, `?siteId=${foreignSiteId}`)).json().checkpoints).toEqual([]);
    expect((await list(a.staff.api, '?siteId=nope')).statusCode).toBe(400);
  });

  it('is open to checkpoint, round and service editors, not to customers, agents or the rightless', async () => {
    expect((await list(creator)).statusCode).toBe(200);
    expect((await list(planner)).statusCode).toBe(200);
    const refused = await list(bare);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Créer des points de contrôle'));
    expect((await list(a.agent.api)).statusCode).toBe(403);
    expect((await list(a.customerUser.api)).statusCode).toBe(403);
    const customer = await buildMember(t.database.db, a.agency.id, 'customer', {
      customerId: a.customer.id,
      rights: ['checkpoints.edit', 'services.create'],
    });
    const customerWithRights = caller(t.app, (await loginAs(t.app, customer.user.email)).token);
    expect((await list(customerWithRights)).statusCode).toBe(403);
    const scoped = await a.customerUser.api.get(`${a.base}/customer/${a.customer.id}/checkpoints`);
    expect(scoped.statusCode).toBe(404);
    expect((await b.staff.api.get(`${a.base}/checkpoints`)).statusCode).toBe(404);
  });
});

describe('DELETE {agency}/checkpoint/{id}', () => {
  it('is refused while a live round holds it, then allowed once the round is deleted', async () => {
    const cp = (await save(a.staff.api, checkpoint({ title: 'Toit' }))).json();
    const round = (
      await a.staff.api.post(`${a.base}/round`, { name: 'Ronde toit', siteId, checkpointIds: [cp.id] })
    ).json();
    expect((await list(a.staff.api, `?siteId=${siteId}`)).json().checkpoints).toContainEqual(
      expect.objectContaining({ id: cp.id, rounds: 1 }),
    );
    const refused = await a.staff.api.delete(`${a.base}/checkpoint/${cp.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ce point de contrôle fait partie de 1 ronde(s) : retirez-le de ces rondes avant de le supprimer.',
    );
    const moved = await save(a.staff.api, checkpoint({ id: cp.id, title: 'Toit', siteId: otherSiteId }));
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toBe('Les points de contrôle d’une ronde doivent appartenir à son site');
    expect((await a.staff.api.delete(`${a.base}/round/${round.id}`)).statusCode).toBe(204);
    expect((await a.staff.api.delete(`${a.base}/checkpoint/${cp.id}`)).statusCode).toBe(204);
    expect((await a.staff.api.delete(`${a.base}/checkpoint/${cp.id}`)).statusCode).toBe(404);
    const listed = (await list(a.staff.api)).json().checkpoints as Array<{ id: string }>;
    expect(listed.some((c) => c.id === cp.id)).toBe(false);
  });

  it('needs the edit right', async () => {
    const cp = (await save(creator, checkpoint({ title: 'Cave' }))).json();
    const refused = await creator.delete(`${a.base}/checkpoint/${cp.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(missingRight('Modifier les points de contrôle'));
  });
});
