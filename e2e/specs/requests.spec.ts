import { type APIRequestContext, expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, login, mainMenu } from './helpers.ts';

/** The agent asks the agency through the API (the phone form is covered by requests.mobile.spec.ts). */
async function agentAsks(request: APIRequestContext, subject: string) {
  const session = await request.post('/api/login_check', {
    data: { username: 'agent@demo.test', password: DEMO_PASSWORD },
  });
  const { token } = (await session.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const user = (await (await request.get('/api/user', { headers })).json()) as {
    userCompanies: Array<{ agency: { id: string } }>;
  };
  const base = `/api/agency/${user.userCompanies[0].agency.id}`;
  const types = (await (await request.get(`${base}/request-types`, { headers })).json()) as Array<{
    id: string;
    label: string;
  }>;
  const type = types.find((t) => t.label === 'Matériel') ?? types[0];
  const created = await request.post(`${base}/request`, {
    headers,
    data: { requestTypeId: type.id, subject, content: 'Mes chaussures de sécurité sont usées, pointure 43.' },
  });
  expect(created.status()).toBe(200);
}

test('the owner sees an agent request with the unread badge, accepts it e-mailing the agent, and publishes a note', async ({
  page,
  request,
}) => {
  // A whole flow across several screens: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const stamp = Date.now();
  const subject = `Chaussures de sécurité ${stamp}`;
  await agentAsks(request, subject);

  await login(page, 'gerant@demo.test');
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  const menu = await mainMenu(page);
  const requestsLink = menu.getByRole('link', { name: /^Demandes \(\d+ demandes? non lues?\)$/ });
  await expect(requestsLink).toBeVisible();
  await requestsLink.click();
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row.getByText('Non lue')).toBeVisible();
  await expect(row.getByText('Karim Benali')).toBeVisible();
  await expect(row.getByText('En attente')).toBeVisible();

  await row.getByRole('button', { name: `Ouvrir la demande « ${subject} »` }).click();
  const detail = page.getByRole('dialog', { name: subject });
  await expect(detail.getByText('pointure 43')).toBeVisible();
  await detail.getByRole('group', { name: 'Changer le statut' }).getByRole('button', { name: 'Acceptée' }).click();
  const ask = page.getByRole('dialog', { name: 'Envoyer un e-mail au demandeur ?' });
  await ask.getByRole('button', { name: 'Oui' }).click();
  await expect(page.getByText('Email(s) bien envoyé(s)')).toBeVisible();
  await detail.getByRole('button', { name: 'Fermer' }).click();
  await expect(row.getByText('Acceptée')).toBeVisible();
  await expect(row.getByText('Non lue')).toHaveCount(0);

  await expect(async () => {
    const answer = await request.get('/api/dev/mails.json?to=agent@demo.test');
    const { data } = (await answer.json()) as { data: Array<{ subject: string; text: string }> };
    const mail = data.find((m) => m.text.includes(subject));
    expect(mail?.subject).toBe('Votre demande : Acceptée');
  }).toPass({ timeout: 10_000 });

  const title = `Fermeture du parking ${stamp}`;
  await (await mainMenu(page)).getByRole('link', { name: 'Notes d’information' }).click();
  await page.getByRole('button', { name: 'Nouvelle note' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle note d’information' });
  await form.getByRole('textbox', { name: 'Titre' }).fill(title);
  await form.getByRole('textbox', { name: 'Contenu' }).fill('Le parking de l’agence sera fermé vendredi.');
  await expect(form.getByRole('combobox', { name: 'Destinataires' })).toHaveText('Toute l’agence');
  await form.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('La note d’information a été publiée.')).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});
