import { expect } from '@playwright/test';
import { mailTo, test, withSavedConsent } from './support';

// Issue 41: a list's filters kept as a saved search, double opt-in by mail, managed without an account.
test('a list saved as a search: confirmed from its mail, listed on the signed page of one’s searches, deleted there', async ({ page, context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
  const email = `alerts-${Date.now()}@example.be`;
  await page.goto('/fr/a-vendre/?type=1');
  await page.locator('summary', { hasText: 'Me tenir informé' }).click();
  await page.getByLabel('Votre adresse e-mail').fill(email);
  await page.getByLabel('Résumé quotidien').check();
  await page.getByRole('button', { name: 'Me tenir informé' }).click();
  await expect(page.getByText(`ouvrez l’e-mail envoyé à ${email}`)).toBeVisible();

  const optIn = await mailTo(email, (mail) => mail.subject === 'Veuillez confirmer votre recherche sauvegardée');
  // As written in the mail, long lines unfolded (RFC 5322).
  const header = (name: string) => optIn.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
  expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?token=[\w-]+>$/);
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const link = (pattern: RegExp) => pattern.exec(optIn.text ?? '')?.[0] ?? '';
  await page.goto(link(/https?:\/\/\S+\/api\/alerts\/confirm\?token=\S+/));
  await expect(page).toHaveURL(/\/fr\/merci\/recherche\/\?subscription=confirmed$/);

  await page.goto(link(/https?:\/\/\S+\/api\/alerts\/manage\?\S+/));
  await expect(page.getByRole('heading', { name: 'Mes recherches sauvegardées' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Une liste sauvegardée' })).toHaveAttribute('href', '/fr/a-vendre/?type=1');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Fréquence')).toHaveValue('daily');
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('status')).toHaveText('Votre recherche sauvegardée a été supprimée.');
  await expect(page.getByText('Vous n’avez aucune recherche sauvegardée.')).toBeVisible();
});
