import { expect, test } from '@playwright/test';
import { harnessPath } from 'build-config/playwright';

test('a wrong password is refused with a message, and the address typed stays', async ({ page }) => {
  await page.goto(harnessPath('mf-portal'));
  const address = page.getByLabel('Adresse électronique');
  await address.fill('nobody@example.be');
  await page.getByLabel('Mot de passe', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('L\'adresse électronique et/ou le mot de passe sont incorrects.');
  await expect(address).toHaveValue('nobody@example.be');
});
