import { expect, test } from './fixtures.ts';
import { login, mainMenu } from './helpers.ts';

test('on a phone the agent sends a request and declares an unavailability', async ({ page }) => {
  // A whole flow across several screens: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const stamp = Date.now();
  await login(page, 'agent@demo.test');
  await expect(page.getByRole('heading', { name: 'Prise de service' })).toBeVisible();

  const subject = `Radio en panne ${stamp}`;
  await (await mainMenu(page)).getByRole('link', { name: /^Demandes/ }).click();
  await page.getByRole('button', { name: 'Nouvelle demande' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle demande' });
  await form.getByRole('combobox', { name: 'Type de demande' }).click();
  await page.getByRole('option', { name: 'Matériel' }).click();
  await form.getByRole('textbox', { name: 'Objet' }).fill(subject);
  await form.getByRole('textbox', { name: 'Message' }).fill('La radio du poste ne s’allume plus.');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Votre demande a été envoyée.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: subject });
  await expect(item.getByText('En attente')).toBeVisible();

  const comment = `Visite médicale ${stamp}`;
  await (await mainMenu(page)).getByRole('link', { name: 'Indisponibilités' }).click();
  await page.getByRole('button', { name: 'Déclarer une indisponibilité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle indisponibilité' });
  // The agent only declares their own: no agent to choose.
  await expect(dialog.getByRole('combobox', { name: 'Collaborateur' })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Absence autorisée' }).click();
  await dialog.getByRole('textbox', { name: 'Commentaire' }).fill(comment);
  await dialog.getByRole('button', { name: 'Déclarer' }).click();
  await expect(page.getByText('L’indisponibilité a été déclarée.')).toBeVisible();
  const declared = page.getByRole('listitem').filter({ hasText: comment });
  await expect(declared.getByText('Absence autorisée')).toBeVisible();
  // The agent takes it back (after confirmation): the absence would otherwise stand in the way of the phone
  // specs that plan Karim's services tomorrow.
  await declared.getByRole('button', { name: /Supprimer l’indisponibilité/ }).click();
  const confirmation = page.getByRole('dialog', { name: 'Supprimer cette indisponibilité ?' });
  await confirmation.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('L’indisponibilité a été supprimée.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: comment })).toHaveCount(0);
});
