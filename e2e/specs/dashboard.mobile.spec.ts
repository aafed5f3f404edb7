import { expect, test } from './fixtures.ts';
import { login } from './helpers.ts';

// The operations dashboard on a phone (issue 30): one column of tiles, each loaded, nothing wider than the screen.

test('the manager’s dashboard on a phone: the tiles one under the other, none wider than the screen', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'gerant@demo.test');
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  let previousBottom = 0;
  for (const name of [
    'Maintenant',
    'À surveiller',
    'Postes non pourvus',
    'Facturation',
    'Échéances',
    'Heures de la semaine',
  ]) {
    const tile = page.getByRole('region', { name });
    await expect(tile).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(tile.getByText('Impossible de charger cette tuile.')).toHaveCount(0);
    const box = await tile.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, `${name} tient dans l’écran`).toBeLessThanOrEqual(width + 1);
    expect(box!.y, `${name} sous la précédente`).toBeGreaterThanOrEqual(previousBottom);
    previousBottom = box!.y + box!.height;
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: '/tmp/shots/dashboard-phone.png', fullPage: true });
});
