import { expect, test } from './fixtures.ts';
import { login, logout, mainMenu } from './helpers.ts';

const saved = 'Vos modifications ont été enregistrées avec succès';

test('the owner turns a new prospect into a customer with a contact; a customer request reaches the agency', async ({
  page,
}) => {
  // Three sessions one after the other (owner, customer, owner): more than the default 30 s on a busy machine.
  test.slow();
  const name = `Hôtel E2E ${Date.now()}`;
  const subject = `Renfort E2E ${Date.now()}`;
  await login(page, 'gerant@demo.test');
  let menu = await mainMenu(page);
  await menu.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ouvrir la fiche de Client Démo' })).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau prospect' }).click();
  const create = page.getByRole('dialog', { name: 'Nouveau prospect' });
  await create.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await create.getByRole('textbox', { name: 'SIREN' }).fill('303 265 046');
  await create.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(create.getByText('Numéro SIREN invalide : la clé de contrôle ne correspond pas.')).toBeVisible();
  await create.getByRole('textbox', { name: 'SIREN' }).fill('303 265 045');
  await create.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('textbox', { name: 'Rechercher' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Prospect', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Ouvrir la fiche de ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Client « ${name} »` });
  await dialog.getByRole('button', { name: 'Transformer en client' }).click();
  await page
    .getByRole('dialog', { name: 'Transformer en client' })
    .getByRole('button', { name: 'Transformer' })
    .click();
  await expect(page.getByText('Le prospect est devenu client.')).toBeVisible();
  await expect(dialog.getByText('Ce client est un prospect.')).toBeHidden();

  await dialog.getByRole('tab', { name: 'Contacts' }).click();
  await dialog.getByRole('button', { name: 'Ajouter un contact' }).click();
  const contact = dialog.getByRole('group', { name: 'Contact 1' });
  await contact.getByRole('textbox', { name: 'Nom', exact: true }).fill('Lemoine');
  await contact.getByRole('textbox', { name: 'E-mail' }).fill('compta@prospect-e2e.test');
  await contact.getByRole('checkbox', { name: 'Factures' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(saved)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Prospect', { exact: true })).toBeHidden();
  await logout(page);

  await login(page, 'client@demo.test');
  menu = await mainMenu(page);
  // The customer's « Demandes » counts the agency's answers not read yet (« Demandes (1 demande non lue) »).
  await menu.getByRole('link', { name: /^Demandes( \(.*\))?$/ }).click();
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  const ask = page.getByRole('dialog', { name: 'Nouvelle demande' });
  await ask.getByRole('combobox', { name: /Type de demande/ }).click();
  await page.getByRole('option', { name: "Demande d'intervention" }).click();
  await ask.getByRole('textbox', { name: 'Objet' }).fill(subject);
  await ask.getByRole('textbox', { name: 'Message' }).fill('Un agent d’accueil samedi de 8 h à 19 h.');
  await ask.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre demande a été envoyée.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Demandes' }).getByText(subject)).toBeVisible();
  await logout(page);

  await login(page, 'gerant@demo.test');
  menu = await mainMenu(page);
  await expect(menu.getByRole('link', { name: /Demandes clients \(\d+ demandes? non lues?\)/ })).toBeVisible();
  await menu.getByRole('link', { name: /Demandes clients/ }).click();
  const requests = page.getByRole('table', { name: 'Demandes clients' });
  const request = requests.getByRole('row', { name: new RegExp(subject) });
  await expect(request.getByText('Non lue')).toBeVisible();
  await expect(request.getByText('Client Démo')).toBeVisible();
  await request.getByRole('button', { name: new RegExp(subject) }).click();
  const detail = page.getByRole('dialog', { name: subject });
  await detail.getByRole('button', { name: 'En cours de traitement' }).click();
  await page
    .getByRole('dialog', { name: 'Envoyer un e-mail au client ?' })
    .getByRole('button', { name: 'Oui' })
    .click();
  await expect(page.getByText('Email(s) bien envoyé(s)')).toBeVisible();
  await expect(detail.getByText('Client prévenu par e-mail')).toBeVisible();
});
