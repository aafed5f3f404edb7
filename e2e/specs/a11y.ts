import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures.ts';

/**
 * axe-core over the page as it is: WCAG 2.1 A and AA rules (and the best practices about landmarks), failing on
 * every serious or critical violation, named with the elements it is about so the failure says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Every rule still runs on every element; only the violations are reported in full (the passes, the incomplete
    // and the inapplicable ones with one node each).
    .options({ resultTypes: ['violations'] })
    // axe runs whole in the page, its frames' results gathered there (a frame's violations are still found: checked
    // with a nameless button inside an iframe). The default sends every frame's partial results, every node of every
    // rule before the filter above, out of the page and into a new blank one to be merged: 12 of the 14 seconds of
    // the month's grid, 2.2 s in all this way (the week's 7 s, 2.5 s).
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) : ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
  expect(serious, `${name} : violations graves d’accessibilité`).toEqual([]);
}

/** Opens a page of the app by its hash route and waits for its main heading. */
export async function openPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/#/${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  // The lists and charts have answered: no loader left.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/** Opens a planning grid (its title is the table's name) and waits for its first row and its chips. */
export async function openPlanningGrid(page: Page, path: string, title: string): Promise<void> {
  await openPage(page, path, title);
  const grid = page.getByRole('table', { name: title });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  await expect(grid.locator('.pg-chip').first()).toBeVisible();
  await conflictsSettled(page);
}

/** Switches the grid to the month and waits for the month's days and chips. */
export async function showMonth(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Mois', exact: true }).click();
  // The period's heading turns from 'Semaine du …' to the month, 'Décembre 2026'.
  await expect(page.getByRole('heading', { level: 2, name: /^\p{Lu}\p{Ll}+ \d{4}$/u })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('table', { name: title }).locator('.pg-chip').first()).toBeVisible();
  await conflictsSettled(page);
}

/** The period's conflicts are found (their chips turn red) or wait for the planner to ask: the grid is final. */
async function conflictsSettled(page: Page): Promise<void> {
  await expect(page.getByText('Recherche des conflits…')).toBeHidden({ timeout: 15_000 });
  const settled = page
    .getByRole('button', { name: /en conflit$|^Rechercher les conflits/ })
    .or(page.getByRole('status').filter({ hasText: /^(Aucun conflit|Conflits non vérifiés)$/ }));
  await expect(settled.first()).toBeVisible({ timeout: 15_000 });
}
