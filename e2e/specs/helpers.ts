import { type APIRequestContext, expect, type Locator, type Page } from './fixtures.ts';

export const DEMO_PASSWORD = 'Demo1234';

/** Logs in through the real login page and waits for the app to leave it. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeHidden();
}

/** The drawer menu (opened first on a phone), once the shell shows either of them. */
export async function mainMenu(page: Page) {
  const openMenu = page.getByRole('button', { name: 'Ouvrir le menu' });
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.or(openMenu).filter({ visible: true }).first()).toBeVisible({ timeout: 15_000 });
  if (await openMenu.isVisible()) await openMenu.click();
  return menu;
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: /^Menu utilisateur/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}

/** Types into a MUI date or time field from its first section (a click mid-field would start in the middle). */
export async function typeInField(field: Locator, text: string): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(text);
}

/** The authorization header of a demo account, logged in through the API. */
export async function apiLogin(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/login_check', { data: { username, password } });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** The day ('YYYY-MM-DD') in Paris: today, or tomorrow once `rolloverHour` o'clock is past there. */
export function parisDay(rolloverHour: number, now = new Date()): string {
  const parisHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(now),
  );
  const day = new Date(now.getTime() + (parisHour >= rolloverHour ? 86_400_000 : 0));
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(day);
}

/**
 * A service slot from `startHour` to `endHour` o'clock in Paris (with the offset of that day), today or, once
 * `rolloverHour` is past, tomorrow: each phone spec plans its own slot so that the specs never overlap (an ended
 * service still counts in the planning's overlap check). Karim's (agent@demo.test): field 17–19, round 19–20,
 * circuit (a tour) 20–22, events 22–23.
 */
export function parisSlot(startHour: number, endHour: number, rolloverHour = endHour, now = new Date()) {
  const date = parisDay(rolloverHour, now);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .format(new Date(`${date}T12:00:00Z`))
    .replace(/.*GMT/, '')
    .replace(/^$/, '+00:00');
  const at = (hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00${offset}`;
  return { startAt: at(startHour), endAt: at(endHour) };
}

/**
 * Ends, from another phone, the agent's services under way now (the demo's rota may have one at this hour), so
 * that the service a spec planned is the one taken.
 */
export async function endRunningServices(
  request: APIRequestContext,
  base: string,
  agentId: string,
  agentHeaders: Record<string, string>,
): Promise<void> {
  const now = Date.now();
  const period = new URLSearchParams({
    from: new Date(now - 12 * 3600_000).toISOString(),
    to: new Date(now + 24 * 3600_000).toISOString(),
  });
  const mine = await (
    await request.get(`${base}/agent/${agentId}/services?${period}`, { headers: agentHeaders })
  ).json();
  // A night service shows on both of its days: each is ended once.
  const running = new Set(
    (mine.services as { id: string; status: number }[]).filter((s) => s.status === 1).map((s) => s.id),
  );
  for (const id of running) {
    const ended = await request.post(`${base}/field/message`, {
      headers: agentHeaders,
      data: {
        uuid: crypto.randomUUID(),
        type: 'service.end',
        serviceId: id,
        deviceAt: new Date().toISOString(),
      },
    });
    expect(ended.status(), await ended.text()).toBe(200);
  }
}

/**
 * Deletes, as the office, the agent's services overlapping [from, to) that are planned or under way (an ended one
 * can be neither deleted nor planned over): all of them on a spec's own server, or only those of `postTitle` — a spec's
 * first try, before its retry plans the same slot again — on the shared one.
 */
export async function clearAgentPeriod(
  request: APIRequestContext,
  base: string,
  office: Record<string, string>,
  agentId: string,
  from: Date | string,
  to: Date | string,
  postTitle?: string,
): Promise<void> {
  const found = await request.post(`${base}/fetch/agent-services`, {
    headers: office,
    data: { agentId, from: new Date(from).toISOString(), to: new Date(to).toISOString(), limit: 100 },
  });
  expect(found.status(), await found.text()).toBe(200);
  // An ended service cannot be deleted any more (« Le service est terminé »): only planned or started ones go.
  const ids = ((await found.json()).data as { id: string; postTitle: string | null; status: number }[])
    .filter((s) => s.status !== 3 && (postTitle === undefined || s.postTitle === postTitle))
    .map((s) => s.id);
  if (ids.length === 0) return;
  const deleted = await request.post(`${base}/services/batch`, {
    headers: office,
    data: { services: ids.map((id) => ({ id, delete: true })), confirmed: true },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
}

/**
 * The office lets the agent take the services a spec just planned before the agency's window opens (30 minutes
 * before the start by default): each phone spec plans its own slot of the evening, whatever the hour it runs at.
 */
export async function allowEarlyStarts(
  request: APIRequestContext,
  base: string,
  owner: Record<string, string>,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) {
    const allowed = await request.post(`${base}/services/${id}/allow-early-start`, { headers: owner });
    expect(allowed.status(), await allowed.text()).toBe(200);
  }
}

/** The ids of the services a batch saved. */
export const savedIds = async (saved: { json(): Promise<unknown> }): Promise<string[]> =>
  ((await saved.json()) as { services: { id: string }[] }).services.map((service) => service.id);
