import { expect, test } from '@playwright/test';
import { answerCaptcha, fillContactForm, harnessPath } from 'build-config/playwright';

test('"Envoyer" on the empty contact form lists what is missing, focuses that list and keeps what was typed', async ({ page }) => {
  await page.goto(harnessPath('mf-forms', '?kind=contact'));
  const form = page.getByRole('region', { name: 'Contactez-nous' });
  await form.getByLabel('Nom', { exact: true }).fill('Peeters');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Il y a un problème' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Vous n’avez pas saisi votre prénom');
  await expect(summary).not.toContainText('votre nom');
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Peeters');
});

test('the job form asks for a CV, and says which files it takes', async ({ page }) => {
  await page.goto(harnessPath('mf-forms', '?kind=job'));
  await expect(page.getByRole('region', { name: 'Postuler' })).toBeVisible();
  await expect(page.getByText('Votre CV (PDF, DOC, DOCX ou ODT, 5 Mo au plus)')).toBeVisible();
});

test('a sent form takes the harness to its thank-you view, as the site does, and the form is gone', async ({ page }) => {
  await page.goto(harnessPath('mf-forms', '?kind=contact'));
  const form = page.getByRole('region', { name: 'Contactez-nous' });
  await fillContactForm(form);
  await answerCaptcha(form, 'Je ne peux pas lire l’image : posez-moi plutôt une question');
  await form.getByRole('button', { name: 'Envoyer' }).click();

  await expect(page).toHaveURL(/\/fr\/merci\/contact\/$/);
  const thanks = page.getByRole('region', { name: 'Merci' });
  await expect(thanks).toContainText('Votre message a bien été envoyé.');
  // Nothing left to press again.
  await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);
});
