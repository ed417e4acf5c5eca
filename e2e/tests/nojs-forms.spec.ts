import { expect } from '@playwright/test';
import { fillContactForm } from 'build-config/playwright';
import { answerWordedCaptcha, enquiryForm, mailTo, sendWithoutScripts as send, spelledNumbers, test, watchConsole, withSavedConsent, visitorOfItsOwn } from './support';

/** The forms work as HTML alone; the server checks, says what is wrong, and thanks. */
test.use({ javaScriptEnabled: false, ...visitorOfItsOwn() });

test.beforeEach(async ({ context, baseURL }) => {
  await withSavedConsent(context, baseURL ?? '');
});




test('the footer’s newsletter form subscribes without scripts: a captcha to answer, then the thank-you page', async ({ page }) => {
  await page.goto('/fr/');
  const form = enquiryForm(page, 'Inscrivez-vous à notre newsletter');
  await form.getByLabel('E-mail').fill('sans-script@example.be');
  expect(await send(page, form)).toBe(400);

  const again = enquiryForm(page, 'Inscrivez-vous à notre newsletter');
  await expect(again.getByTestId('error-summary')).toContainText('Les caractères saisis ne sont pas valides');
  await expect(again.getByLabel('E-mail')).toHaveValue('sans-script@example.be');
  await answerWordedCaptcha(again);
  expect(await send(page, again)).toBe(303);
  await expect(page).toHaveURL(/\/fr\/merci\/newsletter\/(#.*)?$/);
  await expect(page.getByText('Presque terminé : nous vous avons envoyé un e-mail.', { exact: false })).toBeVisible();
});

test('the contact form without scripts: sent empty, the page again with the messages and what was typed; sent filled, thanks and the agency’s mail', async ({ page, request }) => {
  await page.goto('/fr/contact/');
  let form = enquiryForm(page, 'Contactez-nous');
  await form.getByLabel('Prénom').fill('Anne');
  expect(await send(page, form)).toBe(400);

  form = enquiryForm(page, 'Contactez-nous');
  const summary = form.getByTestId('error-summary');
  await expect(summary.getByRole('heading', { name: 'Il y a un problème' })).toBeVisible();
  for (const message of ['Vous n’avez pas saisi votre nom', 'Vous n’avez pas saisi votre numéro de téléphone', 'Les caractères saisis ne sont pas valides']) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(summary.getByRole('link', { name: 'Vous n’avez pas saisi votre prénom' })).toHaveCount(0);
  await expect(form.getByLabel('Prénom')).toHaveValue('Anne');
  await expect(form.getByLabel('Nom', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await fillContactForm(form);
  await form.getByLabel('E-mail').fill('anne.sans-script@example.be');
  await answerWordedCaptcha(form);
  expect(await send(page, form)).toBe(303);
  await expect(page).toHaveURL(/\/fr\/merci\/contact\/(#.*)?$/);

  const { agency } = (await (await request.get('/api/site?lang=fr')).json()) as { agency: { email: string } };
  await mailTo(agency.email, (mail) => (mail.text ?? '').includes('anne.sans-script@example.be'));
});

test.describe('with scripts', () => {
  test.use({ javaScriptEnabled: true });

  test('a page answered to a post sent before the scripts took over hydrates as it came, and the scripts then send the form', async ({ page }) => {
    await page.goto('/fr/contact/');
    const problems = watchConsole(page);
    const form = enquiryForm(page, 'Contactez-nous');
    await form.getByLabel('Prénom').fill('Anne');
    // As a press before hydration sends it: the browser's own post, which no script sees.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.status() === 400),
      form.locator('form').evaluate((element: HTMLFormElement) => HTMLFormElement.prototype.submit.call(element)),
    ]);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 20_000 });
    const again = enquiryForm(page, 'Contactez-nous');
    await expect(again.getByTestId('error-summary').getByRole('link', { name: 'Vous n’avez pas saisi votre nom' })).toBeVisible();
    await expect(again.getByLabel('Prénom')).toHaveValue('Anne');

    await fillContactForm(again);
    await again.getByRole('button', { name: 'Je ne peux pas lire l’image : posez-moi plutôt une question' }).click();
    const label = again.locator('label[for$="-captchaAnswer"]');
    await expect(label).toHaveText(/\?/);
    const terms = spelledNumbers((await label.textContent()) ?? '');
    await again.getByLabel(/Combien font/).fill(String(terms[0]! + terms[1]!));
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(`${request.url()} ${request.headers()['content-type']}`);
    });
    await again.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page).toHaveURL(/\/fr\/merci\/contact\/$/);
    expect(posts).toEqual([expect.stringMatching(/\/api\/forms\/contact application\/json$/)]);
    // The 400 of the post itself (and Chromium's console line for it) is the page answering it;
    // nothing else may go wrong, hydration least of all.
    const answered = (problem: string) => /^400 .*\/fr\/contact\/$/.test(problem) || problem === 'Failed to load resource: the server responded with a status of 400 (Bad Request)';
    expect(problems.filter((problem) => !answered(problem))).toEqual([]);
    expect(problems.filter(answered)).toHaveLength(2);
  });
});
