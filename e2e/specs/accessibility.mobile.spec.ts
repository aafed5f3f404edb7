import { expectNoSeriousViolations, openPage, openPlanningGrid, showMonth } from './a11y.ts';
import { expect, test } from './fixtures.ts';
import { login } from './helpers.ts';

// axe-core on the agent's main pages and the office's planning grid, on a phone: no serious or critical violation
// (WCAG 2.1 AA).

test.describe.configure({ mode: 'parallel' });

test('the agent’s main pages', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'agent@demo.test');
  for (const [path, heading] of [
    ['terrain', 'Prise de service'],
    ['terrain/planning', /Mon planning|Planning/],
    ['agentBadge', /badge/i],
  ] as const) {
    await openPage(page, path, heading);
    await expectNoSeriousViolations(page, path);
  }
});

test('the planning grid on a phone, a week then a month', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, 'planning@demo.test');
  const title = 'Planning par sites';
  await openPlanningGrid(page, 'terrain/planification/adminPlanning/sites', title);
  await expectNoSeriousViolations(page, 'planning (semaine)');
  await showMonth(page, title);
  await expectNoSeriousViolations(page, 'planning (mois)');
});

test('the customer’s planning on a phone', async ({ page }) => {
  await login(page, 'client@demo.test');
  await openPage(page, 'terrain/planningCustomer', 'Planning des interventions');
  await expect(page.getByRole('region', { name: 'Siège Client Démo' })).toContainText('Sophie G.');
  await expectNoSeriousViolations(page, 'terrain/planningCustomer');
});
