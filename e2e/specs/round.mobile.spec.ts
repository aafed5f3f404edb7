import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { findChromium } from '../../scripts/ensure-chromium.mjs';
import { type BrowserContext, chromium, devices, expect, test } from './fixtures.ts';
import {
  allowEarlyStarts,
  apiLogin,
  clearAgentPeriod,
  endRunningServices,
  login,
  parisSlot,
  savedIds,
} from './helpers.ts';

test.setTimeout(180_000);

/**
 * A Y4M video (YUV 4:2:0, 640×480, a few frames) of a QR code holding `text`, for Chromium's fake camera
 * (--use-file-for-fake-video-capture): dark modules black, the rest white, a quiet zone around.
 */
function qrVideo(dir: string, name: string, text: string): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const [width, height] = [640, 480];
  const scale = Math.floor(280 / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size * scale; y++) {
    for (let x = 0; x < size * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(dir, `${name}.y4m`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame, frame, frame]));
  return file;
}

/** The phone, with its camera filming `video`; the profile (session, offline queue) stays in `profile`. */
function phone(profile: string, video: string, baseURL: string): Promise<BrowserContext> {
  const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'];
  return chromium.launchPersistentContext(profile, {
    ...pixel,
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    permissions: ['camera', 'geolocation'],
    geolocation: { latitude: 48.9381, longitude: 2.2896, accuracy: 10 },
    executablePath: findChromium() ?? undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

test('agent@ walks the Gennevilliers round in imposed order with QR codes; the owner reads it and its PDF', async ({
  page,
  request,
  baseURL,
}) => {
  const agentHeaders = await apiLogin(request, 'agent@demo.test');
  const me = await (await request.get('/api/user', { headers: agentHeaders })).json();
  const { agency, agentId } = me.userCompanies[0] as { agency: { id: string }; agentId: string };
  const owner = await apiLogin(request, 'gerant@demo.test');
  const base = `/api/agency/${agency.id}`;
  const rounds = await (
    await request.post(`${base}/fetch/rounds`, { headers: owner, data: { filters: { search: 'périmétrique' } } })
  ).json();
  const round = rounds.data[0] as {
    id: string;
    site: { id: string };
    grantedDirections: string;
    checkpoints: { id: string; title: string; badge: string | null }[];
  };
  expect(round.grantedDirections).toBe('ordered');
  // Karim's slot in the phone specs (helpers.ts parisSlot): 19:00–20:00, between the field spec's and the tour.
  const slot = parisSlot(19, 20);
  // A first try's service goes before the retry plans the slot again.
  await clearAgentPeriod(request, base, owner, agentId, slot.startAt, slot.endAt, 'Ronde e2e');
  const saved = await request.post(`${base}/services/batch`, {
    headers: owner,
    data: {
      services: [{ siteId: round.site.id, agentId, ...slot, postTitle: 'Ronde e2e', roundIds: [round.id] }],
      confirmed: true,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await allowEarlyStarts(request, base, owner, await savedIds(saved));
  // A service of Karim's demo rota under way now ends first, so that this one is taken as planned.
  await endRunningServices(request, base, agentId, agentHeaders);

  const dir = mkdtempSync(join(tmpdir(), 'ronde-'));
  const profile = join(dir, 'profil');
  const codes = round.checkpoints.map((c) => c.badge ?? `checkpoint:${c.id}`);
  let context: BrowserContext | undefined;
  try {
    // The agent takes the service, starts the round, and first shows the camera the second point: refused.
    context = await phone(profile, qrVideo(dir, 'hors-ordre', codes[1]), baseURL as string);
    let tab = context.pages()[0] ?? (await context.newPage());
    await login(tab, 'agent@demo.test');
    const night = tab.getByRole('article').filter({ hasText: 'Ronde e2e' }).first();
    await night.getByRole('button', { name: 'Prendre le service' }).click();
    await tab.getByRole('dialog').getByRole('button', { name: 'Prendre le service' }).click();
    await expect(tab).toHaveURL(/terrain\/serviceActif\//);
    const serviceId = tab.url().split('/').pop() as string;
    const rounds = tab.getByRole('region', { name: 'Rondes' });
    await rounds.getByRole('button', { name: 'Commencer la ronde' }).click();
    await expect(tab).toHaveURL(/#\/ronde\//);
    const executionId = tab.url().split('/').pop() as string;
    await tab.getByRole('button', { name: 'Scanner un QR code' }).click();
    await expect(tab.getByRole('alert').filter({ hasText: 'hors ordre' }).first()).toHaveText(
      `Point de contrôle hors ordre : le prochain point attendu est « ${round.checkpoints[0].title} »`,
    );
    await expect(tab.getByText('0 / 4 points validés')).toBeVisible();
    await context.close();

    // Then each point in order, the camera showing its code; the root route brings the agent back to the round.
    for (const [i, code] of codes.entries()) {
      context = await phone(profile, qrVideo(dir, `point-${i}`, code), baseURL as string);
      tab = context.pages()[0] ?? (await context.newPage());
      await tab.goto('/');
      await expect(tab).toHaveURL(new RegExp(`#/ronde/${executionId}`));
      await tab.getByRole('button', { name: 'Scanner un QR code' }).click();
      await expect(
        tab.getByText(i === codes.length - 1 ? /Tous les points sont validés/ : `${i + 1} / 4 points validés`),
      ).toBeVisible();
      const line = tab.getByRole('list', { name: 'Points de contrôle' }).getByRole('listitem').nth(i);
      await expect(line).toHaveAttribute('data-validated', 'true');
      if (i < codes.length - 1) await context.close();
    }
    await tab.getByRole('button', { name: 'Terminer la ronde' }).click();
    await expect(tab).toHaveURL(new RegExp(`serviceActif/${serviceId}`));
    await context.close();

    // The server has the execution, complete, each point by QR code.
    await expect
      .poll(async () => (await request.get(`${base}/service-round/${executionId}`, { headers: owner })).status(), {
        timeout: 20_000,
      })
      .toBe(200);
    await expect
      .poll(
        async () =>
          (await (await request.get(`${base}/service-round/${executionId}`, { headers: owner })).json()).endedAt,
        {
          timeout: 20_000,
        },
      )
      .not.toBeNull();
    const execution = await (await request.get(`${base}/service-round/${executionId}`, { headers: owner })).json();
    expect(execution.complete).toBe(true);
    expect(execution.checkpoints.map((c: { method: string }) => c.method)).toEqual(['qr', 'qr', 'qr', 'qr']);
    // The demo round gives each point an expected time: the report compares it with the real one.
    expect(execution.checkpoints[1].expectedAt).not.toBeNull();
    expect(execution.checkpoints[1].gapMinutes).toEqual(expect.any(Number));

    // The owner reads it and downloads its PDF report.
    await login(page, 'gerant@demo.test');
    await page.goto(`/#/ronde/${executionId}`);
    await expect(page.getByRole('heading', { name: 'Ronde périmétrique de nuit' })).toBeVisible();
    await expect(page.getByText('Ronde complète')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Écart' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le rapport PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^ronde-ronde-perimetrique-de-nuit-.*\.pdf$/);
  } finally {
    // The phone is closed before its profile goes (a failed step leaves it open, still writing its caches); the
    // temporary folder's removal never hides the test's own outcome.
    await context?.close().catch(() => undefined);
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      console.warn(`Dossier temporaire ${dir} non supprimé : ${String(error)}`);
    }
  }
});
