import { expect } from '@playwright/test';
import { answerCaptcha, enquiryForm, seriousViolations, test, withSavedConsent } from './support';

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});

test.describe('in French', () => {
  test('the contact form lists its errors in a focused summary and inline, passes axe, then lands on its thank-you page', async ({ page }) => {
    await page.goto('/fr/contact/');
    const form = enquiryForm(page, 'Contactez-nous');
    await form.getByLabel('Prénom').fill('Anne');
    await form.getByRole('button', { name: 'Envoyer' }).click();

    const summary = form.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'Il y a un problème' })).toBeVisible();
    // The title is optional: an empty form says nothing about it.
    await expect(summary.getByRole('link', { name: 'Vous n’avez pas choisi votre civilité' })).toHaveCount(0);
    for (const message of ['Vous n’avez pas saisi votre nom', 'Vous n’avez pas saisi votre adresse e-mail', 'Vous n’avez pas saisi votre message', 'Les caractères saisis ne sont pas valides']) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expect(form.getByLabel('Nom', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Vous n’avez pas saisi votre nom').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await summary.getByRole('link', { name: 'Vous n’avez pas saisi votre message' }).click();
    await expect(form.getByLabel('Votre message')).toBeFocused();
    await expect(form.getByLabel('Prénom')).toHaveValue('Anne');

    await form.getByRole('radio', { name: 'Madame' }).check();
    await form.getByLabel('Nom', { exact: true }).fill('Peeters');
    await form.getByLabel('E-mail').fill('anne@example.be');
    await form.getByLabel('Téléphone').fill('02 512 34 56');
    await form.getByLabel('Votre message').fill('Bonjour, pouvez-vous me rappeler ?');
    await answerCaptcha(form, 'Je ne peux pas lire l’image : posez-moi plutôt une question');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/contact\/$/);
  });

  test('the free valuation keeps everything typed and says so when the api answers 503', async ({ page }) => {
    await page.goto('/fr/estimation-gratuite/');
    const form = enquiryForm(page, 'Estimation gratuite');
    await form.getByRole('radio', { name: 'Monsieur' }).check();
    await form.getByLabel('Prénom').fill('Jan');
    await form.getByLabel('Nom', { exact: true }).fill('Smet');
    await form.getByLabel('E-mail').fill('jan@example.be');
    await form.getByLabel('Téléphone').fill('0470 12 34 56');
    await form.getByLabel('Rue et numéro du bien à estimer').fill('Rue Haute 12');
    await form.getByLabel('Code postal du bien').fill('1000');
    await form.getByLabel('Ville du bien').fill('Bruxelles');
    await form.getByLabel('Type de bien').selectOption({ label: 'Appartement' });
    await answerCaptcha(form, 'Je ne peux pas lire l’image : posez-moi plutôt une question');

    await page.route('**/api/forms/free-valuation', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"service_unavailable","message":"down"}' }));
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(form.getByTestId('error-summary')).toContainText('Notre serveur est momentanément indisponible');
    await expect(form.getByLabel('Rue et numéro du bien à estimer')).toHaveValue('Rue Haute 12');
    await expect(form.getByLabel('Type de bien')).toHaveValue('3');
    expect(await seriousViolations(page)).toEqual([]);

    await page.unroute('**/api/forms/free-valuation');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/estimation-gratuite\/$/);
  });
  test('a job application uploads its CV, refuses a renamed file and keeps what was typed, then lands on its thank-you page', async ({ page }) => {
    await page.goto("/fr/l'agence/");
    const form = enquiryForm(page, 'Postuler');
    await form.getByRole('radio', { name: 'Madame' }).check();
    await form.getByLabel('Prénom').fill('Lea');
    await form.getByLabel('Nom', { exact: true }).fill('Claes');
    await form.getByLabel('E-mail').fill('lea@example.be');
    await form.getByLabel('Téléphone').fill('0470 12 34 56');
    await form.getByLabel('Pourquoi souhaitez-vous nous rejoindre ?').fill('J’aime Bruxelles et ses maisons.');

    const cv = form.getByLabel('Votre CV (PDF, DOC, DOCX ou ODT, 5 Mo au plus)');
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('GIF89a not a pdf at all') });
    await expect(form.getByText('Votre CV doit être un fichier PDF, DOC, DOCX ou ODT').first()).toBeVisible();
    await expect(form.getByLabel('Prénom')).toHaveValue('Lea');

    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });
    await expect(form.getByText('CV reçu : cv.pdf')).toBeVisible();
    await answerCaptcha(form, 'Je ne peux pas lire l’image : posez-moi plutôt une question');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/contact\/$/);
  });
});

test.describe('in Dutch', () => {
  test('the demand register lists its errors in a focused summary and inline, passes axe, then lands on its thank-you page', async ({ page }) => {
    await page.goto('/nl/ik-zoek/');
    const form = enquiryForm(page, 'Hou me op de hoogte');
    await form.getByRole('button', { name: 'Verzenden' }).click();

    const summary = form.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'Er is een probleem' })).toBeVisible();
    for (const message of ['U hebt uw voornaam niet ingevuld', 'Kies of u wilt kopen of huren', 'Kies minstens één soort pand', 'Kies minstens één gewest of gemeente']) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('radio', { name: 'Mevrouw' }).check();
    await form.getByLabel('Voornaam').fill('Els');
    await form.getByLabel('Naam', { exact: true }).fill('Janssens');
    await form.getByLabel('E-mail').fill('els@example.be');
    await form.getByLabel('Telefoon').fill('02 511 22 33');
    await form.getByRole('radio', { name: 'Kopen' }).check();
    await form.getByRole('checkbox', { name: 'Appartement' }).check();
    await form.getByRole('checkbox', { name: 'Brussel', exact: true }).check();
    await form.getByLabel('Maximumbudget (€)').fill('100');
    await form.getByLabel('Minimumbudget (€)').fill('400000');
    await form.getByRole('button', { name: 'Verzenden' }).click();
    await expect(form.getByTestId('error-summary').getByRole('link', { name: 'Het maximumbudget moet minstens gelijk zijn aan het minimumbudget' })).toBeVisible();
    await form.getByLabel('Maximumbudget (€)').fill('450000');
    await form.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(/\/nl\/feedback\/demand-register\/$/);
  });

  test('the newsletter sign-up of the footer asks its captcha and thanks on its own page; a 503 keeps the address', async ({ page }) => {
    await page.goto('/nl/');
    const form = enquiryForm(page, 'Schrijf u in op onze nieuwsbrief');
    await form.getByLabel('E-mail').fill('lezer@example.be');
    await answerCaptcha(form, 'Ik kan de afbeelding niet lezen: stel me liever een vraag');

    await page.route('**/api/forms/newsletter', (route) => route.fulfill({ status: 503, body: '' }));
    await form.getByRole('button', { name: 'Verzenden' }).click();
    await expect(form.getByTestId('error-summary')).toContainText('Onze server is even niet bereikbaar');
    await expect(form.getByLabel('E-mail')).toHaveValue('lezer@example.be');
    await page.unroute('**/api/forms/newsletter');

    await form.getByRole('button', { name: 'Verzenden' }).click();
    await expect(page).toHaveURL(/\/nl\/feedback\/sign-newsletter\/$/);
  });
});
