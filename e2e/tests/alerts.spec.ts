import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { generateFeed } from 'demo-agency';
import { isOffMarket } from 'shared-kernel';
import { mailsTo, mailTo, test, withSavedConsent } from './support';

// A list's filters kept as a saved search, double opt-in by mail, managed without an account.
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

  await page.goto(link(/https?:\/\/\S+\/fr\/mes-recherches\/\?\S+/));
  await expect(page.getByRole('heading', { level: 1, name: 'Mes recherches sauvegardées' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maisons et villas à vendre' })).toHaveAttribute('href', '/fr/a-vendre/?type=1');
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Fréquence des e-mails')).toHaveValue('daily');
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Votre recherche sauvegardée a été supprimée.');
  await expect(page.getByText('Vous n’avez aucune recherche sauvegardée.')).toBeVisible();
});

/** The fourth api of playwright.config.ts: its catalogue may change under this test without touching other specs' lists. */
const OWN_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8181) + 3}`;
const OWN_DATA_DIR = process.env.E2E_CANARY_DATA_DIR ?? '';
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** `npm run import -w api -- FILE` as the agency's feed job runs it: through the api holding the embedded database. */
async function importFeedFile(feed: unknown): Promise<string> {
  const file = path.join(OWN_DATA_DIR, `feed-${Date.now()}.json`);
  await writeFile(file, JSON.stringify(feed));
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'api', 'dist', 'scripts', 'import.js'), file], {
    env: { ...process.env, DATA_DIR: OWN_DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  return stdout;
}

test('an import that lowers a matching price and adds a property: one instant alert each, and RFC 8058 one-click unsubscribe stops the next', async ({ request }) => {
  const email = `instant-${Date.now()}@example.be`;
  const saved = await request.post(`${OWN_ORIGIN}/api/alerts`, { data: { email, frequency: 'instant', language: 'fr', goal: 0, listPath: '/fr/a-vendre/' } });
  expect(saved.status()).toBe(201);
  const optIn = await mailTo(email, (mail) => mail.subject === 'Veuillez confirmer votre recherche sauvegardée', OWN_DATA_DIR);
  const confirm = /https?:\/\/\S+\/api\/alerts\/confirm\?token=\S+/.exec(optIn.text ?? '')?.[0] ?? '';
  expect((await request.get(confirm, { maxRedirects: 0 })).headers().location).toBe('/fr/merci/recherche/?subscription=confirmed');

  // The api's demo agency, as it was seeded (the config's SEED_PROPERTIES; SEED left at its default).
  const stock = generateFeed({ seed: 1967, properties: 24 }).properties;
  const forSale = stock.find((property) => property.Goal === 0 && property.PublishPrice && !isOffMarket(property.Marquee));
  if (!forSale) throw new Error('the demo agency has no property for sale at a public price');
  const lowered = { ...forSale, Price: forSale.Price - 15_000 };
  const added = { ...forSale, ID: 990_000 + (Date.now() % 10_000), Price: forSale.Price + 20_000 };
  expect(await importFeedFile({ projects: [], properties: [lowered, added] })).toMatch(/properties +1 +1 +0 +0/);

  const alerts = async () => (await mailsTo(email, OWN_DATA_DIR)).filter((mail) => mail.subject !== optIn.subject);
  await expect.poll(async () => (await alerts()).map((mail) => mail.subject?.split(/\s:\s/)[0]).sort(), { timeout: 20_000 }).toEqual([
    'Prix en baisse',
    'Un nouveau bien pour votre recherche',
  ]);
  const [first] = await alerts();
  const header = (name: string) => first?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribe = /<(http[^>]+)>/.exec(header('list-unsubscribe') ?? '')?.[1] ?? '';
  const oneClick = await request.post(unsubscribe, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);

  // Another reduction after the one click: nothing more is sent to that address.
  expect(await importFeedFile({ projects: [], properties: [{ ...lowered, Price: lowered.Price - 10_000 }] })).toMatch(/properties +0 +1 +0 +0/);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await alerts()).toHaveLength(2);
});
