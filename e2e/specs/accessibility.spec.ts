import { expectNoSeriousViolations, openPage, openPlanningGrid, showMonth } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { login } from './helpers.ts';

// axe-core on the main pages of each role, on a desktop: no serious or critical violation (WCAG 2.1 AA).

test.describe.configure({ mode: 'parallel' });

test('the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Connexion');
});

test('the manager’s main pages', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'gerant@demo.test');
  for (const [path, heading] of [
    ['dashboard', 'Tableau de bord'],
    ['planification/agents', 'Collaborateurs'],
    ['clients/customers', /Clients/],
    ['factures', 'Factures et avoirs'],
    ['params/agency', /Paramètres|Agence/],
    ['params/field', 'Paramètres terrain'],
  ] as const) {
    await openPage(page, path, heading);
    await expectNoSeriousViolations(page, path);
  }
});

// One test per grid: each audits a week then a month (about a minute on a loaded machine).
for (const [path, title] of [
  ['terrain/planification/adminPlanning/sites', 'Planning par sites'],
  ['terrain/planification/adminPlanning/agents', 'Planning par collaborateurs'],
] as const) {
  test(`the planning grid « ${title} », a week then a month`, async ({ page }) => {
    test.setTimeout(90_000);
    await login(page, 'gerant@demo.test');
    await openPlanningGrid(page, path, title);
    await expectNoSeriousViolations(page, `${path} (semaine)`);
    await showMonth(page, title);
    await expectNoSeriousViolations(page, `${path} (mois)`);
  });
}

test('the customer’s and the platform admin’s main pages', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'client@demo.test');
  await openPage(page, 'customerDashboard', /Tableau de bord|Bienvenue/);
  await expectNoSeriousViolations(page, 'customerDashboard');
  await openPage(page, 'terrain/planningCustomer', 'Planning des interventions');
  await expect(page.getByRole('region', { name: 'Siège Client Démo' })).toContainText('Sophie G.');
  await expectNoSeriousViolations(page, 'terrain/planningCustomer');
  await page.evaluate(() => localStorage.clear());
  await login(page, 'admin@demo.test');
  for (const [path, heading] of [
    ['platform/admin/dashboard', /Tableau de bord/],
    ['adminAgencies', 'Agences'],
    ['adminAuditLog', 'Journal d’audit'],
  ] as const) {
    await openPage(page, path, heading);
    await expectNoSeriousViolations(page, path);
  }
});
