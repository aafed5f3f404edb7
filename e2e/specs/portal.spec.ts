import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { apiLogin, DEMO_PASSWORD, mainMenu, parisDay } from './helpers.ts';

/**
 * The customer portal end to end (issue 17): a tour of every customer route of spec 001 section 2 as client@demo.test
 * (« Client Démo »), one test per page, plus a phone's look and what a customer must never see: another customer's
 * sites and services, the agents' last names.
 */

/** The demo agents' last names: a customer reads « Karim B. », never these. */
const agentLastNames = ['Benali', 'Moreau', 'Lefèvre', 'Girard', 'Diallo'];
/** A site of the agency that is not Client Démo's. */
const notTheirs = 'Centre commercial Les Arcades';

/** Signs client@ in through the API (the login page has its own specs): the app opens already signed in. */
async function signIn(page: Page, request: APIRequestContext, email = 'client@demo.test') {
  const response = await request.post('/api/login_check', { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token, refresh_token } = (await response.json()) as { token: string; refresh_token: string };
  await page.addInitScript(
    ([t, r]) => {
      localStorage.setItem('securite.token', t);
      localStorage.setItem('securite.refreshToken', r);
    },
    [token, refresh_token],
  );
}

/** A page's title: pages load on demand, the first one in a fresh browser with the app's shared code. */
async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
}

/** Nothing on the page names an agent by last name, nor shows a site of another customer. */
async function showsNothingOfOthers(page: Page) {
  const main = page.getByRole('main');
  for (const name of [...agentLastNames, notTheirs]) await expect(main).not.toContainText(name);
}

/** Another customer of the agency, with a site and a service today: made by the owner, never seen by client@. */
const other = { customer: `Autre client E2E ${Date.now() % 100_000}`, site: `Site témoin E2E ${Date.now() % 100_000}` };

