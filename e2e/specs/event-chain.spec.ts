import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { expect, ownServerPort, test } from './fixtures.ts';
import {
  allowEarlyStarts,
  apiLogin,
  clearAgentPeriod,
  endRunningServices,
  login,
  parisSlot,
  savedIds,
} from './helpers.ts';
import { ownServer } from './own-server.ts';

// The evidence chain must catch what no screen can do: a row changed in the database itself. This spec runs its own
// server, stops it, alters an entry of the main courante with SQL, and starts it again.
const server = ownServer(ownServerPort(1));

test.use({ baseURL: server.baseURL });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.first();
});
test.afterAll(async () => server.dispose());

test('an entry altered directly in the database breaks the chain where it was changed', async ({ page, request }) => {
  test.setTimeout(300_000);
  const owner = await apiLogin(request, 'gerant@demo.test');
  const agent = await apiLogin(request, 'agent2@demo.test');
  const me = await (await request.get('/api/user', { headers: agent })).json();
  const { agency, agentId } = me.userCompanies[0] as { agency: { id: string }; agentId: string };
  const base = `/api/agency/${agency.id}`;
  const sites = await (
    await request.post(`${base}/fetch/sites`, { headers: owner, data: { filters: { search: 'Tour Horizon' } } })
  ).json();
  const site = sites.data[0] as { id: string; name: string };
  expect(site, 'the demo has the « Tour Horizon » site').toBeTruthy();

  // The agent's phone logs three entries on an evening service: the incident, then two messages. A service of the
  // demo rota under way at this hour ends first (one service at a time on a phone).
  await endRunningServices(request, base, agentId, agent);
  const slot = parisSlot(21, 23, 21);
  // A first try's service goes before the retry plans the slot again.
  await clearAgentPeriod(request, base, owner, agentId, slot.startAt, slot.endAt, 'Accueil du soir');
  const saved = await request.post(`${base}/services/batch`, {
    headers: owner,
    data: {
      services: [{ siteId: site.id, agentId, ...slot, postTitle: 'Accueil du soir' }],
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await allowEarlyStarts(request, base, owner, await savedIds(saved));
  const serviceId = (await saved.json()).services[0].id as string;
  const send = async (body: Record<string, unknown>) => {
    const response = await request.post(`${base}/field/message`, {
      headers: agent,
      data: { uuid: crypto.randomUUID(), serviceId, deviceAt: new Date().toISOString(), ...body },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await send({ type: 'service.start' });
  const eventId = crypto.randomUUID();
  await send({ type: 'event.create', event: { eventId, typeKey: 'incident', description: 'Porte forcée au parking' } });
  await send({ type: 'event.message', event: { eventId, messageId: crypto.randomUUID(), content: 'Police appelée' } });
  await send({
    type: 'event.message',
    event: { eventId, messageId: crypto.randomUUID(), content: 'Police sur place' },
  });

  await login(page, 'gerant@demo.test');
  const chainOnPage = async () => {
    await page.goto(`/#/terrain/site/${site.id}`);
    await page.reload();
    await page.getByRole('button', { name: 'Main courante' }).click();
    return page.getByText(/^Chaîne de preuve : /);
  };
  await expect(await chainOnPage()).toHaveText('Chaîne de preuve : Intègre (3 entrée(s))');
  // The office keeps the head outside the application (the line printed on the PDFs, or the exported file).
  const kept = await (await request.get(`${base}/sites/${site.id}/events-chain/head`, { headers: owner })).json();
  expect(kept).toMatchObject({ count: 3 });

  // Someone with access to the database rewrites the incident's description, as the office and the customer read
  // it, and the first message's version in the chain, the server being stopped.
  await server.stop();
  const db = new PGlite(server.pgliteDir, { extensions: { btree_gist } });
  const description = await db.query("update service_events set description = 'Rien à signaler' where id = $1", [
    eventId,
  ]);
  expect(description.affectedRows).toBe(1);
  const altered = await db.query(
    "update service_event_entries set content = 'Rien à signaler' where site_id = $1 and content = 'Police appelée'",
    [site.id],
  );
  expect(altered.affectedRows).toBe(1);
  await db.close();
  await server.restart();

  await expect(await chainOnPage()).toHaveText(
    "Chaîne de preuve : Rompue à l'entrée 1 (l'événement affiché a été modifié dans la base : la description : « Porte forcée au parking » devenu « Rien à signaler ») et 1 autre écart (3 entrée(s))",
  );
  await expect(page.getByRole('list', { name: 'Écarts trouvés' }).getByRole('listitem')).toHaveText([
    /^Rompue à l'entrée 1 \(l'événement affiché a été modifié dans la base/,
    "Rompue à l'entrée 2 (une entrée a été modifiée après son enregistrement)",
  ]);

  // The head kept before no longer checks.
  await page.getByRole('button', { name: 'Vérifier une empreinte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vérifier une empreinte' });
  await dialog.getByLabel('Empreinte gardée').fill(kept.line);
  await dialog.getByRole('button', { name: 'Vérifier', exact: true }).click();
  await expect(dialog.getByLabel('Résultat de la vérification')).toHaveText(
    "Empreinte non reconnue : la main courante a été modifiée avant l'entrée 3 (recalculée, elle ne redonne pas cette empreinte).",
  );
  // With the exported file, the check names the entry that changed.
  await dialog.getByLabel('Empreinte gardée').fill(JSON.stringify(kept));
  await dialog.getByRole('button', { name: 'Vérifier', exact: true }).click();
  await expect(dialog.getByLabel('Résultat de la vérification')).toHaveText(
    "Empreinte non reconnue : l'entrée 2 a changé depuis que l'empreinte a été gardée.",
  );
});
