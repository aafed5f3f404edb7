import { beforeAll, describe, expect, it } from 'vitest';
import { buildAgencyWithPeople, loginAs } from '../../testing/factories.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buildSite } from '../../testing/workforce-factories.ts';

const t = useTestApp();
type People = Awaited<ReturnType<typeof buildAgencyWithPeople>>;
let a: People;
let b: People;
const tokens: Record<string, string> = {};
let base: string;

beforeAll(async () => {
  a = await buildAgencyWithPeople(t.database.db, ['sites.create']);
  b = await buildAgencyWithPeople(t.database.db);
  for (const [key, email] of Object.entries({
    owner: a.owner.user.email,
    staff: a.staff.user.email,
    agent: a.agent.user.email,
  })) {
    tokens[key] = (await loginAs(t.app, email)).token;
  }
  base = `/api/agency/${a.agency.id}`;
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });

describe('site items', () => {
  it('saves the list in order, updates, reorders and removes', async () => {
    const site = await buildSite(t.database.db, a.agency.id);
    expect((await call(tokens.owner, 'GET', `${base}/site/${site.id}/items`)).json()).toEqual({
      id: site.id,
      items: [],
    });
    const first = await call(tokens.owner, 'POST', `${base}/site/${site.id}/items`, {
      id: site.id,
      items: [{ label: 'Talkie-walkie', quantity: 2 }, { label: 'Lampe torche' }, { label: 'Trousse de secours' }],
    });
    expect(first.statusCode).toBe(200);
    const [radio, torch, kit] = first.json().items;
    expect([radio, torch, kit].map((i) => [i.label, i.quantity, i.position])).toEqual([
      ['Talkie-walkie', 2, 0],
      ['Lampe torche', 1, 1],
      ['Trousse de secours', 1, 2],
    ]);
    const second = await call(tokens.owner, 'POST', `${base}/site/${site.id}/items`, {
      items: [
        { id: kit.id, label: 'Trousse DAE', quantity: 1 },
        { id: radio.id, label: 'Talkie-walkie', quantity: 3 },
        { label: 'Gilet' },
      ],
    });
    expect(second.json().items.map((i: { label: string }) => i.label)).toEqual([
      'Trousse DAE',
      'Talkie-walkie',
      'Gilet',
    ]);
    expect(second.json().items[0].id).toBe(kit.id);
    const read = await call(tokens.owner, 'GET', `${base}/site/${site.id}/items`);
    expect(read.json().items.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
  });

  it('answers 404 for another site’s item or another agency’s site, 400 for a mismatched id', async () => {
    const site = await buildSite(t.database.db, a.agency.id);
    const other = await buildSite(t.database.db, a.agency.id);
    const saved = await call(tokens.owner, 'POST', `${base}/site/${other.id}/items`, { items: [{ label: 'Clé' }] });
    const foreignItem = saved.json().items[0].id;
    const stolen = await call(tokens.owner, 'POST', `${base}/site/${site.id}/items`, {
      items: [{ id: foreignItem, label: 'X' }],
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Matériel introuvable sur ce site.');
    const theirs = await buildSite(t.database.db, b.agency.id);
    expect((await call(tokens.owner, 'POST', `${base}/site/${theirs.id}/items`, { items: [] })).statusCode).toBe(404);
    expect((await call(tokens.owner, 'GET', `${base}/site/${theirs.id}/items`)).statusCode).toBe(404);
    const mismatch = await call(tokens.owner, 'POST', `${base}/site/${site.id}/items`, { id: other.id, items: [] });
    expect(mismatch.statusCode).toBe(400);
  });

  it('needs the edit right to save; agents read items only where the site lets them', async () => {
    const site = await buildSite(t.database.db, a.agency.id, { agentIds: [a.agent.membership.id] });
    await call(tokens.owner, 'POST', `${base}/site/${site.id}/items`, { items: [{ label: 'Badge' }] });
    const denied = await call(tokens.staff, 'POST', `${base}/site/${site.id}/items`, { items: [] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Vous ne bénéficiez pas de l\'autorisation "Modifier les sites".');
    expect((await call(tokens.agent, 'GET', `${base}/site/${site.id}/items`)).json().items).toEqual([]);
    await call(tokens.owner, 'POST', `${base}/site`, { id: site.id, name: site.name, rightsAgent: ['items.view'] });
    expect((await call(tokens.agent, 'GET', `${base}/site/${site.id}/items`)).json().items).toHaveLength(1);
  });
});
