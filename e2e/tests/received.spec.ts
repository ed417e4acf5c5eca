import { expect } from '@playwright/test';
import { fillContactForm } from 'build-config/playwright';
import { answerCaptcha, enquiryForm, seriousViolations, test, withSavedConsent } from './support';

/** What a visitor receives after sending: thank-you pages that open at their top, double opt-in that says so, phone numbers checked. */

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

test('the newsletter thank-you page opens at its top with focus on its heading, and asks to confirm through the mail', async ({ page }) => {
  await page.goto('/nl/');
  const form = enquiryForm(page, 'Schrijf u in op onze nieuwsbrief');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('E-mail').fill('lezer@example.be');
  await answerCaptcha(form, 'Ik kan de afbeelding niet lezen: stel me liever een vraag');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await form.getByRole('button', { name: 'Verzenden' }).click();

  await expect(page).toHaveURL(/\/nl\/feedback\/sign-newsletter\/$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('main')).toContainText('Klik op de link erin om uw inschrijving op onze nieuwsbrief te bevestigen');
  await expect(page.locator('main')).not.toContainText('U bent nu ingeschreven');
});

test('the links of the confirmation mail land on pages of the site, in the subscriber’s language', async ({ page }) => {
  await page.goto('/de/feedback/sign-newsletter/?subscription=confirmed');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('main')).toContainText('Ihr Newsletter-Abonnement ist bestätigt');
  await expect(page.getByRole('link', { name: 'Zurück zur Startseite' })).toBeVisible();

  await page.goto('/en/feedback/demand-register/');
  await expect(page.locator('main')).toContainText('Click the link in it to confirm your search');

  const response = await page.goto('/api/forms/subscriptions/confirm?token=no-such-token-at-all');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\?subscription=invalid$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/n’est plus valable|n'est plus valable|no longer valid/);
});

test('a tenant’s thank-you page says what happens next, and offers the properties for rent', async ({ page }) => {
  await page.goto('/en/feedback/contact-appointment/?offer=rent');
  await expect(page.getByRole('link', { name: 'See the properties for rent' })).toHaveAttribute('href', /\/en\/for-rent\/$/);
  await expect(page.getByRole('link', { name: 'See the properties for sale' })).toHaveCount(0);
  const next = page.getByRole('heading', { level: 2, name: 'What happens next?' });
  await expect(next).toBeVisible();
  const steps = next.locator('xpath=following-sibling::ol[1]/li');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toHaveText('We check your application and what you told us.');
  await expect(steps.nth(2)).toContainText('your last three payslips');
  await expect(steps.nth(3)).toContainText("a deposit of three months' rent");
  await expect(page.locator('main')).not.toContainText('We will get back to you as soon as possible');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/nl/feedback/contact-appointment/?offer=rent');
  await expect(page.getByRole('heading', { level: 2, name: 'Wat gebeurt er nu?' })).toBeVisible();
});

test('a phone number that cannot exist is refused with what is wrong, and nothing typed is lost', async ({ page }) => {
  await page.goto('/fr/contact/');
  const form = enquiryForm(page, 'Contactez-nous');
  await form.getByLabel('Téléphone').fill('123456');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  const summary = form.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: /Ce numéro est trop court/ })).toBeVisible();
  await expect(form.getByLabel('Téléphone')).toHaveValue('123456');
  await form.getByLabel('Téléphone').fill('999999999999999999');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(summary.getByRole('link', { name: /Ce numéro est trop long/ })).toBeVisible();
});

test('the first click on “Envoyer” of an untouched form with a captcha shows the focused error summary', async ({ page }) => {
  await page.goto('/fr/contact/');
  const form = enquiryForm(page, 'Contactez-nous');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByTestId('error-summary')).toBeFocused();
});

test('a wrong captcha answer, found by the server, moves focus to the error summary and keeps what was typed', async ({ page }) => {
  await page.goto('/fr/contact/');
  const form = enquiryForm(page, 'Contactez-nous');
  await fillContactForm(form);
  await form.getByRole('button', { name: 'Je ne peux pas lire l’image : posez-moi plutôt une question' }).click();
  await expect(form.locator('label[for$="-captchaAnswer"]')).toHaveText(/\?/);
  await form.locator('input[id$="-captchaAnswer"]').fill('99');
  await form.getByRole('button', { name: 'Envoyer' }).click();

  const summary = form.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Les caractères saisis ne sont pas valides' })).toBeVisible();
  await expect(form.getByLabel('Votre message')).toHaveValue('Bonjour, pouvez-vous me rappeler ?');
});
