import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from './fixtures.ts';
import { apiLogin, login, mainMenu, parisDay } from './helpers.ts';

/** A small valid PDF, made unique by its text. */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

/** The agency of the demo owner, and the membership of Karim Benali (agent@demo.test). */
async function demoIds(request: APIRequestContext) {
  const headers = await apiLogin(request, 'gerant@demo.test');
  const agencyId = (await (await request.get('/api/user', { headers })).json()).userCompanies[0].agency.id as string;
  const agent = await apiLogin(request, 'agent@demo.test');
  const agentId = (await (await request.get('/api/user', { headers: agent })).json()).userCompanies[0]
    .agentId as string;
  return { headers, base: `/api/agency/${agencyId}`, agentId };
}

/** Uploads a PDF and saves a document with it, as the owner. */
async function createDocument(
  request: APIRequestContext,
  ids: Awaited<ReturnType<typeof demoIds>>,
  body: Record<string, unknown> & { name: string },
) {
  const upload = await request.post(`${ids.base}/upload?purpose=document`, {
    headers: ids.headers,
    multipart: { file: { name: `${body.name}.pdf`, mimeType: 'application/pdf', buffer: pdf(body.name) } },
  });
  expect(upload.ok()).toBe(true);
  const saved = await request.post(`${ids.base}/document`, {
    headers: ids.headers,
    data: { type: 'general', fileIds: [(await upload.json()).id], ...body },
  });
  expect(saved.ok()).toBe(true);
}

/** The names of a zip's entries, read from its local file headers. */
function zipEntries(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x03\x04'); at >= 0; at = zip.indexOf('PK\x03\x04', at + 4)) {
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const compressed = zip.readUInt32LE(at + 18);
    names.push(zip.subarray(at + 30, at + 30 + nameLength).toString('utf8'));
    at += 30 + nameLength + extraLength + compressed - 4;
  }
  return names;
}

// Each test crosses several pages (and a phone's context): more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 60_000 });

test('an agent sees on the phone only the documents shared with them', async ({ browser, request, baseURL }) => {
  const ids = await demoIds(request);
  const tag = `E2E${Date.now()}`;
  await createDocument(request, ids, { name: `${tag} Consignes Karim`, type: 'agents', agentId: ids.agentId });
  await createDocument(request, ids, { name: `${tag} Note de direction` });
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  });
  const page = await phone.newPage();
  await login(page, 'agent@demo.test');
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Documents collaborateurs' }).click();
  await expect(page.getByRole('heading', { name: 'Documents collaborateurs' })).toBeVisible();
  await page.getByPlaceholder('Nom du document ou du fichier').fill(tag);
  await expect(page.getByText(`${tag} Consignes Karim`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${tag} Note de direction`, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Partagés avec moi' }).click();
  await expect(page.getByText(`${tag} Consignes Karim`, { exact: true })).toBeVisible();
  await phone.close();
});

test('three documents download as one zip that opens', async ({ page, request }) => {
  const ids = await demoIds(request);
  const tag = `Zip${Date.now()}`;
  for (const name of ['Consignes', 'Planning', 'Procédure'])
    await createDocument(request, ids, { name: `${tag} ${name}` });
  await login(page, 'gerant@demo.test');
  await page.goto('/#/agency_documents');
  await page.getByPlaceholder('Nom du document ou du fichier').fill(tag);
  await expect(page.getByRole('row')).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger (3) en zip' }).click();
  const file = await (await download).path();
  expect(zipEntries(await readFile(file)).sort()).toEqual([
    `${tag} Consignes.pdf`,
    `${tag} Planning.pdf`,
    `${tag} Procédure.pdf`,
  ]);
});

test('stock assigned to an agent shows on their record and in the expirations', async ({ page, request }) => {
  const ids = await demoIds(request);
  const title = `Talkie E2E ${Date.now()}`;
  const reference = await request.post(`${ids.base}/stock-reference`, {
    headers: ids.headers,
    data: { title, quantity: 3 },
  });
  expect(reference.ok()).toBe(true);
  const soon = parisDay(24, new Date(Date.now() + 5 * 86_400_000));
  const assigned = await request.post(`${ids.base}/stock-assignment`, {
    headers: ids.headers,
    data: { stockReferenceId: (await reference.json()).id, agents: [ids.agentId], dateRangeRestitution: { to: soon } },
  });
  expect(assigned.ok()).toBe(true);
  await login(page, 'gerant@demo.test');
  await page.goto('/#/planification/agents');
  await page.getByRole('button', { name: 'BENALI Karim' }).click();
  const record = page.getByRole('dialog', { name: 'Karim Benali' });
  await record.getByRole('tab', { name: 'Équipement' }).click();
  await expect(record.getByText(`${title} × 1`)).toBeVisible();
  await page.goto('/#/listAgencyExpirations/materiel');
  await expect(page.getByRole('tab', { name: 'Matériel à restituer' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Karim Benali');
  await expect(row).toContainText('À restituer bientôt');
});
