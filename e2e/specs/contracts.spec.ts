import { inflateSync } from 'node:zlib';
import { devices, expect, type Locator, test } from './fixtures.ts';
import { login, mainMenu, typeInField } from './helpers.ts';

/** The text a pdfkit PDF draws: its page streams inflated, the hex strings of their TJ operators decoded. */
function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  for (let at = 0; ; ) {
    const start = pdf.indexOf('stream\n', at);
    const end = start < 0 ? -1 : pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    at = end + 10;
    const raw = pdf.subarray(start + 7, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const match of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g))
      texts.push(
        Buffer.from([...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join(''), 'hex').toString('latin1'),
      );
  }
  return texts.join('');
}

/** Draws a signature on a signature_pad canvas with the mouse (or a finger: the pad takes pointer events). */
async function drawSignature(canvas: Locator) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('pas de zone de signature');
  const page = canvas.page();
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 12), box.y + box.height / 2 + (i % 2 ? -25 : 25));
  await page.mouse.up();
}

test('the owner writes a customer contract from a template and sends it; the customer signs it on a phone without an account; the owner downloads the signed PDF with its audit page; the used link says so', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a PDF drawn on the phone and three PDFs on the server: more than the default on a loaded machine.
  test.setTimeout(240_000);
  const title = `Contrat e2e ${Date.now()}`;
  const signerEmail = `signataire-${Date.now()}@client-demo.test`;
  await login(page, 'gerant@demo.test');
  await (await mainMenu(page)).getByRole('link', { name: 'Contrats clients' }).click();
  await expect(page.getByRole('heading', { name: 'Contrats clients' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Nouveau contrat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau contrat' });
  await dialog.getByRole('combobox', { name: 'Modèle' }).click();
  await page.getByRole('option', { name: 'Contrat de prestation de surveillance' }).click();
  await dialog.getByRole('textbox', { name: /Titre/ }).fill(title);
  await dialog.getByRole('combobox', { name: /Client/ }).click();
  await page.getByRole('option', { name: 'Client Démo', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Nom du signataire' }).fill('Claire Durand');
  await dialog.getByRole('textbox', { name: 'E-mail du signataire' }).fill(signerEmail);
  await typeInField(dialog.getByRole('group', { name: /^Début/ }), '01012026');
  await typeInField(dialog.getByRole('group', { name: /^Fin/ }), '31122026');
  // (The live preview is the unit tests' concern: not waited for here.)
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await page.getByRole('button', { name: `Actions ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Envoyer pour signature' }).click();
  await page.getByRole('dialog', { name: 'Envoyer pour signature ?' }).getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(`Le contrat a été envoyé pour signature à ${signerEmail}.`)).toBeVisible();

  // The signer's mail, from the development mail viewer: its link to the public signature page.
  const mails = (await (await request.get(`/api/dev/mails.json?to=${encodeURIComponent(signerEmail)}`)).json()) as {
    data: Array<{ subject: string; links: string[] }>;
  };
  const link = mails.data[0]?.links.find((l) => l.includes('#/signature/customer/'));
  expect(link).toBeTruthy();
  const signature = new URL(link as string).hash.slice(1);

  // The customer, on a phone, with no account.
  const phone = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const mobile = await phone.newPage();
  await mobile.goto(`/#${signature}`);
  await expect(mobile.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(mobile.getByRole('img', { name: new RegExp(`${title} — page 1 sur`) })).toBeVisible({ timeout: 60_000 });
  const pad = mobile.getByRole('img', { name: /Signature : dessinez/ });
  await pad.scrollIntoViewIfNeeded();
  await drawSignature(pad);
  await mobile.getByRole('checkbox', { name: /j’accepte de le signer électroniquement/ }).check();
  await mobile.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(mobile.getByRole('heading', { name: 'Merci, le contrat est signé' })).toBeVisible({ timeout: 30_000 });

  // The link, opened again, says it was used.
  await mobile.goto('about:blank');
  await mobile.goto(`/#${signature}`);
  await expect(mobile.getByRole('heading', { name: 'Contrat déjà signé' })).toBeVisible({ timeout: 30_000 });
  await phone.close();

  // The owner sees it signed and downloads the signed PDF with its audit page.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Signé', { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `Actions ${title}` }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Télécharger le PDF signé' }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const text = pdfText(Buffer.concat(chunks));
  expect(text).toContain('Certificat de signature électronique');
  expect(text).toContain('Claire Durand');
  expect(text).toMatch(/Empreinte SHA-256 du document signé/);
});