test.beforeAll(async ({ request }) => {
  const headers = await apiLogin(request, 'gerant@demo.test');
  const user = await (await request.get('/api/user', { headers })).json();
  const base = `/api/agency/${user.userCompanies[0].agency.id}`;
  const customer = await request.post(`${base}/customer`, { headers, data: { name: other.customer } });
  expect(customer.ok(), await customer.text()).toBe(true);
  const site = await request.post(`${base}/site`, {
    headers,
    data: { name: other.site, customerId: (await customer.json()).id },
  });
  expect(site.ok(), await site.text()).toBe(true);
  const day = parisDay(24);
  const saved = await request.post(`${base}/services/batch`, {
    headers,
    data: {
      confirmed: true,
      services: [
        {
          siteId: (await site.json()).id,
          agentId: null,
          startAt: `${day}T10:00:00+01:00`,
          endAt: `${day}T12:00:00+01:00`,
          postTitle: 'Poste témoin',
        },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
});

test.describe('the customer portal, page by page', () => {
  // One signed-in page for the whole tour: each test opens its route in it (a hash change, no reload), so the app
  // loads once. One test per page.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser, request, baseURL, locale, timezoneId, viewport }) => {
    page = await browser.newPage({ baseURL, locale, timezoneId, viewport, serviceWorkers: 'block' });
    await signIn(page, request);
  });
  test.afterAll(async () => page.close());
  const open = async (path: string) => page.goto(`/#/${path}`);

  test('Tableau de bord: the root leads there; its tiles show the customer’s own', async () => {
    await open('');
    await heading(page, 'Tableau de bord');
    await expect(page).toHaveURL(/#\/customerDashboard$/);
    await expect(page.getByText('Bonjour Claire · Client Démo')).toBeVisible();
    const sites = page.getByRole('region', { name: 'Vos sites', exact: true });
    await expect(sites.getByText('Siège Client Démo')).toBeVisible();
    await expect(sites).not.toContainText(other.site);
    for (const tile of ['Aujourd’hui sur vos sites', 'Main courante récente', 'Vos demandes en cours']) {
      await expect(page.getByRole('region', { name: tile })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Factures à régler' })).toContainText('Facture F-2026-');
    await expect(page.getByRole('region', { name: 'Aujourd’hui sur vos sites' })).not.toContainText(other.site);
    await showsNothingOfOthers(page);
    await page.getByRole('link', { name: 'Tous les services' }).click();
    await heading(page, 'Services');
  });

  test('Planning: the week on the customer’s sites', async () => {
    await open('customerPlanning');
    await heading(page, 'Planning des interventions');
    await expect(page.getByRole('region', { name: 'Siège Client Démo' })).toBeVisible();
    await expect(page.getByRole('region', { name: other.site })).toHaveCount(0);
    await showsNothingOfOthers(page);
  });

  test('Services: this week’s services with the agent’s first name only, and a timeline', async () => {
    await open('customerServices');
    await heading(page, 'Services');
    const table = page.getByRole('table', { name: 'Services' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table).toContainText('Siège Client Démo');
    await expect(table).not.toContainText(other.site);
    await expect(table).toContainText(/[A-ZÉ][a-zé]+ [A-Z]\./);
    await showsNothingOfOthers(page);
    // The ended ones over the last seven days: early on a Monday, this week has none ended yet.
    await page.getByRole('combobox', { name: 'Période' }).click();
    await page.getByRole('option', { name: 'Semaine glissante' }).click();
    await page.getByRole('combobox', { name: 'État' }).click();
    await page.getByRole('option', { name: 'Terminé' }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Terminé');
    await table
      .getByRole('button', { name: /Chronologie du service/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Chronologie du service' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Stocks: the equipment on the customer’s sites', async () => {
    await open('customerStocks');
    await heading(page, 'Stocks');
    await expect(page.getByText('Badge d’accès RFID').first()).toBeVisible();
    await showsNothingOfOthers(page);
  });

  test('Main courante: the customer’s sites’ events', async () => {
    await open('customerMc');
    await heading(page, 'Main courante');
    await expect(page.getByRole('combobox', { name: 'Site' })).toBeVisible();
    await showsNothingOfOthers(page);
  });

  test('Demandes: the customer’s requests', async () => {
    await open('customerRequests');
    await heading(page, 'Demandes');
    await expect(page.getByRole('table', { name: 'Demandes' })).toContainText('Renfort pour le séminaire du 12');
    await expect(page.getByRole('button', { name: 'Nouvelle demande' })).toBeVisible();
  });

  test('Bons d’intervention: the reports of the customer’s sites', async () => {
    await open('customerAgencyReports');
    await heading(page, 'Bons d’intervention');
    await expect(page.getByRole('combobox', { name: 'Site' })).toBeVisible();
    await showsNothingOfOthers(page);
  });

  test('Sites: the customer’s three sites only', async () => {
    await open('customerSites');
    await heading(page, 'Sites');
    const table = page.getByRole('table', { name: 'Sites' });
    await expect(table.getByRole('link', { name: 'Siège Client Démo' })).toBeVisible();
    await expect(table).not.toContainText(other.site);
    await showsNothingOfOthers(page);
  });

  test('Factures: the customer’s invoices', async () => {
    await open('customerInvoices');
    await heading(page, 'Factures');
    await expect(page.getByText('Facture F-2026-0001')).toBeVisible();
  });

  // The customer's documents (route `documents`) are built in the docstock branch: at its merge, turn this into test.
  test('Documents: the documents shared with the customer', async () => {
    await open('documents');
    await heading(page, 'Documents');
    await expect(page.getByText('Attestation d’assurance responsabilité civile 2026').first()).toBeVisible();
    // Shared with the agents only: never shown to a customer.
    await expect(page.getByText('Règlement intérieur')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('the dashboard, the services and the invoices fit the screen, through the menu', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/');
    await heading(page, 'Tableau de bord');
    await expect(
      page.getByRole('region', { name: 'Vos sites', exact: true }).getByText('Siège Client Démo'),
    ).toBeVisible();
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    await fits();
    let menu = await mainMenu(page);
    await menu.getByRole('link', { name: 'Services', exact: true }).click();
    await heading(page, 'Services');
    await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem').first()).toBeVisible();
    await fits();
    menu = await mainMenu(page);
    await menu.getByRole('link', { name: 'Factures', exact: true }).click();
    await heading(page, 'Factures');
    await expect(page.getByText('Facture F-2026-0001')).toBeVisible();
    await fits();
  });
});
